// @ts-check
/**
 * `npm run bench -- --details`: the static site with project details on (project-details="on"), each demo project
 * with an owner's raster screenshot (its demo picture drawn as a 2400×1350 PNG, as a screenshot tool saves one),
 * baked in from a projects file, beside the default site. `npm run bench` runs Lighthouse on it as on the others
 * (Home's LCP) and walks the whole site on it and on the default (benchJourney): every byte a phone visitor fetches.
 */
import { cpSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { inFreshPage, serveStaticSite, table } from "./bench-harness.mjs";
import { buildSite, projectPageFile, ROUTE_PAGES } from "#site";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Builds and serves the site with project details on: the demo's projects from a file, each picture a PNG of the
 * public folder, so build:site makes its light versions.
 * @param {string} workDir
 * @param {string} distDir the build
 * @param {Record<string, unknown>} settings the demo's settings (its portrait among them)
 * @returns {Promise<{ build: string, url: string, close: () => void, projectPages: string[], ownPages: string[], pngBytes: number }>}
 */
export async function detailsSite(workDir, distDir, settings) {
  const publicDir = join(workDir, "details-public");
  cpSync(join(ROOT, "demo", "public"), publicDir, { recursive: true });
  await mkdir(join(publicDir, "screens"), { recursive: true });
  /** @type {{ id: string, image?: { url: string, width: number, height: number } }[]} */
  const projects = JSON.parse(readFileSync(join(ROOT, "demo", "projects.json"), "utf8"));
  let pngBytes = 0;
  for (const project of projects) {
    const svg = project.image && join(publicDir, project.image.url.slice("/assets/".length));
    if (!svg) continue;
    const png = join(publicDir, "screens", `${project.id}.png`);
    pngBytes += (await sharp(svg, { density: 144 }).resize({ width: 2400 }).png().toFile(png)).size;
    project.image = { url: `/assets/screens/${project.id}.png`, width: 2400, height: 1350 };
  }
  const outDir = join(workDir, "site-details");
  const server = await serveStaticSite(outDir);
  const settingsFile = join(workDir, "site-details.json");
  await writeFile(join(workDir, "details-projects.json"), JSON.stringify(projects));
  const site = /** @type {{ site?: object }} */ (settings).site;
  await writeFile(
    settingsFile,
    JSON.stringify({ ...settings, projectDetails: "on", site: { ...site, url: server.url, endpoint: undefined, projectsFile: "details-projects.json" } }),
  );
  await buildSite({ settingsFile, distDir, outDir, publicDir, log: () => {} });
  const projectPages = projects.flatMap((project) => projectPageFile(project.id) ?? []);
  // Lighthouse measures the first project's page too: its picture is its largest paint on a phone.
  return { build: "details", url: server.url, close: server.close, projectPages, ownPages: projectPages.slice(0, 1), pngBytes };
}

/**
 * A phone visitor's walk through a whole site in one tab (its cache kept): each route's page, then each project's
 * page where there are any, each scrolled to its end so lazy pictures load. Bytes as sent (compressed), from the
 * browser's network log.
 * @param {import("puppeteer-core").Browser} browser
 * @param {{ build: string, url: string, projectPages?: string[] }[]} sites
 * @returns {Promise<Record<string, number>>} total bytes by site
 */
export async function benchJourney(browser, sites) {
  /** @type {Record<string, number>} */
  const totals = {};
  /** @type {string[][]} */
  const rows = [["site", "pages", "route pages", "project pages", "of them images", "total"]];
  for (const { build, url, projectPages = [] } of sites) {
    const figures = await inFreshPage(browser, async (page) => {
      await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true });
      const client = await page.createCDPSession();
      await client.send("Network.enable");
      /** @type {Map<string, string>} */
      const types = new Map();
      let bytes = 0;
      let images = 0;
      client.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
      client.on("Network.loadingFinished", (event) => {
        bytes += event.encodedDataLength;
        if (types.get(event.requestId) === "Image") images += event.encodedDataLength;
      });
      /** @param {string[]} paths */
      const walk = async (paths) => {
        const before = bytes;
        for (const path of paths) {
          await page.goto(url + path, { waitUntil: "networkidle0" });
          // To the end, a screen at a time, so each lazy picture comes into view.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
              scrollTo(0, y);
              await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 50)));
            }
          });
          await page.waitForNetworkIdle({ idleTime: 300 });
        }
        return bytes - before;
      };
      const routes = await walk(Object.entries(ROUTE_PAGES).map(([route, file]) => (route === "home" ? "" : file)));
      const projects = await walk(projectPages);
      return { routes, projects, images, total: bytes };
    });
    totals[build] = figures.total;
    const kb = (/** @type {number} */ value) => `${(value / 1000).toFixed(1)} kB`;
    rows.push([build, String(Object.keys(ROUTE_PAGES).length + projectPages.length), kb(figures.routes), kb(figures.projects), kb(figures.images), kb(figures.total)]);
  }
  console.log("\nThe whole site, walked by a phone visitor (375 px at 2x, one tab, scrolled to each page's end), bytes as sent:");
  table(rows);
  return totals;
}
