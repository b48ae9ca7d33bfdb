/**
 * The four routes of the site and their hashes, in the order the header lists them after Home: the one list
 * the router (router.ts), the page data (page-data.ts) and the page renderer (site/) read. Apart from the router,
 * which reads the page data: one module for both would be an import circle.
 */
export const ROUTES = {
  home: "#/",
  about: "#/about",
  projects: "#/projects",
  contact: "#/contact",
} as const;

/** A route of the site: its name, a key of ROUTES. */
export type Route = keyof typeof ROUTES;

/** The projects screen's heading, as the spec names it: the studio's iframe snippet titles its frame with it. */
export const PROJECTS_TITLE = "My Work";
