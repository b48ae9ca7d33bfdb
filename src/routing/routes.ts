/** In the header's order. Apart from router.ts, which reads the page data: one module would make an import circle. */
export const ROUTES = {
  home: "#/",
  about: "#/about",
  projects: "#/projects",
  contact: "#/contact",
} as const;

export type Route = keyof typeof ROUTES;

/** The studio's iframe snippet titles its frame with it. */
export const PROJECTS_TITLE = "My Work";
