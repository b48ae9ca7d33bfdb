/**
 * Every element's tag, in the order they are defined: the one list that the bundle (elements.ts), the studio's
 * stylesheet output and the tests' prerender server read.
 */
export const TAGS = [
  "portfolio-app",
  "portfolio-header",
  "portfolio-hero",
  "portfolio-about",
  "portfolio-projects",
  "portfolio-contact",
  "portfolio-footer",
] as const;
