// @ts-check
/**
 * Every element's tag, in the order they are defined: the one list that the bundle (elements.ts), the studio's
 * stylesheet output and the tests' prerender server read. Plain JavaScript, so Node reads it without a build.
 */
export const TAGS = /** @type {const} */ ([
  "portfolio-app",
  "portfolio-header",
  "portfolio-hero",
  "portfolio-about",
  "portfolio-projects",
  "portfolio-contact",
  "portfolio-footer",
]);
