// @ts-check
/**
 * Each setting's description, as the JSDoc of its entry in src/settings/declaration.ts says it, with its rule and
 * default: what the manifest (scripts/cem-portfolio.mjs) and the settings file's JSON Schema
 * (scripts/settings-schema.mjs) say of the settings.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { PAGE_SETTING_NAMES, SETTING_NAMES, SETTINGS } from "#site";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCHEMA_FILE = "src/settings/declaration.ts";

/** @typedef {import("../src/settings/declaration.ts").Rule & { default?: string }} DocumentedRule */

/** The JSDoc text of each property of the `SETTINGS` object literal, by name. */
function descriptions() {
  const file = ts.createSourceFile(SCHEMA_FILE, readFileSync(join(ROOT, SCHEMA_FILE), "utf8"), ts.ScriptTarget.ES2022, true);
  /** @type {Map<string, string>} */
  const found = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === "SETTINGS" && node.initializer) {
      let value = node.initializer;
      while (ts.isParenthesizedExpression(value) || ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (!ts.isObjectLiteralExpression(value)) throw new Error(`${SCHEMA_FILE}: SETTINGS is not an object literal`);
      for (const property of value.properties) {
        const doc = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc).at(-1);
        if (property.name) found.set(property.name.getText(), (ts.getTextOfJSDocComment(doc?.comment) ?? "").replace(/\s+/g, " ").trim());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The elements' settings, or with `pages` the settings file's (the pages' own too).
 * @param {{ pages?: boolean }} [options]
 * @returns {{ name: import("../src/settings/declaration.ts").AnySettingName, description: string, rule: DocumentedRule }[]}
 */
export function settingDocs({ pages = false } = {}) {
  const docs = descriptions();
  return [...SETTING_NAMES, ...(pages ? PAGE_SETTING_NAMES : [])].map((name) => {
    const description = docs.get(name);
    if (!description) throw new Error(`${SCHEMA_FILE}: the setting ${name} has no JSDoc description`);
    return { name, description, rule: /** @type {DocumentedRule} */ (SETTINGS[name]) };
  });
}
