/**
 * A page's Content-Security-Policy, as a map of directives to their sources: nothing inline but the blocks a page
 * puts in itself, each allowed by its hash where it is put in (InlineSources), nothing evaluated; scripts, styles
 * and fonts from the page's own origin; calls to it and to the services the settings name.
 */
import { createHash } from "node:crypto";
import { DEFAULT_EMAILJS_ORIGIN, RECAPTCHA_SOURCES } from "../services/mail-defaults.ts";
import { html, rawHtml } from "../text/html.ts";

export type Policy = Readonly<Record<string, readonly string[]>>;

/**
 * Who may show a page in a frame, as a `frame-ancestors` source: the site's own pages only the site itself
 * (no clickjacking of the contact form); the iframe pages any page (no directive). A `<meta>` policy ignores
 * `frame-ancestors`, so this is for HTTP headers only (the demo server, a static host's `_headers`).
 */
export const SITE_FRAME_ANCESTORS = "'self'";

/**
 * The policy every page is served with, before its own inline blocks (policyForPage).
 * @param connect extra origins for `connect-src` (the content service, the e-mail provider)
 * @param options a `frame-ancestors` source list, for a policy sent as a header; extra origins for `img-src` (see
 *   imageOrigins); reCAPTCHA's sources, for a page whose settings set `recaptchaSiteKey`
 */
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

/**
 * The policy as a header or `<meta>` says it, with a page's inline blocks (and images) added to their directives.
 */
export function policyText(policy: Policy, page?: InlineSources) {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources, ...(page?.sources(directive) ?? [])].join(" "))
    .join("; ");
}

/**
 * An origin a CSP source list can name (host-source: letters, digits, "-" and dots; a port). A URL's host may hold
 * more (";", "'", ","): "https://x;script-src-elem" would end connect-src and add a directive that blocks every
 * script of the page. IPv6 literals cannot be named either.
 */
const CSP_ORIGIN = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?$/i;

/**
 * The origin of an absolute http(s) address, as a one-item list when a policy can name it (CSP_ORIGIN), else empty.
 */
function webOrigin(value: string) {
  try {
    const { origin } = new URL(value.trim());
    return CSP_ORIGIN.test(origin) ? [origin] : [];
  } catch {
    return [];
  }
}

/**
 * The origin of the settings' portrait when it is an `http:` address, for `img-src` (every page allows `https:`
 * images already): a remote portrait is used as it is, and the page's own policy must not refuse it.
 */
export function imageOrigins(settings: Record<string, string>) {
  return settings.portrait ? webOrigin(settings.portrait).filter((origin) => origin.startsWith("http:")) : [];
}

/**
 * The origins the elements call with `settings`, for `connect-src`: the content service's and the e-mail
 * provider's (the library's default when the settings name only its ids). A path ("/graphql") is the page's
 * own origin, which `'self'` allows already; an origin a policy cannot name (CSP_ORIGIN) is left out.
 */
export function serviceOrigins(settings: Record<string, string>) {
  return [
    ...(settings.endpoint ? webOrigin(settings.endpoint) : []),
    ...(settings.emailjsServiceId || settings.emailjsOrigin ? webOrigin(settings.emailjsOrigin ?? DEFAULT_EMAILJS_ORIGIN) : []),
  ];
}

/**
 * The `'sha256-…'` source that allows exactly one inline block: of its text as a browser's parser hands it to the
 * CSP check, line breaks as "\n" (a file checked out with CRLF endings, on Windows, puts "\r\n" in the page) and NUL
 * as U+FFFD; hashed as written, such a block is refused.
 */
function hashSource(text: string) {
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD")).digest("base64")}'`;
}

/**
 * What one page carries in itself and its policy must allow: each inline `<script>` and `<style>` (those in its
 * Declarative Shadow DOM too) by its hash, made here as it goes into the page, so a strict policy needs no
 * `'unsafe-inline'`; and `data:` images when the page holds an image (its icon, a small portrait), which run
 * nothing. Data blocks (`type="application/json"`, `"application/ld+json"`) run nothing and need no hash.
 */
export class InlineSources {
  #added: Map<string, Set<string>> = new Map();

  #allow(directive: string, source: string) {
    const sources = this.#added.get(directive) ?? new Set();
    sources.add(source);
    this.#added.set(directive, sources);
  }

  /**
   * An inline script, allowed by its hash.
   * @param attributes e.g. html` data-pages="${json}"`
   */
  script(body: string, attributes?: import("../text/html.ts").Html) {
    this.#allow("script-src", hashSource(body));
    return html`<script${attributes}>${rawHtml(body)}</script>`;
  }

  /**
   * A `<style>` block's text, allowed by its hash: for a block made elsewhere (the prerendered markup's).
   */
  allowStyle(css: string) {
    this.#allow("style-src", hashSource(css));
  }

  /**
   * An inline style block, allowed by its hash.
   */
  style(css: string) {
    this.allowStyle(css);
    return html`<style>${rawHtml(css)}</style>`;
  }

  /** The page holds an image in itself (a `data:` URL). */
  allowDataImages() {
    this.#allow("img-src", "data:");
  }

  /**
   * What this page adds to `directive`.
   */
  sources(directive: string): string[] {
    return [...(this.#added.get(directive) ?? [])];
  }
}

/**
 * A page's whole policy: `policy` with the page's own inline blocks and images (see InlineSources).
 * @param page what renderSitePage, renderFramePage or renderPage made
 */
export function policyForPage(policy: Policy, page: { inline: InlineSources; }) {
  return policyText(policy, page.inline);
}

/**
 * The `_headers` file Netlify and Cloudflare Pages read: the site's own pages (`paths`, from the host's root) may be
 * framed only by the site itself, the iframe pages by anyone (a <meta> policy cannot say so). Other hosts: see the
 * README.
 */
export function headersFile(paths: string[]) {
  return paths.map((path) => `${path}\n  Content-Security-Policy: frame-ancestors ${SITE_FRAME_ANCESTORS}\n`).join("");
}
