/** The settings' `look` as design tokens, checked where it enters. Node only: colours are parsed with lightningcss. */
import { transformStyleAttribute } from "lightningcss";
import { accentTokens, DEFAULT_ACCENTS } from "../theme/accent-tokens.ts";

const GENERIC_FONTS = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded"]);

/** No quotes, no CSS: the value goes into a style block. */
const FONT_NAME = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,62}$/u;

const RADIUS = /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em))$/;

const SIZE = /^(?=.*[1-9])\d{1,3}(?:\.\d{1,3})?(?:px|rem|em)$/;

/** Exactly one colour, or undefined. */
export function cssColor(value: string) {
  if (/[;{}<>\\!]|light-dark|var\(/i.test(value) || !value.trim()) return undefined;
  const properties: string[] = [];
  try {
    const code = transformStyleAttribute({
      code: Buffer.from(`color:${value}`),
      minify: true,
      visitor: { Declaration: (declaration) => void properties.push(declaration.property) },
    }).code.toString();
    return properties.length === 1 && properties[0] === "color" ? code.slice("color:".length) : undefined;
  } catch {
    return undefined;
  }
}

/** The platform's font follows when no generic family is named. */
export function fontFamily(value: string) {
  const families = value.split(",").map((family) => family.trim().replace(/^(["'])(.*)\1$/, "$2").trim());
  if (!families.length || families.length > 8 || !families.every((family) => GENERIC_FONTS.has(family) || FONT_NAME.test(family))) {
    return undefined;
  }
  const css = families.map((family) => (GENERIC_FONTS.has(family) ? family : `"${family}"`));
  return families.some((family) => GENERIC_FONTS.has(family)) ? css.join(", ") : [...css, "system-ui", "sans-serif"].join(", ");
}

const size = (value: string) => (SIZE.test(value) ? value : undefined);

/** `pattern` feeds the JSON Schema. */
export const LOOK = {
  accent: { check: cssColor, what: "a CSS colour", description: "The accent colour of the light theme." },
  accentDark: { check: cssColor, what: "a CSS colour", description: "The accent colour of the dark theme." },
  headingFont: { check: fontFamily, what: "a list of font names", description: "The headings' fonts, e.g. \"Georgia, serif\"." },
  font: { check: fontFamily, what: "a list of font names", description: "The text's fonts." },
  radius: { check: (value: string) => (RADIUS.test(value) ? value : undefined), pattern: RADIUS, what: "0 or a length in px, rem or em", description: "The corner radius of cards, panels and fields." },
  fontSize: { check: size, pattern: SIZE, what: "a length in px, rem or em above 0", description: "The text's size." },
  space: { check: size, pattern: SIZE, what: "a length in px, rem or em above 0", description: "The spacing unit." },
} as const;

/** A value left out warns and counts as unset. */
export function checkLook(raw: unknown): { css: string; accent: string | undefined; warnings: string[] } {
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const look = typeof record.look === "object" && record.look !== null ? (record.look as Record<string, unknown>) : {};
  const warnings: string[] = [];
  const known = Object.keys(LOOK);
  const checked = (key: keyof typeof LOOK) => {
    const value = look[key];
    if (value === undefined || value === "") return undefined;
    const result = typeof value === "string" ? LOOK[key].check(value.trim()) : undefined;
    if (result === undefined) warnings.push(`look.${key} ${JSON.stringify(value)} is not ${LOOK[key].what}: left out, as if unset.`);
    return result;
  };
  const light = checked("accent");
  const dark = checked("accentDark");
  const heading = checked("headingFont");
  const font = checked("font");
  const radius = checked("radius");
  const fontSize = checked("fontSize");
  const space = checked("space");
  for (const key of Object.keys(look)) {
    if (!known.includes(key)) warnings.push(`look.${key} is not a look setting (${known.join(", ")}): left out.`);
  }
  const properties: [string, string][] = [];
  if (light || dark) {
    // The other theme keeps the default accent of src/styles/base.css.
    properties.push(...accentTokens(light ?? DEFAULT_ACCENTS.light, dark ?? DEFAULT_ACCENTS.dark));
  }
  if (font) properties.push(["--pe-font-family", font]);
  if (heading) properties.push(["--pe-font-heading", heading]);
  if (radius) properties.push(["--pe-radius", radius]);
  if (fontSize) properties.push(["--pe-font-size", fontSize]);
  if (space) properties.push(["--pe-space", space]);
  return { css: properties.map(([name, value]) => `${name}:${value}`).join(";"), accent: light, warnings };
}
