// @ts-check
/**
 * The product's pages, rendered in Node (never shipped to browsers): the standalone site (one page per route,
 * prerendered), an element's iframe page, their Content-Security-Policy and Open Graph tags. The demo server
 * renders them on each request and `npm run build:site` writes them to dist/site/; both fill them with the
 * owner's settings, the build's preload links and the prefixes the page's files live under (`/dist/` on the
 * demo server, `../lib/` in an embed page of the static site). The templates and the files the pages link
 * (`assets/`) live next to this module. Plain JavaScript, so the demo server and the build scripts run it
 * without a build step.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROUTES } from "../routes.js";
import { DEFAULT_EMAILJS_ORIGIN } from "../services/mail-defaults.js";

const SITE_DIR = dirname(fileURLToPath(import.meta.url));

/** The files the pages link (`{{assets}}…`): the demo server serves them under /assets/, build:site copies them. */
export const SITE_ASSETS_DIR = join(SITE_DIR, "assets");

/**
 * Text that is safe in HTML content and in a quoted attribute.
 * @param {unknown} value
 */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
import { portraitEntry } from "./portrait.js";

/**
 * @typedef {object} FramePage
 * @property {SiteRoute} route the site's route whose page shows the element: the frame's canonical page
 * @property {string} title what the page is titled by
 * @property {(name: string) => string} description what it shows, for the owner `name`
 * @property {number} height the frame's height (px, at 800 px wide) an oEmbed consumer starts from; a parent that
 *   listens to the frame's posted height sizes it exactly
 */

/** Elements with an iframe page of their own (`/embed/<name>.html`). */
export const FRAME_ELEMENTS = /** @type {const} @satisfies {Record<string, FramePage>} */ ({
  hero: { route: "home", title: "Home", description: (name) => `${name}, a junior software engineer crafting digital experiences.`, height: 560 },
  about: {
    route: "about",
    title: "About Me",
    description: (name) => `What ${name} builds with: frontend, backend and mobile development.`,
    height: 1000,
  },
  projects: { route: "projects", title: "My Work", description: (name) => `Projects by ${name}, with their tech stacks, code and live demos.`, height: 1200 },
  contact: {
    route: "contact",
    title: "Contact",
    description: (name) => `Get in touch with ${name}: e-mail, LinkedIn, GitHub or a message sent from the page.`,
    height: 1250,
  },
  header: { route: "home", title: "Header", description: (name) => `The navigation of ${name}'s portfolio.`, height: 80 },
  footer: { route: "home", title: "Footer", description: (name) => `${name}'s GitHub and LinkedIn.`, height: 180 },
});

/** @typedef {keyof typeof FRAME_ELEMENTS} FrameElement */

/** @param {string} name @returns {name is FrameElement} */
export function isFrameElement(name) {
  return Object.hasOwn(FRAME_ELEMENTS, name);
}

export const THEMES = /** @type {const} */ (["light", "dark", "auto"]);

/** The iframe pages' `?background=`: opaque (the element's page colour) unless the embed asks for this. */
export const FRAME_BACKGROUNDS = /** @type {const} */ (["transparent"]);

/**
 * Who may show a page in a frame, as a `frame-ancestors` source: the site's own pages only the site itself
 * (no clickjacking of the contact form); the iframe pages any page (no directive). A `<meta>` policy ignores
 * `frame-ancestors`, so this is for HTTP headers only (the demo server, a static host's `_headers`).
 */
export const SITE_FRAME_ANCESTORS = "'self'";

/**
 * The policy every page is served with: nothing inline, nothing evaluated; scripts, styles and fonts from
 * the page's own origin only; calls to the page's origin and to the listed service origins.
 * @param {string[]} [connect] extra origins for `connect-src` (the content service, the e-mail provider)
 * @param {{ frameAncestors?: string, images?: string[] }} [options] a `frame-ancestors` source list, for a policy
 *   sent as a header; extra origins for `img-src` (see imageOrigins)
 */
export function contentSecurityPolicy(connect = [], { frameAncestors, images = [] } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${["'self'", "https:", ...new Set(images)].join(" ")}`,
    `connect-src ${["'self'", ...new Set(connect)].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(frameAncestors ? [`frame-ancestors ${frameAncestors}`] : []),
  ].join("; ");
}

/**
 * An origin a CSP source list can name (host-source: letters, digits, "-" and dots; a port). A URL's host may hold
 * more (";", "'", ","): "https://x;script-src-elem" would end connect-src and add a directive that blocks every
 * script of the page. IPv6 literals cannot be named either.
 */
const CSP_ORIGIN = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?$/i;

/**
 * The origin of an absolute http(s) address, as a one-item list when a policy can name it (CSP_ORIGIN), else empty.
 * @param {string} value
 */
function webOrigin(value) {
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
 * @param {Record<string, string>} settings
 */
export function imageOrigins(settings) {
  return settings.portrait ? webOrigin(settings.portrait).filter((origin) => origin.startsWith("http:")) : [];
}

/**
 * The origins the elements call with `settings`, for `connect-src`: the content service's and the e-mail
 * provider's (the library's default when the settings name only its ids). A path ("/graphql") is the page's
 * own origin, which `'self'` allows already; an origin a policy cannot name (CSP_ORIGIN) is left out.
 * @param {Record<string, string>} settings
 */
export function serviceOrigins(settings) {
  return [
    ...(settings.endpoint ? webOrigin(settings.endpoint) : []),
    ...(settings.emailjsServiceId || settings.emailjsOrigin ? webOrigin(settings.emailjsOrigin ?? DEFAULT_EMAILJS_ORIGIN) : []),
  ];
}

/**
 * The `'sha256-…'` sources that allow exactly the inline `<script>` and `<style>` blocks of a page (including
 * those in its Declarative Shadow DOM), so a strict policy needs no `'unsafe-inline'`. Data blocks
 * (`type="application/json"`, `"application/ld+json"`) run nothing and need none.
 * @param {string} html
 */
export function inlineHashes(html) {
  // Of the text as a browser's parser hands it to the CSP check: line breaks as "\n" (a file checked out with
  // CRLF endings, on Windows, puts "\r\n" in the page) and NUL as U+FFFD; hashed as written, such a block is refused.
  /** @param {string} text */
  const hash = (text) => `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD")).digest("base64")}'`;
  const scripts = [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => body && !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => hash(body));
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, body]) => hash(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * `policy` with the page's inline blocks allowed by their hashes (see inlineHashes), and `data:` images when the
 * page carries an image in itself: its portrait (src/site/portrait.js), its icon (an image runs nothing).
 * @param {string} policy
 * @param {string} html
 */
export function policyForPage(policy, html) {
  const { scripts, styles } = inlineHashes(html);
  const images = /\bdata:image\/(?:(?:avif|webp);base64|svg\+xml),/.test(html) ? ["data:"] : [];
  return policy
    .split("; ")
    .map((directive) => {
      const extra = directive.startsWith("script-src ")
        ? scripts
        : directive.startsWith("style-src ")
          ? styles
          : directive.startsWith("img-src ")
            ? images
            : [];
      return [directive, ...extra].join(" ");
    })
    .join("; ");
}

/**
 * JSON that is safe inside a `<script type="application/json">` element.
 * @param {unknown} value
 */
export function scriptJson(value) {
  return JSON.stringify(value, null, 2).replace(/</g, "\\u003c");
}

/**
 * The chunks a page needs at once, in the order the browser should ask for them: `entries` (manifest keys,
 * e.g. "src/index.ts" and an element's "src/elements/hero/index.ts", or the name of a chunk that groups
 * modules, like "shell") with everything they import statically, read from the build manifest. Empty when
 * there is no manifest (no build yet).
 * @param {string} distDir
 * @param {string[]} entries
 * @returns {Promise<string[]>} file names relative to distDir
 */
export async function chunksFor(distDir, entries) {
  /** @type {Record<string, { file: string, name?: string, imports?: string[] }>} */
  let manifest;
  try {
    manifest = JSON.parse(await readFile(join(distDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return [];
  }
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key);
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

/**
 * `<link rel="modulepreload">` for the chunks a page's first screen needs, so the browser fetches them at
 * once instead of discovering them one import at a time; and the portrait, when the page shows it.
 * @param {object} options
 * @param {string} options.distDir the build, with its manifest
 * @param {string} options.distUrl the URL prefix the build is served under ("/dist/", "../lib/")
 * @param {string[]} options.elements the manifest keys (or chunk names) of what the page shows first
 * @param {string} [options.portrait] the portrait URL, when the page shows it
 * @param {PortraitImages} [options.images] its light versions, when the page has them
 * @param {boolean} [options.modules] whether to preload the script's chunks at all (default true)
 */
export async function preloadLinks({ distDir, distUrl, elements, portrait, images, modules = true }) {
  const files = modules ? await chunksFor(distDir, ["src/index.ts", ...elements]) : [];
  const links = files.map((file) => `<link rel="modulepreload" href="${escapeHtml(distUrl + file)}" />`);
  const best = images?.sources[0];
  if (images && best) {
    // The size the slot will pick, in the best format (a browser without it skips the preload).
    links.push(
      `<link rel="preload" as="image" type="${escapeHtml(best.type)}" imagesrcset="${escapeHtml(best.srcset)}" ` +
        `imagesizes="${escapeHtml(images.sizes)}" fetchpriority="high" />`,
    );
  } else if (!images && portrait && (/^https?:/i.test(portrait) || !/^[a-z][a-z0-9+.-]*:/i.test(portrait))) {
    // (A page that carries its portrait, a small SVG, has images without sources: nothing to fetch.)
    // Only what the hero will load: a relative or http(s) address.
    links.push(`<link rel="preload" href="${escapeHtml(portrait)}" as="image" fetchpriority="high" />`);
  }
  return links.join("\n    ");
}

/**
 * How the page starts its script. A prerendered page paints without it, so `assets/start.js` (inline) asks for
 * it once the page has painted, with every chunk `elements` need at once; a page that is not prerendered needs
 * its script for its first render, so it asks at once (a module script, with preloadLinks' modulepreloads).
 * @param {object} options
 * @param {string} options.distDir the build, with its manifest
 * @param {string} options.distUrl the URL prefix the build is served under ("/dist/", "../lib/")
 * @param {string[]} options.elements the manifest keys (or chunk names) of what the page shows first
 * @param {boolean} options.prerendered whether the page's element is prerendered in it
 */
export async function pageScripts({ distDir, distUrl, elements, prerendered }) {
  const files = prerendered ? await chunksFor(distDir, ["src/index.ts", ...elements]) : [];
  if (!files.length) return `<script type="module" src="${escapeHtml(distUrl)}portfolio-elements.js"></script>`;
  const urls = JSON.stringify(files.map((file) => distUrl + file));
  return `<script data-modules="${escapeHtml(urls)}">${await inlineAsset("assets/start.js")}</script>`;
}

/**
 * The page's title and description, from the owner's name.
 * @param {Record<string, string>} settings
 * @param {FramePage} [frame] what a frame page shows
 */
export function pageText(settings, frame) {
  const name = settings.name ?? "";
  const site = name ? `${name} | Junior Software Engineer` : "Portfolio";
  return {
    title: frame ? `${frame.title} | ${site}` : site,
    description: frame
      ? frame.description(name || "this portfolio's owner")
      : `${name || "A junior software engineer"}: a junior software engineer crafting digital experiences. Projects, skills and contact.`,
  };
}

/**
 * @param {string} value
 * @param {string} base
 */
function absoluteUrl(value, base) {
  try {
    return new URL(value, base).href;
  } catch {
    return undefined;
  }
}

/**
 * Open Graph tags: how a link to the page looks when shared. og:image and og:url are absolute when the
 * page's own URL is known (a scraper ignores a relative one).
 * @param {{ title: string, description: string }} text
 * @param {string | undefined} portrait
 * @param {string | undefined} pageUrl
 */
export function openGraphTags(text, portrait, pageUrl) {
  /** @type {[string, string][]} */
  const tags = [
    ["og:type", "website"],
    ["og:title", text.title],
    ["og:description", text.description],
  ];
  if (pageUrl) tags.push(["og:url", pageUrl]);
  if (portrait) tags.push(["og:image", (pageUrl && absoluteUrl(portrait, pageUrl)) || portrait]);
  return tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`).join("\n    ");
}

/** The job title the spec gives the owner, for the structured data. */
const JOB_TITLE = "Junior Software Engineer";

/** An http(s) address as an absolute href, or undefined. */
function webUrl(/** @type {string | undefined} */ value, /** @type {string | undefined} */ base) {
  if (!value) return undefined;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * schema.org `Person` for the home page: who the site is about, for search engines. A JSON-LD block is data
 * (`type="application/ld+json"`), never run, so a CSP without inline scripts allows it. Empty without a name.
 * @param {Record<string, string>} settings
 * @param {string | undefined} siteUrl the site's address (`site.url`), when known
 */
export function personStructuredData(settings, siteUrl) {
  const name = settings.name?.trim();
  if (!name) return "";
  /** @type {Record<string, unknown>} */
  const person = { "@context": "https://schema.org", "@type": "Person", name, jobTitle: JOB_TITLE };
  if (siteUrl) person.url = siteUrl;
  const image = webUrl(settings.portrait, siteUrl);
  if (image) person.image = image;
  const sameAs = [settings.linkedin, settings.github].map((profile) => webUrl(profile?.trim(), undefined)).filter(Boolean);
  if (sameAs.length) person.sameAs = sameAs;
  return `<script type="application/ld+json">${JSON.stringify(person).replace(/</g, "\\u003c")}</script>`;
}

/** The id of the page links (pageLinks), which every page's `<link rel="expect" blocking="render">` waits for. */
const PAGE_LINKS_ID = "pe-pages";

/**
 * Plain links to route pages (`routes`, their files prefixed by `up`), inside the element next to its shadow
 * root: a crawler that does not run scripts or read shadow roots finds the site's pages through them. Not
 * slotted, so a browser shows none of them.
 *
 * They come last in the element, after its prerendered markup, and the page's head holds its first render back
 * until they are parsed (`<link rel="expect" href="#pe-pages" blocking="render">`, page.html): without it a
 * parser that yields mid-markup can paint half a screen, e.g. the header's nav with two of its three links, and
 * the rest arriving moves it (a layout shift of 0.0007 at 1280 px). The markup is a few kB, so waiting costs
 * nothing the visitor sees.
 * @param {SiteRoute[]} routes
 * @param {string} [up] "../" from a page one folder down (embed/)
 */
function pageLinks(routes, up = "") {
  const names = { home: "Home", about: "About Me", projects: "My Work", contact: "Contact" };
  const links = routes.map((route) => `<a href="${escapeHtml(up + ROUTE_PAGES[route])}">${escapeHtml(names[route])}</a>`);
  return `<nav id="${PAGE_LINKS_ID}" aria-label="Pages">${links.join(" ")}</nav>`;
}

/**
 * The address of a route's page on the published site: `siteUrl` itself for Home (as the sitemap lists it).
 * @param {SiteRoute} route
 * @param {string} siteUrl with its trailing slash
 */
export function routePageUrl(route, siteUrl) {
  return new URL(route === "home" ? "" : ROUTE_PAGES[route], siteUrl).href;
}

/**
 * @typedef {object} PageOptions
 * @property {Record<string, string>} settings the page-level config (`#portfolio-config`)
 * @property {string} distDir the build, with its manifest
 * @property {string} distUrl URL prefix of the build ("/dist/")
 * @property {string} assetsUrl URL prefix of the pages' files, `assets/` here ("/assets/")
 * @property {string} [pageUrl] the page's absolute URL, when known
 * @property {string} [csp] a policy for a `<meta http-equiv>` (a static host may not send the header); the
 *   page's inline blocks are added to it by their hashes
 * @property {{ set: import("./portrait.js").PortraitSet, urlPrefix: string }} [portraitSet] light versions of the
 *   settings' portrait (see portrait.js) and where the page finds their files
 * @property {string} [canonicalUrl] the page's address on the published site (`site.url`), for its canonical link; for
 *   an iframe page, the address of the site's page that shows its element (see renderFramePage)
 * @property {boolean} [showsPortrait] whether the page's first screen shows the portrait (Home, the hero's frame):
 *   then a small photo is in the page itself (portrait.js); other pages name files only, for a later visit to Home * @property {string} [look] the owner's look as token declarations (src/site/look.js checkLook), for the page's style
 */

/** @typedef {ReturnType<typeof portraitEntry>} PortraitImages */

/**
 * The light versions of the settings' portrait, as the hero reads them (src/elements/hero/images.ts).
 * @param {PageOptions} options
 * @returns {PortraitImages | undefined}
 */
function pagePortrait(options) {
  const { portraitSet, settings, showsPortrait } = options;
  // A vector portrait (set.svg) is carried by the pages that show it first only; the others name its file.
  return portraitSet && settings.portrait && (showsPortrait || !portraitSet.set.svg)
    ? portraitEntry(portraitSet.set, portraitSet.urlPrefix, { inline: showsPortrait })
    : undefined;
}

/**
 * What the page tells its elements about the portrait: the `#portfolio-images` entry, and its colour as
 * `--pe-portrait-color` (CSS for the page's inline style), which the hero paints in the portrait's place until
 * the photo arrives.
 * @param {PageOptions} options
 */
function portraitValues(options) {
  const images = pagePortrait(options);
  if (!images || !options.settings.portrait) return { images: "", portraitCss: "" };
  const { color, ...entry } = images;
  return {
    images: `<script type="application/json" id="portfolio-images">${scriptJson({ [options.settings.portrait]: entry })}</script>`,
    portraitCss: /^#[0-9a-f]{6}$/.test(color) ? `:root{--pe-portrait-color:${color}}` : "",
  };
}

/**
 * The owner's look (checked declarations, see look.js) on every element of the page: a rule of the page's own on the
 * element itself outranks the `:host` rule that sets the token's default.
 * @param {string | undefined} look
 */
function lookCss(look) {
  if (!look) return "";
  const tags = ["app", ...Object.keys(FRAME_ELEMENTS)].map((name) => `portfolio-${name}`);
  return `${tags.join(",")}{${look.replace(/<\//g, "")}}`;
}

/**
 * A page of the caller's own that preloads nothing (the demo's blog example and themes page): its template's
 * `{{config}}`, `{{title}}`, `{{assets}}`… slots filled like the product's pages'.
 * @param {string} template
 * @param {PageOptions} options
 */
export function renderPage(template, options) {
  return assemblePage(template, options, pageText(options.settings), {});
}

/** @type {Map<string, Promise<string>>} */
const templates = new Map();

/**
 * The product's page template (next to this module) or one of the files the pages inline (`assets/`), read once.
 * @param {"page.html" | "assets/site.css" | "assets/embed.css" | "assets/route.js" | "assets/embed-frame.js" | "assets/start.js" | "assets/favicon.svg"} name
 */
function productTemplate(name) {
  let template = templates.get(name);
  if (!template) {
    template = readFile(join(SITE_DIR, name), "utf8");
    templates.set(name, template);
  }
  return template;
}

/** @type {Map<string, Promise<string>>} */
const inlineAssets = new Map();

/**
 * One of the pages' own files as every page inlines it (CSS minified, scripts without comment lines), prepared once
 * rather than on each page the demo server renders.
 * @param {"assets/site.css" | "assets/embed.css" | "assets/route.js" | "assets/embed-frame.js" | "assets/start.js" | "assets/favicon.svg"} name
 */
function inlineAsset(name) {
  let asset = inlineAssets.get(name);
  if (!asset) {
    asset = productTemplate(name).then(name.endsWith(".css") ? minifiedCss : name.endsWith(".svg") ? svgDataUrl : withoutCommentLines);
    inlineAssets.set(name, asset);
  }
  return asset;
}

/**
 * The pages' own CSS without its comments and indentation, as it goes into every page. Enough for these two
 * small files of ours (no strings or URLs holding comment marks).
 * @param {string} css
 */
function minifiedCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s*\n\s*/g, "")
    .replace(/\s*([{};,])\s*/g, "$1");
}

/**
 * An SVG of ours as a `data:` URL: the page's icon, in the page rather than a request of its own that a browser
 * makes while the page is still painting (once the page has loaded; it counted in Lighthouse's simulated LCP).
 * @param {string} svg
 */
function svgDataUrl(svg) {
  // Percent-encoded, then the characters a URL's data may hold as they are put back: shorter, and still readable.
  const encoded = encodeURIComponent(svg.trim()).replace(/%(20|2C|2F|3A|3D)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return `data:image/svg+xml,${encoded}`;
}

/**
 * A script of ours as it goes into every page: without its whole-line comments. Enough for these two small files
 * (no line of a string or template starts with `//`).
 * @param {string} js
 */
function withoutCommentLines(js) {
  return js.replace(/^\s*\/\/.*\n/gm, "");
}

/** @typedef {keyof typeof ROUTES} SiteRoute */

/**
 * The site's routes and the page each is prerendered in: Home in index.html, every other route in its own
 * `<route>.html`. `assets/route.js` opens the one the hash asks for.
 * @type {Readonly<Record<SiteRoute, string>>}
 */
export const ROUTE_PAGES = Object.freeze(
  /** @type {Record<SiteRoute, string>} */ (
    Object.fromEntries(Object.keys(ROUTES).map((route) => [route, route === "home" ? "index.html" : `${route}.html`]))
  ),
);

/** What `assets/route.js` reads: the page of each route's hash. */
const PAGES_BY_HASH = JSON.stringify(
  Object.fromEntries(Object.entries(ROUTES).map(([route, hash]) => [hash, ROUTE_PAGES[/** @type {SiteRoute} */ (route)]])),
);

/** @type {Map<string, Promise<Record<string, any> | undefined>>} */
const prerenderers = new Map();

/**
 * The prerenderer the build wrote (dist/server/prerender.js), or undefined before a build.
 * @param {string} distDir
 */
function prerenderer(distDir) {
  let loading = prerenderers.get(distDir);
  if (!loading) {
    loading = import(pathToFileURL(join(distDir, "server", "prerender.js")).href).catch(() => undefined);
    prerenderers.set(distDir, loading);
  }
  return loading;
}

/**
 * An element's first render for `route` as Declarative Shadow DOM, its CSS inline, with the project list it
 * fetched (the page embeds it as the cache's first entry), fetched anew for each page so a change to the
 * content shows on the next load. Empty strings when there is no prerenderer. `origin` is where a relative
 * endpoint in the settings is fetched from: the server's own address, never a request's Host header.
 * @param {{ distDir: string, tag: string, settings: Record<string, string>, route: SiteRoute, images?: PortraitImages, origin?: string, log?: (line: string) => void }} options
 */
export async function prerenderForPage({ distDir, tag, settings, route, images, origin, log }) {
  const module = await prerenderer(distDir);
  if (!module) return { element: "", seed: "" };
  const portrait = images && settings.portrait ? { [settings.portrait]: images } : {};
  const { template, seed, warning } = await module.prerenderElement(tag, settings, route, "inline", portrait, { origin });
  if (warning) (log ?? console.warn)(`warning: ${warning}`);
  return { element: template, seed };
}

/**
 * The standalone site (`page.html`): one `<portfolio-app>`, prerendered for `route` when the build has a
 * prerenderer.
 * @param {PageOptions & { route?: SiteRoute, origin?: string, log?: (line: string) => void }} options
 */
export async function renderSitePage(options) {
  const route = options.route ?? "home";
  options = { ...options, showsPortrait: route === "home" };
  const images = pagePortrait(options);
  const { element, seed } = await prerenderForPage({
    distDir: options.distDir,
    tag: "portfolio-app",
    settings: options.settings,
    route,
    images,
    origin: options.origin,
    log: options.log,
  });
  return assemblePage(await productTemplate("page.html"), options, pageText(options.settings), {
    body: `<portfolio-app>${element}${pageLinks(/** @type {SiteRoute[]} */ (Object.keys(ROUTE_PAGES)))}</portfolio-app>`,
    seed,
    structuredData: route === "home" ? personStructuredData(options.settings, options.canonicalUrl) : "",
    pageCss: await inlineAsset("assets/site.css"),
    icon: escapeHtml(await inlineAsset("assets/favicon.svg")),
    // Runs before anything paints, so it is in the page, not a request of its own.
    headScript: `<script data-pages="${escapeHtml(PAGES_BY_HASH)}">${await inlineAsset("assets/route.js")}</script>`,
    scripts: await pageScripts({
      distDir: options.distDir,
      distUrl: options.distUrl,
      elements: ["src/elements/app/index.ts", "shell", ...(route === "home" ? [] : [`src/elements/${route}/index.ts`])],
      prerendered: Boolean(element),
    }),
    preload: await preloadLinks({
      distDir: options.distDir,
      distUrl: options.distUrl,
      // Prerendered, the page paints without its script: preloading the script at high priority would only
      // take bandwidth from the portrait. Otherwise the app's chunks (its own, or the "shell" group of
      // vite.config.ts) are fetched at once, not one import at a time.
      elements: element ? [] : ["src/elements/app/index.ts", "shell"],
      modules: !element,
      // Only Home shows the portrait.
      portrait: route === "home" ? options.settings.portrait : undefined,
      images: route === "home" ? images : undefined,
    }),
  });
}

/**
 * @typedef {object} FramePageOptions
 * @property {FrameElement} element
 * @property {string} [theme] `light`, `dark` or `auto`: the page's theme (default: the settings' theme)
 * @property {string} [background] `transparent`: the host page shows through (default: opaque)
 * @property {string} [oembedUrl] absolute URL of the page's oEmbed JSON (see oembedJson), for its discovery link
 * @property {string} [origin] where a relative endpoint in the settings is fetched from: the server's own address
 * @property {(line: string) => void} [log]
 */

/**
 * An element's iframe page (`page.html`): the element alone, prerendered, in the theme asked for.
 *
 * Indexable, with a canonical link to the site's page that shows the element when the site's address is known
 * (`canonicalUrl`), and a plain link to it: a search engine folds the frame into that page, as YouTube's
 * /embed/ pages point at their watch page, instead of dropping it (`noindex`) or listing it as a copy.
 *
 * The theme is the element's `theme` attribute: written here (the one asked for, or the settings'), set from
 * `?theme=` by `assets/embed-frame.js` on a static host, or live from a parent's message. It changes no markup
 * (define.ts leaves it out of the prerender's key), so one prerender hydrates in every theme. The page is
 * opaque, in the element's page colour for its theme (`<html data-theme>`), unless `background` is
 * `transparent` (`<html data-background>`); see `assets/embed.css`.
 * @param {PageOptions & FramePageOptions} options
 */
export async function renderFramePage(options) {
  const hero = options.element === "hero";
  // A frame is its element's own screen: featured work is Home's, and its list would take the hero's frame past
  // its first round trip (the portrait's paint).
  const { featured: _featured, ...settings } = options.settings;
  options = { ...options, settings, showsPortrait: hero };
  const images = hero ? pagePortrait(options) : undefined;
  const { theme: settingsTheme, ...markupSettings } = options.settings;
  const frame = FRAME_ELEMENTS[options.element];
  const tag = `portfolio-${options.element}`;
  const { element, seed } = await prerenderForPage({
    distDir: options.distDir,
    tag,
    settings: markupSettings,
    route: "home",
    images,
    origin: options.origin,
    log: options.log,
  });
  const theme = THEMES.find((known) => known === (options.theme ?? settingsTheme));
  const text = pageText(options.settings, frame);
  return assemblePage(await productTemplate("page.html"), options, text, {
    rootAttributes: [
      theme === "light" || theme === "dark" ? ` data-theme="${theme}"` : "",
      options.background === "transparent" ? ' data-background="transparent"' : "",
    ].join(""),
    pageCss: await inlineAsset("assets/embed.css"),
    icon: escapeHtml(await inlineAsset("assets/favicon.svg")),
    // Runs before anything paints (the theme from `?theme=`), so it is in the page, not a request of its own.
    headScript: `<script>${await inlineAsset("assets/embed-frame.js")}</script>`,
    scripts: await pageScripts({
      distDir: options.distDir,
      distUrl: options.distUrl,
      elements: [`src/elements/${options.element}/index.ts`],
      prerendered: Boolean(element),
    }),
    preload: await preloadLinks({
      distDir: options.distDir,
      distUrl: options.distUrl,
      elements: [`src/elements/${options.element}/index.ts`],
      modules: !element,
      portrait: hero ? options.settings.portrait : undefined,
      images,
    }),
    oembed: options.oembedUrl
      ? `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(options.oembedUrl)}" title="${escapeHtml(text.title)}" />`
      : "",
    seed,
    body: `<${tag}${theme ? ` theme="${theme}"` : ""}>${element}${pageLinks([frame.route], "../")}</${tag}>`,
  });
}

/**
 * An iframe page's oEmbed answer (https://oembed.com/, type "rich"): what a consumer such as WordPress or a
 * Notion-like editor shows for a pasted link to the page: the frame at full width, at the element's usual
 * height. Absolute URLs only, so it needs the page's own address.
 * @param {{ element: FrameElement, settings: Record<string, string>, frameUrl: string, siteUrl?: string }} options
 */
export function oembedJson({ element, settings, frameUrl, siteUrl }) {
  const frame = FRAME_ELEMENTS[element];
  const { title } = pageText(settings, frame);
  const width = 800;
  const iframe =
    `<iframe src="${escapeHtml(frameUrl)}" title="${escapeHtml(title)}" width="${width}" height="${frame.height}" ` +
    `style="width: 100%; border: 0" loading="lazy"></iframe>`;
  return JSON.stringify(
    {
      version: "1.0",
      type: "rich",
      title,
      ...(settings.name ? { author_name: settings.name } : {}),
      ...(siteUrl ? { author_url: siteUrl, provider_name: settings.name || "Portfolio", provider_url: siteUrl } : {}),
      html: iframe,
      width,
      height: frame.height,
    },
    null,
    2,
  );
}

/**
 * Where every page is put together: the template's slots filled with what all pages carry (title,
 * description, Open Graph tags, the CSP meta, the config, the URL prefixes) and the page's own `parts`
 * (already HTML; `pageCss` is the page's CSS, put in its inline style). Slots a page does not fill stay empty.
 * Everything inline is allowed by its hash: the CSP meta (and the demo server's header, see policyForPage).
 * @param {string} template
 * @param {PageOptions} options
 * @param {{ title: string, description: string }} text
 * @param {Record<string, string>} parts
 */
function assemblePage(template, options, text, parts) {
  const portrait = portraitValues(options);
  /** @type {Record<string, string>} */
  const values = {
    title: escapeHtml(text.title),
    description: escapeHtml(text.description),
    social: openGraphTags(text, options.settings.portrait, options.pageUrl),
    canonical: options.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(options.canonicalUrl)}" />` : "",
    images: portrait.images,
    config: scriptJson(options.settings),
    dist: escapeHtml(options.distUrl),
    assets: escapeHtml(options.assetsUrl),
    preload: "",
    ...parts,
    // The page's CSS, in the page: the first paint needs nothing but the HTML.
    styles: [parts.pageCss, portrait.portraitCss, options.look].some(Boolean)
      ? `<style>${[parts.pageCss ?? "", portrait.portraitCss, lookCss(options.look)].join("")}</style>`
      : "",
  };
  /** @param {string} part */
  const fill = (part) => part.replace(/\{\{(\w+)\}\}/g, (_, key) => (Object.hasOwn(values, key) ? values[key] : ""));
  // The template split at its CSP slot before any value goes in: a value may itself read "{{csp}}" (an owner's name).
  const [head, tail = ""] = template.split("{{csp}}", 2).map(fill);
  // The meta policy last: it names the hashes of the page's inline blocks.
  const csp = options.csp ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policyForPage(options.csp, head + tail))}" />` : "";
  return head + csp + tail;
}
