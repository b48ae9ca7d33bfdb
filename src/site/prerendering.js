// @ts-check
/**
 * The elements' first render in a page, from the prerenderer the build wrote (dist/server/prerender.js, built from
 * src/prerender.ts): loaded once per build folder. A missing or failing prerenderer stops the page with the reason:
 * a page without its first render would look like a site and show nothing until its script ran.
 */
import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";

/** The build's prerenderer is missing or fails to load: no page can be made until `npm run build` has run. */
export class PrerendererUnavailable extends Error {}

/** @type {Map<string, Promise<typeof import("../prerender.ts")>>} */
const prerenderers = new Map();

/**
 * The prerenderer the build wrote into `distDir`; rejects with PrerendererUnavailable, saying why and what to do,
 * when it is missing or its import fails. A failure is not remembered: the next call tries again (after a build).
 * @param {string} distDir
 */
export function loadPrerenderer(distDir) {
  let loading = prerenderers.get(distDir);
  if (!loading) {
    loading = importPrerenderer(join(distDir, "server", "prerender.js"));
    prerenderers.set(distDir, loading);
    loading.catch(() => prerenderers.delete(distDir));
  }
  return loading;
}

/** @param {string} file */
async function importPrerenderer(file) {
  // As the owner would type it from the project (dist/server/prerender.js), or whole when it is elsewhere.
  const name = file.startsWith(process.cwd() + sep) ? relative(process.cwd(), file) : file;
  if (!existsSync(file)) throw new PrerendererUnavailable(`${name} is missing, so no page can be prerendered: run \`npm run build\` first.`);
  try {
    return /** @type {typeof import("../prerender.ts")} */ (await import(pathToFileURL(file).href));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PrerendererUnavailable(`${name} fails to load (${reason}), so no page can be prerendered: run \`npm run build\` again.`, { cause: error });
  }
}

/**
 * An element's first render for `route` as Declarative Shadow DOM, its CSS inline (allowed through `inline`), with
 * the project list it fetched (the page embeds it as the cache's first entry), fetched anew for each page so a
 * change to the content shows on the next load; rejects with PrerendererUnavailable without one. `origin` is where a
 * relative endpoint in the settings is fetched from: the server's own address, never a request's Host header.
 * @param {object} options
 * @param {string} options.distDir
 * @param {import("../elements.ts").PortfolioTag} options.tag
 * @param {Record<string, string>} options.settings
 * @param {import("../routes.ts").Route} options.route
 * @param {import("./policy.js").InlineSources} options.inline the page's inline blocks
 * @param {import("./portrait.js").PortraitEntry} [options.images] the portrait's light versions the page declares
 * @param {Record<string, import("./project-pictures.js").PictureEntry>} [options.pictures] a project picture's, by its address
 * @param {string} [options.origin]
 * @param {unknown} [options.projects] the owner's own list (GetProjects `data`, from `site.projectsFile`): shown, no
 *   service asked
 * @param {string} [options.hash] what the page's address shows beyond its route (a project's page)
 * @param {(line: string) => void} [options.log]
 */
export async function prerenderForPage({ distDir, tag, settings, route, inline, images, pictures, origin, projects, hash, log }) {
  const module = await loadPrerenderer(distDir);
  const declared = { ...pictures, ...(images && settings.portrait && { [settings.portrait]: images }) };
  const rendered = await module.prerenderElement(tag, settings, route, "inline", declared, { origin, projects, hash });
  if (rendered.warning) (log ?? console.warn)(`warning: ${rendered.warning}`);
  for (const css of rendered.inlineStyles) inline.allowStyle(css);
  return { element: rendered.template, seed: rendered.seed };
}

/**
 * What a page about `subject` says of itself (title, description, the owner's job title), in the settings' `lang`
 * and the owner's words, from the build's prerenderer (src/page-words.ts); rejects like prerenderForPage without one.
 * @param {string} distDir
 * @param {Record<string, string>} settings
 * @param {import("../page-words.ts").PageSubject} subject
 */
export async function wordsForPage(distDir, settings, subject) {
  return (await loadPrerenderer(distDir)).pageWordsFor(settings, subject);
}
