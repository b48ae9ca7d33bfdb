import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { ELEMENT_RULES_FILE, SETTINGS_SCHEMA_FILE, SETTINGS_TABLE_FILE, elementRules, settingsJsonSchema, withSettingsTable } from "../../scripts/settings-schema.mjs";
import { settingProblem } from "../../src/settings/problems.ts";
import { parseFeatured } from "../../src/settings/counts.ts";
import { SETTING_NAMES, settingDefault } from "../../src/settings/declaration.ts";
import { pickSettings } from "../../src/settings/page-config.ts";
import { parseTheme } from "../../src/theme/names.ts";
import { httpUrl, plainEmail } from "../../src/settings/kinds.ts";
import { checkSettings } from "../../src/site/settings.ts";

const validate = new Ajv({ allErrors: true, validateFormats: false }).compile(settingsJsonSchema());

describe("the settings schema", () => {
  it("is written out as demo/settings.schema.json (run `npm run settings-schema` after changing a setting)", () => {
    expect(JSON.parse(readFileSync(SETTINGS_SCHEMA_FILE, "utf8"))).toEqual(settingsJsonSchema());
  });

  it("and docs/settings.md's table are what the declaration makes", () => {
    const doc = readFileSync(SETTINGS_TABLE_FILE, "utf8");
    expect(doc).toBe(withSettingsTable(doc));
  });

  it("and so is what every element reads of it, src/settings/element-rules.ts", () => {
    expect(readFileSync(ELEMENT_RULES_FILE, "utf8")).toBe(elementRules());
  });

  it("is the schema demo/settings.json names, and the demo's settings pass it", () => {
    const demo = JSON.parse(readFileSync(new URL("../../demo/settings.json", import.meta.url), "utf8"));
    expect(demo.$schema).toBe("./settings.schema.json");
    expect(validate(demo), JSON.stringify(validate.errors)).toBe(true);
  });

  it("lets an editor flag a typo, a wrong type and a value out of its choices", () => {
    expect(validate({ nmae: "Priya" })).toBe(false);
    expect(validate({ theme: "blue" })).toBe(false);
    expect(validate({ featured: -1 })).toBe(false);
    expect(validate({ look: { accentColour: "#000" } })).toBe(false);
    expect(validate({ site: { url: "https://priya.dev/", endpoint: "https://x.cdn.hygraph.com/v2/abc/master" } })).toBe(true);
  });

  it("gives every setting one rule: the settings file drops what the elements would not use", () => {
    const values: Record<string, unknown> = {
      name: "Priya",
      portrait: "/assets/me.jpg",
      email: "owner@x.com?bcc=spy@evil.example",
      linkedin: "javascript:alert(1)",
      github: "https://github.com/priya",
      endpoint: "http://[::1",
      theme: "blue",
      featured: 3,
      themeSwitch: "maybe",
      resume: "https://priya.dev/cv.pdf",
      tagline: 42,
    };
    const { settings, warnings } = checkSettings(values);
    expect(Object.keys(settings).sort()).toEqual(["featured", "github", "name", "portrait", "resume"]);
    expect(warnings).toHaveLength(SETTING_NAMES.filter((name) => name in values && settingProblem(name, values[name])).length);
    // What the elements do with each value where they use it agrees with the schema's rule.
    const page = pickSettings(values);
    expect(plainEmail(page.email)).toBeUndefined();
    expect(httpUrl(page.linkedin)).toBeUndefined();
    expect(httpUrl(page.github)).toBe(settings.github);
    expect(parseTheme(page.theme)).toBe(settingDefault("theme"));
    expect(parseFeatured(page.featured)).toBe(3);
    expect(parseFeatured("-1")).toBe(0);
    expect(settingProblem("featured", "-1")).toMatch(/not a whole number/);
  });

  it("has a field in the studio's form for every setting", () => {
    const studio = readFileSync(new URL("../../demo/studio.html", import.meta.url), "utf8");
    const fields = new Set([...studio.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1]));
    expect(SETTING_NAMES.filter((name) => !fields.has(name))).toEqual([]);
  });

  it("names a key that is no setting, and passes over the file's sections", () => {
    const { settings, warnings } = checkSettings({ $schema: "./settings.schema.json", nmae: "Priya", site: {}, look: {} });
    expect(settings).toEqual({});
    expect(warnings).toEqual([expect.stringMatching(/^nmae is not a setting/)]);
  });
});
