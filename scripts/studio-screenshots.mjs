// @ts-check
/**
 * Screenshots of the studio (`/studio.html`) for the owner guides: starts the demo server, opens the studio in
 * headless Chromium at a desktop's and a phone's width in both colour schemes, and writes PNGs.
 *
 *   node scripts/studio-screenshots.mjs [--out=DIR]     (default /tmp/studio-shots; needs `npm run build`)
 *
 * `--docs` writes the pictures the guides show (docs/studio-*.png) instead of every state.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { startDemoServer } from "../demo/server/server.js";
import { studioPlugin } from "../tests/servers/studio.mjs";
import { CHROME_FLAGS, findChrome } from "./chrome.mjs";

const args = process.argv.slice(2);
const docs = args.includes("--docs");
const out = args.find((arg) => arg.startsWith("--out="))?.slice(6) ?? (docs ? "docs" : "/tmp/studio-shots");
await mkdir(out, { recursive: true });

const demo = await startDemoServer({ outboxFile: "/tmp/studio-shots-outbox.jsonl" });
const { server, url } = demo;
// The tests' faulty content services: what the doctor says about a model whose list is not named `project`.
const faults = studioPlugin({ demo }).plugin;
await faults.serverStart?.(/** @type {never} */ ({}));
const faultsInfo = await faults.executeCommand?.(/** @type {never} */ ({ command: "studio-faults" }));
const faultsOrigin = /** @type {{ origin: string }} */ (faultsInfo).origin;
const browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });

/**
 * Opens the studio, lets `prepare` type into it, waits for the doctor and the previews, and saves a PNG.
 * @param {string} name
 * @param {{ width: number, height?: number, scheme: "light" | "dark", fullPage?: boolean, clip?: string,
 *   prepare?: (page: import("puppeteer-core").Page) => Promise<void> }} options
 */
async function shot(name, { width, height = 900, scheme, fullPage = false, clip, prepare }) {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }]);
  await page.goto(`${url}/studio.html`, { waitUntil: "networkidle0" });
  await page.evaluate(() => localStorage.clear());
  await page.reload({ waitUntil: "networkidle0" });
  if (prepare) await prepare(page);
  await page.waitForFunction(() => document.querySelector("#doctor")?.getAttribute("data-checking") === "false", { timeout: 20_000 });
  await new Promise((resolve) => setTimeout(resolve, 800));
  const path = join(out, `${name}.png`);
  if (clip) {
    const element = await page.$(clip);
    if (!element) throw new Error(`no ${clip}`);
    await element.screenshot({ path });
  } else {
    await page.screenshot({ path, fullPage });
  }
  await page.close();
  console.log(path);
}

/** @param {import("puppeteer-core").Page} page @param {string} name @param {string} value */
async function type(page, name, value) {
  await page.$eval(`#settings [name="${name}"]`, (input, text) => {
    /** @type {HTMLInputElement} */ (input).value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

/** Settings with problems the doctor finds, without any outside host: for the doctor's picture. */
/** @param {import("puppeteer-core").Page} page */
async function withProblems(page) {
  await type(page, "email", "alex at example.com");
  await type(page, "emailjsServiceId", "template_abc123");
  await type(page, "portrait", "/assets/missing.jpg");
  await type(page, "endpoint", `${faultsOrigin}/unknown-list/graphql`);
}

try {
  if (docs) {
    await shot("studio-overview", { width: 1280, height: 1300, scheme: "light" });
    await shot("studio-doctor", { width: 1280, scheme: "light", clip: "#doctor", prepare: withProblems });
    await shot("studio-outputs", { width: 1280, scheme: "light", clip: "#outputs" });
  } else {
    for (const scheme of /** @type {const} */ (["light", "dark"])) {
      await shot(`studio-1280-${scheme}`, { width: 1280, height: 1000, scheme });
      await shot(`studio-1280-${scheme}-full`, { width: 1280, scheme, fullPage: true });
      await shot(`studio-375-${scheme}`, { width: 375, height: 800, scheme });
      await shot(`studio-375-${scheme}-full`, { width: 375, scheme, fullPage: true });
      await shot(`studio-doctor-${scheme}`, { width: 1280, scheme, clip: "#doctor", prepare: withProblems });
      await shot(`studio-doctor-375-${scheme}`, { width: 375, scheme, clip: "#doctor", prepare: withProblems });
    }
  }
} finally {
  await browser.close();
  server.close();
  await faults.serverStop?.();
}
