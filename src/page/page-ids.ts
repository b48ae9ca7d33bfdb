/**
 * The ids of the data blocks a site's pages carry for their elements (`<script type="application/json" id="…">`):
 * written by the page renderers (site/ and the prerenderer), read by each
 * element when it starts (the `pageData` of its code, define/code.ts), through data-blocks.ts, the one reader.
 */

/**
 * Light versions of a portrait (AVIF and WebP at the slot's sizes), made by the page's server or static build from
 * the owner's photo, keyed by the `portrait` setting they stand for: `{ "/assets/me.jpg": { src, sizes, sources } }`.
 */
export const PORTRAIT_IMAGES_ID = "portfolio-images";

/**
 * The project lists a prerendered page came with: a GetProjects `data` object per endpoint as the page config
 * writes it (`{ "/graphql": { "project": [...] } }`).
 */
export const PROJECTS_SEED_ID = "portfolio-projects-cache";
