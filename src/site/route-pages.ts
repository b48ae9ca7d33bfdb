/**
 * The static site's page per route: Home in index.html, every other route prerendered in its own `<route>.html`
 * (`assets/route.js` opens the one the hash asks for), their addresses on the published site, and the plain links
 * between them that a crawler follows.
 */
import { html, rawHtml } from "../text/html.ts";
import { ROUTES, type Route } from "../routing/routes.ts";

export const ROUTE_PAGES: Readonly<Record<Route, string>> = Object.freeze(
  Object.fromEntries(Object.keys(ROUTES).map((route) => [route, route === "home" ? "index.html" : `${route}.html`])) as Record<Route, string>,
);

/** What `assets/route.js` reads: the page of each route's hash. */
export const PAGES_BY_HASH = JSON.stringify(
  Object.fromEntries(Object.entries(ROUTES).map(([route, hash]) => [hash, ROUTE_PAGES[route as Route]])),
);

/**
 * The address of a route's page on the published site: `siteUrl` itself for Home (as the sitemap lists it).
 * @param siteUrl with its trailing slash
 */
export function routePageUrl(route: Route, siteUrl: string) {
  return new URL(route === "home" ? "" : ROUTE_PAGES[route], siteUrl).href;
}

/** The id of the page links (pageLinks), which every page's `<link rel="expect" blocking="render">` waits for. */
const PAGE_LINKS_ID = "pe-pages";

/**
 * Plain links to route pages (`routes`, their files prefixed by `up`), inside the element next to its shadow
 * root: a crawler that does not run scripts or read shadow roots finds the site's pages through them. Not
 * slotted, so a browser shows none of them.
 *
 * They come last in the element, after its prerendered markup, and the page's head holds its first render back
 * until they are parsed (`<link rel="expect" href="#pe-pages" blocking="render">`, page.html): without it a
 * parser that yields mid-markup can paint half a screen, e.g. the header's nav with two of its three links, and
 * the rest arriving moves it (a layout shift). The markup is a few kB, so waiting costs nothing the visitor sees.
 * @param words each route's screen name and the links' name, in the page's language (page-words.ts)
 * @param up "../" from a page one folder down (embed/)
 */
export function pageLinks(routes: Route[], { screens, pages }: { screens: Record<Route, string>; pages: string }, up = "") {
  const links = routes.map((route) => html`<a href="${up + ROUTE_PAGES[route]}">${screens[route]}</a>`);
  return html`<nav id="${PAGE_LINKS_ID}" aria-label="${pages}">${rawHtml(links.join(" "))}</nav>`;
}
