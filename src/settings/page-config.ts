/**
 * Owner settings: what each element reads from its attributes, from the page-level
 * `<script type="application/json" id="portfolio-config">` and, inside `<portfolio-app>`,
 * from the app that composes it. An element's own attribute wins over the page config.
 */
import { dataBlockText } from "../page/data-blocks.ts";
import { COUNT_RULES, OBJECT_SETTINGS, SETTING_NAMES, type SettingName } from "./element-rules.ts";

export { SETTING_NAMES, type SettingName };

/** Every setting as an element holds it: a string (an attribute), declared in declaration.ts. */
export type Settings = { [Name in SettingName]?: string };

const CONFIG_ELEMENT_ID = "portfolio-config";

/**
 * A value as an element holds it (a string), from what an owner wrote: a string as it is, a count written as a
 * number as digits, an object setting as its JSON; undefined for anything of another type.
 */
export function settingText(name: string, value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Object.hasOwn(COUNT_RULES, name) && typeof value === "number") return String(value);
  if (OBJECT_SETTINGS.includes(name) && typeof value === "object" && value !== null) return JSON.stringify(value);
  return undefined;
}

/** A count's digits: a whole number written with digits only, spaces around allowed. */
const COUNT = /^\s*\d+\s*$/;

/** A count within its rule's bounds (declaration.ts), or undefined: the count kind's parser. */
export function parseCount(value: unknown, rule: { min: number; max?: number }): number | undefined {
  if (typeof value !== "string" || !COUNT.test(value)) return undefined;
  const count = Number(value);
  return count >= rule.min && count <= (rule.max ?? Number.MAX_SAFE_INTEGER) ? count : undefined;
}

/**
 * Keeps the known settings in the form an element holds them (declaration.ts); anything else is dropped.
 * Each value's rule is applied where it is used (kinds.ts, parseTheme in theme/names.ts …), as for attributes.
 */
export function pickSettings(source: unknown): Settings {
  const settings: Settings = {};
  if (typeof source !== "object" || source === null) return settings;
  const record = source as Record<string, unknown>;
  for (const key of SETTING_NAMES) {
    const value = settingText(key, record[key]);
    if (value !== undefined) settings[key] = value;
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
