/** The settings file: an unusable value or unknown key is left out with a warning, so one slip never breaks a page. */

import { SETTINGS } from "../settings/declaration.ts";
import { checkSetting } from "../settings/problems.ts";

const SECTIONS = new Set(["$schema", "site", "look"]);

/** `extra`: keys the caller reads itself, passed over in silence. */
export function checkSettings(raw: unknown, options: { section?: string; extra?: readonly string[] } = {}): { settings: Record<string, string>; warnings: string[] } {
  const settings: Record<string, string> = {};
  const warnings: string[] = [];
  const record = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const prefix = options.section ? `${options.section}.` : "";
  for (const [key, value] of Object.entries(record)) {
    if (options.extra?.includes(key) || (!options.section && SECTIONS.has(key))) continue;
    if (!Object.hasOwn(SETTINGS, key)) {
      warnings.push(`${prefix}${key} is not a setting: left out (see settings.schema.json for the settings there are).`);
      continue;
    }
    const name = key as keyof typeof SETTINGS;
    const { text, problem } = checkSetting(name, value, { file: true });
    if (problem) warnings.push(prefix + problem);
    if (text !== undefined) settings[key] = text;
  }
  return { settings, warnings };
}
