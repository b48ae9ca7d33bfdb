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

const prerenderers: Map<string, Promise<typeof import("../prerender.ts")>> = new Map();

/**
 * The prerenderer the build wrote into `distDir`; rejects with PrerendererUnavailable, saying why and what to do,
 * when it is missing or its import fails. A failure is not remembered: the next call tries again (after a build).
 */
export function loadPrerenderer(distDir: string) {
  let loading = prerenderers.get(distDir);
  if (!loading) {
    loading = importPrerenderer(join(distDir, "server", "prerender.js"));
    prerenderers.set(distDir, loading);
    loading.catch(() => prerenderers.delete(distDir));
  }
  return loading;
}

/** @param file */
async function importPrerenderer(file: string) {
  // As the owner would type it from the project (dist/server/prerender.js), or whole when it is elsewhere.
  const name = file.startsWith(process.cwd() + sep) ? relative(process.cwd(), file) : file;
  if (!existsSync(file)) throw new PrerendererUnavailable(`${name} is missing, so no page can be prerendered: run \`npm run build\` first.`);
  try {
    return (await import(pathToFileURL(file).href) as typeof import("../prerender.ts"));
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
 * @param options.inline the page's inline blocks
 * @param options.images the portrait's light versions the page declares
 * @param options.pictures a project picture's, by its address
 * @param options.projects the owner's own list (GetProjects `data`, from `site.projectsFile`): shown, no
 *   service asked
 * @param options.hash what the page's address shows beyond its route (a project's page)
 */
export async function prerenderForPage({ distDir, tag, settings, route, inline, images, pictures, origin, projects, hash, log }: { distDir: string; tag: import("../elements.ts").PortfolioTag; settings: Record<string, string>; route: import("../routing/routes.ts").Route; inline: import("./policy.ts").InlineSources; images?: import("./portrait.ts").PortraitEntry | undefined; pictures?: Record<string, import("./project-pictures.ts").PictureEntry> | undefined; origin?: string | undefined; projects?: unknown | undefined; hash?: string | undefined; log?: ((line: string) => void) | undefined; }) {
  const module = await loadPrerenderer(distDir);
  const declared = { ...pictures, ...(images && settings.portrait && { [settings.portrait]: images }) };
  const rendered = await module.prerenderElement(tag, settings, route, "inline", declared, { origin, projects, hash });
  if (rendered.warning) (log ?? console.warn)(`warning: ${rendered.warning}`);
  for (const css of rendered.inlineStyles) inline.allowStyle(css);
  return { element: rendered.template, seed: rendered.seed };
}

/**
 * What a page about `subject` says of itself (title, description, the owner's job title), in the settings' `lang`
 * and the owner's words, from the build's prerenderer (src/page/page-words.ts); rejects like prerenderForPage without one.
 */
export async function wordsForPage(distDir: string, settings: Record<string, string>, subject: import("../page/page-words.ts").PageSubject) {
  return (await loadPrerenderer(distDir)).pageWordsFor(settings, subject);
}
