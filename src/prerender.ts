/**
 * Prerendering for servers and static builds (never shipped to browsers): an element's first render as
 * Declarative Shadow DOM, from the same components and settings the browser uses, so the page paints its
 * content with the HTML and the element hydrates it when its script runs (see src/define/renderer.ts).
 */
import { renderToString } from "react-dom/server";
import { escapeHtml, scriptJson } from "./text/html.ts";
import { loadElement } from "./define/code.ts";
import { textsFor } from "./i18n/texts.ts";
import { elementTree } from "./define/context.ts";
import { settingCode, settingStyles } from "./define/variants.ts";
import { prerenderKey } from "./define/prerender-key.ts";
import { ELEMENTS, type PortfolioTag } from "./elements.ts";
import { checkPageImages } from "./elements/hero/images.ts";
import type { PageData } from "./page/page-data.ts";
import { pageWords, type PageSubject, type PageWords } from "./page/page-words.ts";
import { chooseLanguage } from "./i18n/languages.ts";
import { ENGLISH } from "./i18n/english.ts";
import { PROJECTS_SEED_ID } from "./page/page-ids.ts";
import type { Route } from "./routing/routes.ts";
import { loadDetails } from "./elements/projects/use-details.ts";
import { endpointUrl, fetchProjects, OWN_LIST, projectsData, SPEC_QUERY, type Project } from "./services/content.ts";
import { parseFeatured } from "./settings/counts.ts";
import type { Settings } from "./settings/page-config.ts";
import { schemeAttribute } from "./theme/names.ts";
import { xmlSafe } from "./site/xml-text.ts";
import baseStyles from "./styles/base.css?inline";

export { PROJECTS_SEED_ID };

/** One element's prerendered first render. */
export interface Prerendered {
  /** `<template shadowrootmode="open">…</template>`, to put as the element's first child. */
  template: string;
  /** The CSS the markup needs before any script runs: serve it as a same-origin file (a strict CSP allows that). */
  css: string;
  /**
   * The project list the markup shows, as the page's `<script type="application/json">` (empty when it shows
   * none): the elements show it at once and refresh it from the service.
   */
  seed: string;
  /** The text of each `<style>` in `template` (with "inline" CSS), for the page's CSP to allow by its hash. */
  inlineStyles: string[];
}

/**
 * react-dom/server writes most HTML attributes by their React names (`autoComplete`, `noValidate`, `fetchPriority`);
 * HTML reads them in any case, and validators ask for lowercase, as the browser's own DOM has them. Safe on its
 * output: React escapes `<`, `>` and `"` in text and values, so only tags and attribute names match. SVG keeps its
 * names (`viewBox`). A name is taken whole (a lookahead and a backreference: an atomic group), so a long run of
 * word characters in a value (a title of 90,000 capitals) costs one pass, never a backtrack per character.
 */
function lowercaseAttributeNames(html: string): string {
  return html.replace(/<svg[\s>][\s\S]*?<\/svg>|<[a-z][^>]*>/g, (tag) =>
    tag.startsWith("<svg") ? tag : tag.replace(/\s(?=([\w-]+))\1(?==")/g, (name) => name.toLowerCase()),
  );
}

/**
 * How long a prerender waits for the content service. Past it the page goes out with the list loading (what the
 * browser shows before its own fetch answers), so a slow service never holds a page back longer than this.
 */
const PROJECTS_WAIT_MS = 1500;

/** `fetching`, or a rejection once PROJECTS_WAIT_MS has passed; a late answer is dropped (it has its own timeout). */
function withinWait<T>(fetching: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the content service did not answer within ${PROJECTS_WAIT_MS} ms`)), PROJECTS_WAIT_MS);
  });
  return Promise.race([fetching, late]).finally(() => clearTimeout(timer));
}

/** The tags whose first render shows projects on this route: their list is fetched before rendering. */
function showsProjects(tag: PortfolioTag, route: Route, settings: Settings): boolean {
  return tag === "portfolio-projects" || (tag === "portfolio-app" && route === "projects") || showsFeatured(tag, route, settings);
}

/** Home's featured work (settings' `featured`): the hero, alone or as the app's Home, shows the first projects. */
function showsFeatured(tag: PortfolioTag, route: Route, settings: Settings): boolean {
  return parseFeatured(settings.featured) > 0 && (tag === "portfolio-hero" || (tag === "portfolio-app" && route === "home"));
}

export type { PageSubject, PageWords };

/**
 * What a page about `subject` says of itself (title, description, the owner's job title), in the settings' `lang`
 * and the owner's words (src/page/page-words.ts).
 */
export async function pageWordsFor(settings: Settings & { role?: string }, subject: PageSubject): Promise<PageWords> {
  const texts = (await textsFor(settings.lang, settings.texts)) ?? ENGLISH;
  return pageWords(settings, subject, texts, chooseLanguage(settings.lang).catalog);
}

/**
 * Renders `tag` with `settings` (the page config merged with the element's attributes) for `route`.
 * `stylesheetHref(css)` names the file the caller serves `css` from; `"inline"` puts the CSS in the markup as a
 * `<style>` instead, for a page that allows it by its hash in the CSP (one request less before the first
 * paint). When the element shows projects, they are fetched from the settings' endpoint first; if that fails or
 * takes longer than PROJECTS_WAIT_MS, the markup shows what the browser would show (the loading state), and
 * `warning` says why. `images` are the light versions of the portrait the page declares
 * (its `#portfolio-images`), so the markup has the same `<picture>` as the browser's render.
 * A relative endpoint ("/graphql") is fetched from `origin`, the server's own address (never one a request
 * named), and stays relative in the markup and the seed. Each call renders with the list it fetched itself and
 * returns it as `seed`: concurrent prerenders never see each other's. `projects` (GetProjects `data`, from the
 * owner's file, or the endpoint's answer fetched elsewhere) replaces the service: the page carries that list, under
 * the settings' endpoint if any, and nothing is fetched; `null`: nothing is fetched, the list shows loading. `hash`
 * is what the page's address shows beyond its route (a project's page, `#/projects/<id>`).
 */
export async function prerenderElement(
  tag: PortfolioTag,
  settings: Settings,
  route: Route,
  stylesheetHref: ((css: string) => string) | "inline",
  images: Record<string, unknown> = {},
  { origin, projects, hash }: { origin?: string; projects?: unknown; hash?: string } = {},
): Promise<Prerendered & { warning?: string }> {
  const module = await loadElement(ELEMENTS[tag].code);
  // With project details, their code and CSS, and the query that asks for them.
  const details = settings.projectDetails === "on" ? await loadDetails() : undefined;
  const query = details?.DETAILS_QUERY ?? SPEC_QUERY;
  // The markup is in the element's language: its texts are loaded before rendering, as in the browser.
  const texts = (await textsFor(settings.lang, settings.texts)) ?? module.english;
  // The code its settings switch it to (a compact layout, the host's surface), rendered at once like the browser does.
  await settingCode(module, settings);
  const extraStyles = [
    ...new Set([...((await module.prepare?.(route, settings)) ?? []), ...(details?.detailStyles ?? []), ...settingStyles(module, settings)]),
  ];
  let warning: string | undefined;
  // What this render shows beyond the settings; the page's data blocks carry the same to the browser.
  const page: PageData = { route, images: checkPageImages(images), projects: {}, base: origin, hash: hash ?? "" };
  if (projects === null) {
    // The list is not known here and no service may be asked: the markup shows it loading, as the browser does.
  } else if (projects !== undefined) {
    // The owner's own list (site.projectsFile), or a service's answer fetched elsewhere (the studio's), checked as a
    // service's answer is; no service is asked. Every page of the app carries it, since any route may lead to My
    // Work without a request.
    const key = settings.endpoint?.trim() || OWN_LIST;
    if (tag === "portfolio-app" || showsProjects(tag, route, settings)) page.projects = { [key]: query.check(projects) };
  } else if (showsProjects(tag, route, settings)) {
    try {
      const projects = xmlSafe(await withinWait(fetchProjects(endpointUrl(settings.endpoint, origin), query)));
      if (settings.endpoint) page.projects = { [settings.endpoint.trim()]: projects };
    } catch (error) {
      warning = `projects not prerendered: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const html = lowercaseAttributeNames(
    renderToString(elementTree(module.component, settings, null, page, texts)),
  );
  const css = [baseStyles, ...module.styles, ...extraStyles].join("\n");
  const key = escapeHtml(prerenderKey(settings, route));
  // The page config's theme, for the paint before any script (an attribute's applies by itself; see base.css).
  const themeAttribute = schemeAttribute(settings.theme);
  // Only with a `lang` setting: without one the markup stays as it always was (English, and the page's direction).
  const languageAttributes = settings.lang?.trim() ? ` lang="${escapeHtml(texts.lang)}" dir="${texts.dir}"` : "";
  const inlineStyles = stylesheetHref === "inline" ? [css.replace(/<\/(style)/gi, "<\\/$1")] : [];
  const stylesheet =
    stylesheetHref === "inline" ? `<style>${inlineStyles[0]}</style>` : `<link rel="stylesheet" href="${escapeHtml(stylesheetHref(css))}">`;
  const template =
    `<template shadowrootmode="open">${stylesheet}` +
    `<div class="root" part="base" data-prerender="${key}"${themeAttribute}${languageAttributes}>${html}</div></template>`;
  const seed = Object.keys(page.projects).length ? seedScript(page.projects) : "";
  return warning ? { template, css, seed, inlineStyles, warning } : { template, css, seed, inlineStyles };
}

/**
 * The projects the site's pages show, checked as the elements check them (their optional fields too, with project
 * details on): the owner's own (`projects`, GetProjects `data` from a file), or the service's; undefined when the
 * service cannot be asked or does not answer within PROJECTS_WAIT_MS. For the static site's page per project.
 */
export async function projectList(
  settings: Settings,
  { origin, projects }: { origin?: string; projects?: unknown } = {},
): Promise<Project[] | undefined> {
  const query = settings.projectDetails === "on" ? (await loadDetails()).DETAILS_QUERY : SPEC_QUERY;
  if (projects !== undefined) return query.check(projects);
  try {
    return xmlSafe([...(await withinWait(fetchProjects(endpointUrl(settings.endpoint, origin), query)))]);
  } catch {
    return undefined;
  }
}

/** The lists as a `<script type="application/json">` of GetProjects `data`, keyed by the endpoint as the page config writes it. */
function seedScript(lists: PageData["projects"]): string {
  const seed = Object.fromEntries(Object.entries(lists).map(([endpoint, projects]) => [endpoint, projectsData(projects)]));
  return `<script type="application/json" id="${PROJECTS_SEED_ID}">${scriptJson(seed, 0)}</script>`;
}
