/** A page per route, and the plain links between them that a crawler follows. */
import { html, rawHtml } from "../text/html.ts";
import { ROUTES, type Route } from "../routing/routes.ts";

export const ROUTE_PAGES: Readonly<Record<Route, string>> = Object.freeze(
  Object.fromEntries(Object.keys(ROUTES).map((route) => [route, route === "home" ? "index.html" : `${route}.html`])) as Record<Route, string>,
);

export const PAGES_BY_HASH = JSON.stringify(
  Object.fromEntries(Object.entries(ROUTES).map(([route, hash]) => [hash, ROUTE_PAGES[route as Route]])),
);

export function routePageUrl(route: Route, siteUrl: string) {
  return new URL(route === "home" ? "" : ROUTE_PAGES[route], siteUrl).href;
}

/** Every page's `<link rel="expect" blocking="render">` waits for it. */
const PAGE_LINKS_ID = "pe-pages";

/**
 * Unslotted, for a crawler that reads no shadow root. Last in the element, and the first render waits for them: a
 * parser that yields mid-markup could paint half a nav, and the rest arriving would shift the layout.
 */
export function pageLinks(routes: Route[], { screens, pages }: { screens: Record<Route, string>; pages: string }, up = "") {
  const links = routes.map((route) => html`<a href="${up + ROUTE_PAGES[route]}">${screens[route]}</a>`);
  return html`<nav id="${PAGE_LINKS_ID}" aria-label="${pages}">${rawHtml(links.join(" "))}</nav>`;
}
