import { afterEach, describe, expect, it, vi } from "vitest";
import { formatParts, formatText } from "../../src/i18n/format.ts";
import { chooseLanguage } from "../../src/i18n/languages.ts";
import { parseTexts } from "../../src/i18n/owner-texts.ts";
import { ENGLISH } from "../../src/i18n/english.ts";
import { textsFor } from "../../src/i18n/texts.ts";
import { pickSettings } from "../../src/settings/page-config.ts";

afterEach(() => vi.restoreAllMocks());

describe("formatText", () => {
  it("fills placeholders and writes numbers in the language", () => {
    expect(formatText("Hello, I'm {name}", { name: "Ada" }, "en")).toBe("Hello, I'm Ada");
    expect(formatText("{count} more", { count: 1234 }, "en")).toBe("1,234 more");
    expect(formatText("{count} more", { count: 1234 }, "de")).toBe("1.234 more");
  });

  it("chooses a count's form by the language's plural rules", () => {
    const projects = "Show all {count, plural, one {# project} other {# projects}}";
    expect(formatText(projects, { count: 1 }, "en")).toBe("Show all 1 project");
    expect(formatText(projects, { count: 12 }, "en")).toBe("Show all 12 projects");
    const arabic = "{count, plural, zero {z} one {o} two {t} few {f#} many {m#} other {x#}}";
    expect([0, 1, 2, 3, 11, 100].map((count) => formatText(arabic, { count }, "en-u-nu-latn"))).toEqual(["x0", "o", "x2", "x3", "x11", "x100"]);
    expect([0, 1, 2, 3, 11, 100].map((count) => formatText(arabic, { count }, "ar-u-nu-latn"))).toEqual(["z", "o", "t", "f3", "m11", "x100"]);
  });

  it("prefers an exact count", () => {
    expect(formatText("{count, plural, =0 {none} one {one} other {#}}", { count: 0 }, "en")).toBe("none");
  });

  it("keeps text with commas inside a form, and a placeholder it has no value for", () => {
    expect(formatText("{count, plural, other {# (live, new tab)}} {missing}", { count: 2 }, "en")).toBe("2 (live, new tab) {missing}");
  });

  it("makes one number format and one plural rule per language, not one per text", () => {
    const made = { numbers: 0, plurals: 0 };
    const { NumberFormat, PluralRules } = Intl;
    vi.spyOn(Intl, "NumberFormat").mockImplementation(function (...args) {
      made.numbers++;
      return new NumberFormat(...args);
    });
    vi.spyOn(Intl, "PluralRules").mockImplementation(function (...args) {
      made.plurals++;
      return new PluralRules(...args);
    });
    // Number's toLocaleString makes a format of its own each time.
    vi.spyOn(Number.prototype, "toLocaleString").mockImplementation(function (this: number, ...args) {
      made.numbers++;
      return new NumberFormat(...args).format(this);
    });
    const filled = [1, 2, 3, 4].map((count) => formatText("{count, plural, one {# card} other {# cards}} of {total}", { count, total: 1000 + count }, "pt-BR"));
    expect(filled).toEqual(["1 card of 1.001", "2 cards of 1.002", "3 cards of 1.003", "4 cards of 1.004"]);
    expect(made).toEqual({ numbers: 1, plurals: 1 });
  });

  it("leaves values that are not text as parts of their own", () => {
    const node = { node: true };
    expect(formatParts("{count} using {tag}!", { count: 3, tag: node }, "en")).toEqual(["3 using ", node, "!"]);
  });
});

describe("chooseLanguage", () => {
  it("is English without a lang", () => {
    expect(chooseLanguage(undefined)).toEqual({ tag: "en", dir: "ltr", catalog: "en" });
    expect(chooseLanguage("  ")).toEqual({ tag: "en", dir: "ltr", catalog: "en" });
  });

  it("falls back to English, saying so, for a tag it has no texts for", () => {
    expect(chooseLanguage("ja")).toMatchObject({ tag: "ja", catalog: "en", warning: expect.stringContaining('"ja"') });
    expect(chooseLanguage("not a tag!")).toMatchObject({ tag: "en", catalog: "en", warning: expect.stringContaining("not a language tag") });
  });

  it("lays right-to-left languages out right to left", () => {
    for (const tag of ["ar", "ar-EG", "he", "fa", "ur"]) expect(chooseLanguage(tag).dir, tag).toBe("rtl");
    expect(chooseLanguage("en-GB").dir).toBe("ltr");
  });
});

describe("texts", () => {
  it("are the spec's English by default", () => {
    expect(ENGLISH.text("hero.viewWork")).toBe("View My Work");
    expect(ENGLISH.text("contact.nameRequired")).toBe("Name is required.");
    expect(ENGLISH.text("projects.showAll", { count: 12 })).toBe("Show all 12 projects");
    expect(ENGLISH.lang).toBe("en");
  });

  it("take the owner's texts over the catalog", async () => {
    const texts = (await textsFor(undefined, JSON.stringify({ "hero.viewWork": "See my projects", "projects.showMore": "{count} more, please" })))!;
    expect(texts.text("hero.viewWork")).toBe("See my projects");
    expect(texts.text("projects.showMore", { count: 3 })).toBe("3 more, please");
    expect(texts.text("hero.getInTouch")).toBe("Get In Touch");
  });

  it("name an unknown id and a value that is not text in one warning each, and use the rest", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const json = JSON.stringify({ "hero.nope": "x", "hero.viewWork": 3, "hero.getInTouch": "Write to me" });
    expect(parseTexts(json)).toEqual({ "hero.getInTouch": "Write to me" });
    parseTexts(json);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('"hero.nope"'),
      expect.stringContaining('"hero.viewWork" is not a string'),
    ]);
  });

  it("ignore texts that are not a JSON object, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(parseTexts("{oops")).toEqual({});
    expect(parseTexts('["hero.viewWork"]')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("elide French \"de\" before a vowel or an h, in the catalog's texts and the owner's", async () => {
    const fr = (await textsFor("fr", JSON.stringify({ "details.next": "Suite de {title}" })))!;
    expect(fr.text("hero.portraitOf", { name: "Alex" })).toBe("Portrait d’Alex");
    expect(fr.text("hero.portraitOf", { name: "Hélène" })).toBe("Portrait d’Hélène");
    expect(fr.text("hero.portraitOf", { name: "Bruno" })).toBe("Portrait de Bruno");
    expect(fr.text("details.next", { title: "Ulysse" })).toBe("Suite d’Ulysse");
    expect(fr.parts("projects.descriptionOf", { title: "Atlas" })).toEqual(["d’Atlas"]);
    expect((await textsFor("es", undefined))!.text("hero.portraitOf", { name: "Alex" })).toBe("Retrato de Alex");
  });

  it("come from the page config as an object", () => {
    expect(pickSettings({ lang: "de", texts: { "hero.viewWork": "Meine Arbeit" } })).toEqual({
      lang: "de",
      texts: '{"hero.viewWork":"Meine Arbeit"}',
    });
  });
});
