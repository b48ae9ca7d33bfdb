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
 * `text` in at most `lines` lines no wider than `width` (as `measure` counts, characters unless told), broken between
 * words or after a hyphen. Text left over ends the last line with "…" after a whole word (none after a full stop);
 * only a word wider than a whole line is cut inside.
 */
export function wrap(text: string, width: number, lines: number, measure: (line: string) => number = (line) => line.length) {
  return layout(text, width, lines, measure).lines;
}

/** `wrap`'s lines, and whether anything was cut. */
function layout(text: string, width: number, most: number, measure: (line: string) => number) {
  const all: string[] = [];
  let line = "";
  for (const [index, word] of text.replace(/\s+/g, " ").trim().split(" ").entries()) {
    for (const [part, piece] of word.split(/(?<=-)(?=.)/).entries()) {
      const longer = `${line}${index > 0 && part === 0 && line ? " " : ""}${piece}`;
      if (!line || measure(longer) <= width) line = longer;
      else {
        all.push(line);
        line = piece;
      }
    }
  }
  if (line) all.push(line);
  let cut = all.length > most;
  /** As much of `piece` as fits with an ellipsis after it. */
  const shortened = (piece: string) => {
    const letters = [...piece];
    while (letters.length > 1 && measure(`${letters.join("")}…`) > width) letters.pop();
    return `${letters.join("")}…`;
  };
  const out = all.slice(0, most).map((each) => {
    if (measure(each) <= width) return each;
    cut = true;
    return shortened(each);
  });
  if (all.length > most && out.length) {
    let last = out.pop()!.replace(/…$/, "");
    // Whole words drop off the end until the ellipsis fits after the last one.
    while (/[ -]./.test(last) && measure(`${last}…`) > width) last = last.replace(/(?:\s+|(?<=-))[^\s-]+-?$/, "");
    out.push(/[.!?]["'”’)\]]*$/.test(last) ? last : measure(`${last}…`) > width ? shortened(last) : `${last.replace(/[\s,;:\-–—]+$/, "")}…`);
  }
  return { lines: out, cut };
}

/** DejaVu Sans' advances (the card's font), in em, regular and bold, by kind of letter: near enough to break lines. */
const ADVANCES: [RegExp, number, number][] = [
  [/[ ijlIJ.,:;'!|]/, 0.32, 0.38],
  [/[frt()-]/, 0.41, 0.5],
  [/[mwMW…@%]/, 1, 1.1],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u, 1, 1],
  [/[\p{Script=Arabic}\p{Script=Hebrew}]/u, 0.52, 0.62],
  [/\p{Lu}/u, 0.74, 0.82],
];

/** How wide `line` is drawn at font size `size`, in pixels. */
function lineWidth(line: string, size: number, bold: boolean) {
  let em = 0;
  for (const char of line.normalize("NFC")) {
    const kind = ADVANCES.find(([letters]) => letters.test(char));
    em += kind ? kind[bold ? 2 : 1] : bold ? 0.72 : 0.64;
  }
  return em * size;
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
 * Where a card's words may go: how wide each part may be, the heading's font sizes (the first that holds it whole)
 * and how many lines a detail may take.
 */
interface Room {
  name: number;
  heading: number;
  detail: number;
  role: number;
  sizes: number[];
  detailLines: number;
}

/**
 * A card's words, mirrored right to left: the owner's name, the heading, the detail under it and the role at the foot,
 * each on a second line where one does not hold it.
 */
function words({ name, role, heading, detail, dir }: Card, color: string, room: Room) {
  const rtl = dir === "rtl";
  // Each line in its own direction (an English title on an Arabic card keeps its full stop at its end), all lined up
  // on the side reading starts from.
  const at = (line: string) => {
    const own = directionOfText(line) ?? dir ?? "ltr";
    return `x="${rtl ? OG_WIDTH - 80 : 80}" direction="${own}" text-anchor="${(own === "rtl") === rtl ? "start" : "end"}"`;
  };
  const lines = (value: string, width: number, size: number, bold: boolean, most: number) => layout(value, width, most, (line) => lineWidth(line, size, bold));
  const names = lines(name || "Portfolio", room.name, 30, true, 2).lines;
  const roles = lines(role, room.role, 28, false, 2).lines;
  // The largest size that holds the heading whole, else the smallest.
  const most = detail ? 2 : 3;
  const size = room.sizes.find((each) => !lines(heading, room.heading, each, true, most).cut) ?? room.sizes.at(-1)!;
  const title = lines(heading, room.heading, size, true, most).lines;
  const step = Math.round(size * 1.2);
  const top = 240 + (names.length - 1) * 36;
  const roleTop = 560 - (roles.length - 1) * 34;
  const detailTop = top + title.length * step + 16;
  // The detail keeps clear of the role's first line (its letters' height and a gap).
  const detailLines = Math.min(room.detailLines, Math.floor((roleTop - 52 - detailTop) / 44) + 1);
  const more = detail && detailLines > 0 ? lines(detail, room.detail, 30, false, detailLines).lines : [];
  const row = (line: string, y: number, style: string) => `<text ${at(line)} y="${y}" ${style}>${text(line)}</text>`;
  return `<g font-family="DejaVu Sans, sans-serif">
    ${[
      ...names.map((each, index) => row(each, 140 + index * 36, `font-size="30" font-weight="700" fill="${color}"`)),
      ...title.map((each, index) => row(each, top + index * step, `font-size="${size}" font-weight="700" fill="#141a2b"`)),
      ...more.map((each, index) => row(each, detailTop + index * 44, 'font-size="30" fill="#4a5468"')),
      ...roles.map((each, index) => row(each, roleTop + index * 34, 'font-size="28" fill="#4a5468"')),
    ].join("\n    ")}
  </g>`;
}

/** How wide a project's picture is on its preview: most of the card, its words beside it. */
export const PICTURE_WIDTH = 680;

/** The text card: the words keep clear of the initials' disc beside the name and heading, and take the width below it. */
const TEXT_CARD: Room = { name: 840, heading: 840, detail: 1040, role: 1040, sizes: [58, 50, 42], detailLines: 2 };

/** A project's card: the words between the card's edge and the picture. */
const PICTURE_CARD: Room = { name: 410, heading: 410, detail: 410, role: 410, sizes: [48, 40, 34], detailLines: 3 };

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
  ${words(card, color, TEXT_CARD)}
</svg>`;
}

/**
 * The preview as a PNG.
 */
export async function ogPng(card: Card): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(ogSvg(card))).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The words of a project page's preview, beside the space its picture takes on the side away from where reading starts.
 */
export function pictureCardSvg(card: Card) {
  const color = colorOf(card.accent);
  const rtl = card.dir === "rtl";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${color}" fill-opacity="0.08"/>
  <rect x="${rtl ? OG_WIDTH - 24 : 0}" y="0" width="24" height="${OG_HEIGHT}" fill="${color}"/>
  ${words(card, color, PICTURE_CARD)}
</svg>`;
}

/**
 * A project page's preview: its picture (a PNG `PICTURE_WIDTH`×`OG_HEIGHT`, already cropped to fit) on the side away
 * from where reading starts, the words on the other.
 */
export async function pictureCardPng({ picture, ...card }: Card & { picture: Buffer }): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(pictureCardSvg(card)))
    .composite([{ input: picture, left: card.dir === "rtl" ? 0 : OG_WIDTH - PICTURE_WIDTH, top: 0 }])
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
