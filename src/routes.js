// @ts-check
/**
 * The four routes of the site and their hashes, in the order the header lists them after Home: the one list
 * the router (router.ts) and the page renderer (site/, which Node runs without a build, hence plain
 * JavaScript) both read.
 */
export const ROUTES = /** @type {const} */ ({
  home: "#/",
  about: "#/about",
  projects: "#/projects",
  contact: "#/contact",
});

/** A route of the site: its name, a key of ROUTES. @typedef {keyof typeof ROUTES} Route */

/** The projects screen's heading, as the spec names it: the studio's iframe snippet titles its frame with it. */
export const PROJECTS_TITLE = "My Work";
