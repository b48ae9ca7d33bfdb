import { describe, expect, it } from "vitest";
import { en, type TextId } from "../../src/i18n/en.ts";
import { formatText } from "../../src/i18n/format.ts";
import { LANGUAGES, catalogOf } from "../../src/i18n/languages.ts";

const OTHERS = LANGUAGES.filter((language) => language !== "en");

/** The placeholders a text names, plural or plain, sorted. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]!))].sort();
}

describe("the built-in languages", () => {
  it("are the six the contract names", () => {
    expect(LANGUAGES).toEqual(["en", "de", "fr", "es", "pt-BR", "ar"]);
  });

  it.each(OTHERS)("%s has every id and no other", async (language) => {
    expect(Object.keys(await catalogOf(language)).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(OTHERS)("%s fills the same placeholders as English, and writes its own words", async (language) => {
    const catalog = await catalogOf(language);
    for (const id of Object.keys(en) as TextId[]) {
      expect(placeholders(catalog[id]), `${language} ${id}`).toEqual(placeholders(en[id]));
    }
    const same = (Object.keys(en) as TextId[]).filter((id) => catalog[id] === en[id] && /[a-z]{3} [a-z]{3}/.test(en[id]));
    expect(same, `${language}: English sentences left`).toEqual([]);
  });

  it("Arabic counts take all six plural forms", async () => {
    const ar = await catalogOf("ar");
    const forms = [0, 1, 2, 3, 11, 100].map((count) => formatText(ar["projects.summaryTag"], { count, tag: "Rust" }, "ar"));
    expect(new Set(forms).size).toBe(6);
    expect(forms[1]).toBe("مشروع واحد بتقنية Rust");
    expect(forms[2]).toBe("مشروعان بتقنية Rust");
  });

  // Read as a German speaker: a tab "öffnet sich" (it opens itself), and a form is not "frei für eine weitere".
  it("German says what opens and what is ready as a German writes it", async () => {
    const de = await catalogOf("de");
    const tabs = (Object.keys(de) as TextId[]).filter((id) => de[id].includes("Tab)"));
    expect(tabs.length).toBeGreaterThan(5);
    for (const id of tabs) expect(de[id], id).toContain("öffnet sich in einem neuen Tab)");
    expect(de["contact.sentHelp"]).not.toMatch(/frei für/);
  });

});
