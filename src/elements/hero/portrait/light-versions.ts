/**
 * Light versions of a portrait (AVIF and WebP at the slot's sizes), made by the page's server or static build
 * from the owner's photo and declared in the page, keyed by the `portrait` setting they stand for:
 * `<script type="application/json" id="portfolio-images">{ "/assets/me.jpg": { src, sizes, sources } }</script>`
 * (the page data's `images`, page-data.ts; a project picture's entry is keyed by its address). The `portrait`
 * setting stays a plain URL; an element whose portrait has no entry shows it as it is. Code of its own, fetched only
 * by a page that declares them (../images.ts).
 */
import { dataBlock } from "../../../page/data-blocks.ts";
import type { PageImages } from "../../../page/page-data.ts";
import { PORTRAIT_IMAGES_ID } from "../../../page/page-ids.ts";
import { imageUrl } from "../images.ts";

/** Every URL of a `srcset` passes imageUrl, or is a raster image in the page itself (a small portrait, see portrait.ts). */
const safeSrcset = (srcset: unknown) =>
  typeof srcset === "string" &&
  srcset.split(/,\s+/).every((candidate) => {
    const url = candidate.trim().split(/\s+/)[0];
    return imageUrl(url) || /^data:image\/(avif|webp);base64,/.test(url!);
  });

/** A checked entry: a usable src (an image URL, or a vector portrait the page carries in itself) and its sizes. */
function checkEntry(entry: unknown): PageImages | undefined {
  if (typeof entry !== "object" || !entry) return undefined;
  const { src, sizes, sources } = entry as Record<string, unknown>;
  // The src may also be a vector portrait the page carries in itself (see portrait.ts): an `<img>` runs no script.
  if (typeof src !== "string" || !(imageUrl(src) || src.startsWith("data:image/svg+xml,")) || typeof sizes !== "string") return undefined;
  const checked = Array.isArray(sources)
    ? sources.filter((source) => /^image\/[a-z]+$/.test(source?.type) && safeSrcset(source.srcset))
    : [];
  return { src, sizes, sources: checked.map(({ type, srcset }) => ({ type, srcset })) };
}

/**
 * The page's light versions as page data: by portrait, only the entries that pass the check (a usable src and
 * sizes; the sources whose every URL passes), so a broken entry shows the portrait as it is.
 */
export function checkPageImages(declared: unknown): Record<string, PageImages> {
  const images: Record<string, PageImages> = {};
  if (typeof declared !== "object" || !declared || Array.isArray(declared)) return images;
  for (const [portrait, entry] of Object.entries(declared)) {
    const checked = checkEntry(entry);
    if (checked) images[portrait] = checked;
  }
  return images;
}

/** The page's block of light versions, checked: an element's page data (define/code.ts, ../images.ts). */
export function readPageImages(): Record<string, PageImages> {
  return checkPageImages(dataBlock(PORTRAIT_IMAGES_ID));
}
