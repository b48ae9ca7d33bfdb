/**
 * No import circle in the source: a module and what it imports, type imports included, never lead back to it. A
 * dynamic `import()` is a chunk loaded later on purpose (texts.ts loads owner-texts.ts), not an edge of the graph.
 * TypeScript's parser, already a dependency, reads the imports: a circle check needs no other package.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it, vi } from "vitest";

// Parses every source file (TypeScript's parser, ESLint): a minute on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ROOT = join(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The project's files a module imports statically (relative specifiers; packages and `?inline` CSS left out). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  // Top-level `import` and `export … from` declarations, `import type` included; `import()` calls are expressions.
  return source.statements
    .flatMap((statement) =>
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? [statement.moduleSpecifier.text]
        : [],
    )
    .filter((name) => name.startsWith(".") && SOURCE.test(name))
    .map((name) => resolve(dirname(file), name));
}

/** Every circle of the graph, each as its path of files (depth-first search). */
function circles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, staticImports(file).filter((target) => files.includes(target))]));
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) return void found.push([...path.slice(at), file]);
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return found.map((circle) => circle.map((file) => relative(ROOT, file)));
}

describe("import circles", () => {
  it("finds one where there is one", () => {
    const dir = join(ROOT, "tests/unit/fixtures/import-circle");
    expect(circles(sourceFiles(dir))).to.deep.equal([
      ["tests/unit/fixtures/import-circle/a.ts", "tests/unit/fixtures/import-circle/b.ts", "tests/unit/fixtures/import-circle/a.ts"],
    ]);
  });

  it("src/ has none, type imports included", () => {
    expect(circles(sourceFiles(join(ROOT, "src")))).to.deep.equal([]);
  });
});
