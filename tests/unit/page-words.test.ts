import { describe, expect, it } from "vitest";
import { ENGLISH } from "../../src/i18n/english.ts";
import { chooseLanguage } from "../../src/i18n/languages.ts";
import { textsFor } from "../../src/i18n/texts.ts";
import { pageWords, type PageSubject } from "../../src/page/page-words.ts";
import { pageLinks } from "../../src/site/route-pages.ts";
import { checkSettings } from "../../src/site/settings.ts";

const SUBJECTS: PageSubject[] = ["home", "about", "projects", "contact", "hero", "header", "footer"];

const PRIYA = {
  name: "Priya Natarajan",
  role: "Frontend Developer",
  subheading: "I make data readable: Svelte, D3 and a little Rust.",
  about: JSON.stringify({ intro: "I turn messy data into charts people trust.", cards: [{ title: "Visualisation", skills: ["D3", "Svelte"] }] }),
};

async function words(settings: Record<string, string>, subject: PageSubject) {
  const texts = (await textsFor(settings.lang, settings.texts)) ?? ENGLISH;
  return pageWords(settings, subject, texts, chooseLanguage(settings.lang).catalog);
}

describe("each page's title and description", () => {
  it("with no new settings, the spec's role as before", async () => {
    expect((await words({ name: "Alex Rivera" }, "home")).title).toBe("Alex Rivera | Junior Software Engineer");
    expect((await words({ name: "Alex Rivera" }, "about")).title).toBe("About | Alex Rivera | Junior Software Engineer");
    expect((await words({}, "home")).title).toBe("Portfolio");
  });

  it("are the owner's: her role, subheading and About intro, different on every page", async () => {
    const all = await Promise.all(SUBJECTS.map((subject) => words(PRIYA, subject)));
    for (const page of all) {
      expect(page.title).toContain("Priya Natarajan | Frontend Developer");
      expect(page.title).not.toContain("Junior");
      expect(page.description).not.toMatch(/junior software engineer/i);
      expect(page.jobTitle).toBe("Frontend Developer");
    }
    const [home, about, projects, contact] = all;
    expect(home!.description).toContain(PRIYA.subheading);
    expect(about!.description).toBe("I turn messy data into charts people trust.");
    expect(new Set([home, about, projects, contact].map((page) => page!.title)).size).toBe(4);
    expect(new Set([home, about, projects, contact].map((page) => page!.description)).size).toBe(4);
  });

  it("are in the page's language, with no English left", async () => {
    const de = await words({ name: "Priya", lang: "de" }, "projects");
    expect(de.title).toBe("Meine Projekte | Priya | Junior-Softwareentwickler");
    expect(de.description).toBe("Projekte von Priya – mit Technologien, Code und Live-Demos.");
    const ar = await words({ name: "بريا", lang: "ar" }, "contact");
    expect(ar.title).toMatch(/ \| بريا \| /);
    expect(ar.description).not.toMatch(/[A-Za-z]{3,}/);
  });

  // Issue 46: a job title names a person ("Ingénieur logiciel junior"), not a school subject ("Junior en ingénierie").
  it.each([
    ["de", "Junior-Softwareentwickler", /Softwareentwickler/],
    ["fr", "Ingénieur logiciel junior", /Ingénieur logiciel junior/],
    ["es", "Ingeniero de software junior", /ingeniero de software junior/i],
    ["pt-BR", "Engenheiro de software júnior", /engenheiro de software júnior/i],
    ["ar", "مهندس برمجيات مبتدئ", /مهندس برمجيات مبتدئ/],
  ])("in %s, the default title, subheading and About intro name a person", async (lang, person, noun) => {
    const texts = (await textsFor(lang, undefined))!;
    const subject = /en ingénierie|en ingeniería|em engenharia|هندسة البرمجيات –|Software Engineer|mit Freude an/;
    for (const page of ["home", "about", "projects", "contact"] as const) {
      const { title, jobTitle } = await words({ name: "Alex", lang }, page);
      expect(title, `${lang} ${page}`).toContain(`Alex | ${person}`);
      expect(title).not.toMatch(subject);
      expect(jobTitle).toBe(person);
    }
    for (const id of ["hero.subheading", "about.intro"] as const) {
      expect(texts.text(id), `${lang} ${id}`).toMatch(noun);
      expect(texts.text(id)).not.toMatch(subject);
    }
  });

  it("name the links between pages in the page's language", async () => {
    expect((await words({ name: "A" }, "home")).pages).toBe("Pages");
    for (const lang of ["de", "fr", "es", "pt-BR", "ar"]) {
      const { pages } = await words({ name: "A", lang }, "home");
      expect(pages, lang).not.toMatch(/^Pages$/);
      expect(String(pageLinks(["about"], { screens: { home: "", about: "x", projects: "", contact: "" }, pages })), lang).toContain(`aria-label="${pages}"`);
    }
  });

  it("elide French \"de\" before a name that starts with a vowel", async () => {
    expect((await words({ name: "Alex", lang: "fr" }, "projects")).description).toMatch(/^Les projets d’Alex,/);
    expect((await words({ name: "Bruno", lang: "fr" }, "projects")).description).toMatch(/^Les projets de Bruno,/);
  });

  it("cut a long description at a word, under search results' 160 characters", async () => {
    const about = JSON.stringify({ intro: "word ".repeat(100) });
    const { description } = await words({ name: "A", about }, "about");
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });
});

describe("the about setting in the settings file", () => {
  it("keeps a usable one as its JSON, and names the wrong key of one that is not", () => {
    const good = { intro: "Hi.", cards: [{ title: "Data", skills: ["D3"] }] };
    expect(checkSettings({ about: good }).settings.about).toBe(JSON.stringify(good));
    const cases: [unknown, RegExp][] = [
      [{ cards: [] }, /cards that are not a list of 1 to 6/],
      [{ cards: Array.from({ length: 7 }, () => ({ title: "x", skills: [] })) }, /cards that are not a list of 1 to 6/],
      [{ cards: [{ title: "x", skills: "D3, Svelte" }] }, /cards\[0\]\.skills that is not a list of text/],
      [{ cards: [{ title: "", skills: [] }] }, /cards\[0\]\.title that is not text/],
      [{ intro: 3 }, /intro that is not text/],
      [{ intro: "x", card: [] }, /a key "card"/],
      [["x"], /is not an object/],
      // In the settings file the words are an object; JSON text is an attribute's form.
      ["not json", /is not an object/],
    ];
    for (const [about, problem] of cases) {
      const { settings, warnings } = checkSettings({ about });
      expect(settings.about, JSON.stringify(about)).toBeUndefined();
      expect(warnings[0], JSON.stringify(about)).toMatch(problem);
      expect(warnings[0]).toMatch(/^about .*: left out \(the spec's About shows\)\.$/);
    }
  });
});
