/**
 * Owner settings: what each element reads from its attributes, from the page-level
 * `<script type="application/json" id="portfolio-config">` and, inside `<portfolio-app>`,
 * from the app that composes it. An element's own attribute wins over the page config.
 */
import { dataBlockText } from "./data-blocks.ts";
import type { THEMES } from "./themes.js";

export interface Settings {
  /** The owner's name, shown in the hero, the logo and the footer; empty when unset. */
  name?: string;
  /** URL of the portrait image (`http:` or `https:`); a neutral built-in placeholder when unset. */
  portrait?: string;
  /** The address of the Email card's mailto link. */
  email?: string;
  /** LinkedIn profile URL (`http:` or `https:`). */
  linkedin?: string;
  /** GitHub profile URL (`http:` or `https:`). */
  github?: string;
  /** URL of the GraphQL content service the projects are read from. */
  endpoint?: string;
  /** The e-mail provider's (EmailJS) service id, for the contact form. */
  emailjsServiceId?: string;
  /** The e-mail provider's (EmailJS) template id, for the contact form. */
  emailjsTemplateId?: string;
  /** The e-mail provider's (EmailJS) public key, for the contact form. */
  emailjsPublicKey?: string;
  /**
   * The e-mail provider's origin, where `/api/v1.0/email/send-form` is appended.
   * @default "https://api.emailjs.com"
   */
  emailjsOrigin?: string;
  /**
   * `light`, `dark` or `auto` (follows `prefers-color-scheme`).
   * @default "auto"
   */
  theme?: string;
  /** One line on what the owner does, shown under the subheading on Home; not shown when unset. */
  tagline?: string;
  /** A short availability line on Home, e.g. "Open to junior roles · Remote"; not shown when unset. */
  availability?: string;
  /** URL of the owner's résumé (`http:` or `https:`): a "Résumé" button on Home beside the two; none when unset. */
  resume?: string;
  /**
   * How many projects Home shows under the hero, the first ones of the list (0: none).
   * @default "0"
   */
  featured?: string;
  /**
   * `on` or `off`: the visitor's light/dark/system switch in the header, remembered across visits. Off, the
   * switch is hidden and the element keeps the owner's `theme`.
   * @default "on"
   */
  themeSwitch?: string;
}

export type SettingName = keyof Settings;

/** Every setting, as the camelCase property; r2wc maps each to its kebab-case attribute. */
export const SETTING_NAMES = [
  "name",
  "portrait",
  "email",
  "linkedin",
  "github",
  "endpoint",
  "emailjsServiceId",
  "emailjsTemplateId",
  "emailjsPublicKey",
  "emailjsOrigin",
  "theme",
  "tagline",
  "availability",
  "resume",
  "featured",
  "themeSwitch",
] as const satisfies readonly SettingName[];

const CONFIG_ELEMENT_ID = "portfolio-config";

export type Theme = (typeof THEMES)[number];

export function parseTheme(value: string | undefined): Theme {
  return value === "light" || value === "dark" ? value : "auto";
}

/** The most projects Home shows, whatever `featured` asks: it stays a preview of My Work. */
export const MAX_FEATURED = 6;

/** `featured` as a count: a whole number from 0 to MAX_FEATURED (larger is MAX_FEATURED); anything else is 0. */
export function parseFeatured(value: string | undefined): number {
  const count = /^\s*\d+\s*$/.test(value ?? "") ? Number(value) : 0;
  return Math.min(count, MAX_FEATURED);
}

/** Keeps only known settings whose values are strings (or, for `featured`, a number); anything else is dropped. */
export function pickSettings(source: unknown): Settings {
  const settings: Settings = {};
  if (typeof source !== "object" || source === null) return settings;
  const record = source as Record<string, unknown>;
  for (const key of SETTING_NAMES) {
    const value = record[key];
    if (typeof value === "string") settings[key] = value;
    else if (key === "featured" && typeof value === "number") settings[key] = String(value);
  }
  return settings;
}

/** Later sources win; a setting that is absent or empty in a later source does not erase an earlier one. */
export function mergeSettings(...sources: Settings[]): Settings {
  const merged: Settings = {};
  for (const source of sources) {
    for (const key of SETTING_NAMES) {
      const value = source[key];
      if (typeof value === "string" && value !== "") merged[key] = value;
    }
  }
  return merged;
}

/** Parses the text of the page config; a broken config is reported once and ignored. */
export function parsePageConfig(text: string | null | undefined): { settings: Settings; error?: string } {
  if (!text || !text.trim()) return { settings: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return { settings: {}, error: `#${CONFIG_ELEMENT_ID} must hold a JSON object.` };
    }
    return { settings: pickSettings(parsed) };
  } catch (error) {
    return { settings: {}, error: `#${CONFIG_ELEMENT_ID} is not valid JSON: ${(error as Error).message}` };
  }
}

let reported = false;

/**
 * Reads the page config from the document each time, so a config added after the script still counts; only the
 * first `<script type="application/json" id="portfolio-config">` counts (data-blocks.ts).
 */
export function readPageConfig(doc: Document = document): Settings {
  const { settings, error } = parsePageConfig(dataBlockText(CONFIG_ELEMENT_ID, doc));
  if (error && !reported) {
    reported = true;
    console.error(`portfolio-elements: ${error}`);
  }
  return settings;
}
