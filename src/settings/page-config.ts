/** Owner settings as elements read them: an element's own attribute wins over the page config. */
import { dataBlockText } from "../page/data-blocks.ts";
import { COUNT_RULES, OBJECT_SETTINGS, SETTING_NAMES, type SettingName } from "./element-rules.ts";

export { SETTING_NAMES, type SettingName };

/** Strings, as attributes are. */
export type Settings = { [Name in SettingName]?: string };

const CONFIG_ELEMENT_ID = "portfolio-config";

/** A count may be written as a number, an object setting as an object. */
export function settingText(name: string, value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Object.hasOwn(COUNT_RULES, name) && typeof value === "number") return String(value);
  if (OBJECT_SETTINGS.includes(name) && typeof value === "object" && value !== null) return JSON.stringify(value);
  return undefined;
}

const COUNT = /^\s*\d+\s*$/;

/** The count kind's parser. */
export function parseCount(value: unknown, rule: { min: number; max?: number }): number | undefined {
  if (typeof value !== "string" || !COUNT.test(value)) return undefined;
  const count = Number(value);
  return count >= rule.min && count <= (rule.max ?? Number.MAX_SAFE_INTEGER) ? count : undefined;
}

/** Each value's rule is applied where it is used, as for attributes. */
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

/** A broken config is reported once and ignored. */
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

/** Read each time, so a config added after the script still counts. */
export function readPageConfig(doc: Document = document): Settings {
  const { settings, error } = parsePageConfig(dataBlockText(CONFIG_ELEMENT_ID, doc));
  if (error && !reported) {
    reported = true;
    console.error(`portfolio-elements: ${error}`);
  }
  return settings;
}
