// @ts-check
/**
 * Time from a `<portfolio-projects>` element's connection to its cards painted, against the demo server's
 * local /graphql, median of 20 runs. `npm run bench` calls benchProjects(); `node scripts/bench-projects.mjs [--runs=N]`
 * runs it alone (on an existing dist/).
 *
 * Each run is a fresh page with the HTTP cache off, so it pays for what a first visit to the projects pays:
 * - ES site (`/`): the page has loaded and gone idle (the app has prefetched the projects element's code), then
 *   the element is added: the GraphQL client's chunk, the request and the render are measured.
 * - blog (`/embed.html`, classic script): the client is part of the script; the request and the render.
 * "Painted" is the first moment after the frame that shows the cards (a task queued from that frame's
 * requestAnimationFrame).
 */
import { inFreshPage, median, runAlone, runsOption } from "./bench-harness.mjs";

const RUNS = 20;

/**
 * One measurement in a loaded page: adds the element, resolves with the milliseconds until its cards are painted.
 * Runs inside the page (serialised by puppeteer), so it may use nothing from this module.
 * @param {number} timeout
 */
function measureInPage(timeout) {
  return new Promise((resolve, reject) => {
    const element = document.createElement("portfolio-projects");
    const timer = setTimeout(() => reject(new Error(`no cards after ${timeout} ms: ${element.shadowRoot?.textContent?.slice(0, 200)}`)), timeout);
    const painted = () => {
      const root = element.shadowRoot;
      if (!root?.querySelector(".project-card:not(.project-skeleton)")) return false;
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timer);
          resolve(performance.now() - start);
        }),
      );
      return true;
    };
    const observer = new MutationObserver(() => painted() && observer.disconnect());
    const start = performance.now();
    document.body.append(element);
    observer.observe(/** @type {ShadowRoot} */ (element.shadowRoot), { childList: true, subtree: true });
  });
}

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} pageUrl
 * @param {number} runs
 */
async function timeRuns(browser, pageUrl, runs) {
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs; run++) {
    const time = await inFreshPage(browser, async (page) => {
      // The demo pages' CSP forbids eval, which page.evaluate relies on.
      await page.setBypassCSP(true);
      await page.setCacheEnabled(false);
      /** @type {string[]} */
      const errors = [];
      page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
      await page.goto(pageUrl, { waitUntil: "networkidle0" });
      await page.waitForFunction(() => customElements.get("portfolio-projects") !== undefined, { timeout: 10_000 });
      try {
        return await page.evaluate(measureInPage, 10_000);
      } catch (error) {
        throw new Error(`${pageUrl}: ${errors.join("; ") || /** @type {Error} */ (error).message}`);
      }
    });
    times.push(time);
  }
  return times;
}

/**
 * Runs the benchmark on a started demo server and prints the result.
 * @param {import("./bench-harness.mjs").BenchSetup & { runs?: number }} options
 * @returns {Promise<{ site: number, blog: number }>} medians in milliseconds
 */
export async function benchProjects({ browser, url, runs = RUNS }) {
  const site = await timeRuns(browser, `${url}/#/`, runs);
  const blog = await timeRuns(browser, `${url}/embed.html`, runs);
  const format = (/** @type {number[]} */ times) =>
    `median ${median(times).toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`;
  console.log(`\n<portfolio-projects>: connection → cards painted, local /graphql, ${runs} fresh pages, HTTP cache off:`);
  console.log(`  ES site (client chunk + request + render):   ${format(site)}`);
  console.log(`  blog, classic script (request + render):     ${format(blog)}`);
  return { site: median(site), blog: median(blog) };
}

await runAlone(import.meta.url, (setup) => benchProjects({ ...setup, runs: runsOption(RUNS) }));
