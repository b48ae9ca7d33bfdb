/** The kinds' parsers decide; this only words their answer, for the settings file and the studio. No element loads it. */
import { en } from "../i18n/en.ts";
import { aboutProblem } from "./about.ts";
import { SETTINGS, parseCount, settingDefault, settingText, type AnySettingName as SettingName, type Rule } from "./declaration.ts";
import { emailList, httpUrlOn, parseChoice, plainEmail } from "./kinds.ts";
import { languageTag } from "./language-tag.ts";
import { readTexts } from "./texts.ts";

const isTextId = (id: string) => Object.hasOwn(en, id);

const PATH_BASE = "http://settings.invalid/";

/** A page would publish them. */
function hasCredentials(value: string, base: string | undefined): boolean {
  if (!URL.canParse(value, base)) return false;
  const url = new URL(value, base);
  return url.username !== "" || url.password !== "";
}

/** So a warning stays one line. */
const shown = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
};

function written(name: SettingName, value: unknown, file: boolean): string | undefined {
  const rule: Rule = SETTINGS[name];
  // In the settings file an object setting is an object: its JSON text is an attribute's form.
  if (file && (rule.kind === "about" || rule.kind === "texts") && typeof value === "string") return undefined;
  return settingText(name, value);
}

/** `file`: from the settings file, where `about` and `texts` are objects. */
export function settingProblem(name: SettingName, value: unknown, { file = false } = {}): string | undefined {
  const rule: Rule = SETTINGS[name];
  const text = written(name, value, file);
  if (text === undefined) {
    const kind = rule.kind === "count" ? "a whole number" : rule.kind === "about" || rule.kind === "texts" ? "an object" : "text";
    return `${name} ${shown(value)} is not ${kind}: left out${rule.kind === "about" ? " (the spec's About shows)" : ", as if unset"}.`;
  }
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  switch (rule.kind) {
    case "url": {
      const base = "paths" in rule && rule.paths ? PATH_BASE : undefined;
      if (httpUrlOn(trimmed, base)) return undefined;
      // The warning itself does not repeat the password.
      if (hasCredentials(trimmed, base)) return `${name} ${shown(trimmed.replace(/^([^/?#]*\/\/)[^/?#]*@/, "$1…@"))} names a user or password, which every page would publish: left out, as if unset.`;
      return `${name} ${shown(value)} is not a usable ${base ? "http(s) URL or path" : "http(s) URL"}: left out, as if unset.`;
    }
    case "email":
      return plainEmail(trimmed) ? undefined : `${name} ${shown(value)} is not a plain e-mail address: left out (the Email card shows "Not set").`;
    case "choice":
      return parseChoice(text, rule.choices)
        ? undefined
        : `${name} ${shown(value)} is not ${rule.choices.join(", ").replace(/, (?=[^,]*$)/, " or ")}: left out (${settingDefault(name) ?? "unset"}).`;
    case "count":
      return parseCount(text, rule) !== undefined
        ? undefined
        : `${name} ${shown(value)} is not a whole number from ${rule.min}${rule.max === undefined ? "" : ` to ${rule.max}`}: left out (${settingDefault(name) ?? "unset"}).`;
    case "emails":
      return emailList(trimmed) ? undefined : `${name} ${shown(value)} is not a comma-separated list of plain e-mail addresses: left out, as if unset.`;
    case "lang":
      return languageTag(trimmed) ? undefined : `${name} ${shown(value)} is not a language tag (BCP 47, such as de, pt-BR or en-u-nu-arab) of at most 64 characters: left out (${settingDefault(name)}).`;
    case "about": {
      const problem = aboutProblem(trimmed);
      return problem && `${name} ${problem}: left out (the spec's About shows).`;
    }
    case "texts": {
      const { problems } = readTexts(trimmed, isTextId);
      return problems.length ? problems.join(" ") : undefined;
    }
    default:
      return undefined;
  }
}

/** Of `texts`, the entries the elements use are kept. */
export function checkSetting(name: SettingName, value: unknown, options: { file?: boolean } = {}): { text?: string; problem?: string } {
  const problem = settingProblem(name, value, options);
  const text = written(name, value, options.file ?? false);
  if (!problem) return { text };
  if (SETTINGS[name].kind !== "texts" || text === undefined) return { problem };
  const { texts } = readTexts(text, isTextId);
  return texts.size ? { text: JSON.stringify(Object.fromEntries(texts)), problem } : { problem };
}
