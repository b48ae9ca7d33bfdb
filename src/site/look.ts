/**
 * The owner's look, from the settings file's `look` section: accent colours (light and dark), heading and body
 * fonts, corner radius, font size and spacing. Checked where it enters (the demo server, `npm run build:site`) and
 * turned into the design tokens (src/styles/base.css) as CSS declarations, which the pages put in their own `<style>`
 * block, allowed by its hash under the strict CSP. A value that is not what it should be is left out with a warning,
 * as if unset. Node only: colours are parsed with lightningcss.
 *
 *   "look": { "accent": "#0f766e", "accentDark": "#5eead4", "headingFont": "Georgia, serif", "radius": "8px" }
 */
import { transformStyleAttribute } from "lightningcss";
import { accentTokens, DEFAULT_ACCENTS } from "../theme/accent-tokens.ts";

/** The families CSS names without quotes. */
const GENERIC_FONTS = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded"]);

/** A font family's name as an owner types it: letters, digits, spaces and hyphens (no quotes, no CSS). */
const FONT_NAME = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,62}$/u;

/** A radius: 0 or a length in px, rem or em. */
const RADIUS = /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em))$/;

/** A font size or the spacing unit: a length in px, rem or em above 0. */
const SIZE = /^(?=.*[1-9])\d{1,3}(?:\.\d{1,3})?(?:px|rem|em)$/;

/**
 * A CSS colour as lightningcss parses and prints it (minified), or undefined when `value` is not exactly one colour.
 */
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

/**
 * A font list as CSS (names quoted, generic families as they are, the platform's font after it when no generic one
 * is named), or undefined when a family is not a plain name.
 */
export function fontFamily(value: string) {
  const families = value.split(",").map((family) => family.trim().replace(/^(["'])(.*)\1$/, "$2").trim());
  if (!families.length || families.length > 8 || !families.every((family) => GENERIC_FONTS.has(family) || FONT_NAME.test(family))) {
    return undefined;
  }
  const css = families.map((family) => (GENERIC_FONTS.has(family) ? family : `"${family}"`));
  return families.some((family) => GENERIC_FONTS.has(family)) ? css.join(", ") : [...css, "system-ui", "sans-serif"].join(", ");
}

const size = (value: string) => (SIZE.test(value) ? value : undefined);

/**
 * The `look` section's keys: each one's check (the value as CSS, or undefined), the pattern it is when the check is
 * one (for the JSON Schema), and what a value must be.
 */
export const LOOK = {
  accent: { check: cssColor, what: "a CSS colour", description: "The accent colour of the light theme." },
  accentDark: { check: cssColor, what: "a CSS colour", description: "The accent colour of the dark theme." },
  headingFont: { check: fontFamily, what: "a list of font names", description: "The headings' fonts, e.g. \"Georgia, serif\"." },
  font: { check: fontFamily, what: "a list of font names", description: "The text's fonts." },
  radius: { check: (value: string) => (RADIUS.test(value) ? value : undefined), pattern: RADIUS, what: "0 or a length in px, rem or em", description: "The corner radius of cards, panels and fields." },
  fontSize: { check: size, pattern: SIZE, what: "a length in px, rem or em above 0", description: "The text's size." },
  space: { check: size, pattern: SIZE, what: "a length in px, rem or em above 0", description: "The spacing unit." },
} as const;

/**
 * The `look` section of a parsed settings file as token declarations (`--pe-color-accent:…;…`), "" when it sets
 * none; with a warning for each value left out. The accent's other tokens follow it (src/theme/accent-tokens.ts).
 * `raw` is the parsed settings file; `accent`, the light accent, checked.
 */
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
