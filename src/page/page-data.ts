/**
 * What a page tells its elements beyond their settings, as one checked value: the route it shows, the portrait's
 * light versions, the project lists it came with, and where a relative endpoint resolves. Elements read it from
 * PageDataContext only. A prerenderer provides it to the element tree and writes it into the page as data blocks
 * (page-ids.ts); in a browser each element reads those blocks when it starts (the `pageData` of its code,
 * define/code.ts) and provides the same context.
 */
import { createContext, useContext } from "react";
import type { Route } from "../routing/routes.ts";
import type { Project } from "../services/projects.ts";

/**
 * An image's light versions, as the page declares them (read and checked by hero/images.ts): the portrait's, or a
 * project picture's whose phone version the page carries (src/site/project-pictures.ts).
 */
export interface PageImages {
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
  /** Light versions of images: a portrait's by the `portrait` setting, a project picture's by its address. */
  images: Readonly<Record<string, PageImages>>;
  /** Checked project lists by endpoint as the page config writes it ("/graphql"), resolved against `base`. */
  projects: Readonly<Record<string, readonly Project[]>>;
  /** The hash a prerender renders for beyond its route (a project's page, `#/projects/<id>`). */
  hash?: string | undefined;
  /** What a relative endpoint resolves against: a prerender's server origin; in a browser, the page's own address. */
  base?: string | undefined;
}

/** The page data the element tree renders with. */
export const PageDataContext = /* @__PURE__ */ createContext<PageData | null>(null);

/** The light versions the page declares of `image` (a portrait setting, a project picture's address), if any. */
export function usePageImages(image: string | undefined): PageImages | undefined {
  const images = useContext(PageDataContext)?.images;
  return image && images && Object.hasOwn(images, image) ? images[image] : undefined;
}
