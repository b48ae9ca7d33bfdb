/**
 * A blog's snippets: absolute addresses and nothing inline but data blocks, so a post on another host paints the
 * elements before any script runs, under a CSP that allows only the site.
 */
import { createHash } from "node:crypto";
import { dirname } from "node:path";
import { attributeName } from "../define/attribute-name.ts";
import { escapeHtml, scriptJson } from "../text/html.ts";
import { PORTRAIT_IMAGES_ID } from "../page/page-ids.ts";
import { SETTING_NAMES } from "../settings/declaration.ts";
import { httpUrl } from "../settings/kinds.ts";
import { parseTheme } from "../theme/names.ts";
import { lookCss } from "./assembly.ts";
import { fileInside } from "./output-folder.ts";
import { PORTRAIT_CACHE_DIR, portraitEntry, portraitSet, type PortraitSet } from "./portrait.ts";
import { publishablePortrait } from "./portrait-file.ts";
import { loadPrerenderer } from "./prerendering.ts";
import { readProjectsFile } from "./projects-file.ts";
import { siteSettings } from "./site-settings.ts";

const SNIPPET_ELEMENTS = ["hero", "about", "projects", "contact"] as const;

type SnippetElement = (typeof SNIPPET_ELEMENTS)[number];

/** The studio's "Script tag, for a blog": a profile, the work, a way to make contact. */
const BLOG_ELEMENTS = ["hero", "projects", "contact"] as const;

export const SNIPPETS_DIR = "lib/snippets";

/** No featured work: the projects have their own snippet, so they would show twice. */
function blogSettings(settings: Record<string, string>, siteUrl: string) {
  const { featured: _shownByTheProjects, ...rest } = settings;
  const portrait = rest.portrait && !httpUrl(rest.portrait) ? new URL(rest.portrait, siteUrl).href : rest.portrait;
  // Always written: the owner chose for the post's colours, not the site's default.
  return { ...rest, ...(portrait && { portrait }), siteUrl, theme: parseTheme(rest.theme) };
}

/** An element's own attribute outranks any config the post has. */
function attributes(settings: Record<string, string>) {
  return SETTING_NAMES.filter((key) => typeof settings[key] === "string" && settings[key] !== "")
    .map((key) => ` ${attributeName(key)}="${escapeHtml(settings[key])}"`)
    .join("");
}

interface SnippetOptions {
  distDir: string;
  settings: Record<string, string>;
  siteUrl: string;
  portraitSet?: PortraitSet;
  /** null: none is known and none may be fetched */
  projects?: unknown;
  look?: string;
  origin?: string;
  log?: (line: string) => void;
}

/** Stylesheets are named by content hash, so each is cacheable for ever. */
export async function blogSnippets({ distDir, settings, siteUrl, portraitSet, projects, look, origin, log }: SnippetOptions): Promise<Record<string, string>> {
  const prerenderer = await loadPrerenderer(distDir);
  const page = blogSettings(settings, siteUrl);
  const files: Record<string, string> = {};
  const stylesheet = (css: string) => {
    const name = `${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
    files[name] = css;
    return new URL(`${SNIPPETS_DIR}/${name}`, siteUrl).href;
  };
  // Files only: a strict blog may refuse `data:`.
  const images = portraitSet && page.portrait && !portraitSet.svg ? portraitEntry(portraitSet, new URL("assets/", siteUrl).href, { inline: false }) : undefined;
  const { color: _color, ...entry } = images ?? { color: "" };
  const declared = images && page.portrait ? { [page.portrait]: entry } : {};
  const script = `<script src="${escapeHtml(new URL("lib/portfolio-elements.iife.js", siteUrl).href)}" defer></script>`;
  // On the elements themselves, it outranks their own defaults, before and after hydration.
  const looks = look ? [`<link rel="stylesheet" href="${escapeHtml(stylesheet(lookCss(look)))}">`] : [];
  const parts: Partial<Record<SnippetElement, { blocks: string[]; element: string }>> = {};
  for (const name of SNIPPET_ELEMENTS) {
    const tag = `portfolio-${name}` as const;
    const rendered = await prerenderer.prerenderElement(tag, page, "home", stylesheet, declared, { origin, projects });
    if (rendered.warning) (log ?? console.warn)(`warning: ${rendered.warning} (the ${name} snippet)`);
    const blocks = [
      ...(name === "hero" && images ? [`<script type="application/json" id="${PORTRAIT_IMAGES_ID}">${scriptJson(declared, 0)}</script>`] : []),
      ...(rendered.seed ? [rendered.seed] : []),
    ];
    parts[name] = { blocks, element: `<${tag}${attributes(page)}>${rendered.template}</${tag}>` };
  }
  const snippet = (names: readonly SnippetElement[]) => {
    const chosen = names.map((name) => parts[name] as { blocks: string[]; element: string });
    return [...looks, script, ...chosen.flatMap((part) => part.blocks), ...chosen.map((part) => part.element), ""].join("\n");
  };
  for (const name of SNIPPET_ELEMENTS) files[`${name}.html`] = snippet([name]);
  files["blog.html"] = snippet(BLOG_ELEMENTS);
  return files;
}

/** Made as build:site makes it; nothing is fetched from an address a request named. */
export async function studioBlogSnippet({ distDir, raw, theme, projects, settingsFile, publicDir, portraitCacheDir = PORTRAIT_CACHE_DIR }: { distDir: string; raw: unknown; theme?: string; projects?: unknown; settingsFile: string; publicDir: string; portraitCacheDir?: string }): Promise<{ snippet: string } | { problems: string[] }> {
  const { settings, siteUrl, portraitFile, projectsFile, look, errors } = siteSettings(raw);
  if (errors.length) return { problems: errors };
  if (!siteUrl) return { problems: ["The snippet names your site's files: set the site's address first."] };
  let list: unknown = settings.endpoint ? (projects ?? null) : null;
  if (projectsFile) {
    const file = await fileInside(dirname(settingsFile), projectsFile);
    if (!file) return { problems: [`site.projectsFile ${projectsFile} is not a file beside the settings file.`] };
    list = (await readProjectsFile(file, projectsFile, { siteUrl })).data;
  }
  let set: PortraitSet | undefined;
  if (portraitFile) {
    const warn = () => {};
    const portrait = await publishablePortrait(publicDir, portraitFile, { cacheDir: portraitCacheDir, warn });
    const made = portrait && (await portraitSet(portrait.file, { cacheDir: portraitCacheDir, warn }));
    if (!portrait || made === null) delete settings.portrait;
    else settings.portrait = `assets/${encodeURIComponent(portrait.name)}`;
    set = made ?? undefined;
  }
  if (theme !== undefined) settings.theme = parseTheme(theme);
  const files = await blogSnippets({ distDir, settings, siteUrl, portraitSet: set, projects: list, look, log: () => {} });
  return { snippet: files["blog.html"] as string };
}
