// @ts-check
/**
 * What the benches share: starting Chromium and the demo server on the built dist/, a fresh browser context for
 * each measured page, and printing medians in tables. `npm run bench` starts both once and hands them to each
 * bench; `node scripts/bench-<name>.mjs` runs one bench alone through runAlone().
 */
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import puppeteer from "puppeteer-core";
import { startDemoServer } from "../demo/server/server.js";
import { CHROME_FLAGS, findChrome } from "./chrome.mjs";

/** @typedef {{ browser: import("puppeteer-core").Browser, url: string }} BenchSetup */

export const DIST = fileURLToPath(new URL("../dist/", import.meta.url));

/** Exits with a one-line message when dist/ has not been built. */
export function requireDist() {
  if (!existsSync(join(DIST, "portfolio-elements.js"))) {
    console.error("dist/ is missing: run `npm run build` first.");
    process.exit(1);
  }
}

/** Headless Chromium, quiet on a closed network. */
export function launchBrowser() {
  return puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });
}

/**
 * The demo server on dist/, its e-mail outbox in a folder of its own (a bench's sends never reach the demo's).
 * @param {import("../demo/server/server.js").DemoServerOptions} [options]
 */
export async function startBenchServer(options = {}) {
  const outboxFile = join(await mkdtemp(join(tmpdir(), "bench-outbox-")), "outbox.jsonl");
  return startDemoServer({ outboxFile, ...options });
}

/**
 * Runs `use` on a new page in a browser context of its own (no cache, cookies or storage from an earlier page),
 * then closes the context.
 * @template T
 * @param {import("puppeteer-core").Browser} browser
 * @param {(page: import("puppeteer-core").Page) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function inFreshPage(browser, use) {
  const context = await browser.createBrowserContext();
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * When the calling module is the script node was started with (`node scripts/bench-<name>.mjs`): checks dist/, starts
 * Chromium and the demo server, runs `bench` on them and stops both. `--dist=DIR` serves another build
 * (with a prerenderer in DIR/server, as the demo server needs).
 * @param {string} moduleUrl the caller's import.meta.url
 * @param {(setup: BenchSetup) => Promise<unknown>} bench
 */
export async function runAlone(moduleUrl, bench) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  const distDir = process.argv.find((arg) => arg.startsWith("--dist="))?.slice(7);
  if (!distDir) requireDist();
  const { server, url } = await startBenchServer(distDir ? { distDir } : {});
  const browser = await launchBrowser();
  try {
    await bench({ browser, url });
  } finally {
    await browser.close();
    server.close();
  }
}

/** The `--runs=N` option, or `fallback`. @param {number} fallback */
export const runsOption = (fallback) => Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? fallback);

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints rows as a column-aligned table, the first row as its header. @param {string[][]} rows */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("   ")}`);
    if (index === 0) console.log(`  ${widths.map((w) => "-".repeat(w)).join("   ")}`);
  }
}

/**
 * Serves a static site (dist/site/) the way a static host would, under a sub-path: its pages as pages (not under
 * the demo's sandbox for stray files, which would stop their scripts), compressed, hashed files cached.
 * @param {string} siteDir
 * @returns {Promise<{ close: () => void, url: string }>}
 */
export async function serveStaticSite(siteDir) {
  const { createServer } = await import("node:http");
  const { serveFile } = await import("../demo/server/static.js");
  const base = "/portfolio/";
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (!path.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    const relativePath = path.slice(base.length) || "index.html";
    void serveFile(req, res, siteDir, relativePath.endsWith("/") ? `${relativePath}index.html` : relativePath, { asPages: true });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { close: () => server.close(), url: `http://127.0.0.1:${address.port}${base}` };
}
