/** The owner's profile settings: name, e-mail, social profiles, and every setting's form by the settings schema. */
import { settingProblem } from "../../../src/settings/problems.ts";
import { PAGE_SETTING_NAMES, SETTING_NAMES, type AnySettingName } from "../../../src/settings/declaration.ts";
import { plainEmail } from "../../../src/settings/kinds.ts";
import { webUrl } from "./addresses.ts";
import { blank, finding, quote, type Finding } from "./findings.ts";
import type { StudioSettings } from "./studio-settings.ts";

/** The settings whose form the checks above word in their services' terms; the schema words the others'. */
const WORDED: ReadonlySet<AnySettingName> = new Set(["name", "email", "linkedin", "github", "portrait", "endpoint", "emailjsServiceId", "emailjsTemplateId", "emailjsPublicKey", "emailjsOrigin", "siteUrl", "emailjsLimitRate", "emailjsBlockList", "recaptchaSiteKey"]);

/** Every other setting that breaks its rule in the settings schema (src/settings/declaration.ts), in its words. */
export function checkRules(settings: StudioSettings): Finding[] {
  return [...SETTING_NAMES, ...PAGE_SETTING_NAMES].filter((name) => !WORDED.has(name)).flatMap((name) => {
    const problem = settings[name] === undefined ? undefined : settingProblem(name, settings[name]);
    return problem ? [finding(`${name}-invalid`, "error", "profile", `The setting ${problem}`, "Correct it, or clear it to use the default.")] : [];
  });
}

export function checkProfile(settings: StudioSettings): Finding[] {
  const found: Finding[] = [];
  if (blank(settings.name)) {
    found.push(finding("name-missing", "warning", "profile", "No name is set, so the hero reads \"Hello, I'm \" and the footer is blank.", "Type your name in Name."));
  }
  const email = settings.email?.trim();
  if (!email) {
    found.push(finding("email-missing", "warning", "profile", "No e-mail address is set, so the Email card shows \"Not set\" and has no link.", "Type the address visitors should write to in E-mail."));
  } else if (!plainEmail(email)) {
    found.push(finding("email-invalid", "error", "profile", `The e-mail address ${quote(email)} is not a plain address, so the Email card drops it.`, "Write it as name@example.com, with no spaces, names or extra parts."));
  }
  for (const [key, label, host] of [["linkedin", "LinkedIn", "linkedin.com"], ["github", "GitHub", "github.com"]] as const) {
    const value = settings[key]?.trim();
    if (!value) {
      found.push(finding(`${key}-missing`, "info", "profile", `No ${label} profile is set, so its card and footer icon have no link.`, `Paste your ${label} profile address (https://${host}/…) if you want one.`));
      continue;
    }
    const url = webUrl(value);
    if (!url) {
      found.push(finding(`${key}-invalid`, "error", "profile", `The ${label} address ${quote(value)} is not an http(s) URL, so the elements drop it.`, `Paste the full address, starting with https://${host}/.`));
    } else if (!url.hostname.toLowerCase().endsWith(host)) {
      found.push(finding(`${key}-host`, "info", "profile", `The ${label} address points at ${url.hostname}, not ${host}.`, `Check that you pasted your ${label} profile, not another page.`));
    }
  }
  return found;
}
