/**
 * Page data has one way in: the page's data blocks are looked up only by data-blocks.ts (the first JSON script with
 * an id counts), each element's code checks what it reads into PageData when it starts, and components read it from
 * PageDataContext. No service holds React, and no module keeps a page's blocks for its components to read.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it, vi } from "vitest";

// Parses every source file (TypeScript's parser, ESLint): a minute on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const SRC = join(import.meta.dirname, "../../src");

/** The browser code: every module under src/ but the page writers (site/, run by Node) and the prerenderer. */
function browserModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "site" ? [] : browserModules(path);
    return /\.(ts|tsx|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && entry.name !== "prerender.ts" ? [path] : [];
  });
}

const sources = browserModules().map((path) => ({ name: relative(SRC, path), text: readFileSync(path, "utf8") }));

describe("page data at the element boundary", () => {
  it("only data-blocks.ts looks the page's elements up by id", () => {
    const lookups = sources.filter(({ text }) => /getElementById\(|querySelector(All)?\(`?["'`]?(#|\[id=)/.test(text)).map(({ name }) => name);
    expect(lookups).toEqual(["page/data-blocks.ts"]);
  });

  it("services/ holds no React", () => {
    const withReact = sources.filter(({ name, text }) => name.startsWith("services/") && /from "react(-dom)?(\/[\w-]+)?"/.test(text));
    expect(withReact.map(({ name }) => name)).toEqual([]);
  });

  it("each block id is read through the one reader", () => {
    for (const id of ["PORTRAIT_IMAGES_ID", "PROJECTS_SEED_ID", "CONFIG_ELEMENT_ID"]) {
      const readers = sources.filter(({ text }) => new RegExp(`dataBlock(Text)?\\(${id}`).test(text)).map(({ name }) => name);
      expect(readers, id).toHaveLength(1);
    }
  });
});
