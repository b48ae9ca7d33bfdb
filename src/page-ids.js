// @ts-check
/**
 * The id of a data block the site's pages carry for their elements (`<script type="application/json" id="…">`):
 * written by the page renderers (site/, plain JavaScript run without a build), read once by the hero. (The project
 * lists' block is the prerenderer's alone: services/content.ts names it.)
 */

/**
 * Light versions of a portrait (AVIF and WebP at the slot's sizes), made by the page's server or static build from
 * the owner's photo, keyed by the `portrait` setting they stand for: `{ "/assets/me.jpg": { src, sizes, sources } }`.
 */
export const PORTRAIT_IMAGES_ID = "portfolio-images";
