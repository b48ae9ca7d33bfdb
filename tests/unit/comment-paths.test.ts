/**
 * Every `src/…`, `scripts/…` or `tests/…` path named in a comment of src/, scripts/ or demo/ exists: a comment
 * that points at a moved or deleted file sends a reader nowhere. Comments are found by TypeScript's own parser
 * (a regular expression would take `//` in a URL or a regex literal for one); CSS has block comments only.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const SCRIPT = /\.(ts|tsx|js|mjs|cjs)$/;

/** The text of every comment in a script, each once. */
function scriptComments(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : undefined);
  const ranges = new Map<number, string>();
  const collect = (list: ts.CommentRange[] | undefined) => list?.forEach((range) => ranges.set(range.pos, text.slice(range.pos, range.end)));
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...ranges.values()];
}

/**
 * `src/a/b.ts`, `scripts/bench-<name>.mjs`, `tests/unit/` in a comment (a `<placeholder>` stands for any name); a
 * path inside a URL or another path is not one.
 */
function namedPaths(comment: string): string[] {
  return [...comment.matchAll(/(?<![\w.@/-])(?:src|scripts|tests)\/[\w./*{},<>-]*/g)].map((match) =>
    match[0].replace(/[.,]+$/, "").replace(/\{[^}]*$/, "").replace(/<\w*>/g, "*"),
  );
}

/** The files under the project's folders, as paths from its root (Node 20 has no fs.globSync). */
const ALL_FILES = ["src", "scripts", "tests", "demo"].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((path) => `${dir}/${path.split("\\").join("/")}`)
    .filter((path) => !path.includes("node_modules/")),
);

/** `*` within a name, `**` across folders, `{a,b}` either. */
function globPattern(glob: string): RegExp {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, "\\$&")
    .replace(/\*\*\/?|\*|\{([^}]*)\}/g, (token, choices?: string) =>
      choices !== undefined ? `(?:${choices.split(",").join("|")})` : token === "*" ? "[^/]*" : ".*",
    );
  return new RegExp(`^${source}`);
}

/** Whether a named path exists; a glob (`bench-*.mjs`, `src/**`) when it matches something. */
function exists(path: string): boolean {
  if (!/[*{]/.test(path)) return existsSync(join(ROOT, path));
  const pattern = globPattern(path);
  return ALL_FILES.some((file) => pattern.test(file));
}

function sourceFiles(): string[] {
  return ALL_FILES.filter((path) => /^(src|scripts|demo)\//.test(path) && /\.(ts|tsx|js|mjs|cjs|css)$/.test(path));
}

describe("paths named in comments", () => {
  it("finds paths, not URLs or parts of other paths", () => {
    expect(namedPaths("see src/site/portrait.js, scripts/bench-*.mjs and src/elements/<name>/.")).toEqual([
      "src/site/portrait.js",
      "scripts/bench-*.mjs",
      "src/elements/*/",
    ]);
    expect(namedPaths("https://example.com/src/x.js, node_modules/pkg/src/y.js, @scope/src/z")).toEqual([]);
  });

  it("every one exists", () => {
    const dead: string[] = [];
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), "utf8");
      const comments = SCRIPT.test(file) ? scriptComments(file, text) : (text.match(/\/\*[\s\S]*?\*\//g) ?? []);
      for (const path of comments.flatMap(namedPaths)) if (!exists(path)) dead.push(`${relative(ROOT, join(ROOT, file))}: ${path}`);
    }
    expect(dead).toEqual([]);
  });
});
