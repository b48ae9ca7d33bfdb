// @ts-check
/**
 * The elements' first render in a page, from the prerenderer the build wrote (dist/server/prerender.js, built from
 * src/prerender.ts): loaded once per build folder; without a build, pages are not prerendered.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** @type {Map<string, Promise<typeof import("../prerender.ts") | undefined>>} */
const prerenderers = new Map();

/**
 * The prerenderer the build wrote, or undefined before a build.
 * @param {string} distDir
 */
function prerenderer(distDir) {
  let loading = prerenderers.get(distDir);
  if (!loading) {
    loading = import(pathToFileURL(join(distDir, "server", "prerender.js")).href).catch(() => undefined);
    prerenderers.set(distDir, loading);
  }
  return loading;
}

/**
 * An element's first render for `route` as Declarative Shadow DOM, its CSS inline (allowed through `inline`), with
 * the project list it fetched (the page embeds it as the cache's first entry), fetched anew for each page so a
 * change to the content shows on the next load. Empty strings when there is no prerenderer. `origin` is where a
 * relative endpoint in the settings is fetched from: the server's own address, never a request's Host header.
 * @param {object} options
 * @param {string} options.distDir
 * @param {import("../elements.ts").PortfolioTag} options.tag
 * @param {Record<string, string>} options.settings
 * @param {import("./route-pages.js").SiteRoute} options.route
 * @param {import("./policy.js").InlineSources} options.inline the page's inline blocks
 * @param {import("./portrait.js").PortraitEntry} [options.images] the portrait's light versions the page declares
 * @param {string} [options.origin]
 * @param {(line: string) => void} [options.log]
 */
export async function prerenderForPage({ distDir, tag, settings, route, inline, images, origin, log }) {
  const module = await prerenderer(distDir);
  if (!module) return { element: "", seed: "" };
  const portrait = images && settings.portrait ? { [settings.portrait]: images } : {};
  const rendered = await module.prerenderElement(tag, settings, route, "inline", portrait, { origin });
  if (rendered.warning) (log ?? console.warn)(`warning: ${rendered.warning}`);
  for (const css of rendered.inlineStyles) inline.allowStyle(css);
  return { element: rendered.template, seed: rendered.seed };
}
