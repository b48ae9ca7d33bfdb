/** What a page tells its elements beyond their settings, checked once; elements read it from PageDataContext only. */
import { createContext, useContext } from "react";
import type { Route } from "../routing/routes.ts";
import type { Project } from "../services/projects.ts";

export interface PageImages {
  src: string;
  sizes: string;
  /** best first */
  sources: { type: string; srcset: string }[];
}

export interface PageData {
  /** A browser then follows its location's hash. */
  route: Route;
  /** By the `portrait` setting, or a project picture's address. */
  images: Readonly<Record<string, PageImages>>;
  /** By endpoint as the page config writes it. */
  projects: Readonly<Record<string, readonly Project[]>>;
  hash?: string | undefined;
  /** A prerender's server origin; in a browser, the page's own address. */
  base?: string | undefined;
}

export const PageDataContext = /* @__PURE__ */ createContext<PageData | null>(null);

export function usePageImages(image: string | undefined): PageImages | undefined {
  const images = useContext(PageDataContext)?.images;
  return image && images && Object.hasOwn(images, image) ? images[image] : undefined;
}
