import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_COLOURS } from "../../demo/studio/doctor.ts";
import { DEFAULT_TOKENS } from "../../demo/studio/outputs.ts";
import { BASE_CSS_FILE, TOKENS_DOC, TABLE_END, TABLE_START, designTokens, renderTable, withTable } from "../../scripts/tokens.mjs";

/** Each token's default in base.css, by name. */
const defaults = new Map(designTokens().map((token) => [token.name, token.default]));

/** The light and the dark value of a `light-dark()` token. */
function pair(name: string): [light: string, dark: string] {
  const match = /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/i.exec(defaults.get(name) ?? "");
  if (!match) throw new Error(`${name} is not a light-dark() pair of colours: ${defaults.get(name)}`);
  return [match[1]!, match[2]!];
}

describe("design tokens: src/styles/base.css is their one source", () => {
  it("every --pe-* declaration of base.css is a token with its description (none left out of the manifest and docs/theming.md)", () => {
    const declared = [...readFileSync(BASE_CSS_FILE, "utf8").matchAll(/^\s*(--pe-[a-z-]+)\s*:/gm)].map(([, name]) => name);
    expect(designTokens().map((token) => token.name)).toEqual(declared);
    for (const token of designTokens()) expect(token.description, token.name).toMatch(/^[A-Z].*\.$/);
  });

  it("docs/theming.md's token table is the one base.css gives (`npm run tokens -- --update` rewrites it)", () => {
    const readme = readFileSync(TOKENS_DOC, "utf8");
    expect(readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END) + TABLE_END.length)).toBe(`${TABLE_START}\n${renderTable(designTokens())}\n${TABLE_END}`);
    expect(withTable(readme, designTokens())).toBe(readme);
  });

  it("a token changed in base.css changes the table, so the table test above fails until it is rewritten", () => {
    const css = readFileSync(BASE_CSS_FILE, "utf8").replace("--pe-radius: 0.75rem;", "--pe-radius: 2px;");
    const readme = readFileSync(TOKENS_DOC, "utf8");
    expect(withTable(readme, designTokens(css))).not.toBe(readme);
    expect(renderTable(designTokens(css))).toContain("| `--pe-radius` | `2px` | Corner radius of cards, panels and fields (buttons and tags stay pill-shaped). |");
  });

  it("the studio starts from base.css's defaults, and its doctor measures contrast against base.css's colours", () => {
    const [accentLight, accentDark] = pair("--pe-color-accent");
    expect(DEFAULT_TOKENS).toEqual({
      accentLight,
      accentDark,
      radius: defaults.get("--pe-radius"),
      fontFamily: defaults.get("--pe-font-family"),
      // The headings follow the text's font unless the owner names one.
      headingFont: defaults.get("--pe-font-heading") === "var(--pe-font-family)" ? "" : defaults.get("--pe-font-heading"),
      fontSize: defaults.get("--pe-font-size"),
      space: defaults.get("--pe-space"),
    });
    const [bg, surface, onAccent] = [pair("--pe-color-bg"), pair("--pe-color-surface"), pair("--pe-color-on-accent")];
    expect(THEME_COLOURS).toEqual({
      light: { page: bg[0], card: surface[0], onAccent: onAccent[0] },
      dark: { page: bg[1], card: surface[1], onAccent: onAccent[1] },
    });
  });
});

describe("fonts: the platform's own, with nothing to look up", () => {
  /** Every stylesheet of the elements and of the site page. */
  const SRC = join(import.meta.dirname, "../../src");
  const sheets = readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => join(SRC, file));
  /** CSS's generic families: each resolves to an installed font without a search. */
  const GENERIC = new Set(["system-ui", "sans-serif", "serif", "monospace", "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded", "cursive", "fantasy", "math"]);

  it("names only generic families: named fallbacks are font lookups in the first layout", () => {
    // Measured on the projects page (Chromium on Linux, Lighthouse's 4x CPU, alternating runs): the first layout took
    // ~114 ms wall-clock with the named fallbacks of system-ui the stack used to carry, and ~100 ms without them.
    expect(sheets).toContain(join(SRC, "styles", "base.css"));
    for (const file of sheets) {
      for (const [, value] of readFileSync(file, "utf8").matchAll(/(?:font-family|--pe-font-family)\s*:\s*([^;}]+)/g)) {
        if (/^(var\(|inherit$)/.test(value!.trim())) continue;
        const names = value!.replace(/\/\*.*?\*\//g, "").split(",").map((name) => name.trim());
        expect(names.filter((name) => !GENERIC.has(name)), `${file}: ${value}`).toEqual([]);
      }
    }
  });
});

