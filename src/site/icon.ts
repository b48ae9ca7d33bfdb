/** The owner's initials on their accent, drawn from the settings: a file would carry one owner's initials to every site. */
import { escapeHtml } from "../text/html.ts";
import { initials } from "../text/initials.ts";
import { DEFAULT_ACCENTS } from "../theme/accent-tokens.ts";

export function iconDataUrl(name: string | undefined, accent: string | undefined) {
  return dataUrl(iconSvg(name, accent));
}

/**
 * In the page, not a request the browser makes while the page still paints.
 * Our own: mini-svg-data-uri does the same few replaces, a dependency for one icon.
 */
function dataUrl(svg: string) {
  // Characters a URL's data may hold are put back: shorter, still readable.
  const encoded = encodeURIComponent(svg.trim()).replace(/%(20|2C|2F|3A|3D)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return `data:image/svg+xml,${encoded}`;
}

/** `accent` is checked by look.ts. */
function iconSvg(name: string | undefined, accent: string | undefined = DEFAULT_ACCENTS.light) {
  const letters = initials(name ?? "");
  const text = letters
    ? `<text x="32" y="43" font-family="system-ui,sans-serif" font-size="30" font-weight="800" text-anchor="middle" fill="#fff">${escapeHtml(letters)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${escapeHtml(accent)}"/>${text}</svg>`;
}
