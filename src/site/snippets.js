// @ts-check
/**
 * A blog's snippets (`lib/snippets/<name>.html`): each element with its first render as declarative shadow DOM, made
 * by the site's prerenderer from the settings and the list as of the build, and the classic script that hydrates it.
 * Every address is absolute on the published site and nothing is inline but data blocks, so a post on another host
 * paints the elements before any script runs (or with none), under a CSP that allows only the site. The studio
 * shows the same markup (the demo server makes it with this module).
 */
import { createHash } from "node:crypto";
import { attributeName } from "../attribute-name.ts";
import { escapeHtml, scriptJson } from "../html.ts";
import { PORTRAIT_IMAGES_ID } from "../page-ids.ts";
import { httpUrl } from "../url.ts";
import { portraitEntry } from "./portrait.ts";
import { loadPrerenderer } from "./prerendering.ts";

/** The elements a blog post embeds, each with a snippet of its own. */
const SNIPPET_ELEMENTS = /** @type {const} */ (["hero", "about", "projects", "contact"]);

/** @typedef {(typeof SNIPPET_ELEMENTS)[number]} SnippetElement */

/** The studio's "Script tag, for a blog": a profile, the work, a way to make contact (`lib/snippets/blog.html`). */
const BLOG_ELEMENTS = /** @type {const} */ (["hero", "projects", "contact"]);

/** Where the snippets and their stylesheets are, in the site. */
export const SNIPPETS_DIR = "lib/snippets";

/**
 * The settings as a post on another host needs them: the site's address set (route buttons lead there), a relative
 * portrait made absolute on it, and no featured work (the projects have their own snippet, so they would show twice).
 * @param {Record<string, string>} settings the site's (a portrait relative to its root)
 * @param {string} siteUrl
 */
function blogSettings(settings, siteUrl) {
  const { featured: _shownByTheProjects, ...rest } = settings;
  const portrait = rest.portrait && !httpUrl(rest.portrait) ? new URL(rest.portrait, siteUrl).href : rest.portrait;
  return { ...rest, ...(portrait && { portrait }), siteUrl };
}

/** The settings as the element's attributes (an element's own attribute outranks any config the post has). @param {Record<string, string>} settings */
function attributes(settings) {
  return Object.entries(settings)
    .filter(([, value]) => typeof value === "string" && value !== "")
    .map(([key, value]) => ` ${attributeName(key)}="${escapeHtml(value)}"`)
    .join("");
}

/**
 * @typedef {object} SnippetOptions
 * @property {string} distDir the build, with its prerenderer
 * @property {Record<string, string>} settings the site's settings (src/site/site-settings.js)
 * @property {string} siteUrl the published site's address, ending in "/"
 * @property {import("./portrait.ts").PortraitSet} [portraitSet] the portrait's light versions, published in assets/
 * @property {unknown} [projects] the owner's own list (GetProjects `data`, from `site.projectsFile`)
 * @property {string} [origin] where a relative endpoint is fetched from
 * @property {(line: string) => void} [log]
 */

/**
 * The snippets, by file name under SNIPPETS_DIR (`hero.html` …, `blog.html`), and the stylesheets they link (by
 * content hash, so each name is cacheable for ever).
 * @param {SnippetOptions} options
 * @returns {Promise<Record<string, string>>}
 */
export async function blogSnippets({ distDir, settings, siteUrl, portraitSet, projects, origin, log }) {
  const prerenderer = await loadPrerenderer(distDir);
  const page = blogSettings(settings, siteUrl);
  /** @type {Record<string, string>} */
  const files = {};
  /** @param {string} css */
  const stylesheet = (css) => {
    const name = `${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
    files[name] = css;
    return new URL(`${SNIPPETS_DIR}/${name}`, siteUrl).href;
  };
  // The portrait's light versions by their addresses on the site, as files only: a strict blog may refuse `data:`.
  const images = portraitSet && page.portrait && !portraitSet.svg ? portraitEntry(portraitSet, new URL("assets/", siteUrl).href, { inline: false }) : undefined;
  const { color: _color, ...entry } = images ?? { color: "" };
  const declared = images && page.portrait ? { [page.portrait]: entry } : {};
  const script = `<script src="${escapeHtml(new URL("lib/portfolio-elements.iife.js", siteUrl).href)}" defer></script>`;
  /** @type {Partial<Record<SnippetElement, { blocks: string[], element: string }>>} */
  const parts = {};
  for (const name of SNIPPET_ELEMENTS) {
    const tag = /** @type {const} */ (`portfolio-${name}`);
    const rendered = await prerenderer.prerenderElement(tag, page, "home", stylesheet, declared, { origin, projects });
    if (rendered.warning) (log ?? console.warn)(`warning: ${name} snippet: ${rendered.warning}`);
    const blocks = [
      ...(name === "hero" && images ? [`<script type="application/json" id="${PORTRAIT_IMAGES_ID}">${scriptJson(declared, 0)}</script>`] : []),
      ...(rendered.seed ? [rendered.seed] : []),
    ];
    parts[name] = { blocks, element: `<${tag}${attributes(page)}>${rendered.template}</${tag}>` };
  }
  /** @param {readonly SnippetElement[]} names */
  const snippet = (names) => {
    const chosen = names.map((name) => /** @type {{ blocks: string[], element: string }} */ (parts[name]));
    return [script, ...chosen.flatMap((part) => part.blocks), ...chosen.map((part) => part.element), ""].join("\n");
  };
  for (const name of SNIPPET_ELEMENTS) files[`${name}.html`] = snippet([name]);
  files["blog.html"] = snippet(BLOG_ELEMENTS);
  return files;
}
