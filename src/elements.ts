import type { ElementLoader } from "./define.ts";

/**
 * Every element of the bundle, the single list of tags. Each element's code is a chunk of its own,
 * fetched when the element first renders: a page with only `<portfolio-hero>` never loads the others.
 */
export const ELEMENTS = {
  "portfolio-app": () => import("./elements/app/index.ts"),
  "portfolio-header": () => import("./elements/header/index.ts"),
  "portfolio-hero": () => import("./elements/hero/index.ts"),
  "portfolio-about": () => import("./elements/about/index.ts"),
  "portfolio-projects": () => import("./elements/projects/index.ts"),
  "portfolio-contact": () => import("./elements/contact/index.ts"),
  "portfolio-footer": () => import("./elements/footer/index.ts"),
} as const satisfies Record<string, ElementLoader>;

export type PortfolioTag = keyof typeof ELEMENTS;
