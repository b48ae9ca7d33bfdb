// @ts-check
/**
 * The link preview of each page the static site has (`og:image`): a 1200×630 PNG made by build:site with sharp, in
 * the owner's look: their name and role, the page's subject (My Work, Contact, a project's title and summary) and
 * their initials on the accent colour. Drawn from an SVG by librsvg, which runs no script and fetches nothing.
 */
import { escapeHtml } from "../html.ts";
import { initials } from "../initials.ts";
import { DEFAULT_ACCENTS } from "../theme/accent-tokens.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The accent when the look sets none: the light theme's. */
const DEFAULT_ACCENT = DEFAULT_ACCENTS.light;

/**
 * `text` in lines of at most `width` characters, broken between words, at most `lines` of them (the last ending in
 * an ellipsis when text is left over).
 * @param {string} text
 * @param {number} width
 * @param {number} lines
 */
export function wrap(text, width, lines) {
  /** @type {string[]} */
  const out = [];
  let line = "";
  for (const word of text.replace(/\s+/g, " ").trim().split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next.length > width ? `${next.slice(0, width - 1)}…` : next;
    else {
      out.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
    if (out.length === lines) break;
  }
  if (line && out.length < lines) out.push(line);
  const all = text.replace(/\s+/g, " ").trim();
  const last = out.pop();
  if (last !== undefined) out.push(out.join(" ").length + last.length + 1 < all.length ? `${last.replace(/…$/, "").slice(0, width - 1).trimEnd()}…` : last);
  return out;
}

/**
 * The preview's SVG.
 * @param {object} card
 * @param {string} card.name the owner's name
 * @param {string} card.role the owner's role
 * @param {string} card.heading what the page is about (its title, a project's title)
 * @param {string} [card.detail] a line under it (a project's summary)
 * @param {string} [card.accent] the owner's accent colour (a CSS colour, checked by look.js)
 */
export function ogSvg({ name, role, heading, detail, accent = DEFAULT_ACCENT }) {
  const color = /^[#\w(),.% -]+$/.test(accent) ? accent : DEFAULT_ACCENT;
  const title = wrap(heading, 24, detail ? 2 : 3);
  const more = detail ? wrap(detail, 50, 2) : [];
  const text = (/** @type {string} */ value) => escapeHtml(value);
  const lines = [
    ...title.map((line, index) => `<text x="80" y="${240 + index * 70}" font-size="58" font-weight="700" fill="#141a2b">${text(line)}</text>`),
    ...more.map((line, index) => `<text x="80" y="${240 + title.length * 70 + 16 + index * 44}" font-size="30" fill="#4a5468">${text(line)}</text>`),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${color}" fill-opacity="0.08"/>
  <rect x="0" y="0" width="24" height="${OG_HEIGHT}" fill="${color}"/>
  <circle cx="1040" cy="150" r="80" fill="${color}"/>
  <text x="1040" y="172" font-size="60" font-weight="700" fill="#ffffff" text-anchor="middle" font-family="DejaVu Sans, sans-serif">${text(initials(name) || "·")}</text>
  <g font-family="DejaVu Sans, sans-serif">
    <text x="80" y="140" font-size="30" font-weight="700" fill="${color}">${text(name || "Portfolio")}</text>
    ${lines.join("\n    ")}
    <text x="80" y="560" font-size="28" fill="#4a5468">${text(role)}</text>
  </g>
</svg>`;
}

/**
 * The preview as a PNG.
 * @param {Parameters<typeof ogSvg>[0]} card
 * @returns {Promise<Buffer>}
 */
export async function ogPng(card) {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(ogSvg(card))).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The tags beside `og:image` that link previews read to lay out a large card without fetching the picture first: its
 * size and type (when known), and Twitter's (X's) large card.
 * @param {{ url: string, width?: number, height?: number, type?: string } | undefined} image
 */
export function previewTags(image) {
  if (!image) return "";
  /** @type {[string, string, string][]} */
  const tags = [];
  if (image.width && image.height) tags.push(["property", "og:image:width", String(image.width)], ["property", "og:image:height", String(image.height)]);
  if (image.type) tags.push(["property", "og:image:type", image.type]);
  tags.push(["name", "twitter:card", "summary_large_image"]);
  return tags.map(([kind, key, value]) => `\n    <meta ${kind}="${key}" content="${escapeHtml(value)}" />`).join("");
}
