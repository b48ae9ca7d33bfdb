// @ts-check
/**
 * What the embedding tests load, served on the test page's own origin (so a test can look inside the frames):
 *
 * - the demo server's pages and files, handled by the demo server itself: `/embed/<name>.html`, the site's
 *   route pages (`/index.html` the home page), `/embed.html`, `/themes.html`, `/dist/`
 *   (the built bundle), `/assets/`, and its `/graphql` and e-mail provider;
 * - `/embedding/csp.html`: all seven elements from source, sent with a strict Content-Security-Policy;
 * - `/embedding/one-tag.html?tag=portfolio-hero`: one tag and the built ES module, nothing else;
 * - `/embedding/reserved.html`: every tag and dist/portfolio-elements.css, no script;
 * - `/embedding/classic.html?lang=de&build=lite`: the contact form with the built classic script, in that language;
 * - `/embedding/double.html?load=es,iife,es2`: the built files in that order (es2: the ES module again,
 *   under a second URL, so it runs twice);
 * - `/sub/path/`: the static site (`src/site/build.ts`), built from dist/ into a temporary folder;
 * - `/embedding/unstarted/index.html` (or another route's page): that site's page as built, less the script that starts the
 *   elements (`data-modules`): what a visitor sees before any module of ours runs (its head scripts do run);
 * - on an origin of its own (`hostUrl`), `/host.html?color=light|dark&frame=<url>&frame=…`: a blog page in a light
 *   or dark colour scheme that embeds the given frames, and relays messages to them (fixtures/host-page.js).
 *
 * This middleware runs before Vite's, which would otherwise transform the built files it serves.
 * Server command `embedding` → `{ demoUrl, hostUrl, siteError }` (why the static site could not be built, if so).
 */
import { createServer } from "node:http";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { send, sendText } from "../../demo/server/http.js";
import { buildSite, contentSecurityPolicy, escapeHtml, policyText, scriptJson } from "#site";
import { loadSettings } from "../../demo/server/server.js";
import { serveFile, serveFolder } from "../../demo/server/static.js";
import { closeNow, handToDemo, listenOnLoopback } from "./loopback.mjs";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const FIXTURES = join(ROOT, "tests", "browser", "fixtures");
const SITE_PATH = "/sub/path/";

const DEMO_PATHS = /^\/(embed\/|dist\/|assets\/|(index|themes|embed|about|projects|contact)\.html$|graphql$|api\/v1\.0\/email\/send-form$)/;

/** @type {Record<string, string>} */
const BUNDLES = {
  es: '<script type="module" src="/dist/portfolio-elements.js"></script>',
  es2: '<script type="module" src="/dist/portfolio-elements.js?again"></script>',
  // Deferred, so a classic script runs in document order with the module scripts.
  iife: '<script src="/dist/portfolio-elements.iife.js" defer></script>',
};

/** @param {string} title @param {string} head @param {string} body */
const page = (title, head, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script src="/embedding/page-watch.js"></script>${head}</head><body>${body}</body></html>`;

/** The host pages' colours: a cream blog and a dark one (which declares its color-scheme, as dark sites do). */
const HOST_COLORS = {
  light: "background: #fdf6e3; color: #3b2f1e",
  dark: "background: #15171c; color: #e6e1d6; color-scheme: dark",
};

/** A blog on another origin, for frames to be embedded in as a stranger's page would. */
async function startHostServer() {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/host-page.js") return serveFile(req, res, FIXTURES, "host-page.js");
    const color = url.searchParams.get("color");
    if (url.pathname !== "/host.html" || (color !== "light" && color !== "dark")) return sendText(req, res, 404, "Not found.");
    const frames = url.searchParams
      .getAll("frame")
      .filter((src) => /^https?:\/\//.test(src))
      .map((src, index) => `<h2>Frame ${index}</h2><iframe src="${escapeHtml(src)}" title="Frame ${index}"></iframe>`)
      .join("");
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog (${color})</title>` +
      `<style>:root { ${HOST_COLORS[color]} } body { margin: 0; padding: 8px; font: 16px Georgia, serif } ` +
      `iframe { display: block; width: 100%; height: 640px; border: 0 }</style></head>` +
      `<body>${frames}<script src="/host-page.js"></script></body></html>`;
    return send(req, res, 200, html, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  });
  return { server, url: await listenOnLoopback(server) };
}

/**
 * @param {{ demo: { server: import("node:http").Server, url: string } }} options
 */
export async function embeddingPlugin({ demo }) {
  const host = await startHostServer();
  const strictPolicy = policyText(contentSecurityPolicy([demo.url]));
  /** @type {string | undefined} */
  let siteError;
  const siteDir = join(await mkdtemp(join(tmpdir(), "portfolio-site-")), "site");
  try {
    await buildSite({ outDir: siteDir, log: () => {} });
  } catch (error) {
    siteError = error instanceof Error ? error.message : String(error);
  }

  /**
   * @param {import("koa").Context} ctx
   * @param {() => Promise<unknown>} next
   */
  async function middleware(ctx, next) {
    const { req, res } = ctx;
    const path = ctx.path;
    if (DEMO_PATHS.test(path)) return handToDemo(ctx, demo);
    if (!path.startsWith("/embedding/") && !path.startsWith(SITE_PATH)) return next();
    ctx.respond = false;
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-security-policy": strictPolicy };
    if (path.startsWith(SITE_PATH)) return serveFolder(req, res, siteDir, path.slice(SITE_PATH.length));
    if (path === "/embedding/page-watch.js") return serveFile(req, res, FIXTURES, "page-watch.js");
    // The build manifest, which the demo server (rightly) does not serve: the loading tests read the chunk graph.
    if (path === "/embedding/manifest.json") {
      return send(req, res, 200, await readFile(join(ROOT, "dist", ".vite", "manifest.json")), { "content-type": "application/json" });
    }
    if (path === "/embedding/csp.html") {
      const settings = await loadSettings(join(ROOT, "demo", "settings.json"), demo.url);
      const template = await readFile(join(FIXTURES, "csp-page.html"), "utf8");
      return send(req, res, 200, template.replace("{{config}}", scriptJson(settings)), headers);
    }
    if (path.startsWith("/embedding/unstarted/")) {
      // Named as the site names it: its route script keeps a page whose name it knows.
      const name = path.slice("/embedding/unstarted/".length);
      if (!/^[a-z]+\.html$/.test(name)) return sendText(req, res, 400, "Not a page of the site.");
      const html = (await readFile(join(siteDir, name), "utf8"))
        .replace(/<script data-modules=[^>]*>[\s\S]*?<\/script>/, "")
        .replace("<head>", `<head><base href="${SITE_PATH}">`);
      // The page's own policy (its meta tag) allows its head scripts by their hashes.
      return send(req, res, 200, html, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    }
    if (path === "/embedding/one-tag.html") {
      const tag = String(ctx.query.tag ?? "");
      if (!/^portfolio-[a-z]+$/.test(tag)) return sendText(req, res, 400, "tag must be a portfolio-* tag.");
      return send(req, res, 200, page(tag, BUNDLES.es, `<${tag}></${tag}>`), headers);
    }
    if (path === "/embedding/reserved.html") {
      // The page stylesheet and every tag, with no script: what a blog shows before the elements arrive.
      // ?featured=N: the hero with featured work, as the demo's blog has it.
      const featured = /^\d$/.test(String(ctx.query.featured ?? "")) ? ` featured="${ctx.query.featured}"` : "";
      // ?width=W: the elements in a column W px wide (a blog's), without the app.
      const width = /^\d{3,4}$/.test(String(ctx.query.width ?? "")) ? Number(ctx.query.width) : undefined;
      const names = ["app", "header", "hero", "about", "projects", "contact", "footer"].filter((name) => !width || name !== "app");
      const tags = names.map((name) => `<portfolio-${name}${name === "hero" ? featured : ""}></portfolio-${name}>`).join("");
      const body = width ? `<main style="width: ${width}px">${tags}</main>` : tags;
      const head = '<link rel="stylesheet" href="/dist/portfolio-elements.css">' + (width ? "<style>body { margin: 0 }</style>" : "");
      // The column's width is an inline style: this page alone goes without the strict policy.
      const { "content-security-policy": _policy, ...withoutPolicy } = headers;
      return send(req, res, 200, page("reserved", head, body), width ? withoutPolicy : headers);
    }
    if (path === "/embedding/classic.html") {
      // The contact form and the classic script of this run's build (`?build=lite`), in `?lang=` if given: a page
      // in another folder than the script, as a blog's is.
      const lang = /^[a-zA-Z-]{2,10}$/.test(String(ctx.query.lang ?? "")) ? ` lang="${ctx.query.lang}"` : "";
      const script = `<script src="/dist/${ctx.query.build === "lite" ? "lite/" : ""}portfolio-elements.iife.js" defer></script>`;
      return send(req, res, 200, page("classic script", script, `<portfolio-contact${lang}></portfolio-contact>`), headers);
    }
    if (path === "/embedding/double.html") {
      const load = String(ctx.query.load ?? "").split(",");
      if (!load.every((bundle) => Object.hasOwn(BUNDLES, bundle))) return sendText(req, res, 400, `load: a list of ${Object.keys(BUNDLES)}.`);
      return send(req, res, 200, page("double loading", load.map((bundle) => BUNDLES[bundle]).join(""), "<portfolio-hero></portfolio-hero><portfolio-about></portfolio-about>"), headers);
    }
    return sendText(req, res, 404, "Not found.");
  }

  /** @type {import("@web/test-runner").TestRunnerPlugin} */
  const plugin = {
    name: "portfolio-embedding",
    async executeCommand({ command }) {
      if (command === "embedding") return { demoUrl: demo.url, hostUrl: host.url, siteError };
      return undefined;
    },
    serverStop() {
      return closeNow(host.server);
    },
  };
  return { middleware, plugin };
}
