// @ts-check
/**
 * `npm run build:site`: writes dist/site/, the deployable static site, from dist/ and demo/settings.json:
 *
 *   index.html            the standalone site (one <portfolio-app>)
 *   embed/<name>.html     one iframe page per element, prerendered (`?theme=light|dark|auto` and
 *                         `?background=transparent` applied by assets/embed-frame.js)
 *   embed/<name>.oembed.json  its oEmbed answer, when `site.url` is set
 *   _headers              `frame-ancestors` for the site's pages, for Netlify and Cloudflare Pages
 *   lib/                  the ES bundle, its chunks and the classic script, as built
 *   assets/               src/site/assets/ (favicon, page styles, the frame script), the portrait
 *
 * With `site.url`: robots.txt, sitemap.xml (the route pages) and a canonical link on each route page; each iframe
 * page names the route page that shows its element as canonical.
 *
 * Every path is relative, so the folder works from any sub-path (GitHub Pages' /user/repo/). Nothing points at
 * the local demo server: service addresses in the settings file that are paths ("/graphql", "/") are the demo
 * server's, so the static site takes its services from the optional `site` section instead
 * (`"site": { "url": "https://…/", "endpoint": "https://…", "emailjsOrigin": "https://api.emailjs.com" }`),
 * and leaves out, with a warning, any that is still a path.
 *
 * Options: --no-build (use dist/ as it is), --settings=FILE, --out=DIR.
 */
import { spawnSync } from "node:child_process";
import { copyFile, cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkSettings } from "../src/site/settings.js";
import { checkLook } from "../src/site/look.js";
import {
  FRAME_ELEMENTS,
  ROUTE_PAGES,
  SITE_ASSETS_DIR,
  SITE_FRAME_ANCESTORS,
  contentSecurityPolicy,
  imageOrigins,
  oembedJson,
  renderFramePage,
  renderSitePage,
  routePageUrl,
  serviceOrigins,
} from "../src/site/pages.js";
import { portraitSet, publicPortraitFile } from "../src/site/portrait.js";
import { precompressFolder } from "../src/site/precompress.js";
import { DEFAULT_EMAILJS_ORIGIN } from "../src/services/mail-defaults.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DEMO = join(ROOT, "demo");
const PUBLIC = join(DEMO, "public");

const MAIL_SETTINGS = ["emailjsServiceId", "emailjsTemplateId", "emailjsPublicKey", "emailjsOrigin"];

/** @param {string} value */
const isWebUrl = (value) => /^https?:\/\//i.test(value) && URL.canParse(value);

/**
 * The settings the static site is configured with, from the settings file's contents: its string settings,
 * overlaid by its `site` section. Pure, for the unit tests.
 * @param {unknown} raw the parsed settings file
 * @returns {{ settings: Record<string, string>, siteUrl?: string, portraitFile?: string, connect: string[], look: string, warnings: string[] }}
 *   portraitFile: a file of demo/public/ the portrait points at, to copy to assets/ (settings.portrait is then
 *   relative to the site's root); connect: the origins the elements call; look: the `look` section as token
 *   declarations for the pages' style (src/site/look.js).
 */
export function siteSettings(raw) {
  /** @type {string[]} */
  const warnings = [];
  /** @type {Record<string, string>} */
  const settings = {};
  const record = typeof raw === "object" && raw !== null ? /** @type {Record<string, unknown>} */ (raw) : {};
  const site = typeof record.site === "object" && record.site !== null ? /** @type {Record<string, unknown>} */ (record.site) : {};
  // Each value checked as it enters (src/site/settings.js): an unusable one is left out with a warning.
  for (const source of [record, site]) {
    const checked = checkSettings(Object.fromEntries(Object.entries(source).filter(([key]) => key !== "url")));
    warnings.push(...checked.warnings);
    Object.assign(settings, checked.settings);
  }

  let siteUrl;
  if (typeof site.url === "string" && site.url) {
    if (isWebUrl(site.url)) siteUrl = site.url.endsWith("/") ? site.url : `${site.url}/`;
    else warnings.push(`site.url "${site.url}" is not an http(s) URL: left out.`);
  }

  if (settings.endpoint !== undefined && !isWebUrl(settings.endpoint)) {
    warnings.push(
      `endpoint "${settings.endpoint}" is the local demo server's: left out, so <portfolio-projects> asks for one. ` +
        `Set "site": { "endpoint": "https://…" } to your GraphQL content service.`,
    );
    delete settings.endpoint;
  }
  if (settings.emailjsOrigin !== undefined && !isWebUrl(settings.emailjsOrigin)) {
    // The ids beside a local origin are the demo provider's: sent to the real provider they would only fail.
    warnings.push(
      `emailjsOrigin "${settings.emailjsOrigin}" is the local demo provider's: the mail settings are left out, so the ` +
        `contact form asks for them. Set "site": { "emailjsOrigin": "${DEFAULT_EMAILJS_ORIGIN}", "emailjsServiceId": "…", ` +
        `"emailjsTemplateId": "…", "emailjsPublicKey": "…" }.`,
    );
    for (const key of MAIL_SETTINGS) delete settings[key];
  }

  let portraitFile;
  const portrait = settings.portrait;
  if (portrait !== undefined && !isWebUrl(portrait)) {
    const asset = publicPortraitFile(portrait);
    if (asset) {
      portraitFile = asset;
      settings.portrait = `assets/${encodeURIComponent(asset)}`;
    } else {
      warnings.push(`portrait "${portrait}" is neither an http(s) URL nor a file of demo/public/: left out (the placeholder shows).`);
      delete settings.portrait;
    }
  }
  if (settings.portrait && !siteUrl) {
    warnings.push(`og:image is relative until "site": { "url": "https://…/" } names where the site is deployed.`);
  }

  const look = checkLook(record);
  warnings.push(...look.warnings);
  return { settings, siteUrl, portraitFile, connect: serviceOrigins(settings), look: look.css, warnings };
}

/**
 * A sitemap (sitemaps.org 0.9) of the given absolute page addresses, all changed on `date`.
 * @param {string[]} pages
 * @param {Date} date
 */
export function sitemapXml(pages, date) {
  /** @param {string} text */
  const xml = (text) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
  const day = date.toISOString().slice(0, 10);
  const urls = pages.map((page) => `  <url>\n    <loc>${xml(page)}</loc>\n    <lastmod>${day}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled, and the sitemap is next to it. (Crawlers read it only at a domain's root.)
 * @param {string} siteUrl with its trailing slash
 */
export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("sitemap.xml", siteUrl).href}\n`;
}

/**
 * The settings as one page sees them: a relative portrait is relative to the site's root, so a page one
 * folder down (embed/) needs "../" before it.
 * @param {Record<string, string>} settings
 * @param {string} up "" or "../"
 */
function forPage(settings, up) {
  return settings.portrait && !isWebUrl(settings.portrait) ? { ...settings, portrait: up + settings.portrait } : settings;
}

/**
 * Writes the static site.
 * @param {object} [options]
 * @param {string} [options.settingsFile]
 * @param {string} [options.distDir] the build to copy (with its manifest)
 * @param {string} [options.outDir]
 * @param {(line: string) => void} [options.log]
 * @param {string} [options.portraitCacheDir] where the portrait's light versions are made and kept
 * @param {string} [options.publicDir] the demo's own files, where a portrait "/assets/me.jpg" is (default demo/public/)
 * @returns {Promise<{ outDir: string, files: string[], precompressed: string[], warnings: string[] }>}
 */
export async function buildSite(options = {}) {
  const settingsFile = options.settingsFile ?? join(DEMO, "settings.json");
  const distDir = options.distDir ?? join(ROOT, "dist");
  const outDir = options.outDir ?? join(distDir, "site");
  const publicDir = options.publicDir ?? PUBLIC;
  const log = options.log ?? console.log;
  if (!existsSync(join(distDir, "portfolio-elements.js")) || !existsSync(join(distDir, ".vite", "manifest.json"))) {
    throw new Error(`${distDir} holds no build: run \`npm run build\` first.`);
  }

  const { settings, siteUrl, portraitFile, connect, look, warnings } = siteSettings(JSON.parse(await readFile(settingsFile, "utf8")));
  for (const warning of warnings) log(`warning: ${warning}`);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, "embed"), { recursive: true });
  await mkdir(join(outDir, "lib"), { recursive: true });
  await mkdir(join(outDir, "assets"), { recursive: true });

  /** @param {string} line */
  const warn = (line) => {
    warnings.push(line);
    log(line);
  };
  /** @type {string[]} */
  const files = [];
  /** @param {string} relative @param {string | Buffer} body */
  const write = async (relative, body) => {
    await writeFile(join(outDir, relative), body);
    files.push(relative);
  };

  for (const file of ["portfolio-elements.js", "portfolio-elements.iife.js"]) {
    await copyFile(join(distDir, file), join(outDir, "lib", file));
    files.push(`lib/${file}`);
  }
  await cp(join(distDir, "chunks"), join(outDir, "lib", "chunks"), { recursive: true });
  files.push("lib/chunks/");
  for (const file of await readdir(SITE_ASSETS_DIR)) {
    await copyFile(join(SITE_ASSETS_DIR, file), join(outDir, "assets", file));
    files.push(`assets/${file}`);
  }
  // A photo is shown in light versions made from it (AVIF, WebP at the slot's sizes); the original stays for og:image.
  // A portrait file that is missing or is no image is left out, with a warning: the hero shows its placeholder.
  const set = portraitFile
    ? await portraitSet(join(publicDir, portraitFile), { cacheDir: options.portraitCacheDir, warn: (line) => warn(`warning: ${line}`) })
    : undefined;
  if (set === null) delete settings.portrait;
  else if (portraitFile) {
    await copyFile(join(publicDir, portraitFile), join(outDir, "assets", basename(portraitFile)));
    files.push(`assets/${portraitFile}`);
  }
  for (const entry of set?.files ?? []) {
    await copyFile(join(set?.dir ?? "", entry.name), join(outDir, "assets", entry.name));
    files.push(`assets/${entry.name}`);
  }
  // GitHub Pages would otherwise run the folder through Jekyll, which drops files starting with "_".
  await write(".nojekyll", "");

  const csp = contentSecurityPolicy(connect, { images: imageOrigins(settings) });
  // A page per route, each prerendered for it; assets/route.js opens the one the hash asks for.
  for (const [route, file] of /** @type {[import("../src/site/pages.js").SiteRoute, string][]} */ (Object.entries(ROUTE_PAGES))) {
    const pageUrl = siteUrl && routePageUrl(route, siteUrl);
    const html = await renderSitePage({
      settings,
      distDir,
      distUrl: "lib/",
      assetsUrl: "assets/",
      pageUrl,
      canonicalUrl: pageUrl,
      csp,
      portraitSet: set ? { set, urlPrefix: "assets/" } : undefined,
      look,
      route,
      log: warn,
    });
    await write(file, html);
  }
  if (siteUrl) {
    // For search engines: every route's page (each iframe page names its route's page as canonical), and where
    // the list is.
    const pages = Object.keys(ROUTE_PAGES).map((route) => routePageUrl(/** @type {keyof typeof ROUTE_PAGES} */ (route), siteUrl));
    await write("sitemap.xml", sitemapXml(pages, new Date()));
    await write("robots.txt", robotsTxt(siteUrl));
  }
  // An iframe page per element, prerendered; with its oEmbed answer when the site's address is known (oEmbed
  // wants absolute URLs).
  if (!siteUrl) warn(`warning: the iframe pages have no oEmbed discovery until "site": { "url": "https://…/" } names where the site is deployed.`);
  for (const element of /** @type {(keyof typeof FRAME_ELEMENTS)[]} */ (Object.keys(FRAME_ELEMENTS))) {
    const frameUrl = siteUrl && new URL(`embed/${element}.html`, siteUrl).href;
    const html = await renderFramePage({
      settings: forPage(settings, "../"),
      distDir,
      distUrl: "../lib/",
      assetsUrl: "../assets/",
      pageUrl: frameUrl,
      canonicalUrl: siteUrl && routePageUrl(FRAME_ELEMENTS[element].route, siteUrl),
      oembedUrl: frameUrl && frameUrl.replace(/\.html$/, ".oembed.json"),
      csp,
      portraitSet: set ? { set, urlPrefix: "../assets/" } : undefined,
      look,
      element,
      log: warn,
    });
    await write(`embed/${element}.html`, html);
    if (frameUrl) await write(`embed/${element}.oembed.json`, oembedJson({ element, settings, frameUrl, siteUrl }));
  }
  // Netlify and Cloudflare Pages read this file: the site's own pages may be framed only by the site itself, the
  // iframe pages by anyone (a <meta> policy cannot say so). Other hosts: see the README.
  const base = siteUrl ? new URL(siteUrl).pathname : "/";
  const sitePaths = [base, ...Object.values(ROUTE_PAGES).map((file) => base + file)];
  await write(
    "_headers",
    sitePaths.map((path) => `${path}\n  Content-Security-Policy: frame-ancestors ${SITE_FRAME_ANCESTORS}\n`).join(""),
  );
  // Last, once every file is written: a .br and a .gz beside each text file, for hosts that send them.
  const precompressed = await precompressFolder(outDir);
  return { outDir, files, precompressed, warnings };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  /** @param {string} name */
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!args.includes("--no-build")) {
    const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  try {
    const settingsFile = option("settings");
    const outDir = option("out");
    const result = await buildSite({
      settingsFile: settingsFile && resolve(settingsFile),
      outDir: outDir && resolve(outDir),
    });
    console.log(`static site written to ${result.outDir}:\n  ${result.files.join("\n  ")}`);
    console.log(`  and ${result.precompressed.length} precompressed copies (.br, .gz) beside its text files`);
    console.log("Serve the folder from any path; the embed pages are embed/<name>.html?theme=light|dark|auto.");
  } catch (error) {
    console.error(`build:site: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
