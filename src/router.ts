import { useSyncExternalStore } from "react";

/** The four routes of the site, in the order the header lists them after Home. */
export const ROUTES = {
  home: "#/",
  about: "#/about",
  projects: "#/projects",
  contact: "#/contact",
} as const;

export type Route = keyof typeof ROUTES;

/** Maps a location hash to its route; an unknown or empty hash shows Home. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "").replace(/[?].*$/, "").replace(/\/+$/, "");
  const match = (Object.keys(ROUTES) as Route[]).find((route) => ROUTES[route] === `#${path}`);
  return match ?? "home";
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The current hash route, re-rendering on every hash change (links, Back and Forward). */
export function useHashRoute(): Route {
  return useSyncExternalStore(
    subscribe,
    () => parseRoute(window.location.hash),
    () => "home",
  );
}
