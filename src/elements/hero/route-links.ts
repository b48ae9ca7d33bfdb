/**
 * Where a route button ("View My Work", "Get In Touch", "All projects") goes. Inside `<portfolio-app>` it is the
 * route's hash. Alone on another page (a blog) a hash would change the page's address and move nothing, so it
 * goes to the owner's site (`site-url`), or else to the page's own element for that route, scrolled to and
 * focused; else it keeps its hash, and the element names `site-url` in one console warning.
 */
import { useContext, useEffect, type MouseEvent } from "react";
import { InApp, ShadowRootContext, useSettings } from "../../define/context.ts";
import { ROUTES, type Route } from "../../routes.ts";
import { parseSiteUrl, siteRouteUrl } from "../../settings/site-url.ts";

/** The element on a page that shows a route's screen, for the routes a button may lead to. */
const ROUTE_ELEMENTS: Partial<Record<Route, string>> = {
  projects: "portfolio-projects",
  contact: "portfolio-contact",
};

/** The page's own element for the route, outside any shadow root (the first one), or undefined. */
function pageElement(route: Route): HTMLElement | undefined {
  const tag = ROUTE_ELEMENTS[route];
  return (tag && document.querySelector<HTMLElement>(tag)) || undefined;
}

/** Scrolls to the element and moves focus to its first heading (each screen's is focusable, `tabindex="-1"`). */
function showElement(element: HTMLElement): void {
  element.scrollIntoView({ block: "start" });
  element.shadowRoot?.querySelector<HTMLElement>("h1, h2, h3, h4, h5, h6")?.focus({ preventScroll: true });
}

/** Elements already warned about: one warning per element, however many buttons and renders it has. */
const warned = new WeakSet<Element>();

export interface RouteLink {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The `href` (and, alone on a page without `site-url`, the click) of a button to `route`. */
export function useRouteLink(route: Route): RouteLink {
  const inApp = useContext(InApp);
  const host = useContext(ShadowRootContext)?.host;
  const site = parseSiteUrl(useSettings().siteUrl);
  const alone = !inApp && !site;
  useEffect(() => {
    if (!alone || !host) return;
    // Once the page is parsed: its own projects or contact element may come after this one.
    const check = () => {
      if (pageElement(route) || warned.has(host)) return;
      warned.add(host);
      console.warn(`portfolio-elements: <${host.localName}>'s "${ROUTES[route]}" leads nowhere on this page: set site-url to your site.`);
    };
    if (document.readyState !== "loading") return check();
    document.addEventListener("DOMContentLoaded", check, { once: true });
    return () => document.removeEventListener("DOMContentLoaded", check);
  }, [alone, host, route]);
  if (inApp) return { href: ROUTES[route] };
  if (site) return { href: siteRouteUrl(site, route) };
  return {
    href: ROUTES[route],
    onClick: (event) => {
      const element = pageElement(route);
      if (!element || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      showElement(element);
    },
  };
}
