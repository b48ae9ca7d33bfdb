/**
 * The link preview of each page the static site has (`og:image`): a 1200×630 PNG made by build:site with sharp, in
 * the owner's look: their name and role, the page's subject (My Work, Contact, a project's title and summary) and
 * their initials on the accent colour. Drawn from an SVG by librsvg, which runs no script and fetches nothing.
 */
import { escapeHtml } from "../text/html.ts";
import { initials } from "../text/initials.ts";
import { DEFAULT_ACCENTS } from "../theme/accent-tokens.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The accent when the look sets none: the light theme's. */
const DEFAULT_ACCENT = DEFAULT_ACCENTS.light;

/**
 * `text` in lines of at most `width` characters, broken between words, at most `lines` of them (the last ending in
 * an ellipsis when text is left over).
 */
export function wrap(text: string, width: number, lines: number) {
  const out: string[] = [];
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

export interface Card {
  /** the owner's name */
  name: string;
  /** the owner's role */
  role: string;
  /** what the page is about (its title, a project's title) */
  heading: string;
  /** a line under it (a project's summary) */
  detail?: string;
  /** the owner's accent colour (a CSS colour, checked by look.ts) */
  accent?: string;
  /** the page's direction: right to left, the card is mirrored */
  dir?: "ltr" | "rtl";
}

const text = (value: string) => escapeHtml(value);

/** Letters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/**
 * A text's own direction, as `dir="auto"` finds it: its first letter's, or undefined when it has none.
 */
function directionOfText(value: string): "ltr" | "rtl" | undefined {
  const first = /\p{L}/u.exec(value)?.[0];
  return first === undefined ? undefined : RTL_LETTER.test(first) ? "rtl" : "ltr";
}

/**
 * A card's words in a block `width` pixels wide from its outer edge, mirrored right to left: the owner's name, the
 * heading, the detail under it and the role at the foot.
 */
function words({ name, role, heading, detail, dir }: Card, { width, color, chars, size }: { width: number; color: string; chars: { heading: number; detail: number; line: number }; size: number }) {
  const rtl = dir === "rtl";
  // Each line in its own direction (an English title on an Arabic card keeps its full stop at its end), all lined up
  // on the side reading starts from.
  const at = (line: string) => {
    const own = directionOfText(line) ?? dir ?? "ltr";
    return `x="${rtl ? OG_WIDTH - 80 : 80}" direction="${own}" text-anchor="${(own === "rtl") === rtl ? "start" : "end"}"`;
  };
  const line = (value: string) => wrap(value, chars.line, 1)[0] ?? "";
  const title = wrap(heading, chars.heading, detail ? 2 : 3);
  const more = detail ? wrap(detail, chars.detail, width < OG_WIDTH ? 3 : 2) : [];
  const step = Math.round(size * 1.2);
  return `<g font-family="DejaVu Sans, sans-serif">
    <text ${at(name)} y="140" font-size="30" font-weight="700" fill="${color}">${text(line(name || "Portfolio"))}</text>
    ${title.map((each, index) => `<text ${at(each)} y="${240 + index * step}" font-size="${size}" font-weight="700" fill="#141a2b">${text(each)}</text>`).join("\n    ")}
    ${more.map((each, index) => `<text ${at(each)} y="${240 + title.length * step + 16 + index * 44}" font-size="30" fill="#4a5468">${text(each)}</text>`).join("\n    ")}
    <text ${at(role)} y="560" font-size="28" fill="#4a5468">${text(line(role))}</text>
  </g>`;
}

const colorOf = (accent: string = DEFAULT_ACCENT) => (/^[#\w(),.% -]+$/.test(accent) ? accent : DEFAULT_ACCENT);

/**
 * The preview's SVG: the words, and the owner's initials on the accent colour.
 */
export function ogSvg(card: Card) {
  const color = colorOf(card.accent);
  const rtl = card.dir === "rtl";
  const disc = rtl ? 160 : OG_WIDTH - 160;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${color}" fill-opacity="0.08"/>
  <rect x="${rtl ? OG_WIDTH - 24 : 0}" y="0" width="24" height="${OG_HEIGHT}" fill="${color}"/>
  <circle cx="${disc}" cy="150" r="80" fill="${color}"/>
  <text x="${disc}" y="172" font-size="60" font-weight="700" fill="#ffffff" text-anchor="middle" font-family="DejaVu Sans, sans-serif">${text(initials(card.name) || "·")}</text>
  ${words(card, { width: OG_WIDTH, color, chars: { heading: 24, detail: 50, line: 60 }, size: 58 })}
</svg>`;
}

/**
 * The preview as a PNG.
 */
export async function ogPng(card: Card): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(ogSvg(card))).png({ compressionLevel: 9 }).toBuffer();
}

/** How wide a project's picture is on its preview: most of the card, its words beside it. */
export const PICTURE_WIDTH = 680;

/**
 * A project page's preview: its picture (a PNG `PICTURE_WIDTH`×`OG_HEIGHT`, already cropped to fit) on the side away
 * from where reading starts, the words on the other.
 */
export async function pictureCardPng({ picture, ...card }: Card & { picture: Buffer }): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const color = colorOf(card.accent);
  const rtl = card.dir === "rtl";
  const side = OG_WIDTH - PICTURE_WIDTH;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${color}" fill-opacity="0.08"/>
  <rect x="${rtl ? OG_WIDTH - 24 : 0}" y="0" width="24" height="${OG_HEIGHT}" fill="${color}"/>
  ${words(card, { width: side, color, chars: { heading: 13, detail: 24, line: 25 }, size: 48 })}
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: picture, left: rtl ? 0 : side, top: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The tags beside `og:image` that link previews read to lay out a large card without fetching the picture first: its
 * size and type (when known), and Twitter's (X's) large card.
 */
export function previewTags(image: { url: string; width?: number; height?: number; type?: string } | undefined) {
  if (!image) return "";
  const tags: [string, string, string][] = [];
  if (image.width && image.height) tags.push(["property", "og:image:width", String(image.width)], ["property", "og:image:height", String(image.height)]);
  if (image.type) tags.push(["property", "og:image:type", image.type]);
  tags.push(["name", "twitter:card", "summary_large_image"]);
  return tags.map(([kind, key, value]) => `\n    <meta ${kind}="${key}" content="${escapeHtml(value)}" />`).join("");
}
