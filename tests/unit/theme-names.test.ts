/**
 * The theme's names are written once, in src/theme/: the themes, the storage key of the visitor's choice, its event,
 * the attributes that carry a theme on markup, the frame messages and the default accents. The pages' head scripts
 * are given them (their tag's `data-themes`), the other modules import them, and the stylesheets, which import
 * nothing, are held to them here.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineAsset, productTemplate } from "../../src/site/inline-assets.ts";
import { DEFAULT_ACCENTS } from "../../src/theme/accent-tokens.ts";
import { FRAME_HEIGHT_MESSAGE, FRAME_THEME_MESSAGE } from "../../src/theme/frame-messages.ts";
import { HEAD_SCRIPT_THEMES } from "../../src/theme/head-scripts.ts";
import { CHOICE_ATTRIBUTE, SCHEME_ATTRIBUTE, THEME_CHOICE_EVENT, THEME_CHOICE_KEY, THEMES } from "../../src/theme/names.ts";

const ROOT = join(import.meta.dirname, "../..");
const NAMES = [THEME_CHOICE_KEY, THEME_CHOICE_EVENT, SCHEME_ATTRIBUTE, CHOICE_ATTRIBUTE, FRAME_THEME_MESSAGE, FRAME_HEIGHT_MESSAGE];

/** `value` as a string literal of a script: in double or single quotes, or a template without substitutions. */
const literal = (value: string) => new RegExp(`["'\`]${value.replace(/[-]/g, "\\-")}["'\`]`);

/** A script's code without its comments (whole-line `//`, and the lines of block comments), which may name anything. */
const code = (text: string) =>
  text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");

async function scripts(dir: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe("theme names", () => {
  it("the head scripts copy none: each is given them by its tag's data-themes", async () => {
    for (const [asset, json] of [["assets/route.ts", HEAD_SCRIPT_THEMES.route], ["assets/embed-frame.ts", HEAD_SCRIPT_THEMES.frame]] as const) {
      const script = await inlineAsset(asset);
      for (const name of [...THEMES, ...NAMES]) expect(script, `${asset} writes "${name}"`).not.toMatch(literal(name));
      expect(script, asset).toMatch(/getAttribute\(["'`]data-themes["'`]\)/);
      // What the script reads is what its page gives it (read in the source: the minified script renames `names`).
      const given = JSON.parse(json) as Record<string, unknown>;
      const reads = [...code(await productTemplate(asset)).matchAll(/\bnames\.(\w+)/g)];
      expect(reads.length, asset).toBeGreaterThan(3);
      for (const key of reads) expect(given, `${asset} reads names.${key[1]}`).toHaveProperty(key[1]!);
    }
  });

  it("no other module of the product, the demo or the scripts writes them", async () => {
    const files = [...(await scripts("src")), ...(await scripts("demo")), ...(await scripts("scripts"))].filter(
      (file) => !file.startsWith("src/theme/"),
    );
    expect(files.length).toBeGreaterThan(50);
    const copies: string[] = [];
    for (const file of files) {
      const text = code(await readFile(join(ROOT, file), "utf8"));
      for (const name of NAMES) if (literal(name).test(text)) copies.push(`${file}: "${name}"`);
    }
    expect(copies).toEqual([]);
  });

  it("the stylesheets' selectors name the same attributes and themes", async () => {
    const css = async (path: string) => readFile(join(ROOT, path), "utf8");
    const [base, page, site, embed] = await Promise.all(
      ["src/styles/base.css", "src/portfolio-elements.css", "src/site/assets/site.css", "src/site/assets/embed.css"].map(css),
    );
    for (const scheme of ["light", "dark"] as const) {
      expect(THEMES).toContain(scheme);
      expect(base).toContain(`.root[${SCHEME_ATTRIBUTE}="${scheme}"]`);
      expect(base).toContain(`:host([theme="${scheme}"])`);
      expect(page).toContain(`[theme="${scheme}"]:is(portfolio-app,`);
      expect(site).toContain(`html[${SCHEME_ATTRIBUTE}="${scheme}"]`);
      expect(embed).toContain(`html[${SCHEME_ATTRIBUTE}="${scheme}"]`);
    }
    for (const theme of THEMES) expect(site).toContain(`html[${CHOICE_ATTRIBUTE}="${theme}"]`);
    expect(base).toContain(`--pe-color-accent: light-dark(${DEFAULT_ACCENTS.light}, ${DEFAULT_ACCENTS.dark});`);
  });
});
