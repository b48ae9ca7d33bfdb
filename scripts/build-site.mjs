// @ts-check
/**
 * `npm run build:site`: writes dist/site/, the deployable static site, from dist/ and demo/settings.json:
 *
 *   index.html            the standalone site (one <portfolio-app>)
 *   embed/<name>.html     one iframe page per element, prerendered (`?theme=light|dark|auto` and
 *                         `?background=transparent` applied by assets/embed-frame.js)
 *   embed/<name>.oembed.json  its oEmbed answer, when `site.url` is set
 *   _headers              `frame-ancestors` for the site's pages, for Netlify and Cloudflare Pages
 *   lib/                  the ES bundle, its chunks, the classic script and the stylesheet that reserves the
 *                         elements' space on a blog's page, as built
 *   assets/               src/site/assets/ (favicon, page styles, the frame script), the portrait
 *
 * With `site.url`: robots.txt, sitemap.xml (the route pages) and a canonical link on each route page; each iframe
 * page names the route page that shows its element as canonical.
 *
 * Every path is relative, so the folder works from any sub-path (GitHub Pages' /user/repo/). Nothing points at
 * the local demo server: service addresses in the settings file that are paths ("/graphql", "/") are the demo
 * server's, so the static site takes its services from the optional `site` section instead
 * (`"site": { "url": "https://…/", "endpoint": "https://…", "emailjsOrigin": "https://api.emailjs.com" }`),
 * and leaves out, with a warning, any that is still a path. `"site": { "projectsFile": "projects.json" }` bakes a
 * JSON file's projects into the pages instead (src/site/projects-file.js): no content service at all.
 *
 * Options: --no-build (use dist/ as it is), --settings=FILE, --out=DIR (new, empty, or written by an earlier run:
 * see scripts/site-output.mjs).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, lstat, mkdir, readFile, readdir, rename, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isLocalUrl } from "../src/site/local-address.js";
import { checkSettings } from "../src/site/settings.js";
import { checkLook } from "../src/site/look.js";
import { escapeHtml } from "../src/html.js";
import { FRAME_ELEMENTS, oembedJson, renderFramePage } from "../src/site/frames.js";
import { SITE_ASSETS_DIR } from "../src/site/inline-assets.js";
import { SITE_FRAME_ANCESTORS, contentSecurityPolicy, imageOrigins, serviceOrigins } from "../src/site/policy.js";
import { ROUTE_PAGES, routePageUrl } from "../src/site/route-pages.js";
import { renderSitePage } from "../src/site/site-page.js";
import { loadPrerenderer, wordsForPage } from "../src/site/prerendering.js";
import { PORTRAIT_CACHE_DIR, PORTRAIT_WIDTHS, RASTER, portraitSet, publicPortraitFile } from "../src/site/portrait.js";
import { PRECOMPRESSED, TEXT_TYPES, precompressFolder } from "../src/site/precompress.js";
import { readProjectsFile } from "../src/site/projects-file.js";
import { projectPage, projectPageFile } from "../src/site/project-pages.js";
import { OG_HEIGHT, OG_WIDTH, ogPng } from "../src/site/og-image.js";
import { emptyOutputFolder, fileInside, outputFolderProblem, writeMarker } from "./site-output.mjs";
import { DEFAULT_EMAILJS_ORIGIN } from "../src/services/mail-defaults.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DEMO = join(ROOT, "demo");
const PUBLIC = join(DEMO, "public");

/** The settings a page calls or loads, and the fix when one is on a local address. */
const LOCAL_SERVICE_FIXES = /** @type {const} */ ([
  ["endpoint", `set "site": { "endpoint": "https://…" } to your hosted content service's address.`],
  ["emailjsOrigin", `set "site": { "emailjsOrigin": "${DEFAULT_EMAILJS_ORIGIN}" } (EmailJS's own), with your EmailJS ids.`],
  ["portrait", `put the photo in demo/public/ and set "portrait": "/assets/<its file name>", or use its https:// address.`],
]);

/** The `site` section's own keys; its others are settings, for the static site only. */
const SITE_ONLY = ["url", "projectsFile"];

const MAIL_SETTINGS = ["emailjsServiceId", "emailjsTemplateId", "emailjsPublicKey", "emailjsOrigin"];

/** @param {string} value */
const isWebUrl = (value) => /^https?:\/\//i.test(value) && URL.canParse(value);

/**
 * The settings the static site is configured with, from the settings file's contents: its string settings,
 * overlaid by its `site` section. Pure, for the unit tests.
 * @param {unknown} raw the parsed settings file
 * @returns {{ settings: Record<string, string>, siteUrl?: string, portraitFile?: string, projectsFile?: string, connect: string[], look: string, accent?: string, warnings: string[], errors: string[] }}
 *   errors: why the site may not be built (a public site that names this computer's services), each with its fix;
 *   portraitFile: a file of demo/public/ the portrait points at, to copy to assets/ (settings.portrait is then
 *   relative to the site's root); projectsFile: the owner's own project list (`site.projectsFile`, relative to the
 *   settings file), which takes the content service's place; connect: the origins the elements call; look: the
 *   `look` section as token declarations for the pages' style (src/site/look.js).
 */
export function siteSettings(raw) {
  /** @type {string[]} */
  const warnings = [];
  /** @type {Record<string, string>} */
  const settings = {};
  const record = typeof raw === "object" && raw !== null ? /** @type {Record<string, unknown>} */ (raw) : {};
  const site = typeof record.site === "object" && record.site !== null ? /** @type {Record<string, unknown>} */ (record.site) : {};
  // Each value checked as it enters (src/site/settings.js): an unusable one is left out with a warning.
  for (const [source, section] of /** @type {const} */ ([[record, undefined], [site, "site"]])) {
    const checked = checkSettings(source, section ? { section, extra: SITE_ONLY } : {});
    warnings.push(...checked.warnings);
    Object.assign(settings, checked.settings);
  }

  let siteUrl;
  if (typeof site.url === "string" && site.url) {
    if (isWebUrl(site.url)) siteUrl = site.url.endsWith("/") ? site.url : `${site.url}/`;
    else warnings.push(`site.url "${site.url}" is not an http(s) URL: left out.`);
  }

  // The owner's own list is the site's projects: no content service is asked, at build or at run time.
  let projectsFile;
  if (site.projectsFile !== undefined) {
    if (typeof site.projectsFile === "string" && site.projectsFile.trim()) {
      projectsFile = site.projectsFile.trim();
      delete settings.endpoint;
    } else {
      warnings.push(`site.projectsFile must name a JSON file of projects (like demo/projects.json): left out.`);
    }
  }

  // A public site's visitors would send their requests, and their messages, to their own machine or network.
  /** @type {string[]} */
  const errors = [];
  for (const [key, fix] of LOCAL_SERVICE_FIXES) {
    const value = settings[key];
    if (!value || !isLocalUrl(value)) continue;
    if (siteUrl && !isLocalUrl(siteUrl)) {
      errors.push(`${key} "${value}" is on this computer or a private network, which visitors of ${siteUrl} cannot reach: ${fix}`);
    } else if (!siteUrl) {
      warnings.push(`${key} "${value}" is on this computer or a private network: the built site works only on this computer; before you publish, ${fix}`);
    }
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
  return { settings, siteUrl, portraitFile, projectsFile, connect: serviceOrigins(settings), look: look.css, accent: look.accent, warnings, errors };
}

/**
 * The portrait file of the public folder to publish, and its name in assets/, or undefined (with a warning) when it
 * is missing, links out of the folder, or is not an image. An SVG is published as a PNG drawn from it: opened by
 * its own address, an SVG is a document of the site's origin and runs the script it holds, and a static host
 * (GitHub Pages) sends no header that could sandbox it; a PNG runs nothing, and link previews (og:image) show
 * PNGs where most do not show SVGs. sharp draws it with librsvg, which runs no script and fetches nothing.
 * @param {string} publicDir
 * @param {string} name
 * @param {{ cacheDir: string, warn: (line: string) => void }} options
 * @returns {Promise<{ file: string, name: string } | undefined>}
 */
async function publishablePortrait(publicDir, name, { cacheDir, warn }) {
  const path = join(publicDir, name);
  const file = await fileInside(publicDir, name);
  if (!file) {
    const there = await lstat(path).then(() => true, () => false);
    warn(
      there
        ? `warning: portrait ${path} links to a file outside ${publicDir} (or is no file): not published, the placeholder shows.`
        : `warning: portrait ${path} could not be read (ENOENT): left out, the placeholder shows.`,
    );
    return undefined;
  }
  if (RASTER.test(name)) return { file, name };
  if (!/\.svg$/i.test(name)) {
    warn(`warning: portrait ${path} is not an image file (JPEG, PNG, WebP, AVIF, GIF or SVG): not published, the placeholder shows.`);
    return undefined;
  }
  try {
    return { file: await svgAsPng(file, cacheDir), name: name.replace(/\.svg$/i, ".png") };
  } catch (error) {
    warn(`warning: portrait ${path} could not be drawn as an image (${error instanceof Error ? error.message : String(error)}): left out, the placeholder shows.`);
    return undefined;
  }
}

/**
 * A PNG of an SVG file, as wide as the largest light version of a portrait, kept in `cacheDir` by the SVG's content.
 * @param {string} file
 * @param {string} cacheDir
 */
async function svgAsPng(file, cacheDir) {
  const svg = await readFile(file);
  const size = Math.max(...PORTRAIT_WIDTHS);
  const png = join(cacheDir, `svg-${createHash("sha256").update(`${size}\0`).update(svg).digest("hex").slice(0, 24)}.png`);
  if (existsSync(png)) return png;
  const { default: sharp } = await import("sharp");
  const { width = size, height = size } = await sharp(svg, { failOn: "error" }).metadata();
  // Drawn at the density that makes it `size` pixels, not drawn small and scaled up.
  const density = Math.min(Math.max((72 * size) / Math.max(width, height, 1), 1), 10_000);
  await mkdir(cacheDir, { recursive: true });
  const partial = `${png}.${process.pid}.tmp`;
  await sharp(svg, { density, failOn: "error" }).resize(size, size, { fit: "inside" }).png().toFile(partial);
  await rename(partial, png);
  return png;
}

/**
 * A sitemap (sitemaps.org 0.9) of the given absolute page addresses, all changed on `date`.
 * @param {string[]} pages
 * @param {Date} date
 */
export function sitemapXml(pages, date) {
  const day = date.toISOString().slice(0, 10);
  const urls = pages.map((page) => `  <url>\n    <loc>${escapeHtml(page)}</loc>\n    <lastmod>${day}</lastmod>\n  </url>`);
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
  // Every page is prerendered: a missing or broken prerenderer stops the build before anything is written.
  await loadPrerenderer(distDir);

  const { settings, siteUrl, portraitFile, projectsFile, connect, look, accent, warnings, errors } = siteSettings(JSON.parse(await readFile(settingsFile, "utf8")));
  if (errors.length) throw new Error(errors.join("\nbuild:site: "));
  // Relative to the settings file, as an owner writes it beside it.
  const ownProjects = projectsFile ? await readProjectsFile(resolve(dirname(settingsFile), projectsFile), projectsFile, { siteUrl }) : undefined;
  warnings.push(...(ownProjects?.warnings ?? []));
  for (const warning of warnings) log(`warning: ${warning}`);
  const projects = ownProjects?.data;

  // Nothing is deleted before the folder is known to hold only what an earlier run wrote (scripts/site-output.mjs).
  const inputs = [distDir, publicDir, settingsFile, SITE_ASSETS_DIR, ...(projectsFile ? [resolve(dirname(settingsFile), projectsFile)] : []), ...(options.portraitCacheDir ? [options.portraitCacheDir] : [])];
  const problem = await outputFolderProblem(outDir, { project: ROOT, inputs });
  if (problem) throw new Error(problem);
  await emptyOutputFolder(outDir);
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
  /** Every file is on the marker's list before it is written. @type {Set<string>} */
  const claimed = new Set();
  /** @param {string[]} relatives */
  const claim = async (...relatives) => {
    for (const path of relatives) claimed.add(path);
    await writeMarker(outDir, claimed);
  };
  /** @param {string} relative @param {string | Buffer} body */
  const write = async (relative, body) => {
    await claim(relative);
    await writeFile(join(outDir, relative), body);
    files.push(relative);
  };
  /**
   * Copies a file of `folder` into the site; a link out of the folder (or anything but a file) is not followed.
   * @param {string} folder @param {string} name @param {string} to relative to the site
   */
  const copyIn = async (folder, name, to) => {
    const source = await fileInside(folder, name);
    if (!source) return warn(`warning: ${join(folder, name)} is not a file inside ${folder} (a link out of it?): not published.`);
    await claim(to);
    await mkdir(dirname(join(outDir, to)), { recursive: true });
    await copyFile(source, join(outDir, to));
    files.push(to);
  };

  // The scripts, the licences of the packages bundled in them, and the stylesheet a blog links beside the script.
  for (const file of ["portfolio-elements.js", "portfolio-elements.iife.js", "portfolio-elements.css", "THIRD-PARTY-LICENSES.md"]) {
    await copyIn(distDir, file, `lib/${file}`);
  }
  const chunks = join(distDir, "chunks");
  for (const entry of await readdir(chunks, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const name = relative(chunks, join(entry.parentPath, entry.name));
    await copyIn(chunks, name, `lib/chunks/${name.split(sep).join("/")}`);
  }
  for (const file of await readdir(SITE_ASSETS_DIR)) await copyIn(SITE_ASSETS_DIR, file, `assets/${file}`);

  // A photo is shown in light versions made from it (AVIF, WebP at the slot's sizes); the original stays for og:image.
  // A portrait file that is missing, is no image, or links out of the public folder is left out, with a warning: the
  // hero shows its placeholder.
  const portrait = portraitFile ? await publishablePortrait(publicDir, portraitFile, { cacheDir: options.portraitCacheDir ?? PORTRAIT_CACHE_DIR, warn }) : undefined;
  const set = portrait ? await portraitSet(portrait.file, { cacheDir: options.portraitCacheDir, warn: (line) => warn(`warning: ${line}`) }) : undefined;
  if (portraitFile && (!portrait || set === null)) delete settings.portrait;
  else if (portrait) {
    settings.portrait = `assets/${encodeURIComponent(portrait.name)}`;
    await claim(`assets/${portrait.name}`);
    await copyFile(portrait.file, join(outDir, "assets", portrait.name));
    files.push(`assets/${portrait.name}`);
  }
  for (const entry of set?.files ?? []) await copyIn(set?.dir ?? "", entry.name, `assets/${entry.name}`);
  // The pictures of the projects file that are files of the public folder, at the address the pages name.
  for (const picture of new Set(ownProjects?.pictures)) await copyIn(publicDir, picture, `assets/${picture}`);
  // GitHub Pages would otherwise run the folder through Jekyll, which drops files starting with "_".
  await write(".nojekyll", "");

  const csp = contentSecurityPolicy(connect, { images: imageOrigins(settings) });
  // A link preview per page (src/site/og-image.js): the owner's name, role and look, the page's subject. Absolute
  // with site.url, as link previews need; `up` is "../" from a page one folder down.
  const words = await wordsForPage(distDir, settings, "home");
  const owner = { name: settings.name?.trim() ?? "", role: words.jobTitle, accent };
  /** @param {string} file @param {{ heading: string, detail?: string }} subject */
  const preview = async (file, subject) => {
    await write(`assets/${file}`, await ogPng({ ...owner, ...subject }));
    return (/** @type {string} */ up) => ({ url: siteUrl ? new URL(`assets/${file}`, siteUrl).href : `${up}assets/${file}`, width: OG_WIDTH, height: OG_HEIGHT, type: "image/png" });
  };
  /** @type {Record<string, (up: string) => { url: string, width: number, height: number, type: string }>} */
  const previews = {};
  for (const route of /** @type {import("../src/routes.js").Route[]} */ (Object.keys(ROUTE_PAGES))) {
    previews[route] = await preview(`og-${route}.png`, {
      heading: route === "home" ? settings.tagline?.trim() || words.subheading : words.screens[route],
    });
  }
  // A page per route, each prerendered for it; assets/route.js opens the one the hash asks for.
  for (const [route, file] of /** @type {[import("../src/routes.js").Route, string][]} */ (Object.entries(ROUTE_PAGES))) {
    const pageUrl = siteUrl && routePageUrl(route, siteUrl);
    const { html } = await renderSitePage({
      settings,
      distDir,
      distUrl: "lib/",
      assetsUrl: "assets/",
      pageUrl,
      canonicalUrl: pageUrl,
      csp,
      portraitSet: set ? { set, urlPrefix: "assets/" } : undefined,
      look,
      accent,
      route,
      projects,
      image: previews[route]?.(""),
      log: warn,
    });
    await write(file, html);
  }
  // With project details, a page per project (projects/<id>.html), prerendered for its hash.
  /** @type {string[]} */
  const projectFiles = [];
  if (settings.projectDetails === "on") {
    const list = await (await loadPrerenderer(distDir)).projectList(settings, { projects });
    if (!list) warn(`warning: the projects could not be fetched, so no project has a page of its own (projects/<id>.html).`);
    for (const project of list ?? []) {
      const file = projectPageFile(project.id);
      if (!file) {
        warn(`warning: project id ${JSON.stringify(project.id)} cannot name a page (letters, digits, "-", "_" and "." only): it has none of its own.`);
        continue;
      }
      const page = projectPage(words, project);
      const pageUrl = siteUrl && new URL(file, siteUrl).href;
      await mkdir(join(outDir, "projects"), { recursive: true });
      const { html } = await renderSitePage({
        settings: forPage(settings, "../"),
        distDir,
        distUrl: "../lib/",
        assetsUrl: "../assets/",
        pageUrl,
        canonicalUrl: pageUrl,
        csp,
        portraitSet: set ? { set, urlPrefix: "../assets/" } : undefined,
        look,
        accent,
        route: "projects",
        projects,
        project: page,
        // The project's own picture, else a preview with its title and summary.
        image: page.image ?? (await preview(`og-project-${project.id}.png`, { heading: project.title, detail: project.summary ?? project.description }))("../"),
        log: warn,
      });
      await write(file, html);
      projectFiles.push(file);
    }
  }
  if (siteUrl) {
    // For search engines: every route's page (each iframe page names its route's page as canonical), each project's,
    // and where the list is.
    const pages = [
      ...Object.keys(ROUTE_PAGES).map((route) => routePageUrl(/** @type {keyof typeof ROUTE_PAGES} */ (route), siteUrl)),
      ...projectFiles.map((file) => new URL(file, siteUrl).href),
    ];
    await write("sitemap.xml", sitemapXml(pages, new Date()));
    await write("robots.txt", robotsTxt(siteUrl));
  }
  // An iframe page per element, prerendered; with its oEmbed answer when the site's address is known (oEmbed
  // wants absolute URLs).
  if (!siteUrl) warn(`warning: the iframe pages have no oEmbed discovery until "site": { "url": "https://…/" } names where the site is deployed.`);
  for (const element of /** @type {(keyof typeof FRAME_ELEMENTS)[]} */ (Object.keys(FRAME_ELEMENTS))) {
    const frameUrl = siteUrl && new URL(`embed/${element}.html`, siteUrl).href;
    const { html } = await renderFramePage({
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
      accent,
      element,
      projects,
      image: previews[FRAME_ELEMENTS[element].route]?.("../"),
      log: warn,
    });
    await write(`embed/${element}.html`, html);
    if (frameUrl) {
      const { title } = await wordsForPage(distDir, settings, FRAME_ELEMENTS[element].subject);
      await write(`embed/${element}.oembed.json`, oembedJson({ element, settings, frameUrl, siteUrl, title }));
    }
  }
  // Netlify and Cloudflare Pages read this file: the site's own pages may be framed only by the site itself, the
  // iframe pages by anyone (a <meta> policy cannot say so). Other hosts: see the README.
  const base = siteUrl ? new URL(siteUrl).pathname : "/";
  const sitePaths = [base, ...[...Object.values(ROUTE_PAGES), ...projectFiles].map((file) => base + file)];
  await write(
    "_headers",
    sitePaths.map((path) => `${path}\n  Content-Security-Policy: frame-ancestors ${SITE_FRAME_ANCESTORS}\n`).join(""),
  );
  // Last, once every file is written: a .br and a .gz beside each text file, for hosts that send them (each on the
  // marker's list first; one that is not written, as no smaller, is no harm there).
  await claim(...[...claimed].filter((file) => extname(file) in TEXT_TYPES).flatMap((file) => PRECOMPRESSED.map(([, suffix]) => file + suffix)));
  const precompressed = await precompressFolder(outDir);
  await writeMarker(outDir, [...files, ...precompressed]);
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
