import { useContext, useSyncExternalStore } from "react";
import { PageDataContext } from "../page/page-data.ts";
import { ROUTES, type Route } from "./routes.ts";

/** An unknown hash shows Home. */
export function parseRoute(hash: string, details?: boolean): Route {
  const path = hash.replace(/^#/, "").replace(/[?].*$/, "").replace(/\/+$/, "");
  const match = (Object.keys(ROUTES) as Route[]).find((route) => ROUTES[route] === `#${path}`);
  return match ?? (details && /^\/projects\/[^/]+$/.test(path) ? "projects" : "home");
}

export function parseTagFilter(hash: string): string | undefined {
  if (parseRoute(hash) !== "projects") return undefined;
  const query = hash.includes("?") ? hash.slice(hash.indexOf("?") + 1) : "";
  return new URLSearchParams(query).get("tag")?.trim() || undefined;
}

export function tagFilterHash(tag: string | undefined): string {
  return tag ? `${ROUTES.projects}?tag=${encodeURIComponent(tag)}` : ROUTES.projects;
}

/** One window listener for all: the browser runs microtasks between two, so the header and screen would commit apart. */
const hashListeners = new Set<() => void>();

function notifyHashChange(): void {
  hashListeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  // popstate fires at once on a fragment navigation, while hashchange waits for a task, often behind a frame of the
  // old screen.
  if (!hashListeners.size) ["popstate", "hashchange"].forEach((type) => window.addEventListener(type, notifyHashChange));
  hashListeners.add(onChange);
  return () => void hashListeners.delete(onChange);
}

/** A hydration starts from the hash's route: the element hydrates only markup prerendered for it. */
export function useHashRoute(details?: boolean): Route {
  const rendered = useContext(PageDataContext)?.route;
  const hashRoute = () => (typeof window === "undefined" ? "home" : parseRoute(window.location.hash, details));
  return useSyncExternalStore(subscribe, hashRoute, rendered ? () => rendered : hashRoute);
}

const currentHash = () => window.location.hash;

export function useHash(): string {
  const rendered = useContext(PageDataContext)?.hash;
  return useSyncExternalStore(subscribe, currentHash, () => rendered ?? currentHash());
}

/** A hydration starts unfiltered, as its page was prerendered. */
export function useHashTagFilter(): string | undefined {
  return parseTagFilter(useSyncExternalStore(subscribe, currentHash, () => ""));
}
