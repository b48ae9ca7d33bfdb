// @ts-check
/**
 * Embeds on a slow network (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, HTTP cache off), in Chromium:
 *   - the blog example, /embed.html (the README's snippet: a stylesheet and the classic script), at 375 and
 *     1280 px: its cumulative layout shift (the largest session window, as Chrome reports CLS);
 *   - each iframe page, /embed/<name>.html, at 375 and 1280 px: CLS, first contentful paint, and whether the
 *     element's content was on screen before its script ran (prerendered).
 * Medians of `runs` fresh pages. `node scripts/bench-embeds.mjs [--runs=N]` runs it alone (on dist/ as built).
 */
import { FRAME_ELEMENTS } from "#site";
import { inFreshPage, median, runAlone, runsOption, table } from "./bench-harness.mjs";

export const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };

/** Phone and desktop viewports. */
const VIEWPORTS = /** @type {const} */ ([
  [375, 667],
  [1280, 800],
]);

const FRAMES = Object.keys(FRAME_ELEMENTS);

/**
 * Recorded in the page from its first script on: layout shifts (as CLS session windows: gaps under 1 s, at most
 * 5 s long) and paints, and when the first portfolio element got its definition.
 */
function recorder() {
  /** @type {{ cls: number, window: number, first: number, last: number, defined: number, contentAtFcp?: boolean }} */
  const state = { cls: 0, window: 0, first: 0, last: 0, defined: 0 };
  Object.defineProperty(window, "__embedBench", { value: state });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (entry.hadRecentInput) continue;
      if (state.window && entry.startTime - state.last < 1000 && entry.startTime - state.first < 5000) {
        state.window += entry.value;
      } else {
        state.window = entry.value;
        state.first = entry.startTime;
      }
      state.last = entry.startTime;
      state.cls = Math.max(state.cls, state.window);
    }
  }).observe({ type: "layout-shift", buffered: true });
  // Whether the first element's shadow root showed content before any element was defined (no script ran yet).
  const firstDefinition = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    if (!state.defined && name.startsWith("portfolio-")) {
      state.defined = performance.now();
      const element = [...document.querySelectorAll("*")].find((node) => node.localName.startsWith("portfolio-"));
      state.contentAtFcp = Boolean(element?.shadowRoot?.textContent?.trim());
    }
    return firstDefinition(name, constructor, options);
  };
}

/**
 * One fresh page on the slow network: loads `url`, waits until the network is quiet and a moment more.
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} url
 * @param {readonly [number, number]} viewport
 */
async function measure(browser, url, [width, height]) {
  return inFreshPage(browser, async (page) => {
    await page.setViewport({ width, height });
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
    await page.evaluateOnNewDocument(recorder);
    await page.goto(url, { waitUntil: "networkidle0", timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { cls, fcp, defined, contentAtFcp } = await page.evaluate(() => {
      const state = /** @type {any} */ (window).__embedBench;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return { cls: state.cls, fcp: paint ? paint.startTime : NaN, defined: state.defined, contentAtFcp: state.contentAtFcp };
    });
    return { cls, fcp, defined, contentAtFcp: Boolean(contentAtFcp) };
  });
}

/**
 * Runs the embed benchmark on a started demo server and prints it.
 * @param {import("./bench-harness.mjs").BenchSetup & { runs?: number }} options
 * @returns {Promise<Record<string, { cls: number, fcp: number }>>} medians by page and width
 */
export async function benchEmbeds({ browser, url, runs = 3 }) {
  /** @type {Record<string, { cls: number, fcp: number }>} */
  const results = {};
  /** @type {string[][]} */
  const rows = [["page", "width", "CLS", "FCP", "script ran at", "content before script"]];
  const pages = [["blog post (embed.html)", "/embed.html"], ...FRAMES.map((name) => [`embed/${name}.html`, `/embed/${name}.html`])];
  for (const [label, path] of pages) {
    for (const viewport of VIEWPORTS) {
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await measure(browser, url + path, viewport));
      const cls = median(samples.map((s) => s.cls));
      const fcp = median(samples.map((s) => s.fcp));
      const defined = median(samples.map((s) => s.defined));
      results[`${path} @${viewport[0]}`] = { cls, fcp };
      rows.push([label, `${viewport[0]}`, cls.toFixed(3), `${Math.round(fcp)} ms`, `${Math.round(defined)} ms`, samples.every((s) => s.contentAtFcp) ? "yes" : "no"]);
    }
  }
  console.log(`\nEmbeds on a slow network (150 ms, 1.6 Mbit/s), median of ${runs} fresh pages (CLS target on embed.html: ≤ 0.02):`);
  table(rows);
  for (const width of VIEWPORTS.map(([w]) => w)) {
    const { cls } = results[`/embed.html @${width}`];
    console.log(`  target: embed.html at ${width} px, CLS ≤ 0.02: ${cls.toFixed(3)}, ${cls <= 0.02 ? "met" : "NOT met"}`);
  }
  return results;
}

await runAlone(import.meta.url, (setup) => benchEmbeds({ ...setup, runs: runsOption(3) }));
