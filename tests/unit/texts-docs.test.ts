/** docs/languages.md and the manifest list every text id with its English, generated from the catalog, never by hand. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "../../src/i18n/en.ts";
import { TEXTS_DOC, textCatalog, withTextsTable } from "../../scripts/texts.mjs";
import { needsBuild } from "./needs-build.ts";

describe("the text ids in docs/languages.md", () => {
  it("are read from the catalog, every one with its English", () => {
    expect(Object.fromEntries(textCatalog())).toEqual(en);
  });

  it("are up to date (run `npm run texts`)", () => {
    const readme = readFileSync(TEXTS_DOC, "utf8");
    expect(withTextsTable(readme) === readme, "docs/languages.md's text ids are stale: run `npm run texts`").toBe(true);
  });
});

describe("the text ids in the manifest", () => {
  it("are in the texts setting's description, every one with its English", () => {
    needsBuild();
    const manifest = JSON.parse(readFileSync(new URL("../../dist/custom-elements.json", import.meta.url), "utf8")) as {
      modules: { declarations?: { tagName?: string; attributes?: { name: string; description?: string }[] }[] }[];
    };
    const hero = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === "portfolio-hero");
    const description = hero?.attributes?.find((attribute) => attribute.name === "texts")?.description ?? "";
    for (const [id, text] of Object.entries(en)) expect(description).toContain(`- \`${id}\`: ${text}`);
  });
});
