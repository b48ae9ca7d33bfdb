/**
 * What a page tells its elements beyond their settings, as one checked value: the route it shows, the portrait's
 * light versions, the project lists it came with, and where a relative endpoint resolves. Elements read it from
 * PageDataContext only. A prerenderer provides it to the element tree and writes it into the page as data blocks
 * (page-ids.ts); in a browser each element reads those blocks when it starts (the `pageData` of its code,
 * define/code.ts) and provides the same context.
 */
import { createContext } from "react";
import type { Route } from "./routes.ts";
import type { Project } from "./services/projects.ts";

/** A portrait's light versions, as the page declares them (read and checked by hero/images.ts). */
export interface PortraitImages {
  /** The `<img>`'s own src, for a browser that takes none of the sources. */
  src: string;
  /** The `sizes` of the sources: the slot's width. */
  sizes: string;
  /** One `<source>` per format, best first. */
  sources: { type: string; srcset: string }[];
}

export interface PageData {
  /** The route the tree renders first; a browser then follows its location's hash (router.ts). */
  route: Route;
  /** Light versions of portraits, by the `portrait` setting they stand for (checked: hero/images.ts). */
  images: Readonly<Record<string, PortraitImages>>;
  /** Checked project lists by endpoint as the page config writes it ("/graphql"), resolved against `base`. */
  projects: Readonly<Record<string, readonly Project[]>>;
  /** The hash a prerender renders for beyond its route (a project's page, `#/projects/<id>`). */
  hash?: string | undefined;
  /** What a relative endpoint resolves against: a prerender's server origin; in a browser, the page's own address. */
  base?: string | undefined;
}

/** The page data the element tree renders with. */
export const PageDataContext = /* @__PURE__ */ createContext<PageData | null>(null);
