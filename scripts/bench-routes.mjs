// @ts-check
/**
 * Route changes in `<portfolio-app>` on the demo server's prerendered Home, at 4× CPU throttling: for each of
 * About, Work and Contact on its first visit, the time from the click on its header link to the frame that shows
 * its screen, and the frames (and DOM changes) in between where `<main>` showed no screen (target: none).
 * Two cases, each in fresh pages with the HTTP cache off:
 *   - at once: the links are chosen as soon as the app has started, before the browser was idle (no code fetched
 *     ahead);
 *   - idle: the page has gone idle first (the app fetches the screens' code then).
 * `npm run bench` calls benchRoutes(); `node scripts/bench-routes.mjs` runs it alone (on an existing dist/).
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

const RUNS = 5;
const TARGET_MS = 100;

/**
 * In the page: chooses each route's link in turn and measures it. Serialised by puppeteer: uses nothing from here.
 * @returns {Promise<{ route: string, ms: number, empty: number }[]>}
 */
function measureInPage() {
  const app = /** @type {HTMLElement} */ (document.querySelector("portfolio-app"));
  const root = /** @type {ShadowRoot} */ (app.shadowRoot);
  const main = /** @type {HTMLElement} */ (root.querySelector("main"));
  const routes = [
    ["#/about", "About Me"],
    ["#/projects", "My Work"],
    ["#/contact", "Let's Work Together"],
  ];
  /** @param {string} hash @param {string} heading */
  const one = (hash, heading) =>
    new Promise((resolve) => {
      let empty = 0;
      let done = false;
      const sample = () => {
        if (!main.querySelector("h1")) empty++;
      };
      const observer = new MutationObserver(() => {
        sample();
        if (done || main.querySelector("h1")?.textContent !== heading) return;
        done = true;
        // The frame that shows the screen has been drawn once a task queued from its animation callback runs.
        requestAnimationFrame(() =>
          setTimeout(() => {
            observer.disconnect();
            cancelAnimationFrame(frame);
            resolve({ route: hash, ms: performance.now() - start, empty });
          }),
        );
      });
      observer.observe(main, { childList: true, subtree: true, characterData: true });
      let frame = requestAnimationFrame(function each() {
        sample();
        frame = requestAnimationFrame(each);
      });
      const link = /** @type {HTMLAnchorElement} */ (root.querySelector(`header a[href="${hash}"]`));
      const start = performance.now();
      link.click();
    });
  return routes.reduce(
    (chain, [hash, heading]) => chain.then(async (results) => [...results, await one(hash, heading)]),
    Promise.resolve(/** @type {any[]} */ ([])),
  );
}

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} url
 * @param {boolean} idle
 * @param {number} runs
 */
async function timeRuns(browser, url, idle, runs) {
  /** @type {{ route: string, ms: number, empty: number }[]} */
  const results = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setBypassCSP(true);
      await page.setCacheEnabled(false);
      await page.setViewport({ width: 375, height: 812 });
      await page.emulateCPUThrottling(4);
      await page.goto(`${url}/#/`, { waitUntil: idle ? "networkidle0" : "domcontentloaded" });
      await page.waitForFunction(() => document.querySelector("portfolio-app")?.matches(":state(light), :state(dark)"), {
        timeout: 20_000,
        polling: "raf",
      });
      results.push(...(await page.evaluate(measureInPage)));
    } finally {
      await context.close();
    }
  }
  return results;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs the benchmark on a started demo server and prints the result.
 * @param {{ browser: import("puppeteer-core").Browser, url: string, runs?: number }} options
 */
export async function benchRoutes({ browser, url, runs = RUNS }) {
  console.log(`\n<portfolio-app> route changes, click → next screen painted, 4× CPU, 375 px, ${runs} fresh pages, HTTP cache off:`);
  const summary = {};
  for (const idle of [false, true]) {
    const results = await timeRuns(browser, url, idle, runs);
    const times = results.map((result) => result.ms);
    const empty = results.reduce((sum, result) => sum + result.empty, 0);
    const ms = median(times);
    const label = idle ? "after the page went idle" : "at once after start     ";
    console.log(
      `  ${label}: median ${ms.toFixed(1)} ms (max ${Math.max(...times).toFixed(1)}), target ≤ ${TARGET_MS} ms: ` +
        `${ms <= TARGET_MS ? "met" : "NOT met"}; samples of an empty <main>: ${empty} in ${results.length} changes, target 0: ${empty === 0 ? "met" : "NOT met"}`,
    );
    Object.assign(summary, { [idle ? "idle" : "atOnce"]: { ms, empty } });
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { default: puppeteer } = await import("puppeteer-core");
  const { startDemoServer } = await import("../demo/server/index.js");
  const { CHROME_FLAGS, findChrome } = await import("./chrome.mjs");
  if (!existsSync(new URL("../dist/portfolio-elements.js", import.meta.url))) {
    console.error("dist/ is missing: run `npm run build` first.");
    process.exit(1);
  }
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { server, url } = await startDemoServer({ outboxFile: join(await mkdtemp(join(tmpdir(), "bench-routes-")), "outbox.jsonl") });
  const browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });
  try {
    await benchRoutes({ browser, url });
  } finally {
    await browser.close();
    server.close();
  }
}
