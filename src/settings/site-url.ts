/**
 * The `site-url` setting: where the owner's published site lives. An element alone on another page (a blog) sends
 * its route buttons there and finds a relative portrait there.
 */
import { ROUTES, type Route } from "../routing/routes.ts";
import { httpUrl } from "./kinds.ts";

/**
 * The site's address when it is an `http:` or `https:` URL with no user or password (its fragment dropped);
 * otherwise undefined, as if unset.
 */
export function parseSiteUrl(value: string | undefined): URL | undefined {
  const href = httpUrl(value);
  if (!href) return undefined;
  const url = new URL(href);
  url.hash = "";
  return url;
}

/** The site's page for a route: `{site-url}#/projects`. */
export function siteRouteUrl(site: URL, route: Route): string {
  const url = new URL(site);
  url.hash = ROUTES[route];
  return url.href;
}

/** A relative image URL made absolute against the site's address; an absolute one (or no site) stays as it is. */
export function onSite(src: string | undefined, site: URL | undefined): string | undefined {
  if (!src || !site || /^[a-z][a-z0-9+.-]*:/i.test(src)) return src;
  return new URL(src, site).href;
}
