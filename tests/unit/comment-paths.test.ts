/**
 * Every `src/…`, `scripts/…` or `tests/…` path named in a comment of src/, scripts/ or demo/ exists, and so does
 * every file named alone ("see pages.js"): a comment that points at a moved or deleted file sends a reader nowhere. Comments are found by TypeScript's own parser
 * (a regular expression would take `//` in a URL or a regex literal for one); CSS has block comments only.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it, vi } from "vitest";

// Parses every source file (TypeScript's parser, ESLint): a minute on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

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

/**
 * A file named alone in a comment, `portrait.ts` or `vite.config.ts`; not a path's last part, nor a suffix
 * (`-element.ts`).
 */
function namedFiles(comment: string): string[] {
  return [...comment.matchAll(/(?<![\w./-])\w[\w-]*(?:\.[\w-]+)*\.(?:tsx?|m?js|css)\b/g)].map((match) => match[0]);
}

/**
 * What a file named alone may be besides a file of the project: a file the build writes (a package entry, as
 * package.json's exports name it), or a package or runtime whose name ends like a file (`ipaddr.js`, Node.js).
 */
function otherNames(): Set<string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    exports: Record<string, string | Record<string, string>>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const outputs = Object.values(pkg.exports).flatMap((target) => (typeof target === "string" ? [target] : Object.values(target)));
  return new Set([...outputs.map((file) => basename(file)), ...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies), "Node.js"]);
}

function sourceFiles(): string[] {
  return ALL_FILES.filter((path) => /^(src|scripts|demo)\//.test(path) && /\.(ts|tsx|js|mjs|cjs|css)$/.test(path));
}

describe("paths named in comments", () => {
  it("finds paths, not URLs or parts of other paths", () => {
    expect(namedPaths("see src/site/portrait.ts, scripts/bench-*.mjs and src/elements/<name>/.")).toEqual([
      "src/site/portrait.ts",
      "scripts/bench-*.mjs",
      "src/elements/*/",
    ]);
    expect(namedPaths("https://example.com/src/x.js, node_modules/pkg/src/y.js, @scope/src/z")).toEqual([]);
  });

  it("finds files named alone, not paths or suffixes", () => {
    expect(namedFiles("see pages.js, src/site/portrait.ts, `vite.config.ts` and each -element.ts")).toEqual(["pages.js", "vite.config.ts"]);
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

  it("every file named alone is in the project, written by the build, or a package", () => {
    const known = new Set([...ALL_FILES.map((path) => basename(path)), ...readdirSync(ROOT), ...otherNames()]);
    const unknown: string[] = [];
    for (const file of sourceFiles().filter((path) => SCRIPT.test(path))) {
      for (const name of scriptComments(file, readFileSync(join(ROOT, file), "utf8")).flatMap(namedFiles)) {
        if (!known.has(name)) unknown.push(`${file}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
