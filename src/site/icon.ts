/**
 * The pages' icon (the browser tab, a bookmark): the owner's initials on their accent, so a visitor's tab says
 * whose site it is. Drawn here from the settings, not a file: a file would carry one owner's initials to every site.
 */
import { escapeHtml } from "../text/html.ts";
import { initials } from "../text/initials.ts";
import { DEFAULT_ACCENTS } from "../theme/accent-tokens.ts";

/**
 * The icon as it goes into a page's `<link rel="icon">`.
 * @param name the owner's name
 * @param accent the owner's light accent
 */
export function iconDataUrl(name: string | undefined, accent: string | undefined) {
  return dataUrl(iconSvg(name, accent));
}

/**
 * The icon as a `data:` URL, in the page rather than a request of its own that a browser
 * makes while the page is still painting (once the page has loaded; it counted in Lighthouse's simulated LCP).
 * Our own: mini-svg-data-uri does the same few replaces, a dependency for one icon.
 */
function dataUrl(svg: string) {
  // Percent-encoded, then the characters a URL's data may hold as they are put back: shorter, and still readable.
  const encoded = encodeURIComponent(svg.trim()).replace(/%(20|2C|2F|3A|3D)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return `data:image/svg+xml,${encoded}`;
}

/**
 * @param name the owner's name
 * @param accent the owner's light accent, a colour checked by look.ts
 */
function iconSvg(name: string | undefined, accent: string | undefined = DEFAULT_ACCENTS.light) {
  const letters = initials(name ?? "");
  const text = letters
    ? `<text x="32" y="43" font-family="system-ui,sans-serif" font-size="30" font-weight="800" text-anchor="middle" fill="#fff">${escapeHtml(letters)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${escapeHtml(accent)}"/>${text}</svg>`;
}
