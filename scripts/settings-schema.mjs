// @ts-check
/**
 * The settings file's JSON Schema (demo/settings.schema.json), made from the settings' declaration and kinds
 * (src/settings/json-schema.ts, scripts/setting-docs.mjs) and the look's keys (src/site/look.ts), so an owner's editor
 * completes and checks every key of demo/settings.json, which names it in `$schema`.
 *
 *   node scripts/settings-schema.mjs     writes demo/settings.schema.json, docs/settings.md's table and
 *                                        src/settings/element-rules.ts (tests/unit/settings-schema.test.ts fails
 *                                        while one is not what this makes)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOOK, PAGE_SETTING_NAMES, SETTINGS, attributeName, settingSchema } from "#site";
import { settingDocs } from "./setting-docs.mjs";
import { textCatalog } from "./texts.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SETTINGS_SCHEMA_FILE = join(ROOT, "demo/settings.schema.json");
export const SETTINGS_TABLE_FILE = join(ROOT, "docs/settings.md");
export const ELEMENT_RULES_FILE = join(ROOT, "src/settings/element-rules.ts");

/** The settings, each with its description and default. */
function settingProperties() {
  const textIds = textCatalog().map(([id]) => id);
  return Object.fromEntries(
    settingDocs({ pages: true }).map(({ name, description, rule }) => [
      name,
      { description, ...settingSchema(rule, textIds), ...(rule.default !== undefined ? { default: rule.default } : {}) },
    ]),
  );
}

export function settingsJsonSchema() {
  const settings = settingProperties();
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "portfolio-elements settings",
    description: "The owner's settings: npm start serves the demo site with them, npm run build:site builds the static site from them.",
    type: "object",
    properties: {
      $schema: { type: "string", description: "This file's JSON Schema, for editors." },
      ...settings,
      site: {
        description: "The static site (npm run build:site): where it is published, and settings for it alone (its hosted services).",
        type: "object",
        properties: {
          url: { ...settingSchema(SETTINGS.siteUrl, []), description: "Where the site is published: canonical links, sitemap, robots.txt and absolute og: tags." },
          projectsFile: {
            type: "string",
            minLength: 1,
            description: "A JSON file of projects (the shape of demo/projects.json), relative to this file: baked into the pages, so no content service is called.",
          },
          ...settings,
        },
        additionalProperties: false,
      },
      look: {
        description: "The owner's look: accent colours, fonts, corner radius, size and spacing.",
        type: "object",
        properties: Object.fromEntries(
          Object.entries(LOOK).map(([key, look]) => [
            key,
            { type: "string", description: `${look.description} (${look.what})`, ...("pattern" in look ? { pattern: `^\\s*(?:${look.pattern.source.slice(1, -1)})?\\s*$` } : {}) },
          ]),
        ),
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };
}

/**
 * What a value of the rule must be, in a few words.
 * @param {import("./setting-docs.mjs").DocumentedRule} rule
 */
function ruleWords(rule) {
  switch (rule.kind) {
    case "url":
      return rule.paths ? "http(s) URL or path" : "http(s) URL";
    case "email":
      return "plain e-mail address";
    case "emails":
      return "plain e-mail addresses, comma-separated";
    case "choice":
      return rule.choices.map((choice) => `\`${choice}\``).join(" | ");
    case "count":
      return rule.max === undefined ? `whole number ≥ ${rule.min}` : `whole number ${rule.min}–${rule.max}`;
    case "lang":
      return "BCP 47 language tag, at most 64 characters";
    case "about":
      return "object `{ intro, cards }`, 1–6 cards";
    case "texts":
      return "object of text ids and texts";
    default:
      return "text";
  }
}

export const TABLE_START = "<!-- settings-table: written by `npm run settings-schema` from src/settings/declaration.ts -->";
export const TABLE_END = "<!-- /settings-table -->";

/** docs/settings.md's table: every setting's attribute, key, rule, default and meaning, from the declaration. */
export function settingsTable() {
  const rows = settingDocs({ pages: true }).map(({ name, description, rule }) => {
    const attribute = /** @type {readonly string[]} */ (PAGE_SETTING_NAMES).includes(name) ? "— (settings file)" : `\`${attributeName(name)}\``;
    const cell = (/** @type {string} */ text) => text.replaceAll("|", "\\|");
    return `| ${attribute} | \`${name}\` | ${cell(ruleWords(rule))} | ${rule.default === undefined ? "—" : `\`${rule.default}\``} | ${cell(description)} |`;
  });
  return ["| attribute | key | value | default | meaning |", "|---|---|---|---|---|", ...rows].join("\n");
}

/**
 * docs/settings.md with its table written from the declaration.
 * @param {string} doc
 */
export function withSettingsTable(doc) {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/settings.md has no table between ${TABLE_START} and ${TABLE_END}`);
  return `${doc.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${doc.slice(end)}`;
}

/**
 * src/settings/element-rules.ts: what every element needs of the declaration (the names, which settings are counts
 * and their bounds, which are objects), so that the code every page loads carries that and not the whole table.
 */
export function elementRules() {
  /** @type {readonly string[]} */
  const pageNames = PAGE_SETTING_NAMES;
  const names = Object.keys(SETTINGS).filter((name) => !pageNames.includes(name));
  /** @param {string} name */
  const rule = (name) => /** @type {import("./setting-docs.mjs").DocumentedRule} */ (SETTINGS[/** @type {keyof typeof SETTINGS} */ (name)]);
  const counts = names.flatMap((name) => {
    const { kind, ...bounds } = rule(name);
    const entries = Object.entries(bounds).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    return kind === "count" ? [`  ${name}: { ${entries.join(", ")} },`] : [];
  });
  const objects = names.filter((name) => rule(name).kind === "about" || rule(name).kind === "texts");
  return `// Written by \`npm run settings-schema\` from SETTINGS in src/settings/declaration.ts. Do not edit.

/** Every setting an element takes, in the contract's order; its attribute is the name in kebab case. */
export const SETTING_NAMES = [
${names.map((name) => `  ${JSON.stringify(name)},`).join("\n")}
] as const;

export type SettingName = (typeof SETTING_NAMES)[number];

/** The count settings' rules: an owner may write their value as a number. */
export const COUNT_RULES = {
${counts.join("\n")}
} as const;

/** The object settings: an owner may write their value as an object, which an element holds as its JSON. */
export const OBJECT_SETTINGS: readonly string[] = [${objects.map((name) => JSON.stringify(name)).join(", ")}];
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SETTINGS_SCHEMA_FILE, `${JSON.stringify(settingsJsonSchema(), null, 2)}\n`);
  writeFileSync(SETTINGS_TABLE_FILE, withSettingsTable(readFileSync(SETTINGS_TABLE_FILE, "utf8")));
  writeFileSync(ELEMENT_RULES_FILE, elementRules());
  console.log(`settings-schema: wrote ${SETTINGS_SCHEMA_FILE}, ${SETTINGS_TABLE_FILE} and ${ELEMENT_RULES_FILE}`);
}
