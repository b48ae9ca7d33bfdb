import { describe, expect, it } from "vitest";
import { mergeSettings, parsePageConfig, pickSettings } from "../../src/settings/page-config.ts";
import { parseTheme } from "../../src/theme/names.ts";

describe("owner settings", () => {
  it("an element's own attribute wins over the page config", () => {
    const page = { name: "Page Name", endpoint: "https://cms.example/graphql" };
    const attributes = { name: "Attribute Name" };
    expect(mergeSettings(page, attributes)).toEqual({ name: "Attribute Name", endpoint: "https://cms.example/graphql" });
  });

  it("an empty attribute does not erase the page config", () => {
    expect(mergeSettings({ github: "https://github.com/a" }, { github: "" })).toEqual({ github: "https://github.com/a" });
  });

  it("keeps only known settings with string values", () => {
    expect(pickSettings({ name: "A", theme: 3, unknown: "x", email: null, linkedin: "https://l.example" })).toEqual({
      name: "A",
      linkedin: "https://l.example",
    });
    expect(pickSettings(null)).toEqual({});
    expect(pickSettings("name")).toEqual({});
  });

  it("reads the page config JSON with camelCase keys", () => {
    const text = JSON.stringify({ name: "Alex", emailjsServiceId: "svc", "emailjs-template-id": "ignored" });
    expect(parsePageConfig(text)).toEqual({ settings: { name: "Alex", emailjsServiceId: "svc" } });
  });

  it("reports a broken page config instead of throwing", () => {
    expect(parsePageConfig("{ name: ").error).toMatch(/^#portfolio-config is not valid JSON/);
    expect(parsePageConfig("[1, 2]").error).toBe("#portfolio-config must hold a JSON object.");
    expect(parsePageConfig("").settings).toEqual({});
    expect(parsePageConfig(undefined).settings).toEqual({});
  });

  it("theme is light, dark or auto; anything else is auto", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("auto")).toBe("auto");
    expect(parseTheme("DARK")).toBe("auto");
    expect(parseTheme(undefined)).toBe("auto");
  });
});
