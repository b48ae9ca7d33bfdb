/** The data blocks' ids: written by the page renderers, read only through data-blocks.ts. */
export const PORTRAIT_IMAGES_ID = "portfolio-images";

export const PROJECTS_SEED_ID = "portfolio-projects-cache";
