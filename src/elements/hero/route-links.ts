/**
 * Where a route button ("View My Work", "Get In Touch", "All projects") goes. Inside `<portfolio-app>` it is the
 * route's hash; alone on another page it goes to the owner's site (`site-url`), and without one the hero's element
 * provides what it does (alone/links.ts), so the app never downloads that code.
 */
import { createContext, useContext, type MouseEvent } from "react";
import { InApp, useSettings } from "../../define/context.ts";
import { ROUTES, type Route } from "../../routing/routes.ts";
import { parseSiteUrl, siteRouteUrl } from "../../settings/site-url.ts";

export interface RouteLink {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A hook for a button outside the app with no `site-url`; the same function for an element's whole life. */
export type AloneLinkHook = (route: Route, alone: boolean) => RouteLink | undefined;

const noAloneLink: AloneLinkHook = () => undefined;

/** Provided by the hero's element (alone on a page); the app's screens keep the default. */
export const AloneLinks = createContext<AloneLinkHook>(noAloneLink);

/** The `href` (and, alone on a page without `site-url`, the click) of a button to `route`. */
export function useRouteLink(route: Route): RouteLink {
  const inApp = useContext(InApp);
  const site = parseSiteUrl(useSettings().siteUrl);
  const alone = useContext(AloneLinks)(route, !inApp && !site);
  return alone ?? { href: site && !inApp ? siteRouteUrl(site, route) : ROUTES[route] };
}
