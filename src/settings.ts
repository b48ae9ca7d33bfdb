/**
 * Owner settings: what each element reads from its attributes, from the page-level
 * `<script type="application/json" id="portfolio-config">` and, inside `<portfolio-app>`,
 * from the app that composes it. An element's own attribute wins over the page config.
 */
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
  "themeSwitch",
] as const satisfies readonly SettingName[];

export const CONFIG_ELEMENT_ID = "portfolio-config";

export type Theme = "light" | "dark" | "auto";

export function parseTheme(value: string | undefined): Theme {
  return value === "light" || value === "dark" ? value : "auto";
}

/** Keeps only known settings whose values are strings; anything else is dropped. */
export function pickSettings(source: unknown): Settings {
  const settings: Settings = {};
  if (typeof source !== "object" || source === null) return settings;
  const record = source as Record<string, unknown>;
  for (const key of SETTING_NAMES) {
    const value = record[key];
    if (typeof value === "string") settings[key] = value;
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

/** Reads the page config from the document each time, so a config added after the script still counts. */
export function readPageConfig(doc: Document = document): Settings {
  const { settings, error } = parsePageConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent);
  if (error && !reported) {
    reported = true;
    console.error(`portfolio-elements: ${error}`);
  }
  return settings;
}
