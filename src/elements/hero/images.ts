/**
 * Light versions of a portrait (AVIF and WebP at the slot's sizes), made by the page's server or static build
 * from the owner's photo and declared in the page, keyed by the `portrait` setting they stand for:
 * `<script type="application/json" id="portfolio-images">{ "/assets/me.jpg": { src, sizes, sources } }</script>`.
 * The `portrait` setting stays a plain URL; an element whose portrait has no entry shows it as it is.
 */
export const PORTRAIT_IMAGES_ID = "portfolio-images";

export interface PortraitImages {
  /** The `<img>`'s own src, for a browser that takes none of the sources. */
  src: string;
  /** The `sizes` of the sources: the slot's width. */
  sizes: string;
  /** One `<source>` per format, best first. */
  sources: { type: string; srcset: string }[];
}

let prerendered: unknown;

/** The page's entries, for a render on a server (there is no document to read them from). */
export function setPrerenderImages(images: unknown): void {
  prerendered = images;
}

/** A relative URL, or an http(s) one: what an `<img>` may load (no `javascript:`, no `data:`). */
export function imageUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  try {
    return /^https?:$/.test(new URL(value.trim(), "https://page.invalid/").protocol) ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** Every URL of a `srcset` passes imageUrl, or is a raster image in the page itself (a small portrait, see portrait.js). */
const safeSrcset = (srcset: unknown) =>
  typeof srcset === "string" &&
  srcset.split(/,\s+/).every((candidate) => {
    const url = candidate.trim().split(/\s+/)[0];
    return imageUrl(url) || /^data:image\/(avif|webp);base64,/.test(url!);
  });

/** The page's light versions of `portrait`, or undefined when it declares none (or a broken entry). */
export function portraitImages(portrait: string): PortraitImages | undefined {
  let all = prerendered;
  if (typeof document !== "undefined") {
    try {
      all = JSON.parse(document.getElementById(PORTRAIT_IMAGES_ID)?.textContent || "{}");
    } catch {
      return undefined;
    }
  }
  const entry = (all as Record<string, PortraitImages> | undefined)?.[portrait];
  // The src may also be a vector portrait the page carries in itself (see portrait.js): an `<img>` runs no script.
  const src = typeof entry?.src === "string" && (imageUrl(entry.src) || entry.src.startsWith("data:image/svg+xml,"));
  if (typeof entry !== "object" || !entry || !src || typeof entry.sizes !== "string") return undefined;
  const sources = Array.isArray(entry.sources)
    ? entry.sources.filter((source) => /^image\/[a-z]+$/.test(source?.type) && safeSrcset(source.srcset))
    : [];
  return { src: entry.src, sizes: entry.sizes, sources };
}
