/** In the order they are defined. */
export const TAGS = [
  "portfolio-app",
  "portfolio-header",
  "portfolio-hero",
  "portfolio-about",
  "portfolio-projects",
  "portfolio-contact",
  "portfolio-footer",
] as const;
