// @ts-check
/**
 * `npm run bench`: prints what a visitor downloads and how fast the built demo is.
 *   1. bytes: every shipped file, gzip -9, and the JavaScript each page of the demo really downloads
 *      (recorded in Chromium), beside a baseline of React + react-dom + r2wc alone;
 *   2. Lighthouse (mobile defaults, simulated throttling), median of 3 runs, on the demo's `/`.
 * Options: --no-build (use dist/ as it is), --no-lighthouse, --runs=N.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { build } from "vite";
import { startDemoServer } from "../demo/server/index.js";
import { CHROME_FLAGS, findChrome } from "./chrome.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "dist");
const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);

const CHROME = findChrome();

/** @param {Buffer | string} data */
const gzip = (data) => gzipSync(data, { level: 9 }).length;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("   ")}`);
    if (index === 0) console.log(`  ${widths.map((width) => "-".repeat(width)).join("   ")}`);
  }
}

/** gzip -9 size of React + react-dom/client + r2wc with nothing of ours: the floor of any React build. */
async function baselineBytes() {
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
  return outputs.reduce((sum, chunk) => sum + ("code" in chunk ? gzip(chunk.code) : 0), 0);
}

/**
 * Loads a page in Chromium and returns the JavaScript files it fetched from dist/.
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} url
 * @param {string} readySelector waits until the app's shadow root has this
 */
async function scriptsLoadedBy(browser, url, readySelector) {
  const page = await browser.newPage();
  // The demo's CSP forbids eval, which puppeteer's waitForFunction relies on.
  await page.setBypassCSP(true);
  /** @type {Set<string>} */
  const files = new Set();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/dist/") && path.endsWith(".js")) files.add(path.slice("/dist/".length));
  });
  /** @type {string[]} */
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(url, { waitUntil: "networkidle0" });
  await page
    .waitForFunction(
    (selector) => [...document.querySelectorAll("*")].some((el) => el.shadowRoot?.querySelector(selector)),
    { timeout: 10_000, polling: 50 },
      readySelector,
    )
    .catch((error) => {
      throw new Error(`${url} did not render ${readySelector}: ${errors.join("; ") || String(error)}`);
    });
  await page.close();
  return [...files].sort();
}

async function main() {
  if (!args.has("--no-build")) {
    const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  if (!existsSync(join(DIST, "portfolio-elements.js"))) {
    console.error("dist/ is missing: run `npm run build` first.");
    process.exit(1);
  }

  console.log("\nportfolio-elements bench\n");
  console.log("Shipped files (gzip -9):");
  // dist/site/ (npm run build:site) holds copies of the same files: counted once, here.
  const shipped = filesUnder(DIST).filter((file) => file.endsWith(".js") && !relative(DIST, file).startsWith("site")).sort();
  table([["file", "raw", "gzip"], ...shipped.map((file) => {
    const data = readFileSync(file);
    return [relative(DIST, file), kb(data.length), kb(gzip(data))];
  })]);

  const baseline = await baselineBytes();
  console.log(`\nBaseline: React + react-dom/client + r2wc alone: ${kb(baseline)} gzip\n`);

  const { server, url } = await startDemoServer();
  const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROME_FLAGS, headless: true });
  try {
    console.log("JavaScript a visitor downloads (files recorded in Chromium, gzip -9 of each):");
    const pages = [
      ["site, #/ (first visit)", `${url}/#/`, "main h1"],
      ["site, #/projects", `${url}/#/projects`, "main h1"],
      ["site, #/contact", `${url}/#/contact`, "main h1"],
      ["blog post (embed.html, IIFE)", `${url}/embed.html`, "h1"],
      // One element alone: the iframe pages, which load the ES module and that one tag.
      ...[["hero", "h1"], ["about", "h1"], ["projects", ".project-title"], ["contact", "form"], ["header", "header"], ["footer", "footer"]].map(
        ([name, ready]) => [`<portfolio-${name}> alone (embed/${name}.html)`, `${url}/embed/${name}.html`, ready],
      ),
    ];
    /** @type {string[][]} */
    const rows = [["page", "files", "gzip", "over baseline"]];
    /** @type {Record<string, number>} */
    const pageBytes = {};
    for (const [label, pageUrl, ready] of pages) {
      const files = await scriptsLoadedBy(browser, pageUrl, ready);
      const bytes = files.reduce((sum, file) => sum + gzip(readFileSync(join(DIST, file))), 0);
      pageBytes[label] = bytes;
      rows.push([label, String(files.length), kb(bytes), `+${kb(bytes - baseline)}`]);
    }
    table(rows);
    for (const [label, limit] of /** @type {const} */ ([["site, #/ (first visit)", 80_000], ["<portfolio-hero> alone (embed/hero.html)", 72_000]])) {
      console.log(`  target: ${label} ≤ ${kb(limit)}: ${kb(pageBytes[label])}, ${pageBytes[label] <= limit ? "met" : "NOT met"}`);
    }
    const total = shipped.filter((file) => !file.endsWith(".iife.js") && !relative(DIST, file).startsWith("lite")).reduce((sum, file) => sum + gzip(readFileSync(file)), 0);
    console.log(`  whole site, every ES chunk: ${kb(total)}`);
    (await import("./bench-lite.mjs")).benchLite(DIST);

    const projectsBench = join(ROOT, "scripts", "bench-projects.mjs");
    if (existsSync(projectsBench)) {
      const { benchProjects } = await import(projectsBench);
      if (typeof benchProjects === "function") await benchProjects({ browser, url });
    }
  } finally {
    await browser.close();
  }

  if (!args.has("--no-lighthouse")) await lighthouseReport(`${url}/`);
  server.close();
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @param {string} url */
async function lighthouseReport(url) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  console.log(`\nLighthouse 12 on ${url} (mobile defaults, simulated throttling), median of ${runs}:`);
  /** @type {Record<string, number[]>} */
  const figures = { performance: [], accessibility: [], "best-practices": [], seo: [], LCP: [], TBT: [], CLS: [], FCP: [] };
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless", ...CHROME_FLAGS] });
    try {
      const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
      if (!result) throw new Error("Lighthouse returned no result");
      const { categories, audits } = result.lhr;
      for (const id of ["performance", "accessibility", "best-practices", "seo"]) figures[id].push(Math.round((categories[id].score ?? 0) * 100));
      figures.LCP.push(audits["largest-contentful-paint"].numericValue ?? NaN);
      figures.TBT.push(audits["total-blocking-time"].numericValue ?? NaN);
      figures.CLS.push(audits["cumulative-layout-shift"].numericValue ?? NaN);
      figures.FCP.push(audits["first-contentful-paint"].numericValue ?? NaN);
    } finally {
      chrome.kill();
    }
  }
  table([
    ["figure", "median", "runs"],
    ...["performance", "accessibility", "best-practices", "seo"].map((id) => [id, String(median(figures[id])), figures[id].join(" ")]),
    ["LCP", `${(median(figures.LCP) / 1000).toFixed(2)} s`, figures.LCP.map((v) => (v / 1000).toFixed(2)).join(" ")],
    ["FCP", `${(median(figures.FCP) / 1000).toFixed(2)} s`, figures.FCP.map((v) => (v / 1000).toFixed(2)).join(" ")],
    ["TBT", `${Math.round(median(figures.TBT))} ms`, figures.TBT.map((v) => Math.round(v)).join(" ")],
    ["CLS", median(figures.CLS).toFixed(3), figures.CLS.map((v) => v.toFixed(3)).join(" ")],
  ]);
}

await main();
