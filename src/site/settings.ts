/**
 * The owner settings file, checked where it enters the demo server and the site builder (site-settings.ts)
 * by each setting's rule (src/settings/): a value the elements could not use (an e-mail that is not a
 * plain address, a URL that does not parse, an unknown theme) is left out with a warning, as if unset, and so is a
 * key that is no setting (a typo), so one slip in the file never breaks a page.
 */

import { SETTINGS } from "../settings/declaration.ts";
import { checkSetting } from "../settings/problems.ts";

/** The file's sections that are not settings: its schema's address, the static site's and the look's. */
const SECTIONS = new Set(["$schema", "site", "look"]);

/**
 * The settings of a parsed settings file, each checked; its sections (`site`, `look`) are checked elsewhere.
 * @param options `section`: the name the warnings give the keys (`site.endpoint`); `extra`: keys the caller reads
 *   itself, passed over in silence.
 */
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
