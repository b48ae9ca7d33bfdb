import { useSyncExternalStore } from "react";
import { ROUTES } from "./routes.js";

/** The routes and their hashes (routes.js). */
export { ROUTES };

export type Route = keyof typeof ROUTES;

/** Maps a location hash to its route; an unknown or empty hash shows Home. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "").replace(/[?].*$/, "").replace(/\/+$/, "");
  const match = (Object.keys(ROUTES) as Route[]).find((route) => ROUTES[route] === `#${path}`);
  return match ?? "home";
}

/**
 * The technology `#/projects?tag=<name>` filters My Work by, or undefined; any other query, and a query on
 * another route, is ignored.
 */
export function parseTagFilter(hash: string): string | undefined {
  if (parseRoute(hash) !== "projects") return undefined;
  const query = hash.includes("?") ? hash.slice(hash.indexOf("?") + 1) : "";
  return new URLSearchParams(query).get("tag")?.trim() || undefined;
}

/** The address of My Work filtered by `tag`, or of all projects. */
export function tagFilterHash(tag: string | undefined): string {
  return tag ? `${ROUTES.projects}?tag=${encodeURIComponent(tag)}` : ROUTES.projects;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

let prerenderRoute: Route = "home";

/** The route a server-side prerender renders (see prerender.ts); browsers read their own hash. */
export function setPrerenderRoute(route: Route): void {
  prerenderRoute = route;
}

function currentRoute(): Route {
  return typeof window === "undefined" ? prerenderRoute : parseRoute(window.location.hash);
}

/**
 * The current hash route, re-rendering on every hash change (links, Back and Forward). A hydration starts from
 * the route in the hash too: the element hydrates only markup prerendered for that route.
 */
export function useHashRoute(): Route {
  return useSyncExternalStore(subscribe, currentRoute, currentRoute);
}

/** The hash's tag filter; a hydration starts unfiltered, as its page was prerendered, then filters. */
export function useHashTagFilter(): string | undefined {
  return parseTagFilter(useSyncExternalStore(subscribe, () => window.location.hash, () => ""));
}
