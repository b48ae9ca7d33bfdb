// @ts-check
/**
 * The ids of the data blocks a page carries for its elements (`<script type="application/json" id="…">`): written
 * by the page renderers (site/, plain JavaScript run without a build) and the prerenderer, read once by the
 * browser (page-data.ts).
 */

/**
 * Light versions of a portrait (AVIF and WebP at the slot's sizes), made by the page's server or static build from
 * the owner's photo, keyed by the `portrait` setting they stand for: `{ "/assets/me.jpg": { src, sizes, sources } }`.
 */
export const PORTRAIT_IMAGES_ID = "portfolio-images";

/** The project lists a prerendered page shows: a GetProjects `data` object per endpoint as the page config writes it. */
export const PROJECTS_SEED_ID = "portfolio-projects-cache";
