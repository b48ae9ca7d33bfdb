// @ts-check
/**
 * `npm run screenshots:languages [lang…]`: a sheet per built-in language, docs/language-<lang>.png, to read each
 * language as its speakers would: Home and a project's own page (`#/projects/<id>`, project details on) from the
 * demo server (the built bundle) at 1280 and 375 px, light above and dark below, and that project's link preview
 * (the `og:image` build:site makes for `projects/<id>.html`) at the bottom. Run `npm run build` first.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import puppeteer from "puppeteer-core";
import sharp from "sharp";
import { startDemoServer } from "../demo/server/server.js";
import { CHROME_FLAGS, findChrome } from "./chrome.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const LANGUAGES = ["en", "de", "fr", "es", "pt-BR", "ar"];
/** The demo's first project: it has a picture, a role, a year and a case study. */
const PROJECT = "budget-buddy";
const PROJECT_TITLE = "Budget Buddy";
const ROUTES = ["#/", `#/projects/${PROJECT}`];
const WIDTHS = [1280, 375];
/** The sheet's width once scaled: wide enough to read a phone's text, small enough for the README. */
const SHEET_WIDTH = 1400;

// After the build: the site's code is part of it (dist/server/site.js).
const { buildSite } = await import("#site");
const tmp = await mkdtemp(join(tmpdir(), "portfolio-languages-"));
const demoSettings = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
const chosen = process.argv.slice(2);
try {
  for (const lang of chosen.length ? chosen : LANGUAGES) {
    const settings = { ...demoSettings, $schema: undefined, lang, projectDetails: "on" };
    const settingsFile = join(tmp, `settings-${lang}.json`);
    await writeFile(settingsFile, JSON.stringify(settings));
    // The project's preview as build:site makes it: a site of its own, from the demo's projects file.
    const siteSettings = join(tmp, `site-settings-${lang}.json`);
    await writeFile(siteSettings, JSON.stringify({ ...settings, site: { url: "https://alex-rivera.example/", projectsFile: join(ROOT, "demo/projects.json") } }));
    const { outDir } = await buildSite({ settingsFile: siteSettings, outDir: join(tmp, `site-${lang}`), log: () => {} });
    const preview = await readFile(join(outDir, "assets", `og-project-${PROJECT}.png`));
    if (process.env.SCREENSHOTS_KEEP) await writeFile(join(process.env.SCREENSHOTS_KEEP, `${lang}-preview.png`), preview);
    await rm(outDir, { recursive: true });

    // A browser of its own per language: a sheet of full screenshots is heavy on a small machine.
    const browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });
    const demo = await startDemoServer({ outboxFile: join(tmp, `outbox-${lang}.jsonl`), settingsFile });
    try {
      /** Each shot's cell of the sheet, by its name. @type {Map<string, string>} */
      const cells = new Map();
      /**
       * The page's screen as a cell of the sheet, at half its size.
       * @param {import("puppeteer-core").Page} page
       * @param {string} file its name when SCREENSHOTS_KEEP=<dir> keeps each shot at full size too, to read the small print
       * @param {string} caption
       * @param {number} width
       */
      const shoot = async (page, file, caption, width) => {
        const shot = await page.screenshot({ encoding: "base64", type: "png" });
        if (process.env.SCREENSHOTS_KEEP) await writeFile(join(process.env.SCREENSHOTS_KEEP, `${file}.png`), shot, "base64");
        cells.set(file, `<figure><img src="data:image/png;base64,${shot}" width="${width / 2}"><figcaption>${caption}</figcaption></figure>`);
      };
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
            // The app opens the project's page once its list has come: its title is then the tab's.
            if (route !== "#/") await page.waitForFunction((title) => document.title.startsWith(title), { timeout: 30_000 }, PROJECT_TITLE);
            // The page must not scroll sideways: nothing wider than the screen, in either direction.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            if (overflow > 0) console.warn(`screenshots: ${lang} ${route} ${width} px ${scheme} overflows by ${overflow} px`);
            const name = route === "#/" ? "home" : "project";
            await shoot(page, `${lang}-${scheme}-${width}-${name}`, `${lang} ${route} ${width} ${scheme}`, width);
            // The project page's end too: its links to the other projects and the footer.
            if (name === "project") {
              await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
              await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
              await shoot(page, `${lang}-${scheme}-${width}-project-end`, `${lang} ${route} ${width} ${scheme}, its end`, width);
            }
            await page.close();
          }
        }
      }
      const previewCell = `<figure><img src="data:image/png;base64,${preview.toString("base64")}" width="600"><figcaption>${lang} projects/${PROJECT}.html og:image 1200×630</figcaption></figure>`;
      // Per theme a row of each page's top, then a row of the project page's end (and, under light, the preview).
      const row = (/** @type {string[]} */ names, extra = "") => `<div class="row">${names.map((name) => cells.get(`${lang}-${name}`)).join("")}${extra}</div>`;
      const rows = ["light", "dark"].flatMap((scheme) => [
        row([`${scheme}-1280-home`, `${scheme}-375-home`, `${scheme}-1280-project`, `${scheme}-375-project`]),
        row([`${scheme}-1280-project-end`, `${scheme}-375-project-end`], scheme === "light" ? previewCell : ""),
      ]);
      const sheet = await browser.newPage();
      await sheet.setViewport({ width: 1000, height: 800 });
      await sheet.setContent(
        `<style>body{margin:8px;font:12px sans-serif;width:max-content}.row{display:flex;gap:8px;align-items:start;margin-bottom:8px}figure{margin:0}img{display:block;border:1px solid #ccc}</style>${rows.join("")}`,
      );
      // As wide as its rows, no wider.
      await sheet.setViewport({ width: Math.ceil(await sheet.evaluate(() => document.body.getBoundingClientRect().right + 8)), height: 800 });
      const taken = await sheet.screenshot({ type: "png", fullPage: true });
      await sheet.close();
      // Scaled and to a palette: a sheet the README can carry (a few hundred kilobytes).
      const file = join(ROOT, "docs", `language-${lang}.png`);
      await sharp(taken).resize({ width: SHEET_WIDTH, withoutEnlargement: true }).png({ palette: true, effort: 10 }).toFile(file);
      console.log(`screenshots: wrote ${file}`);
    } finally {
      await new Promise((done) => demo.server.close(done));
      await browser.close();
    }
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}
