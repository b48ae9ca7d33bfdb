/**
 * The Node code outside src/ (the demo server, the scripts, the test servers, the tools' configs) runs unbuilt, so it
 * imports the source only as `#site`, the pages' code built with the prerenderer (dist/server/site.js): a module of
 * src/ imported directly would have to stay plain JavaScript, a twin of its TypeScript home. vite.config.ts is
 * bundled by Vite, and may. src/ is TypeScript throughout, the scripts the pages carry inline (src/site/assets/) too.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it, vi } from "vitest";

// Parses every source file (TypeScript's parser, ESLint): a minute on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ROOT = join(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");

/** The files Node runs as they are written. */
const NODE_FILES = [
  ...["demo/server", "scripts", "tests/servers"].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((name) => /\.m?js$/.test(name))
      .map((name) => join(dir, name)),
  ),
  ...readdirSync(ROOT).filter((name) => name.endsWith(".mjs")),
];

/** src/'s JavaScript files. */
function javaScriptFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javaScriptFiles(path);
    return /\.[mc]?jsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

/** The modules of src/ a file imports, statically or with `import()`. */
function sourceImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => resolve(dirname(join(ROOT, file)), name))
    .filter((path) => path.startsWith(SRC))
    .map((path) => relative(ROOT, path));
}

describe("Node code outside src/", () => {
  it("is found", () => {
    expect(NODE_FILES).toContain("demo/server/index.js");
    expect(NODE_FILES).toContain("scripts/build-site.mjs");
  });

  it("sees a direct import of src/", () => {
    expect(sourceImports("tests/unit/fixtures/node-imports/direct.mjs")).toEqual(["src/routing/routes.ts", "src/site/build.ts"]);
  });

  it("imports src/ only as #site, the built module", () => {
    expect(NODE_FILES.flatMap((file) => sourceImports(file).map((path) => `${file} → ${path}`))).toEqual([]);
  });
});

describe("src/", () => {
  it("is TypeScript, the pages' inline scripts too: no JavaScript file", () => {
    expect(javaScriptFiles()).toEqual([]);
  });
});
