// @ts-check
/**
 * `npm run bench`: how heavy and how fast the built product is for a visitor, in five parts:
 *   sizes   the JavaScript each page and element downloads, default and lite build (gzip -9, from the build's
 *           module graph: the figures `npm run size` checks against size-budget.json), and the portrait's bytes on
 *           a phone when the owner's portrait is a phone photo;
 *   speed   Lighthouse per page on the static site (built as `npm run build:site` builds it, served as a static
 *           host would), default and lite build: LCP, TBT and the longest tasks after and before the first paint
 *           (bench-lighthouse.mjs), after a bare page's LCP on the same server, the floor no page can go below on
 *           this machine that day;
 *   routes  route changes in the app at 4× CPU, click → next screen, right after start and once idle, and the
 *           frames where <main> was empty, default and lite build (bench-routes.mjs);
 *   embeds  layout shift and first paint of a blog's embed and each iframe page on a slow network (bench-embeds.mjs);
 *   server  the demo server under load and faults (bench-server.mjs).
 * It ends with the figures that have a target, side by side. The portrait is a 4 MB phone photo (made on the first
 * run), as owners drop one in. Timings follow the machine's load: run it on a quiet machine; each timing table
 * says the load average it ran at.
 * scripts/bench.mjs builds first, then runs this module, which reads the build's site module (`#site`).
 * Options: --no-build (use dist/ as it is), --runs=N (Lighthouse and embeds, default 3), --only=speed,routes (the
 *   parts to run), --no-lighthouse, --only-lighthouse, --pages=home,about,embed/hero (Lighthouse's pages; default
 *   the four routes, `all` adds the iframe pages), --no-photo (the demo's own placeholder portrait), --details (with
 *   speed: a third site, project details on and an owner's PNG screenshot per project, in Lighthouse's table, and
 *   the whole site walked by a phone on it and on the default: bench-details.mjs), --lang=de,ar (speed: a site in
 *   each language beside the default, built as the owner's `lang` setting builds it).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { DIST, inFreshPage, launchBrowser, requireDist, serveStaticSite, startBenchServer, table } from "./bench-harness.mjs";
import { buildSite, FRAME_ELEMENTS, LANGUAGES, portraitSet, ROUTE_PAGES } from "#site";
import { benchJourney, detailsSite } from "./bench-details.mjs";
import { benchEmbeds } from "./bench-embeds.mjs";
import { TARGETS, benchLighthouse, taskTime } from "./bench-lighthouse.mjs";
import { benchRoutes } from "./bench-routes.mjs";
import { benchServer } from "./bench-server.mjs";
import { writeSamplePhoto } from "./sample-portrait.mjs";
import * as size from "./size.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** Stops with a one-line message about the options. @param {string} message @returns {never} */
function usage(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

const PARTS = ["sizes", "speed", "routes", "embeds", "server"];
const only = args.includes("--only-lighthouse") ? ["speed"] : (option("only")?.split(",") ?? PARTS);
const unknownParts = only.filter((part) => !PARTS.includes(part));
if (unknownParts.length) usage(`--only: no part ${unknownParts.join(", ")} (parts: ${PARTS.join(", ")})`);
const parts = new Set(only.filter((part) => !(part === "speed" && args.includes("--no-lighthouse"))));
const runs = Number(option("runs") ?? 3);
const withPhoto = !args.includes("--no-photo");
const withDetails = args.includes("--details");
if (withDetails && !parts.has("speed")) usage("--details measures with the speed part: leave out --no-lighthouse, or add speed to --only");
const languages = option("lang")?.split(",") ?? [];
const unknownLanguages = languages.filter((lang) => lang === "en" || !LANGUAGES.includes(/** @type {never} */ (lang)));
if (unknownLanguages.length) usage(`--lang: no other language ${unknownLanguages.join(", ")} (languages: ${LANGUAGES.filter((lang) => lang !== "en").join(", ")})`);
if (languages.length && !parts.has("speed")) usage("--lang measures with the speed part: leave out --no-lighthouse, or add speed to --only");

/** Lighthouse's pages, as paths in the static site (Home as its folder, as visitors ask for it). */
function lighthousePages() {
  const asked = option("pages")?.split(",");
  const routes = Object.entries(ROUTE_PAGES).map(([route, file]) => [route, route === "home" ? "" : file]);
  const frames = Object.keys(FRAME_ELEMENTS).map((name) => [`embed/${name}`, `embed/${name}.html`]);
  /** @type {Record<string, string>} */
  const all = Object.fromEntries([...routes, ...frames]);
  if (!asked) return routes.map(([, path]) => path);
  if (asked.includes("all")) return Object.values(all);
  const unknown = asked.filter((name) => !(name in all));
  if (unknown.length) usage(`--pages: no page ${unknown.join(", ")} (pages: ${Object.keys(all).join(", ")}, all)`);
  return asked.map((name) => all[name]);
}

/** gzip -9 of React + react-dom/client + r2wc with nothing of ours: what of the default build is React's. */
async function reactBytes() {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      lib: { entry: join(ROOT, "scripts", "bench-baseline.js"), formats: ["es"], fileName: "baseline" },
      rolldownOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
  return outputs.reduce((sum, chunk) => sum + ("code" in chunk ? size.gzip(chunk.code) : 0), 0);
}

/**
 * The portrait's bytes on the home page of a 375 px phone at 2x and 3x (its image responses, as sent).
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} url the demo server
 * @returns {Promise<number>} the larger of the two
 */
async function portraitBytes(browser, url) {
  /** @type {string[][]} */
  const rows = [["screen", "files", "bytes"]];
  let most = 0;
  for (const scale of [2, 3]) {
    const [files, bytes] = await inFreshPage(browser, async (page) => {
      await page.setViewport({ width: 375, height: 812, deviceScaleFactor: scale, isMobile: true });
      /** @type {string[]} */
      const names = [];
      /** @type {Promise<number>[]} */
      const sizes = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "image") return;
        // A data: image came with the HTML (a small portrait is carried in the page).
        names.push(response.url().startsWith("data:") ? "data: (in the HTML)" : (new URL(response.url()).pathname.split("/").pop() ?? ""));
        sizes.push(response.buffer().then((body) => body.length, () => 0));
      });
      await page.goto(`${url}/`, { waitUntil: "networkidle0" });
      return /** @type {const} */ ([names, (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0)]);
    });
    most = Math.max(most, bytes);
    rows.push([`375 px at ${scale}x`, files.join(" ") || "none", size.kb(bytes)]);
  }
  console.log("\nThe portrait on Home, on a phone, from a 4 MB photo in the settings:");
  table(rows);
  return most;
}

/**
 * The lite build as a site serves it: the lite runtime's files and manifest with the default's stylesheet and
 * prerenderer (the lite build has none: its elements replace the prerendered markup when they render), for
 * build:site and the demo server. Inside dist/, so the prerenderer's imports resolve to the project's node_modules.
 */
function liteDist() {
  const dir = join(DIST, "bench-lite");
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(DIST, "lite"), dir, { recursive: true });
  cpSync(join(DIST, "server"), join(dir, "server"), { recursive: true });
  cpSync(join(DIST, "portfolio-elements.css"), join(dir, "portfolio-elements.css"));
  return dir;
}

/**
 * Builds and serves each build's static site, as deployed: its own address as `site.url`, its projects from the
 * bench's content service, prerendered into the pages.
 * @param {string} workDir
 * @param {string} liteDir the lite build, from liteDist()
 * @param {Record<string, unknown>} settings
 * @param {string} endpoint the content service's GraphQL address
 */
async function staticSites(workDir, liteDir, settings, endpoint) {
  /** @type {{ build: string, url: string, close: () => void }[]} */
  const sites = [];
  /** @type {[string, string, string | undefined][]} */
  const builds = [["default", DIST, undefined], ["lite", liteDir, undefined], ...languages.map((lang) => /** @type {[string, string, string]} */ ([lang, DIST, lang]))];
  for (const [name, distDir, lang] of builds) {
    const outDir = join(workDir, `site-${name}`);
    const server = await serveStaticSite(outDir);
    const settingsFile = join(workDir, `site-${name}.json`);
    const site = /** @type {{ site?: object }} */ (settings).site;
    await writeFile(settingsFile, JSON.stringify({ ...settings, ...(lang && { lang }), site: { ...site, url: server.url, endpoint } }));
    await buildSite({ settingsFile, distDir, outDir, log: () => {} });
    sites.push({ build: name, url: server.url, close: server.close });
  }
  return sites;
}

/**
 * A bare page (a heading and a line of text in the system font, no script) served as the sites are: what the
 * throttled network and this machine take before any page paints, which moves with the machine's load.
 * @param {string} workDir
 */
async function bareSite(workDir) {
  const dir = join(workDir, "bare");
  mkdirSync(dir);
  await writeFile(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title><style>body{font-family:system-ui,sans-serif}</style></head><body><h1>Alex Rivera</h1><p>A junior software engineer crafting digital experiences.</p></body></html>`,
  );
  return serveStaticSite(dir);
}

/**
 * The figures that have a target, from this run, side by side.
 * @param {{ speed?: Record<string, import("./bench-lighthouse.mjs").PageSpeed>, routes: Record<string, Awaited<ReturnType<typeof benchRoutes>>>, embedCls?: number, portrait?: number, journey?: Record<string, number> }} results
 */
function summary({ speed, routes, embedCls, portrait, journey }) {
  const ms = (/** @type {number | undefined} */ value) => (value === undefined ? "–" : `${Math.round(value)} ms`);
  /** @type {string[][]} */
  const rows = [["figure", "default", "lite", "target"]];
  if (speed) {
    /** @param {string} build @param {"lcp" | "tbt" | "afterPaint" | "beforePaint"} key */
    const worst = (build, key) => {
      const values = Object.entries(speed).filter(([id]) => id.startsWith(`${build} `)).map(([, m]) => m[key]);
      return values.length ? Math.max(...values) : undefined;
    };
    const seconds = (/** @type {number | undefined} */ value) => (value === undefined ? "–" : `${(value / 1000).toFixed(2)} s`);
    rows.push(["slowest LCP of the pages", seconds(worst("default", "lcp")), seconds(worst("lite", "lcp")), `≤ ${TARGETS.lcp / 1000} s`]);
    if (speed.floor) rows.push(["LCP of a bare page, this machine's floor", seconds(speed.floor.lcp), "–", "–"]);
    rows.push(["most TBT of the pages", ms(worst("default", "tbt")), ms(worst("lite", "tbt")), `≤ ${TARGETS.tbt} ms`]);
    const task = (/** @type {number | undefined} */ value) => (value === undefined ? "–" : taskTime(value));
    rows.push(["longest task after a first paint", task(worst("default", "afterPaint")), task(worst("lite", "afterPaint")), `< ${TARGETS.task} ms`]);
    rows.push(["longest task before a first paint", task(worst("default", "beforePaint")), task(worst("lite", "beforePaint")), "–"]);
    const details = speed["details home"];
    if (details) rows.push(["Home's LCP, project details and pictures on", seconds(details.lcp), "–", `≤ ${seconds(speed["default home"]?.lcp)} (default's)`]);
    if (details) rows.push(["slowest LCP, project details and pictures on", seconds(worst("details", "lcp")), "–", `≤ ${TARGETS.lcp / 1000} s`]);
    for (const lang of languages) rows.push([`slowest LCP of the pages in ${lang}`, seconds(worst(lang, "lcp")), "–", `≤ ${TARGETS.lcp / 1000} s`]);
  }
  if (journey) {
    rows.push(["whole site walked on a phone, bytes", size.kb(journey.default ?? 0), "–", "–"]);
    if (journey.details !== undefined) rows.push(["the same, project details and pictures on", size.kb(journey.details), "–", "–"]);
  }
  if (routes.default) {
    for (const [key, label] of /** @type {const} */ ([["atOnce", "route change right after start"], ["idle", "route change once idle"]])) {
      rows.push([`${label}, median`, ms(routes.default[key].ms), ms(routes.lite?.[key].ms), "≤ 100 ms"]);
    }
    const empty = (/** @type {string} */ build) => (routes[build] ? String(routes[build].atOnce.empty + routes[build].idle.empty) : "–");
    rows.push(["samples of an empty <main> in route changes", empty("default"), empty("lite"), "0"]);
  }
  if (embedCls !== undefined) rows.push(["blog embed's layout shift, worst width", embedCls.toFixed(3), "–", "≤ 0.02"]);
  if (portrait !== undefined) rows.push(["portrait on a phone, from a 4 MB photo", size.kb(portrait), "–", "≤ 30.0 kB"]);
  if (rows.length === 1) return;
  console.log(`\nAgainst the targets, this run (load average now ${loadavg()[0].toFixed(1)}):`);
  table(rows);
}

async function main() {
  requireDist();
  // Read first, so that a misspelt page stops the bench before anything is measured.
  const pages = parts.has("speed") ? lighthousePages() : [];
  console.log("\nportfolio-elements bench");

  const workDir = await mkdtemp(join(tmpdir(), "bench-"));
  const photo = join(ROOT, "demo", "public", "sample-photo.jpg");
  if (withPhoto && !existsSync(photo)) await writeSamplePhoto(photo);
  // Its light versions made (or read from the cache) first, as on a site that has served a page already.
  if (withPhoto) await portraitSet(photo);
  const ownSettings = JSON.parse(readFileSync(join(ROOT, "demo", "settings.json"), "utf8"));
  const settings = withPhoto ? { ...ownSettings, portrait: "/assets/sample-photo.jpg" } : ownSettings;
  const settingsFile = join(workDir, "demo-settings.json");
  await writeFile(settingsFile, JSON.stringify(settings));

  const liteDir = parts.has("speed") || parts.has("routes") ? liteDist() : undefined;
  const demo = await startBenchServer({ settingsFile });
  const lite = liteDir && parts.has("routes") ? await startBenchServer({ settingsFile, distDir: liteDir }) : undefined;
  const browser = await launchBrowser();
  /** @type {Parameters<typeof summary>[0]} */
  const results = { routes: {} };
  /** @type {{ close: () => void }[]} */
  let sites = [];
  try {
    if (parts.has("sizes")) {
      console.log("\nJavaScript a visitor downloads, gzip -9 (`npm run size` checks these against size-budget.json):\n");
      console.log(size.renderTable(await size.measure()));
      console.log(`\nOf the default build, React + react-dom/client + r2wc alone are ${size.kb(await reactBytes())}.`);
      if (withPhoto) results.portrait = await portraitBytes(browser, demo.url);
    }
    if (parts.has("speed") && liteDir) {
      /** @type {{ build: string, url: string, close: () => void, projectPages?: string[] }[]} */
      const built = await staticSites(workDir, liteDir, settings, `${demo.url}/graphql`);
      sites = built;
      if (withDetails) {
        const details = await detailsSite(workDir, DIST, settings);
        built.push(details);
        console.log(`
The details site's pictures: ${details.projectPages.length} PNG screenshots, ${size.kb(details.pngBytes)} in all.`);
      }
      const floor = await bareSite(workDir);
      sites = [...built, floor];
      results.speed = await benchLighthouse({ sites: built, pages, runs, floor: floor.url });
      if (withDetails) results.journey = await benchJourney(browser, built.filter((site) => site.build !== "lite"));
    }
    if (parts.has("routes") && lite) {
      results.routes.default = await benchRoutes({ browser, url: demo.url, build: "default" });
      results.routes.lite = await benchRoutes({ browser, url: lite.url, build: "lite" });
    }
    if (parts.has("embeds")) {
      const embeds = await benchEmbeds({ browser, url: demo.url, runs });
      results.embedCls = Math.max(...Object.entries(embeds).filter(([key]) => key.startsWith("/embed.html ")).map(([, m]) => m.cls));
    }
    if (parts.has("server")) await benchServer();
  } finally {
    await browser.close();
    for (const site of sites) site.close();
    demo.server.close();
    lite?.server.close();
    rmSync(join(DIST, "bench-lite"), { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  }
  summary(results);
}

await main();
