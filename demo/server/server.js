// @ts-check
/**
 * The demo server behind `npm start` (started by index.js): the standalone site, the embedding example, the built
 * bundle, and the local services the elements call (a GraphQL content service and an e-mail provider).
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { contentRoute } from "./content.js";
import { CORS_HEADERS, isClientGone, send, sendText } from "./http.js";
import { OUTBOX_PATH, SEND_FORM_PATH, createMailRoutes } from "./mail.js";
import { checkLook, checkSettings, contentSecurityPolicy, FRAME_BACKGROUNDS, FRAME_ELEMENTS, imageOrigins, isFrameElement, oembedJson, policyForPage, PICTURE_CACHE_DIR, PORTRAIT_CACHE_DIR, portraitSet, PrerendererUnavailable, publicPortraitFile, renderFramePage, renderPage, renderSitePage, ROUTE_PAGES, serviceOrigins, SETTINGS, SITE_ASSETS_DIR, SITE_FRAME_ANCESTORS, THEMES, wordsForPage } from "#site";
import { serveFile } from "./static.js";
import { STUDIO_SNIPPET_PATH, studioSnippetRoute } from "./studio-snippet.js";

const DEMO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ROOT_DIR = resolve(DEMO_DIR, "..");

/**
 * @typedef {object} DemoServerOptions
 * @property {string} [settingsFile] the owner settings of the demo pages (JSON, camelCase keys)
 * @property {string} [distDir] the built bundle, served under /dist/
 * @property {string} [projectsFile] the content service's projects (JSON array), read on every request
 * @property {string} [outboxFile] where the local e-mail provider appends accepted messages (JSON lines)
 * @property {string} [portraitCacheDir] where the light versions of a local portrait are made and kept
 * @property {string} [publicDir] the demo's own files, served under /assets/ (its portrait among them)
 * @property {string} [pictureCacheDir] where the light versions of the projects' local pictures are made and kept
 * @property {number} [portraitWait] how long a page waits for a portrait being made light (ms) before it shows
 *   the photo as it is (the next page has the light versions)
 * @property {number} [projectsWait] how long a page's prerender waits for the projects (ms), if not the prerenderer's own limit
 * @property {Partial<import("./mail.js").MailLimits>} [mailLimits] how much the local provider accepts
 * @property {string[]} [outboxHosts] host names /outbox answers to besides loopback ones
 */

/**
 * Every demo page gets a policy as strict as the elements promise to work under: its own inline blocks are
 * allowed by their hashes, nothing else inline; calls only to its own origin and the services its settings name.
 * @param {import("../../src/site/assembly.ts").RenderedPage} page
 * @param {import("../../src/site/policy.ts").Policy} policy the page's policy before its hashes (sitePolicy, framePolicy, STUDIO_POLICY)
 */
const pageHeaders = (page, policy) => ({
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-cache",
  "content-security-policy": policyForPage(policy, page),
  "referrer-policy": "strict-origin-when-cross-origin",
});

/**
 * The site's own pages' policy: only the site may frame them.
 * @param {Record<string, string>} settings
 */
const sitePolicy = (settings) =>
  contentSecurityPolicy(serviceOrigins(settings), { frameAncestors: SITE_FRAME_ANCESTORS, images: imageOrigins(settings), captcha: Boolean(settings.recaptchaSiteKey) });

/**
 * The iframe pages' policy: framed by anyone.
 * @param {Record<string, string>} settings
 */
const framePolicy = (settings) => contentSecurityPolicy(serviceOrigins(settings), { images: imageOrigins(settings), captcha: Boolean(settings.recaptchaSiteKey) });

/** The studio's policy: its doctor and previews call whatever services the owner names; nothing else is eased. */
const STUDIO_POLICY = contentSecurityPolicy(["https:", "http:"], { frameAncestors: "'none'", images: ["http:"] });

/** The embed pages' `?layout=`: the setting's choices. */
const FRAME_LAYOUTS = /** @type {readonly string[]} */ (SETTINGS.layout.kind === "choice" ? SETTINGS.layout.choices : []);

/** The demo's own pages besides the site, each a file of demo/ with the settings filled in. */
const DEMO_PAGES = /** @type {Record<string, string>} */ ({ "/embed.html": "embed.html", "/themes.html": "themes.html", "/studio.html": "studio.html" });

/** The site's route pages: the same page as `/`, prerendered for another route. */
const SITE_ROUTES = /** @type {Record<string, import("../../src/routing/routes.ts").Route>} */ (
  Object.fromEntries(Object.entries(ROUTE_PAGES).map(([route, file]) => [`/${file}`, route]))
);

/** An element's iframe page, `/embed/hero.html`, and its oEmbed answer, `/embed/hero.oembed.json`. */
const FRAME_PATH = /^\/embed\/([^/]*)\.(html|oembed\.json)$/;

/**
 * @typedef {object} RouteContext
 * @property {import("./http.js").Request} req
 * @property {import("./http.js").Response} res
 * @property {string} path the URL's path, percent-decoded
 * @property {string} rawPath the URL's path as sent
 * @property {URLSearchParams} query
 * @property {RegExpExecArray | null} match what a RegExp path matched
 *
 * @typedef {object} Route
 * @property {string | RegExp} path the whole path, or a pattern of it
 * @property {boolean} [anyMethod] the route answers every method itself (else GET and HEAD only)
 * @property {(context: RouteContext) => unknown} handle
 */

/**
 * The first route whose path matches. A small table of our own: the demo has nine kinds of path and no
 * parameters beyond a name, which a router library would not make shorter.
 * @param {Route[]} routes
 * @param {string} path
 */
function findRoute(routes, path) {
  for (const route of routes) {
    if (typeof route.path === "string") {
      if (route.path === path) return { route, match: null };
    } else {
      const match = route.path.exec(path);
      if (match) return { route, match };
    }
  }
  return undefined;
}

/** Each distinct settings warning is printed once per process, not on every page load. */
const warned = new Set();

/** @param {string} warning */
function warnOnce(warning) {
  if (warned.has(warning)) return;
  warned.add(warning);
  console.warn(`demo settings: ${warning}`);
}

/**
 * The settings file parsed, read on every call so an edit shows without a restart; undefined, with a warning, when
 * it cannot be read or does not parse (the pages then go on without settings).
 * @param {string} file
 * @param {(warning: string) => void} warn
 * @returns {Promise<unknown>}
 */
async function readSettingsFile(file, warn) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    warn(`${file} could not be read (${/** @type {Error} */ (error).message}): the pages use no settings.`);
    return undefined;
  }
}

/**
 * The settings of a parsed settings file, each checked where it enters (src/site/settings.ts): an unusable one
 * gives a warning and the pages go on without it. Service addresses written as paths ("/graphql") stay paths,
 * resolved by the browser against the page; a caller serving the page from another origin passes the server's
 * own `origin`.
 * @param {unknown} raw
 * @param {string | undefined} origin a known origin of the demo server (never one taken from a request)
 * @param {(warning: string) => void} warn
 */
function fileSettings(raw, origin, warn) {
  const { settings, warnings } = checkSettings(raw);
  for (const warning of warnings) warn(warning);
  if (origin && settings.endpoint?.startsWith("/")) settings.endpoint = new URL(settings.endpoint, origin).href;
  if (origin && settings.emailjsOrigin?.startsWith("/")) settings.emailjsOrigin = new URL(settings.emailjsOrigin, origin).origin;
  return settings;
}

/**
 * The settings file's settings, read now (see fileSettings).
 * @param {string} file
 * @param {string} [origin] a known origin of the demo server (never one taken from a request)
 * @param {(warning: string) => void} [warn]
 * @returns {Promise<Record<string, string>>}
 */
export async function loadSettings(file, origin, warn = warnOnce) {
  return fileSettings(await readSettingsFile(file, warn), origin, warn);
}

/**
 * What a page takes from the settings file: its settings and its look (the `look` section as token declarations,
 * src/site/look.ts), both from one reading, so a file saved while a page is made never gives a page half of each.
 * @param {string} file
 * @param {(warning: string) => void} [warn]
 */
async function loadPageSettings(file, warn = warnOnce) {
  const raw = await readSettingsFile(file, warn);
  const settings = fileSettings(raw, undefined, warn);
  const look = checkLook(raw);
  for (const warning of look.warnings) warn(warning);
  return { settings, look: look.css, accent: look.accent };
}

/**
 * The address the server listens on, as an origin it can fetch from itself (a wildcard address as loopback).
 * @param {import("node:net").AddressInfo} address
 */
function ownOrigin({ address, family, port }) {
  if (family === "IPv6") return `http://[${address === "::" ? "::1" : address}]:${port}`;
  return `http://${address === "0.0.0.0" ? "127.0.0.1" : address}:${port}`;
}

/**
 * Creates (but does not start) the demo server.
 * @param {DemoServerOptions} [options]
 */
function createDemoServer(options = {}) {
  const settingsFile = options.settingsFile ?? join(DEMO_DIR, "settings.json");
  const distDir = options.distDir ?? join(ROOT_DIR, "dist");
  const publicDir = options.publicDir ?? join(DEMO_DIR, "public");
  const portraitCacheDir = options.portraitCacheDir ?? PORTRAIT_CACHE_DIR;
  const portraitWait = options.portraitWait ?? 3000;

  /**
   * The light versions of the settings' portrait, when it is a photo of demo/public/; a portrait file that is
   * missing or is no image is left out of `settings` (the hero shows its placeholder). A page waits for a photo
   * being made for at most `portraitWait`: a slow one is shown as it is meanwhile.
   * @param {Record<string, string>} settings
   */
  async function pagePortrait(settings) {
    const photo = publicPortraitFile(settings.portrait);
    if (!photo) return undefined;
    const set = await portraitSet(join(publicDir, photo), { cacheDir: portraitCacheDir, warn: (line) => warnOnce(line), wait: portraitWait });
    if (set === null) delete settings.portrait;
    return set ?? undefined;
  }

  const pictureCacheDir = options.pictureCacheDir ?? PICTURE_CACHE_DIR;
  const content = contentRoute({
    projectsFile: options.projectsFile ?? join(DEMO_DIR, "projects.json"),
    // A raster picture of demo/public/ is answered as its light versions (served from /project-pictures/).
    pictures: { publicDir, urlPrefix: "/project-pictures/", cacheDir: pictureCacheDir, wait: portraitWait, warn: (line) => warnOnce(line) },
  });
  const studioSnippet = studioSnippetRoute({ distDir, settingsFile, publicDir, portraitCacheDir });
  const mail = createMailRoutes({
    loadSettings: () => loadSettings(settingsFile),
    outboxFile: options.outboxFile ?? join(ROOT_DIR, ".outbox", "messages.jsonl"),
    limits: options.mailLimits,
    outboxHosts: options.outboxHosts,
  });

  /**
   * What every page is rendered from: the settings and look read now, the portrait's light versions and the
   * server's own address (for prerendering's fetch of a relative endpoint; the Host header is never used).
   */
  async function pageOptions() {
    const origin = ownOrigin(/** @type {import("node:net").AddressInfo} */ (server.address()));
    const { settings, look, accent } = await loadPageSettings(settingsFile);
    // A photo of demo/public/ is shown in light versions made from it (served from /portraits/).
    const set = await pagePortrait(settings);
    return {
      settings,
      distDir,
      distUrl: "/dist/",
      assetsUrl: "/assets/",
      origin,
      portraitSet: set ? { set, urlPrefix: "/portraits/" } : undefined,
      // The owner's look (the file's `look` section), in the page's own style.
      look,
      accent,
      projectsWait: options.projectsWait,
    };
  }

  /** @param {RouteContext} context the site at one of its routes */
  async function sitePage({ req, res, path }) {
    const options = await pageOptions();
    const rendered = await renderSitePage({ ...options, route: SITE_ROUTES[path] ?? "home" });
    return send(req, res, 200, rendered.html, pageHeaders(rendered, sitePolicy(options.settings)));
  }

  /** @param {RouteContext} context one of the demo's own pages (the blog post, the themes, the studio) */
  async function demoPage({ req, res, path }) {
    const options = await pageOptions();
    const page = DEMO_PAGES[path] ?? "";
    const rendered = await renderPage(await readFile(join(DEMO_DIR, page), "utf8"), options);
    return send(req, res, 200, rendered.html, pageHeaders(rendered, page === "studio.html" ? STUDIO_POLICY : sitePolicy(options.settings)));
  }

  /** @param {RouteContext} context an element's iframe page or its oEmbed answer */
  async function framePage({ req, res, query, match }) {
    const [, frame, frameFile] = match ?? [];
    const options = await pageOptions();
    if (frame === undefined || !isFrameElement(frame)) {
      return sendText(req, res, 404, `No embed page for "${frame}": there is one for each of ${Object.keys(FRAME_ELEMENTS).join(", ")}.`);
    }
    const frameUrl = `${options.origin}/embed/${frame}.html`;
    if (frameFile !== "html") {
      const { title } = await wordsForPage(options.distDir, options.settings, FRAME_ELEMENTS[frame].subject);
      // oEmbed's maxwidth/maxheight: the answer is sized for the consumer's column.
      const size = (/** @type {string} */ key) => (/^\d{1,5}$/.test(query.get(key) ?? "") ? Number(query.get(key)) : undefined);
      const json = oembedJson({ element: frame, settings: options.settings, frameUrl, siteUrl: `${options.origin}/`, title, maxwidth: size("maxwidth"), maxheight: size("maxheight") });
      return send(req, res, 200, json, { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache", ...CORS_HEADERS });
    }
    const theme = query.get("theme") ?? undefined;
    if (theme !== undefined && !THEMES.includes(/** @type {never} */ (theme))) {
      return sendText(req, res, 400, `theme must be one of ${THEMES.join(", ")}; "${theme}" is not one.`);
    }
    const background = query.get("background") ?? undefined;
    if (background !== undefined && !FRAME_BACKGROUNDS.includes(/** @type {never} */ (background))) {
      return sendText(req, res, 400, `background may only be ${FRAME_BACKGROUNDS.join(", ")} (the default is opaque); "${background}" is not.`);
    }
    const layout = query.get("layout") ?? undefined;
    if (layout !== undefined && !FRAME_LAYOUTS.includes(/** @type {never} */ (layout))) {
      return sendText(req, res, 400, `layout must be one of ${FRAME_LAYOUTS.join(", ")}; "${layout}" is not one.`);
    }
    const limit = query.get("limit") ?? undefined;
    if (limit !== undefined && !/^[1-9][0-9]{0,2}$/.test(limit)) return sendText(req, res, 400, `limit must be a whole number from 1 to 999; "${limit}" is not one.`);
    const frameOptions = { element: frame, theme, background, layout, limit, oembedUrl: frameUrl.replace(/\.html$/, ".oembed.json") };
    const rendered = await renderFramePage({ ...options, ...frameOptions });
    return send(req, res, 200, rendered.html, pageHeaders(rendered, framePolicy(options.settings)));
  }

  /**
   * Every path the demo answers, first match wins. The services answer their own methods; every other route is
   * GET or HEAD only. A path given as a RegExp hands its match to the route.
   * @type {Route[]}
   */
  const routes = [
    { path: "/graphql", anyMethod: true, handle: ({ req, res }) => content(req, res) },
    { path: SEND_FORM_PATH, anyMethod: true, handle: ({ req, res }) => mail.sendForm(req, res) },
    { path: OUTBOX_PATH, anyMethod: true, handle: ({ req, res }) => mail.outbox(req, res) },
    { path: STUDIO_SNIPPET_PATH, anyMethod: true, handle: ({ req, res }) => studioSnippet(req, res) },
    ...["/", "/index.html", ...Object.keys(SITE_ROUTES)].map((path) => ({ path, handle: sitePage })),
    ...Object.keys(DEMO_PAGES).map((path) => ({ path, handle: demoPage })),
    { path: FRAME_PATH, handle: framePage },
    // Named by content (portrait-320-<hash>.avif), so cached for good.
    { path: /^\/portraits\/(portrait-\d+-[\w-]+\.(?:avif|webp))$/, handle: ({ req, res, match }) => serveFile(req, res, portraitCacheDir, match?.[1] ?? "") },
    // A project picture's light versions, named by content too.
    { path: /^\/project-pictures\/(project-[0-9a-f]{16}-\d+\.(?:avif|webp))$/, handle: ({ req, res, match }) => serveFile(req, res, pictureCacheDir, match?.[1] ?? "") },
    // dist/server/ is the prerenderer (Node only); dot-folders such as .vite/ are never served either.
    { path: /^\/dist\//, handle: ({ req, res, rawPath }) => serveFile(req, res, distDir, rawPath.slice("/dist/".length), { hidden: ["server"] }) },
    {
      path: /^\/assets\//,
      // The product pages' own files first, then the demo's (its portrait, the blog's styles).
      handle: ({ req, res, path, rawPath }) => {
        const dir = existsSync(join(SITE_ASSETS_DIR, path.slice("/assets/".length))) ? SITE_ASSETS_DIR : publicDir;
        return serveFile(req, res, dir, rawPath.slice("/assets/".length));
      },
    },
    { path: "/favicon.ico", handle: ({ req, res }) => serveFile(req, res, SITE_ASSETS_DIR, "favicon.svg") },
  ];

  const server = createServer(async (req, res) => {
    let path, rawPath, query;
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      rawPath = url.pathname;
      path = decodeURIComponent(rawPath);
      query = url.searchParams;
    } catch {
      return sendText(req, res, 400, "Malformed URL.");
    }
    try {
      const found = findRoute(routes, path);
      if (!found?.route.anyMethod && req.method !== "GET" && req.method !== "HEAD") {
        return sendText(req, res, 405, "Method not allowed: use GET.", { allow: "GET, HEAD" });
      }
      if (!found) return sendText(req, res, 404, "Not found.");
      return await found.route.handle({ req, res, path, rawPath, query, match: found.match });
    } catch (error) {
      // A visitor who went away mid-request is not a fault of the server.
      if (!isClientGone(error, req)) console.error("demo server:", error);
      // A page without its first render would look empty: the owner is told what is wrong and how to fix it.
      const reason = error instanceof PrerendererUnavailable ? error.message : "Internal error.";
      if (!res.headersSent && !res.destroyed) sendText(req, res, 500, reason);
      else res.destroy();
    }
  });
  return server;
}

/**
 * Starts the demo server and resolves with its base URL.
 * @param {DemoServerOptions & { port?: number, host?: string }} [options]
 * @returns {Promise<{ server: import("node:http").Server, url: string }>}
 */
export function startDemoServer(options = {}) {
  const server = createDemoServer(options);
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolveStart, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      const address = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolveStart({ server, url: `http://${host}:${address.port}` });
    });
  });
}
