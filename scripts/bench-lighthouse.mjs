// @ts-check
/**
 * Speed per page as a phone sees it: Lighthouse 12 (mobile, devtools throttling: the page really runs at 4× CPU
 * on a slow network), median of `runs` fresh Chromes per page, on the static site served as a static host would.
 * Each row: largest paint (and what it was), total blocking time, the longest main-thread task, layout shift,
 * bytes transferred, and the targets it misses. `npm run bench` calls benchLighthouse() for the default and the
 * lite build.
 */
import { loadavg } from "node:os";
import { median, table } from "./bench-harness.mjs";
import { CHROME_FLAGS, findChrome } from "./chrome.mjs";

/** What "fast" means here: LCP within 0.8 s, no more than 30 ms blocked, no task of 50 ms after the first paint, nothing moving. */
export const TARGETS = { lcp: 800, tbt: 30, task: 50, cls: 0 };

/**
 * The longest main-thread tasks of a Lighthouse result, in ms, before and after the first paint: the `long-tasks`
 * audit lists tasks of 50 ms and more, each with its start; none listed means none reached 50 ms (0 here). Apart
 * because they mean different things: before, the first frame's own work (its parse, style and layout: the largest
 * paint's path); after, what keeps a visitor's tap waiting (TBT counts only these).
 * @param {{ audits: Record<string, { details?: unknown, numericValue?: number }> }} lhr
 */
export function longestTasks(lhr) {
  const items = /** @type {{ items?: { duration?: number, startTime?: number }[] } | undefined} */ (lhr.audits["long-tasks"]?.details)?.items ?? [];
  const firstPaint = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const longest = (/** @type {boolean} */ after) =>
    Math.max(0, ...items.filter((item) => ((item.startTime ?? 0) + (item.duration ?? 0) > firstPaint) === after).map((item) => item.duration ?? 0));
  return { beforePaint: longest(false), afterPaint: longest(true) };
}

/**
 * A longest task as the bench prints it: 0, no task Lighthouse lists (none reached 50 ms), as "< 50 ms".
 * @param {number} ms
 */
export const taskTime = (ms) => (ms ? `${Math.round(ms)} ms` : "< 50 ms");

/**
 * What the largest paint was: the portrait (an image, fetched after the HTML unless inlined) or text.
 * @param {{ audits: Record<string, { details?: unknown }> }} lhr
 */
function lcpElement(lhr) {
  const node = /** @type {any} */ (lhr.audits["largest-contentful-paint-element"]?.details)?.items?.[0]?.items?.[0]?.node;
  return /^<img/.test(node?.snippet ?? "") ? "img" : node ? "text" : "?";
}

/**
 * Lighthouse's performance category on one URL, `runs` times (a fresh Chrome each), reduced to medians.
 * @param {string} url
 * @param {number} runs
 */
async function lighthouseMedians(url, runs) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  /** @type {Record<"score" | "lcp" | "tbt" | "beforePaint" | "afterPaint" | "cls" | "bytes", number[]>} */
  const figures = { score: [], lcp: [], tbt: [], beforePaint: [], afterPaint: [], cls: [], bytes: [] };
  /** @type {string[]} */
  const elements = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: ["--headless", ...CHROME_FLAGS] });
    try {
      // The performance category alone: the others add minutes and nothing to these figures.
      const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", throttlingMethod: "devtools", onlyCategories: ["performance"] });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      figures.score.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      figures.lcp.push(lhr.audits["largest-contentful-paint"].numericValue ?? NaN);
      figures.tbt.push(lhr.audits["total-blocking-time"].numericValue ?? NaN);
      const { beforePaint, afterPaint } = longestTasks(lhr);
      figures.beforePaint.push(beforePaint);
      figures.afterPaint.push(afterPaint);
      figures.cls.push(lhr.audits["cumulative-layout-shift"].numericValue ?? NaN);
      figures.bytes.push(lhr.audits["total-byte-weight"].numericValue ?? NaN);
      elements.push(lcpElement(lhr));
    } finally {
      chrome.kill();
    }
  }
  const medians = /** @type {Record<keyof typeof figures, number>} */ (Object.fromEntries(Object.entries(figures).map(([id, values]) => [id, median(values)])));
  return { ...medians, element: [...new Set(elements)].join("/") };
}

/** @typedef {Awaited<ReturnType<typeof lighthouseMedians>>} PageSpeed */

/**
 * What a row misses of TARGETS, or "met".
 * @param {PageSpeed} m
 */
function missed(m) {
  const misses = [];
  if (m.lcp > TARGETS.lcp) misses.push("LCP");
  if (m.tbt > TARGETS.tbt) misses.push("TBT");
  if (m.afterPaint >= TARGETS.task) misses.push("long task");
  if (m.cls > TARGETS.cls) misses.push("CLS");
  return misses.length ? `NOT met: ${misses.join(", ")}` : "met";
}

/**
 * Runs Lighthouse on each page of each build's static site and prints one table.
 * @param {object} options
 * @param {{ build: string, url: string, ownPages?: string[] }[]} options.sites each build's static site (its address
 *   ends in "/"), and pages only it has (a project's page), measured after the others
 * @param {string[]} options.pages page paths in the site ("" for Home, "about.html", "embed/hero.html")
 * @param {number} options.runs
 * @param {string} [options.floor] a bare page's address (one heading, no script, on the same kind of server):
 *   measured first, its largest paint is what the throttled network and the machine take before any page of ours
 *   paints, so the rows read against it when the machine is slower than on another day
 * @returns {Promise<Record<string, PageSpeed>>} medians by "<build> <page>" (the bare page as "floor")
 */
export async function benchLighthouse({ sites, pages, runs, floor }) {
  console.log(`\nSpeed per page on a phone: Lighthouse 12, mobile, devtools throttling (4× CPU, slow 4G), median of ${runs},`);
  console.log(`on the static site. Targets: LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, no task of ${TARGETS.task} ms after the first paint, CLS ${TARGETS.cls}.`);
  /** @type {Record<string, PageSpeed>} */
  const results = {};
  /** @type {string[][]} */
  const rows = [["page", "build", "score", "LCP", "LCP is", "TBT", "longest task after / before paint", "CLS", "transfer", "load", "targets"]];
  const measured = [
    ...(floor ? [{ key: "floor", name: "a bare page", build: "floor", url: floor }] : []),
    ...pages.flatMap((page) => sites.map(({ build, url }) => ({ key: `${build} ${page || "home"}`, name: `/${page}`, build, url: url + page }))),
    ...sites.flatMap(({ build, url, ownPages = [] }) => ownPages.map((page) => ({ key: `${build} ${page}`, name: `/${page}`, build, url: url + page }))),
  ];
  for (const { key, name, build, url } of measured) {
    const load = loadavg()[0];
    const m = await lighthouseMedians(url, runs);
    results[key] = m;
    rows.push([
      name,
      build,
      String(m.score),
      `${(m.lcp / 1000).toFixed(2)} s`,
      m.element,
      `${Math.round(m.tbt)} ms`,
      [m.afterPaint, m.beforePaint].map(taskTime).join(" / "),
      m.cls.toFixed(3),
      `${(m.bytes / 1000).toFixed(0)} kB`,
      ((load + loadavg()[0]) / 2).toFixed(1),
      missed(m),
    ]);
  }
  table(rows);
  console.log("  longest task: the longest main-thread task that ended after the first paint (where TBT counts, and a tap");
  console.log("  waits), and the longest before it (the first frame's own parse, style and layout); Lighthouse lists tasks of");
  console.log("  50 ms and more;");
  if (floor) console.log("  a bare page: one heading and a line of text, no script, no style of ours: the floor of LCP on this machine now;");
  console.log("  transfer: every byte of the page as sent; load: the 1-minute load average while the row ran.");
  return results;
}
