// @ts-check
/**
 * The settings file's JSON Schema (demo/settings.schema.json), made from the settings schema
 * (src/settings-schema.ts, scripts/setting-docs.mjs) and the look's keys (src/site/look.js), so an owner's editor
 * completes and checks every key of demo/settings.json, which names it in `$schema`.
 *
 *   node scripts/settings-schema.mjs     writes demo/settings.schema.json (tests/unit/settings-schema.test.ts
 *                                        fails while the file is not what this makes)
 */
import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOOK } from "#site";
import { settingDocs } from "./setting-docs.mjs";
import { textCatalog } from "./texts.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SETTINGS_SCHEMA_FILE = join(ROOT, "demo/settings.schema.json");

/**
 * One setting's JSON Schema, from its rule.
 * @param {import("./setting-docs.mjs").DocumentedRule} rule
 * @returns {Record<string, unknown>}
 */
function ruleSchema(rule) {
  switch (rule.kind) {
    case "url":
      return rule.paths ? { type: "string", format: "uri-reference" } : { type: "string", format: "uri", pattern: "^https?://" };
    case "email":
      return { type: "string", format: "email" };
    case "emails":
      return { type: "string", pattern: "^\\s*[^\\s,@]+@[^\\s,@]+\\.[^\\s,@]+\\s*(,\\s*[^\\s,@]+@[^\\s,@]+\\.[^\\s,@]+\\s*)*$" };
    case "choice":
      return { enum: [...rule.choices] };
    case "lang":
      return { type: "string", pattern: "^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$", examples: ["en", "de", "fr", "es", "pt-BR", "ar"] };
    case "texts":
      return { type: "object", propertyNames: { enum: textCatalog().map(([id]) => id) }, additionalProperties: { type: "string" } };
    case "count":
      return { anyOf: [{ type: "integer", minimum: rule.min, ...(rule.max === undefined ? {} : { maximum: rule.max }) }, { type: "string", pattern: "^\\s*\\d+\\s*$" }] };
    default:
      return { type: "string" };
  }
}

/** The settings, each with its description and default. */
function settingProperties() {
  return Object.fromEntries(
    settingDocs({ pages: true }).map(({ name, description, rule }) => [
      name,
      { description, ...ruleSchema(rule), ...(rule.default !== undefined ? { default: rule.default } : {}) },
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
          url: { type: "string", format: "uri", pattern: "^https?://", description: "Where the site is published: canonical links, sitemap, robots.txt and absolute og: tags." },
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
        properties: Object.fromEntries(Object.entries(LOOK).map(([key, { what, description }]) => [key, { type: "string", description: `${description} (${what})` }])),
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SETTINGS_SCHEMA_FILE, `${JSON.stringify(settingsJsonSchema(), null, 2)}\n`);
  console.log(`settings-schema: wrote ${SETTINGS_SCHEMA_FILE}`);
}
