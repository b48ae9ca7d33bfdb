/**
 * `srcset` for a project's picture where its host resizes on request: Hygraph's asset CDN (`*.graphassets.com`),
 * whose addresses take a transformation before the file's handle, `https://media.graphassets.com/resize=width:800/<handle>`
 * (or `https://<region>.graphassets.com/<environment>/resize=width:800/<handle>`). Any other host's picture is shown
 * as it is (but for the light versions made of a local picture, named by their width): a `srcset` naming sizes
 * that do not exist would fetch the same file again under every name.
 */
import type { ProjectImage } from "../../services/projects.ts";

/**
 * The widths offered below the picture's own: a phone's card, a laptop's card, and both at 2x (src/site/project-pictures.ts
 * makes a local picture's light versions at these).
 */
const WIDTHS = [480, 800, 1200, 1600];

/**
 * A light version made of a local picture (src/site/project-pictures.ts): its siblings differ only in the width and
 * format.
 */
const LIGHT_VERSION = /^(.*\/project-[0-9a-f]{16}-)(\d+)(\.webp)$/;

/**
 * The `srcset` of `image` on a host that resizes, each width under its own, and the picture itself at its width; or
 * undefined (another host, no known width, or an address that already holds a transformation, which a second one
 * could undo).
 */
export function resizedSrcset(image: ProjectImage): string | undefined {
  if (!image.width) return undefined;
  const light = LIGHT_VERSION.exec(image.url);
  if (light && Number(light[2]) === image.width) {
    const smaller = WIDTHS.filter((width) => width < image.width!);
    return [...smaller.map((width) => `${light[1]}${width}${light[3]} ${width}w`), `${image.url} ${image.width}w`].join(", ");
  }
  let url: URL;
  try {
    url = new URL(image.url);
  } catch {
    return undefined;
  }
  const segments = url.pathname.split("/").slice(1);
  if (url.protocol !== "https:" || !/(^|\.)graphassets\.com$/.test(url.hostname) || !segments.length || segments.length > 2) return undefined;
  if (segments.some((segment) => !segment || segment.includes("=") || segment.includes(":"))) return undefined;
  const handle = segments.pop();
  const at = (width: number) => `${url.origin}/${[...segments, `resize=width:${width}`, handle].join("/")}${url.search} ${width}w`;
  const smaller = WIDTHS.filter((width) => width < image.width!);
  return smaller.length ? [...smaller.map(at), `${image.url} ${image.width}w`].join(", ") : undefined;
}

/**
 * The AVIF `srcset` of a local picture's light versions (made beside the WebP ones), or undefined for any other
 * picture.
 */
export function avifSrcset(image: ProjectImage): string | undefined {
  const light = LIGHT_VERSION.exec(image.url);
  if (!light || Number(light[2]) !== image.width) return undefined;
  return [...WIDTHS.filter((width) => width < image.width!), image.width].map((width) => `${light[1]}${width}.avif ${width}w`).join(", ");
}
