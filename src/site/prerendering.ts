/**
 * The elements' first render, from the prerenderer the build wrote. A missing one stops the page: without its first
 * render it would show nothing until its script ran.
 */
import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";

export class PrerendererUnavailable extends Error {}

const prerenderers: Map<string, Promise<typeof import("../prerender.ts")>> = new Map();

/** A failure is not remembered: the next call, after a build, tries again. */
export function loadPrerenderer(distDir: string) {
  let loading = prerenderers.get(distDir);
  if (!loading) {
    loading = importPrerenderer(join(distDir, "server", "prerender.js"));
    prerenderers.set(distDir, loading);
    loading.catch(() => prerenderers.delete(distDir));
  }
  return loading;
}

async function importPrerenderer(file: string) {
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
 * Fetched anew for each page, so a change to the content shows on the next load. `origin` is the server's own
 * address, never a request's Host header.
 */
export async function prerenderForPage({ distDir, tag, settings, route, inline, images, pictures, origin, projects, hash, projectsWait, log }: { distDir: string; tag: import("../elements.ts").PortfolioTag; settings: Record<string, string>; route: import("../routing/routes.ts").Route; inline: import("./policy.ts").InlineSources; images?: import("./portrait.ts").PortraitEntry | undefined; pictures?: Record<string, import("./project-pictures.ts").PictureEntry> | undefined; origin?: string | undefined; projects?: unknown | undefined; hash?: string | undefined; projectsWait?: number | undefined; log?: ((line: string) => void) | undefined; }) {
  const module = await loadPrerenderer(distDir);
  const declared = { ...pictures, ...(images && settings.portrait && { [settings.portrait]: images }) };
  const rendered = await module.prerenderElement(tag, settings, route, "inline", declared, { origin, projects, hash, wait: projectsWait });
  if (rendered.warning) (log ?? console.warn)(`warning: ${rendered.warning}`);
  for (const css of rendered.inlineStyles) inline.allowStyle(css);
  return { element: rendered.template, seed: rendered.seed };
}

/** From the build's prerenderer, in the settings' `lang` (src/page/page-words.ts). */
export async function wordsForPage(distDir: string, settings: Record<string, string>, subject: import("../page/page-words.ts").PageSubject) {
  return (await loadPrerenderer(distDir)).pageWordsFor(settings, subject);
}
