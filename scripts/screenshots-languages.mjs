// @ts-check
/**
 * `npm run screenshots:languages`: the README's pictures of a page in another language, taken from the demo server
 * (the built bundle) in headless Chromium with the demo's settings and `lang` set: docs/language-ar.png (Arabic,
 * right to left) and docs/language-de.png (German), each Home, About and Contact at 1280 and 375 px, light above
 * and dark below. Run `npm run build` first.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import puppeteer from "puppeteer-core";
import { startDemoServer } from "../demo/server/server.js";
import { CHROME_FLAGS, findChrome } from "./chrome.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const ROUTES = ["#/", "#/about", "#/contact"];
const WIDTHS = [1280, 375];

const tmp = await mkdtemp(join(tmpdir(), "portfolio-languages-"));
const demoSettings = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
for (const lang of process.argv.slice(2).length ? process.argv.slice(2) : ["ar", "de"]) {
  // A browser of its own per language: a sheet of twelve full screenshots is heavy on a small machine.
  const browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });
  try {
    const settingsFile = join(tmp, `settings-${lang}.json`);
    await writeFile(settingsFile, JSON.stringify({ ...demoSettings, $schema: undefined, lang }));
    const demo = await startDemoServer({ outboxFile: join(tmp, `outbox-${lang}.jsonl`), settingsFile });
    /** @type {string[]} */
    const cells = [];
    for (const scheme of ["light", "dark"]) {
      for (const route of ROUTES) {
        for (const width of WIDTHS) {
          const page = await browser.newPage();
          await page.emulateMediaFeatures([
            { name: "prefers-color-scheme", value: scheme },
            { name: "prefers-reduced-motion", value: "reduce" },
          ]);
          await page.setViewport({ width, height: width === 375 ? 812 : 800 });
          await page.goto(`${demo.url}/${route}`, { waitUntil: "networkidle0" });
          // The page must not scroll sideways: nothing wider than the screen, in either direction.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) console.warn(`screenshots: ${lang} ${route} ${width} px ${scheme} overflows by ${overflow} px`);
          const shot = await page.screenshot({ encoding: "base64", type: "png" });
          cells.push(`<figure><img src="data:image/png;base64,${shot}" width="${width / 2}"><figcaption>${lang} ${route} ${width} ${scheme}</figcaption></figure>`);
          await page.close();
        }
      }
    }
    await new Promise((done) => demo.server.close(done));
    const sheet = await browser.newPage();
    await sheet.setViewport({ width: 2000, height: 800 });
    await sheet.setContent(
      `<style>body{margin:8px;font:12px sans-serif;display:grid;grid-template-columns:repeat(6,max-content);gap:8px;align-items:start}figure{margin:0}img{display:block;border:1px solid #ccc}</style>${cells.join("")}`,
    );
    const file = join(ROOT, "docs", `language-${lang}.png`);
    await sheet.screenshot({ path: /** @type {`${string}.png`} */ (file), fullPage: true });
    await sheet.close();
    console.log(`screenshots: wrote ${file}`);
  } finally {
    await browser.close();
  }
}
