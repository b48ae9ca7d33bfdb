import { useContext, useSyncExternalStore } from "react";
import { PageDataContext } from "../page/page-data.ts";
import { ROUTES, type Route } from "./routes.ts";

/**
 * Maps a location hash to its route; an unknown or empty hash shows Home. With project `details`, a project's page
 * (`#/projects/<id>`) is the projects screen's.
 */
export function parseRoute(hash: string, details?: boolean): Route {
  const path = hash.replace(/^#/, "").replace(/[?].*$/, "").replace(/\/+$/, "");
  const match = (Object.keys(ROUTES) as Route[]).find((route) => ROUTES[route] === `#${path}`);
  return match ?? (details && /^\/projects\/[^/]+$/.test(path) ? "projects" : "home");
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

/**
 * The hooks' listeners, all called from one listener: the browser runs microtasks between two listeners, so with
 * one listener each React (and Preact) would render and commit the header and the screen apart.
 */
const hashListeners = new Set<() => void>();

function notifyHashChange(): void {
  hashListeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  // popstate too: a fragment navigation (a link, `location.hash = …`) fires it at once, while hashchange waits for
  // a task of its own, often behind a frame of the old screen; the later hashchange finds nothing new. They stay
  // once added (calling nothing when no hook listens); adding them again does nothing.
  if (!hashListeners.size) ["popstate", "hashchange"].forEach((type) => window.addEventListener(type, notifyHashChange));
  hashListeners.add(onChange);
  return () => void hashListeners.delete(onChange);
}

/**
 * The current hash route, re-rendering on every hash change (links, Back and Forward). A prerender renders its
 * page data's route; a hydration starts from the route in the hash: the element hydrates only markup
 * prerendered for that route. `details`: see parseRoute.
 */
export function useHashRoute(details?: boolean): Route {
  const rendered = useContext(PageDataContext)?.route;
  const hashRoute = () => (typeof window === "undefined" ? "home" : parseRoute(window.location.hash, details));
  return useSyncExternalStore(subscribe, hashRoute, rendered ? () => rendered : hashRoute);
}

const currentHash = () => window.location.hash;

/**
 * The location's hash, following every change. A prerender renders its page data's; a hydration starts from the
 * address's, the hash its page was prerendered for (a project's page opened elsewhere is rendered afresh).
 */
export function useHash(): string {
  const rendered = useContext(PageDataContext)?.hash;
  return useSyncExternalStore(subscribe, currentHash, () => rendered ?? currentHash());
}

/** The hash's tag filter; a hydration starts unfiltered, as its page was prerendered, then filters. */
export function useHashTagFilter(): string | undefined {
  return parseTagFilter(useSyncExternalStore(subscribe, currentHash, () => ""));
}
