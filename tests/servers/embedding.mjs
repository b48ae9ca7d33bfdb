// @ts-check
/**
 * What the embedding tests load, served on the test page's own origin (so a test can look inside the frames):
 *
 * - the demo server's pages and files, handled by the demo server itself: `/embed/<name>.html`,
 *   `/themes.html`, `/dist/` (the built bundle), `/assets/`, and its `/graphql` and e-mail provider;
 * - `/embedding/csp.html`: all seven elements from source, sent with a strict Content-Security-Policy;
 * - `/embedding/one-tag.html?tag=portfolio-hero`: one tag and the built ES module, nothing else;
 * - `/embedding/double.html?load=es,iife,es2`: the built files in that order (es2: the ES module again,
 *   under a second URL, so it runs twice);
 * - `/sub/path/`: the static site (`scripts/build-site.mjs`), built from dist/ into a temporary folder.
 *
 * This middleware runs before Vite's, which would otherwise transform the built files it serves.
 * Server command `embedding` → `{ demoUrl, siteError }` (why the static site could not be built, if so).
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { send, sendText } from "../../demo/server/http.js";
import { loadSettings } from "../../demo/server/index.js";
import { contentSecurityPolicy, scriptJson } from "../../src/site/pages.js";
import { serveFile } from "../../demo/server/static.js";
import { buildSite } from "../../scripts/build-site.mjs";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const FIXTURES = join(ROOT, "tests", "browser", "fixtures");
export const SITE_PATH = "/sub/path/";

const DEMO_PATHS = /^\/(embed\/|dist\/|assets\/|themes\.html$|graphql$|api\/v1\.0\/email\/send-form$)/;

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

/**
 * @param {{ demo: { server: import("node:http").Server, url: string } }} options
 */
export async function embeddingPlugin({ demo }) {
  const strictPolicy = contentSecurityPolicy([demo.url]);
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
    if (DEMO_PATHS.test(path)) {
      ctx.respond = false;
      await new Promise((done) => {
        res.once("finish", done);
        res.once("close", done);
        demo.server.emit("request", req, res);
      });
      return;
    }
    if (!path.startsWith("/embedding/") && !path.startsWith(SITE_PATH)) return next();
    ctx.respond = false;
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-security-policy": strictPolicy };
    if (path.startsWith(SITE_PATH)) {
      const relative = path.slice(SITE_PATH.length);
      return serveFile(req, res, siteDir, relative === "" || relative.endsWith("/") ? `${relative}index.html` : relative);
    }
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
    if (path === "/embedding/one-tag.html") {
      const tag = String(ctx.query.tag ?? "");
      if (!/^portfolio-[a-z]+$/.test(tag)) return sendText(req, res, 400, "tag must be a portfolio-* tag.");
      return send(req, res, 200, page(tag, BUNDLES.es, `<${tag}></${tag}>`), headers);
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
      if (command === "embedding") return { demoUrl: demo.url, siteError };
      return undefined;
    },
  };
  return { middleware, plugin };
}
