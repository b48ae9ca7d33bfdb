// @ts-check
/**
 * The four routes of the site and their hashes, in the order the header lists them after Home: the one list
 * the router (router.ts) and the page renderer (site/pages.js, which Node runs without a build, hence plain
 * JavaScript) both read.
 */
export const ROUTES = /** @type {const} */ ({
  home: "#/",
  about: "#/about",
  projects: "#/projects",
  contact: "#/contact",
});
