import { attributeName } from "./attribute-name.ts";
import { SETTING_NAMES, type SettingName, type Settings } from "../settings/page-config.ts";

export const SETTING_ATTRIBUTES: ReadonlyMap<string, SettingName> = new Map(SETTING_NAMES.map((name) => [attributeName(name), name]));

/** A setting's property writes its attribute, so the attributes are all. */
export function ownSettings(host: Element): Settings {
  const settings: Settings = {};
  for (const [attribute, name] of SETTING_ATTRIBUTES) {
    const value = host.getAttribute(attribute);
    if (value !== null) settings[name] = value;
  }
  return settings;
}
