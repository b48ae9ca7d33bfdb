/** An element's first render as Declarative Shadow DOM, for servers and static builds; never shipped to browsers. */
import { renderToString } from "react-dom/server";
import { escapeHtml, scriptJson } from "./text/html.ts";
import { loadElement } from "./define/code.ts";
import { textsFor } from "./i18n/texts.ts";
import { elementTree } from "./define/context.ts";
import { settingCode, settingStyles } from "./define/variants.ts";
import { prerenderKey } from "./define/prerender-key.ts";
import { ELEMENTS, type PortfolioTag } from "./elements.ts";
import { checkPageImages } from "./elements/hero/portrait/light-versions.ts";
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

export interface Prerendered {
  template: string;
  /** Served as a same-origin file, which a strict CSP allows. */
  css: string;
  /** The list the markup shows: the elements show it at once and refresh it from the service. */
  seed: string;
  /** For the page's CSP to allow by their hashes. */
  inlineStyles: string[];
}

/**
 * react-dom/server writes React's names (`autoComplete`); validators ask for lowercase. Safe: React escapes `<`, `>`
 * and `"`, so only tags and names match. The lookahead and backreference act as an atomic group: no backtracking.
 */
function lowercaseAttributeNames(html: string): string {
  return html.replace(/<svg[\s>][\s\S]*?<\/svg>|<[a-z][^>]*>/g, (tag) =>
    tag.startsWith("<svg") ? tag : tag.replace(/\s(?=([\w-]+))\1(?==")/g, (name) => name.toLowerCase()),
  );
}

/** Past it the page goes out with the list loading, so a slow service never holds a page back. */
const PROJECTS_WAIT_MS = 1500;

/** A late answer is dropped: the fetch has its own timeout. */
function withinWait<T>(fetching: Promise<T>, wait = PROJECTS_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the content service did not answer within ${wait} ms`)), wait);
  });
  return Promise.race([fetching, late]).finally(() => clearTimeout(timer));
}

function showsProjects(tag: PortfolioTag, route: Route, settings: Settings): boolean {
  return tag === "portfolio-projects" || (tag === "portfolio-app" && route === "projects") || showsFeatured(tag, route, settings);
}

function showsFeatured(tag: PortfolioTag, route: Route, settings: Settings): boolean {
  return parseFeatured(settings.featured) > 0 && (tag === "portfolio-hero" || (tag === "portfolio-app" && route === "home"));
}

export type { PageSubject, PageWords };

export async function pageWordsFor(settings: Settings & { role?: string }, subject: PageSubject): Promise<PageWords> {
  const texts = (await textsFor(settings.lang, settings.texts)) ?? ENGLISH;
  return pageWords(settings, subject, texts, chooseLanguage(settings.lang).catalog);
}

/**
 * `origin` is the server's own address, never one a request named. Each call returns the list it fetched itself as
 * `seed`, so concurrent prerenders never see each other's. `projects` replaces the service; `null`: nothing is fetched.
 * `wait` (ms) replaces PROJECTS_WAIT_MS, for a server whose machine is known to be slow.
 */
export async function prerenderElement(
  tag: PortfolioTag,
  settings: Settings,
  route: Route,
  stylesheetHref: ((css: string) => string) | "inline",
  images: Record<string, unknown> = {},
  { origin, projects, hash, wait }: { origin?: string; projects?: unknown; hash?: string; wait?: number } = {},
): Promise<Prerendered & { warning?: string }> {
  const module = await loadElement(ELEMENTS[tag].code);
  const details = settings.projectDetails === "on" ? await loadDetails() : undefined;
  const query = details?.DETAILS_QUERY ?? SPEC_QUERY;
  const texts = (await textsFor(settings.lang, settings.texts)) ?? module.english;
  await settingCode(module, settings);
  const extraStyles = [
    ...new Set([...((await module.prepare?.(route, settings)) ?? []), ...(details?.detailStyles ?? []), ...settingStyles(module, settings)]),
  ];
  let warning: string | undefined;
  // The page's data blocks carry the same to the browser.
  const page: PageData = { route, images: checkPageImages(images), projects: {}, base: origin, hash: hash ?? "" };
  if (projects === null) {
    // No service may be asked: the markup shows the list loading, as the browser does.
  } else if (projects !== undefined) {
    // Every page of the app carries it: any route may lead to My Work without a request.
    const key = settings.endpoint?.trim() || OWN_LIST;
    if (tag === "portfolio-app" || showsProjects(tag, route, settings)) page.projects = { [key]: query.check(projects) };
  } else if (showsProjects(tag, route, settings)) {
    try {
      const projects = xmlSafe(await withinWait(fetchProjects(endpointUrl(settings.endpoint, origin), query), wait));
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
  // For the paint before any script; an attribute's theme applies by itself (base.css).
  const themeAttribute = schemeAttribute(settings.theme);
  // Without a `lang` setting the element follows the page's direction.
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

/** For the static site's page per project, checked as the elements check them. */
export async function projectList(
  settings: Settings,
  { origin, projects, wait }: { origin?: string; projects?: unknown; wait?: number } = {},
): Promise<Project[] | undefined> {
  const query = settings.projectDetails === "on" ? (await loadDetails()).DETAILS_QUERY : SPEC_QUERY;
  if (projects !== undefined) return query.check(projects);
  try {
    return xmlSafe([...(await withinWait(fetchProjects(endpointUrl(settings.endpoint, origin), query), wait))]);
  } catch {
    return undefined;
  }
}

/** Keyed by the endpoint as the page config writes it. */
function seedScript(lists: PageData["projects"]): string {
  const seed = Object.fromEntries(Object.entries(lists).map(([endpoint, projects]) => [endpoint, projectsData(projects)]));
  return `<script type="application/json" id="${PROJECTS_SEED_ID}">${scriptJson(seed, 0)}</script>`;
}
