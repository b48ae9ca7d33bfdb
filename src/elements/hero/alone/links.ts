/**
 * A route button of a hero alone on a page with no `site-url` (a blog post): a hash would change the page's address
 * and move nothing, so it goes to the page's own element for that route, scrolled to and focused; with none, it
 * keeps its hash and the element names `site-url` in one console warning. Code the hero's element loads, never the
 * app, where every button is a route.
 */
import { useContext, useEffect } from "react";
import { ShadowRootContext } from "../../../define/context.ts";
import { ROUTES, type Route } from "../../../routing/routes.ts";
import type { RouteLink } from "../route-links.ts";

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

/** The button's link when `alone` (outside the app, no `site-url`); called on every render, so its hooks keep their order. */
export function useAloneLink(route: Route, alone: boolean): RouteLink | undefined {
  const host = useContext(ShadowRootContext)?.host;
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
  if (!alone) return undefined;
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
