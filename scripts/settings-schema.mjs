// @ts-check
/**
 * The settings file's JSON Schema (demo/settings.schema.json), made from the settings' declaration and kinds
 * (src/settings/json-schema.ts, scripts/setting-docs.mjs) and the look's keys (src/site/look.ts), so an owner's editor
 * completes and checks every key of demo/settings.json, which names it in `$schema`.
 *
 *   node scripts/settings-schema.mjs     writes demo/settings.schema.json and docs/settings.md's table
 *                                        (tests/unit/settings-schema.test.ts fails while either is not what this makes)
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SETTINGS_SCHEMA_FILE, `${JSON.stringify(settingsJsonSchema(), null, 2)}\n`);
  writeFileSync(SETTINGS_TABLE_FILE, withSettingsTable(readFileSync(SETTINGS_TABLE_FILE, "utf8")));
  console.log(`settings-schema: wrote ${SETTINGS_SCHEMA_FILE} and ${SETTINGS_TABLE_FILE}`);
}
