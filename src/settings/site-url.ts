/** An element alone on another page sends its route buttons to the owner's site. */
import { ROUTES, type Route } from "../routing/routes.ts";
import { httpUrl } from "./kinds.ts";

export function parseSiteUrl(value: string | undefined): URL | undefined {
  const href = httpUrl(value);
  if (!href) return undefined;
  const url = new URL(href);
  url.hash = "";
  return url;
}

export function siteRouteUrl(site: URL, route: Route): string {
  const url = new URL(site);
  url.hash = ROUTES[route];
  return url.href;
}

export function onSite(src: string | undefined, site: URL | undefined): string | undefined {
  if (!src || !site || /^[a-z][a-z0-9+.-]*:/i.test(src)) return src;
  return new URL(src, site).href;
}
