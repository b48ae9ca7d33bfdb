/** The static site (`npm run build:site`): each concept is a module of this folder; this one puts them in order. */
import { readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { FRAME_ELEMENTS, oembedJson, renderFramePage } from "./frames.ts";
import { SITE_ASSETS_DIR } from "./inline-assets.ts";
import { pageLanguage } from "../i18n/direction.ts";
import { OG_HEIGHT, OG_WIDTH, ogPng } from "./og-image.ts";
import { outputFolderProblem, siteWriter, writeWhole } from "./output-folder.ts";
import { contentSecurityPolicy, headersFile, imageOrigins } from "./policy.ts";
import { PORTRAIT_CACHE_DIR, portraitSet } from "./portrait.ts";
import { publishablePortrait } from "./portrait-file.ts";
import { precompressFolder } from "./precompress.ts";
import { loadPrerenderer, wordsForPage } from "./prerendering.ts";
import { projectFileName, projectPage, projectPageFile } from "./project-pages.ts";
import { projectPreviewPng } from "./project-preview.ts";
import { lightenPictures, type PictureEntry } from "./project-pictures.ts";
import { readProjectsFile } from "./projects-file.ts";
import { robotsTxt } from "./robots.ts";
import { ROUTE_PAGES, routePageUrl } from "./route-pages.ts";
import { renderSitePage } from "./site-page.ts";
import { forPage, siteSettings } from "./site-settings.ts";
import { sitemapXml } from "./sitemap.ts";
import { SNIPPETS_DIR, blogSnippets } from "./snippets.ts";
import { holdsXmlRefused, xmlSafe } from "./xml-text.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DEMO = join(ROOT, "demo");

import type { Route } from "../routing/routes.ts";

interface BuildOptions {
  settingsFile?: string;
  distDir?: string;
  outDir?: string;
  log?: (line: string) => void;
  portraitCacheDir?: string;
  pictureCacheDir?: string;
  /** where a portrait "/assets/me.jpg" is */
  publicDir?: string;
}

export async function buildSite(options: BuildOptions = {}): Promise<{ outDir: string; files: string[]; precompressed: string[]; warnings: string[] }> {
  const settingsFile = options.settingsFile ?? join(DEMO, "settings.json");
  const distDir = options.distDir ?? join(ROOT, "dist");
  const outDir = options.outDir ?? join(distDir, "site");
  const publicDir = options.publicDir ?? join(DEMO, "public");
  const log = options.log ?? console.log;
  if (!existsSync(join(distDir, "portfolio-elements.js")) || !existsSync(join(distDir, ".vite", "manifest.json"))) {
    throw new Error(`${distDir} holds no build: run \`npm run build\` first.`);
  }
  // Before anything is written: every page is prerendered.
  await loadPrerenderer(distDir);

  // Before any page or preview is made of it: librsvg refuses what XML refuses.
  const raw = JSON.parse(await readFile(settingsFile, "utf8"));
  const { settings, siteUrl, portraitFile, projectsFile, connect, look, accent, warnings, errors } = siteSettings(xmlSafe(raw));
  if (holdsXmlRefused(raw)) warnings.push(`${relative(process.cwd(), settingsFile) || settingsFile} holds control characters no page can carry: they are left out.`);
  if (errors.length) throw new Error(errors.join("\nbuild:site: "));
  // Relative to the settings file, as an owner writes it beside it.
  const projectsPath = projectsFile && resolve(dirname(settingsFile), projectsFile);
  const ownProjects = projectsPath ? await readProjectsFile(projectsPath, projectsFile, { siteUrl }) : undefined;
  warnings.push(...(ownProjects?.warnings ?? []));
  for (const warning of warnings) log(`warning: ${warning}`);
  const projects = ownProjects?.data;

  const inputs = [distDir, publicDir, settingsFile, SITE_ASSETS_DIR, ...(projectsPath ? [projectsPath] : []), ...[options.portraitCacheDir, options.pictureCacheDir].filter((dir) => dir !== undefined)];
  const problem = await outputFolderProblem(outDir, { project: ROOT, inputs });
  if (problem) throw new Error(problem);
  // A failure leaves the previous site as it was.
  const { files, precompressed } = await writeWhole(outDir, async (dir) => {
    const warn = (line: string) => {
      warnings.push(line);
      log(line);
    };
    const { files, copy, copyIn, write } = siteWriter(dir, warn);

    for (const file of ["portfolio-elements.js", "portfolio-elements.iife.js", "portfolio-elements.css", "THIRD-PARTY-LICENSES.md"]) {
      await copyIn(distDir, file, `lib/${file}`);
    }
    const chunks = join(distDir, "chunks");
    for (const entry of await readdir(chunks, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const name = relative(chunks, join(entry.parentPath, entry.name));
      await copyIn(chunks, name, `lib/chunks/${name.split(sep).join("/")}`);
    }
    // The scripts' TypeScript is inlined into the pages, not published.
    for (const file of await readdir(SITE_ASSETS_DIR)) if (!file.endsWith(".ts")) await copyIn(SITE_ASSETS_DIR, file, `assets/${file}`);

    // The original stays for og:image.
    const portrait = portraitFile ? await publishablePortrait(publicDir, portraitFile, { cacheDir: options.portraitCacheDir ?? PORTRAIT_CACHE_DIR, warn }) : undefined;
    const set = portrait ? await portraitSet(portrait.file, { cacheDir: options.portraitCacheDir, warn: (line) => warn(`warning: ${line}`) }) : undefined;
    if (portraitFile && (!portrait || set === null)) delete settings.portrait;
    else if (portrait) {
      settings.portrait = `assets/${encodeURIComponent(portrait.name)}`;
      await copy(portrait.file, `assets/${portrait.name}`);
    }
    for (const entry of set?.files ?? []) await copyIn(set?.dir ?? "", entry.name, `assets/${entry.name}`);
    for (const picture of new Set(ownProjects?.pictures)) await copyIn(publicDir, picture, `assets/${picture}`);
    // The original stays for the project's og:image: link previews want PNG or JPEG.
    const assetsBase = siteUrl && new URL("assets/", siteUrl).href;
    const originals = new Map(projects?.project.map((project) => [project.id, project.image]));
    let pictureEntry: (url: string) => PictureEntry | undefined = () => undefined;
    const published = new Set(ownProjects?.pictures);
    const fileOf = (url: string) => (assetsBase && url.startsWith(assetsBase) && published.has(url.slice(assetsBase.length)) ? join(dir, "assets", url.slice(assetsBase.length)) : undefined);
    if (projects && assetsBase) {
      const { projects: light, files: made, entryOf } = await lightenPictures(projects.project as { image?: { url: string } }[], {
        urlPrefix: assetsBase,
        cacheDir: options.pictureCacheDir,
        warn: (line) => warn(`warning: ${line}`),
        fileOf,
      });
      projects.project = light;
      pictureEntry = entryOf;
      for (const entry of made) await copyIn(entry.dir, entry.name, `assets/${entry.name}`);
    }
    // GitHub Pages would otherwise run the folder through Jekyll, which drops files starting with "_".
    await write(".nojekyll", "");

    const csp = contentSecurityPolicy(connect, { images: imageOrigins(settings), captcha: Boolean(settings.recaptchaSiteKey) });
    // Absolute with site.url, as link previews need.
    const words = await wordsForPage(distDir, settings, "home");
    const owner = { name: settings.name?.trim() ?? "", role: words.jobTitle, accent, dir: pageLanguage(settings.lang).dir };
    const preview = async (file: string, subject: { heading: string; detail?: string }, made?: Buffer) => {
      await write(`assets/${file}`, made ?? (await ogPng({ ...owner, ...subject })));
      return (up: string) => ({ url: siteUrl ? new URL(`assets/${file}`, siteUrl).href : `${up}assets/${file}`, width: OG_WIDTH, height: OG_HEIGHT, type: "image/png" });
    };
    const previews: Record<string, (up: string) => { url: string; width: number; height: number; type: string }> = {};
    for (const route of Object.keys(ROUTE_PAGES) as Route[]) {
      previews[route] = await preview(`og-${route}.png`, {
        heading: route === "home" ? settings.tagline?.trim() || words.subheading : words.screens[route],
      });
    }
    const list = settings.projectDetails === "on" ? await (await loadPrerenderer(distDir)).projectList(settings, { projects }) : undefined;
    const shownFirst = (image: { url: string } | null | undefined) => {
      const entry = image && pictureEntry(image.url);
      return entry && image ? { [image.url]: entry } : undefined;
    };
    const myWorkFirst = shownFirst(list?.[0]?.image);
    // assets/route.ts opens the one the hash asks for.
    for (const [route, file] of Object.entries(ROUTE_PAGES) as [Route, string][]) {
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
        pictures: route === "projects" ? myWorkFirst : undefined,
        image: previews[route]?.(""),
        log: warn,
      });
      await write(file, html);
    }
    const projectFiles: string[] = [];
    if (settings.projectDetails === "on") {
      if (!list) warn(`warning: the projects could not be fetched, so no project has a page of its own (projects/<id>.html).`);
      /** Page files made so far, lowercased: a file system that ignores case would see one file. */
      const named = new Set<string>();
      for (const project of list ?? []) {
        const file = projectPageFile(project.id);
        if (!file) {
          warn(`warning: project id ${JSON.stringify(project.id)} cannot name a page (letters, digits, "-", "_" and "." only): it has none of its own.`);
          continue;
        }
        if (named.has(file.toLowerCase())) {
          warn(`warning: project id ${JSON.stringify(project.id)} is used twice: only its first project has a page of its own.`);
          continue;
        }
        named.add(file.toLowerCase());
        const original = project.image && (originals.get(project.id) as { url: string } | undefined);
        const page = projectPage(words, project);
        const subject = { heading: project.title, detail: project.summary ?? project.description };
        // Made from the original picture (a PNG or an SVG, not its light WebP), else the title and summary alone.
        const picture = (original ?? project.image)?.url;
        const made = picture ? await projectPreviewPng({ ...owner, ...subject, picture, page: file }, { fileOf, warn: (line) => warn(`warning: ${line}`) }) : undefined;
        const pageUrl = siteUrl && new URL(file, siteUrl).href;
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
          pictures: shownFirst(project.image),
          image: (await preview(`og-project-${projectFileName(project.id)}.png`, subject, made))("../"),
          log: warn,
        });
        await write(file, html);
        projectFiles.push(file);
      }
    }
    if (siteUrl) {
      // No iframe page: each names its route's page as canonical.
      const pages = [
        ...Object.keys(ROUTE_PAGES).map((route) => routePageUrl(route as keyof typeof ROUTE_PAGES, siteUrl)),
        ...projectFiles.map((file) => new URL(file, siteUrl).href),
      ];
      await write("sitemap.xml", sitemapXml(pages, new Date()));
      await write("robots.txt", robotsTxt(siteUrl));
    }
    // oEmbed wants absolute URLs.
    if (!siteUrl) warn(`warning: the iframe pages have no oEmbed discovery until "site": { "url": "https://…/" } names where the site is deployed.`);
    for (const element of Object.keys(FRAME_ELEMENTS) as (keyof typeof FRAME_ELEMENTS)[]) {
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
        pictures: element === "projects" ? myWorkFirst : undefined,
        image: previews[FRAME_ELEMENTS[element].route]?.("../"),
        log: warn,
      });
      await write(`embed/${element}.html`, html);
      if (frameUrl) {
        const { title } = await wordsForPage(distDir, settings, FRAME_ELEMENTS[element].subject);
        await write(`embed/${element}.oembed.json`, oembedJson({ element, settings, frameUrl, siteUrl, title }));
      }
    }
    // They name the site's files by its address.
    if (siteUrl) {
      const snippets = await blogSnippets({ distDir, settings, siteUrl, portraitSet: set ?? undefined, projects, look, log: warn });
      for (const [name, body] of Object.entries(snippets)) await write(`${SNIPPETS_DIR}/${name}`, body);
    } else warn(`warning: no blog snippets (${SNIPPETS_DIR}/) until "site": { "url": "https://…/" } names where the site is deployed.`);
    const base = siteUrl ? new URL(siteUrl).pathname : "/";
    await write("_headers", headersFile([base, ...[...Object.values(ROUTE_PAGES), ...projectFiles].map((file) => base + file)]));
    // Last, once every file is written.
    const precompressed = await precompressFolder(dir);
    return { files, precompressed };
  });
  return { outDir, files, precompressed, warnings };
}