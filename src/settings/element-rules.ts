// Written by `npm run settings-schema` from SETTINGS in src/settings/declaration.ts. Do not edit.

/** Every setting an element takes, in the contract's order; its attribute is the name in kebab case. */
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
  "subheading",
  "tagline",
  "availability",
  "resume",
  "featured",
  "themeSwitch",
  "about",
  "siteUrl",
  "headingLevel",
  "lang",
  "texts",
  "projectDetails",
  "layout",
  "limit",
  "surface",
  "emailjsLimitRate",
  "emailjsBlockHeadless",
  "emailjsBlockList",
  "recaptchaSiteKey",
] as const;

export type SettingName = (typeof SETTING_NAMES)[number];

/** The count settings' rules: an owner may write their value as a number. */
export const COUNT_RULES = {
  featured: { min: 0, default: "0" },
  headingLevel: { min: 1, max: 6, default: "2" },
  limit: { min: 1 },
  emailjsLimitRate: { min: 1, max: 86400 },
} as const;

/** The object settings: an owner may write their value as an object, which an element holds as its JSON. */
export const OBJECT_SETTINGS: readonly string[] = ["about", "texts"];
