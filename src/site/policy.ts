/** A page's Content-Security-Policy: nothing inline but what the page puts in itself, allowed by hash; nothing evaluated. */
import { createHash } from "node:crypto";
import { DEFAULT_EMAILJS_ORIGIN, RECAPTCHA_SOURCES } from "../services/mail-defaults.ts";
import { html, rawHtml } from "../text/html.ts";

export type Policy = Readonly<Record<string, readonly string[]>>;

/** No clickjacking of the contact form; headers only, since a `<meta>` policy ignores `frame-ancestors`. */
export const SITE_FRAME_ANCESTORS = "'self'";

/** The policy before a page's own inline blocks (policyForPage). */
export function contentSecurityPolicy(
  connect: string[] | undefined = [],
  { frameAncestors, images = [], captcha = false }: { frameAncestors?: string; images?: string[]; captcha?: boolean } | undefined = {},
): Policy {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(captcha ? RECAPTCHA_SOURCES["script-src"] : [])],
    ...(captcha ? { "frame-src": ["'self'", ...RECAPTCHA_SOURCES["frame-src"]] } : {}),
    "style-src": ["'self'"],
    "img-src": ["'self'", "https:", ...new Set(images)],
    "connect-src": ["'self'", ...new Set(connect)],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    ...(frameAncestors ? { "frame-ancestors": [frameAncestors] } : {}),
  };
}

export function policyText(policy: Policy, page?: InlineSources) {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources, ...(page?.sources(directive) ?? [])].join(" "))
    .join("; ");
}

/** A host may hold ";": "https://x;script-src-elem" would end connect-src and add a directive of its own. */
const CSP_ORIGIN = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?$/i;

function webOrigin(value: string) {
  try {
    const { origin } = new URL(value.trim());
    return CSP_ORIGIN.test(origin) ? [origin] : [];
  } catch {
    return [];
  }
}

/** An `http:` portrait is used as it is, so the page's policy must not refuse it (`https:` is allowed already). */
export function imageOrigins(settings: Record<string, string>) {
  return settings.portrait ? webOrigin(settings.portrait).filter((origin) => origin.startsWith("http:")) : [];
}

/** For `connect-src`; the e-mail provider's default origin when the settings name only its ids. */
export function serviceOrigins(settings: Record<string, string>) {
  return [
    ...(settings.endpoint ? webOrigin(settings.endpoint) : []),
    ...(settings.emailjsServiceId || settings.emailjsOrigin ? webOrigin(settings.emailjsOrigin ?? DEFAULT_EMAILJS_ORIGIN) : []),
  ];
}

/** Hashed as the parser hands it to the CSP check (CRLF as "\n", NUL as U+FFFD), or a Windows checkout is refused. */
function hashSource(text: string) {
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD")).digest("base64")}'`;
}

/** Hashed as each block goes into the page, so a strict policy needs no `'unsafe-inline'`. JSON blocks need none. */
export class InlineSources {
  #added: Map<string, Set<string>> = new Map();

  #allow(directive: string, source: string) {
    const sources = this.#added.get(directive) ?? new Set();
    sources.add(source);
    this.#added.set(directive, sources);
  }

  script(body: string, attributes?: import("../text/html.ts").Html) {
    this.#allow("script-src", hashSource(body));
    return html`<script${attributes}>${rawHtml(body)}</script>`;
  }

  /** For a block made elsewhere (the prerendered markup's). */
  allowStyle(css: string) {
    this.#allow("style-src", hashSource(css));
  }

  style(css: string) {
    this.allowStyle(css);
    return html`<style>${rawHtml(css)}</style>`;
  }

  allowDataImages() {
    this.#allow("img-src", "data:");
  }

  sources(directive: string): string[] {
    return [...(this.#added.get(directive) ?? [])];
  }
}

export function policyForPage(policy: Policy, page: { inline: InlineSources; }) {
  return policyText(policy, page.inline);
}

/** Netlify's and Cloudflare Pages' `_headers`: a <meta> policy cannot limit who frames a page. */
export function headersFile(paths: string[]) {
  return paths.map((path) => `${path}\n  Content-Security-Policy: frame-ancestors ${SITE_FRAME_ANCESTORS}\n`).join("");
}
