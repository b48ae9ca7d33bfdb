/**
 * Light versions of a portrait (AVIF and WebP at the slot's sizes), made by the page's server or static build
 * from the owner's photo and declared in the page, keyed by the `portrait` setting they stand for:
 * `<script type="application/json" id="portfolio-images">{ "/assets/me.jpg": { src, sizes, sources } }</script>`
 * (the page data's `images`, page-data.ts). The `portrait` setting stays a plain URL; an element whose portrait has
 * no entry shows it as it is.
 */
import { useContext } from "react";
import { PageDataContext } from "../../page-data.ts";
import { PORTRAIT_IMAGES_ID } from "../../page-ids.js";

export interface PortraitImages {
  /** The `<img>`'s own src, for a browser that takes none of the sources. */
  src: string;
  /** The `sizes` of the sources: the slot's width. */
  sizes: string;
  /** One `<source>` per format, best first. */
  sources: { type: string; srcset: string }[];
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

/** The browser's page's entries, read once: a page's data blocks do not change while it lives. */
let pageImages: unknown;

/**
 * The page's light versions of `portrait` (a usable image URL, see imageUrl): a prerender's page data, or the
 * page's own block; undefined when it declares none (or a broken entry, or a broken block).
 */
export function usePortraitImages(portrait: string | undefined): PortraitImages | undefined {
  let declared = useContext(PageDataContext)?.images;
  if (!declared) {
    try {
      declared = pageImages ??= JSON.parse(document.getElementById(PORTRAIT_IMAGES_ID)?.textContent || "{}");
    } catch {
      declared = pageImages = {};
    }
  }
  const entry = portrait ? (declared as Record<string, PortraitImages> | null)?.[portrait] : undefined;
  // The src may also be a vector portrait the page carries in itself (see portrait.js): an `<img>` runs no script.
  const src = typeof entry?.src === "string" && (imageUrl(entry.src) || entry.src.startsWith("data:image/svg+xml,"));
  if (typeof entry !== "object" || !entry || !src || typeof entry.sizes !== "string") return undefined;
  const sources = Array.isArray(entry.sources)
    ? entry.sources.filter((source) => /^image\/[a-z]+$/.test(source?.type) && safeSrcset(source.srcset))
    : [];
  return { src: entry.src, sizes: entry.sizes, sources };
}
