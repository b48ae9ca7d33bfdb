/**
 * The rule of each kind of setting (src/settings-schema.ts): whether a value is usable, and if not, what is wrong
 * with it in one sentence, for the settings file's warnings (src/site/settings.js) and the studio's doctor. No
 * element loads it: each applies its setting's rule where it uses the value (setting-rules.ts, url.ts).
 */
import { aboutProblem } from "./elements/about/about-words.ts";
import { PLAIN_EMAIL } from "./setting-rules.ts";
import { SETTINGS, isCount, settingDefault, settingText, type AnySettingName as SettingName, type Rule } from "./settings-schema.ts";
import { httpUrlOn } from "./url.ts";

/** Whether JSON text holds an object whose values are all text. */
function textsObject(json: string): boolean {
  try {
    const value = JSON.parse(json);
    return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((text) => typeof text === "string");
  } catch {
    return false;
  }
}

/** Whether an element can use the value (a string, as settingText gives it): an empty value is unset, so it passes. */
function settingUsable(name: SettingName, value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return true;
  const rule: Rule = SETTINGS[name];
  switch (rule.kind) {
    case "url":
      // With `paths`, a path on the page's own site counts too.
      return httpUrlOn(trimmed, rule.paths ? "http://settings.invalid/" : undefined) !== undefined;
    case "email":
      return PLAIN_EMAIL.test(trimmed);
    case "choice":
      return rule.choices.includes(value);
    case "count":
      return isCount(value, rule);
    case "emails":
      return trimmed.split(",").every((address) => PLAIN_EMAIL.test(address.trim()));
    case "lang":
      return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(trimmed);
    case "texts":
      return textsObject(trimmed);
    case "about":
      return !aboutProblem(trimmed);
    default:
      return true;
  }
}

/**
 * What is wrong with an owner's value for a setting, in one sentence for the settings file's warnings and the
 * studio's doctor; undefined when an element can use it.
 */
export function settingProblem(name: SettingName, value: unknown): string | undefined {
  const rule: Rule = SETTINGS[name];
  const written = settingText(name, value);
  const shown = JSON.stringify(value);
  if (written === undefined) {
    return `${name} ${shown} is not ${rule.kind === "count" ? "a number" : rule.kind === "about" || rule.kind === "texts" ? "an object" : "text"}: left out, as if unset.`;
  }
  if (settingUsable(name, written)) return undefined;
  switch (rule.kind) {
    case "url":
      return `${name} ${shown} is not a usable ${rule.paths ? "http(s) URL or path" : "http(s) URL"}: left out, as if unset.`;
    case "email":
      return `${name} ${shown} is not a plain e-mail address: left out (the Email card shows "Not set").`;
    case "choice":
      return `${name} ${shown} is not ${rule.choices.join(", ").replace(/, (?=[^,]*$)/, " or ")}: left out (${settingDefault(name) ?? "unset"}).`;
    case "count":
      return `${name} ${shown} is not a whole number from ${rule.min}${rule.max === undefined ? "" : ` to ${rule.max}`}: left out (${settingDefault(name) ?? "unset"}).`;
    case "emails":
      return `${name} ${shown} is not a comma-separated list of plain e-mail addresses: left out, as if unset.`;
    case "lang":
      return `${name} ${shown} is not a language tag such as de or pt-BR: left out (${settingDefault(name)}).`;
    case "about":
      return `${name} ${aboutProblem(written)}: left out (the spec's About shows).`;
    case "texts":
      return `${name} ${shown} is not an object of texts by id ({ "hero.viewWork": "…" }): left out, as if unset.`;
    default:
      return `${name} ${shown} is not usable: left out, as if unset.`;
  }
}

