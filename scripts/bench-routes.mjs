// @ts-check
/**
 * Route changes in `<portfolio-app>` on the demo server's prerendered Home, at 4× CPU throttling: for each of
 * About, Work and Contact on its first visit, the time from the click on its header link to the first frame that
 * shows its screen's heading, painted and visible (in the viewport, its opacity with its ancestors' at least
 * 0.95), and the frames (and DOM changes) in between where `<main>` showed no screen (target: none). Each change
 * is split into its phases, so a slow one says where its time went:
 *   - fetch: until the last of the code the click made the page fetch has arrived (0 when none was fetched);
 *   - commit: until React (or Preact) has put the screen in the DOM, with its layout effects (focus, scroll);
 *   - paint: until the first frame holding the heading has been drawn (style, layout, paint);
 *   - visible: until a drawn frame shows the heading fully (an entrance animation that starts transparent).
 * Two cases, each in fresh pages with the HTTP cache off:
 *   - at once: the links are chosen as soon as the app has started, before the browser was idle (no code fetched
 *     ahead);
 *   - idle: the page has gone idle first (the app fetches the screens' code then).
 * `npm run bench` calls benchRoutes() on the default and the lite build; `node scripts/bench-routes.mjs [--runs=N]`
 * runs it alone on dist/ as built.
 */
import { loadavg } from "node:os";
import { inFreshPage, median, runAlone, runsOption, table } from "./bench-harness.mjs";

const RUNS = 5;
const TARGET_MS = 100;
const ROUTES = /** @type {const} */ ([
  ["#/about", "About Me"],
  ["#/projects", "My Work"],
  ["#/contact", "Let's Work Together"],
]);

/** @typedef {{ route: string, fetch: number, commit: number, paint: number, visible: number, empty: number }} Change */

/**
 * In the page: chooses each route's link in turn and measures it. Serialised by puppeteer: uses nothing from here.
 * @param {readonly (readonly [string, string])[]} routes
 * @returns {Promise<Change[]>}
 */
function measureInPage(routes) {
  const app = /** @type {HTMLElement} */ (document.querySelector("portfolio-app"));
  const root = /** @type {ShadowRoot} */ (app.shadowRoot);
  const main = /** @type {HTMLElement} */ (root.querySelector("main"));
  /** @param {string} heading */
  const headingShown = (heading) => main.querySelector("h1")?.textContent === heading;
  /** Whether the heading is in the viewport and, with every ancestor's opacity, at least 95 % opaque. */
  const headingVisible = () => {
    const h1 = /** @type {HTMLElement} */ (main.querySelector("h1"));
    const box = h1.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= innerHeight || !box.height) return false;
    let opacity = 1;
    /** @type {Element | null} */
    let node = h1;
    while (node && node !== app) {
      opacity *= Number(getComputedStyle(node).opacity);
      node = node.parentElement ?? /** @type {ShadowRoot} */ (node.getRootNode()).host ?? null;
    }
    return opacity >= 0.95;
  };
  /** @param {string} hash @param {string} heading @returns {Promise<Change>} */
  const one = (hash, heading) =>
    new Promise((resolve) => {
      let empty = 0;
      let commit = NaN;
      let paint = NaN;
      let paintSeen = false;
      const sample = () => {
        if (!main.querySelector("h1")) empty++;
      };
      const observer = new MutationObserver(() => {
        sample();
        if (Number.isNaN(commit) && headingShown(heading)) commit = performance.now() - start;
      });
      observer.observe(main, { childList: true, subtree: true, characterData: true });
      // A frame has been drawn once a task queued from its animation callback runs.
      const afterFrame = (/** @type {() => void} */ then) => setTimeout(then);
      let frame = requestAnimationFrame(function each() {
        sample();
        frame = requestAnimationFrame(each);
        if (!headingShown(heading)) return;
        if (!paintSeen) {
          paintSeen = true;
          afterFrame(() => (paint = performance.now() - start));
        }
        if (!headingVisible()) return;
        cancelAnimationFrame(frame);
        afterFrame(() => {
          observer.disconnect();
          const visible = performance.now() - start;
          const fetched = performance
            .getEntriesByType("resource")
            .filter((entry) => entry.startTime >= start && /\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd - start);
          resolve({ route: hash, fetch: Math.max(0, ...fetched), commit, paint, visible, empty });
        });
      });
      const link = /** @type {HTMLAnchorElement} */ (root.querySelector(`header a[href="${hash}"]`));
      const start = performance.now();
      link.click();
    });
  return routes.reduce(
    (chain, [hash, heading]) => chain.then(async (results) => [...results, await one(hash, heading)]),
    Promise.resolve(/** @type {Change[]} */ ([])),
  );
}

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} url
 * @param {boolean} idle
 * @param {number} runs
 */
async function timeRuns(browser, url, idle, runs) {
  /** @type {Change[]} */
  const results = [];
  for (let run = 0; run < runs; run++) {
    const changes = await inFreshPage(browser, async (page) => {
      await page.setBypassCSP(true);
      await page.setCacheEnabled(false);
      await page.setViewport({ width: 375, height: 812 });
      await page.emulateCPUThrottling(4);
      await page.goto(`${url}/#/`, { waitUntil: idle ? "networkidle0" : "domcontentloaded" });
      await page.waitForFunction(() => document.querySelector("portfolio-app")?.matches(":state(light), :state(dark)"), {
        timeout: 20_000,
        polling: "raf",
      });
      return page.evaluate(measureInPage, ROUTES);
    });
    results.push(...changes);
  }
  return results;
}

/** @param {number} ms */
const format = (ms) => (Number.isNaN(ms) ? "–" : `${Math.round(ms)}`);

/**
 * Runs the benchmark on a started demo server and prints the result: a row per route and case, each phase's end
 * in ms from the click, as medians of its own.
 * @param {import("./bench-harness.mjs").BenchSetup & { runs?: number, build?: string }} options `build` names the
 *   build served at `url` in the heading
 * @returns {Promise<Record<"atOnce" | "idle", { ms: number, empty: number, routes: Record<string, number> }>>}
 */
export async function benchRoutes({ browser, url, runs = RUNS, build = "as built" }) {
  const load = loadavg()[0];
  /** @type {string[][]} */
  const rows = [["route", "case", "code fetched", "committed", "painted", "visible", "max visible", "empty <main>"]];
  const summary = /** @type {Record<"atOnce" | "idle", { ms: number, empty: number, routes: Record<string, number> }>} */ ({});
  for (const idle of [false, true]) {
    const results = await timeRuns(browser, url, idle, runs);
    /** @type {Record<string, number>} */
    const routes = {};
    for (const [hash] of ROUTES) {
      const changes = results.filter((change) => change.route === hash);
      const phase = (/** @type {keyof Change} */ key) => format(median(changes.map((change) => Number(change[key]))));
      const visible = changes.map((change) => change.visible);
      routes[hash] = median(visible);
      rows.push([hash, idle ? "idle" : "at once", phase("fetch"), phase("commit"), phase("paint"), phase("visible"), format(Math.max(...visible)),
        String(changes.reduce((sum, change) => sum + change.empty, 0))]);
    }
    const ms = median(results.map((change) => change.visible));
    const empty = results.reduce((sum, change) => sum + change.empty, 0);
    summary[idle ? "idle" : "atOnce"] = { ms, empty, routes };
  }
  console.log(`\nRoute changes in <portfolio-app>, ${build} build: click → next screen's heading painted and visible, 4× CPU, 375 px, ${runs} fresh pages`);
  console.log(`each, HTTP cache off; when each phase ended, ms from the click, medians (load average ${load.toFixed(1)} → ${loadavg()[0].toFixed(1)}):`);
  table(rows);
  for (const [key, label] of /** @type {const} */ ([["atOnce", "at once after start"], ["idle", "after the page went idle"]])) {
    const { ms, empty } = summary[key];
    console.log(`  ${label}: median ${format(ms)} ms, target ≤ ${TARGET_MS} ms: ${ms <= TARGET_MS ? "met" : "NOT met"}; ` +
      `samples of an empty <main>: ${empty} in ${runs * ROUTES.length} changes, target 0: ${empty === 0 ? "met" : "NOT met"}`);
  }
  return summary;
}

await runAlone(import.meta.url, (setup) => benchRoutes({ ...setup, runs: runsOption(RUNS) }));
