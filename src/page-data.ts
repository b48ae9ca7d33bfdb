/**
 * What a page tells its elements beyond their settings, as one value: the route it shows, the portrait's light
 * versions, the project lists it came with, and where a relative endpoint resolves. A prerenderer hands it to the
 * element tree (PageDataContext) and writes it into the page as data blocks (page-ids.js); a browser has no
 * provider, and each element reads the block it needs from the page once (hero/images.ts, services/content.ts).
 */
import { createContext } from "react";
import type { Route } from "./router.ts";

export interface PageData {
  /** The route the tree renders; a browser follows its location's hash instead (router.ts). */
  route: Route;
  /** Light versions of portraits, by the `portrait` setting they stand for; checked where used (hero/images.ts). */
  images: Readonly<Record<string, unknown>>;
  /** GetProjects `data` by endpoint as the page config writes it; checked where used (services/content.ts). */
  projects: Readonly<Record<string, unknown>>;
  /** What a relative endpoint resolves against: a prerender's server origin; in a browser, the page's own address. */
  base?: string | undefined;
}

/** The page data a prerender renders with; none in a browser. */
export const PageDataContext = /* @__PURE__ */ createContext<PageData | null>(null);
