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

/** The projects screen's heading, as the spec names it; its page and its iframe page are named after it. */
export const PROJECTS_TITLE = "My Work";

/** Each route's name: the crawler links of the static site's pages and the titles of the iframe pages. */
export const ROUTE_NAMES = /** @type {const} @satisfies {Record<keyof typeof ROUTES, string>} */ ({
  home: "Home",
  about: "About Me",
  projects: PROJECTS_TITLE,
  contact: "Contact",
});
