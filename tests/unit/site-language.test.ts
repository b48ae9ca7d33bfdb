/**
 * The static site in the owner's language: `build:site` with `lang` writes `<html lang dir>` and `og:locale` on every
 * page and prerenders the elements in that language (no flash of English), from the same catalog as the browser.
 * Needs the build: `npm test` builds before these run.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { pageLanguage } from "../../src/i18n/direction.ts";
import { en } from "../../src/i18n/en.ts";
import { needsBuild } from "./needs-build.ts";

const SETTINGS = { name: "Priya", email: "priya@example.com", github: "https://github.com/priya" };

async function build(settings: object): Promise<(file: string) => Promise<string>> {
  const dir = await mkdtemp(join(tmpdir(), "site-language-"));
  const settingsFile = join(dir, "settings.json");
  await writeFile(settingsFile, JSON.stringify(settings));
  const { outDir } = await buildSite({ settingsFile, outDir: join(dir, "site"), log: () => {} });
  return (file) => readFile(join(outDir, file), "utf8");
}

/** The prerendered markup of the page's element (the declarative shadow root). */
const markup = (html: string) => /<template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";

describe("pageLanguage", () => {
  it("marks a page with the tag, its direction and Open Graph's locale", () => {
    expect(pageLanguage(undefined)).toEqual({ lang: "en", dir: "ltr" });
    expect(pageLanguage("de")).toEqual({ lang: "de", dir: "ltr", ogLocale: "de_DE" });
    expect(pageLanguage("pt-br")).toEqual({ lang: "pt-BR", dir: "ltr", ogLocale: "pt_BR" });
    expect(pageLanguage("ar")).toEqual({ lang: "ar", dir: "rtl", ogLocale: "ar_EG" });
    expect(pageLanguage("not a tag!")).toEqual({ lang: "en", dir: "ltr" });
  });
});

describe("build:site in the owner's language", () => {
  let arabic: (file: string) => Promise<string>;
  let german: (file: string) => Promise<string>;
  beforeAll(async () => {
    needsBuild();
    arabic = await build({ ...SETTINGS, lang: "ar" });
    german = await build({ ...SETTINGS, lang: "de", texts: { "hero.viewWork": "Zu meinen Arbeiten" } });
  }, 120_000);

  it("writes <html lang dir> and og:locale on every page", async () => {
    for (const file of ["index.html", "about.html", "projects.html", "contact.html", "embed/contact.html"]) {
      const html = await arabic(file);
      expect(html, file).toMatch(/<html lang="ar" dir="rtl"[ >]/);
      expect(html, file).toContain('<meta property="og:locale" content="ar_EG" />');
    }
    expect(await german("index.html")).toMatch(/<html lang="de"[ >]/);
  });

  it("prerenders the elements in the language, with the owner's texts over it", async () => {
    const home = markup(await german("index.html"));
    expect(home).toContain('lang="de" dir="ltr"');
    expect(home).toContain("Zu meinen Arbeiten");
    expect(home).toContain("Kontakt aufnehmen");
    const contact = markup(await arabic("contact.html"));
    expect(contact).toContain('dir="rtl"');
    expect(contact).toContain("لنعمل معًا");
    for (const id of ["hero.getInTouch", "contact.heading", "contact.send", "header.openMenu", "footer.github"] as const) {
      expect(home + contact, id).not.toContain(en[id]);
    }
  });
});
