/**
 * The published types, as an owner's TypeScript sees them: the declarations the build wrote (dist/*.d.ts and
 * dist/types/: `npm test` builds first) go into a package in a temporary node_modules (with the package.json
 * "types" and "exports" of this one), and the compiler checks an owner's React 19 page against them (tests/types/).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const FIXTURES = join(ROOT, "tests/types");
const DIRECTIVE = /^(\s*(?:\/\/|\{\/\*) )@ts-expect-error/gm;
let project: string;
let errors: Map<string, string[]> | undefined;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "portfolio-types-"));
  const modules = join(project, "node_modules");
  const pkg = join(modules, "portfolio-elements");
  const dist = join(ROOT, "dist");
  if (!existsSync(join(dist, "portfolio-elements.d.ts"))) throw new Error("dist/portfolio-elements.d.ts is missing: run `npm run build` first");
  for (const file of readdirSync(dist).filter((name) => name.endsWith(".d.ts"))) cpSync(join(dist, file), join(pkg, "dist", file));
  cpSync(join(dist, "types"), join(pkg, "dist", "types"), { recursive: true });
  const { name, type, main, module, types, exports } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  writeFileSync(join(pkg, "package.json"), JSON.stringify({ name, type, main, module, types, exports }));
  mkdirSync(join(modules, "@types"));
  symlinkSync(join(ROOT, "node_modules/react"), join(modules, "react"), "dir");
  symlinkSync(join(ROOT, "node_modules/@types/react"), join(modules, "@types/react"), "dir");
  cpSync(FIXTURES, join(project, "src"), { recursive: true });
  // The mistakes once more without their directives: each must then be an error of its own.
  writeFileSync(join(project, "src/bare.tsx"), readFileSync(join(FIXTURES, "consumer-errors.tsx"), "utf8").replace(DIRECTIVE, "$1expected error"));
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

/**
 * Compiles the owner's files as a strict React 19 project would (once, for every test); one file's errors,
 * each as `/src/file:line: message`.
 */
function compile(file: string): string[] {
  errors ??= compileAll(["consumer.tsx", "consumer-errors.tsx", "bare.tsx"]);
  return errors.get(file) ?? [];
}

function compileAll(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files.map((file) => join(project, "src", file)), {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
    // The package's own .d.ts is checked too.
    skipLibCheck: false,
    noEmit: true,
  });
  const found = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName.replace(`${project}/src/`, "") ?? "";
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    // An error outside the owner's files (in the package's .d.ts, say) is reported with every file.
    const files = file.endsWith(".tsx") && !file.includes("/") ? [file] : ["consumer.tsx", "consumer-errors.tsx", "bare.tsx"];
    for (const name of files) found.set(name, [...(found.get(name) ?? []), `/src/${file}:${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`]);
  }
  return found;
}

describe("dist/portfolio-elements.d.ts", { timeout: 60_000 }, () => {
  it("type-checks an owner's React 19 page: every tag, kebab-case attributes, refs, events, the DOM API", () => {
    expect(compile("consumer.tsx")).toEqual([]);
  });

  it("rejects a misspelt attribute or tag, a non-string setting and a wrong event detail", () => {
    // Every @ts-expect-error is used: TypeScript reports one that has nothing to expect.
    expect(compile("consumer-errors.tsx")).toEqual([]);

    // Without the directives, exactly one error on each line after one.
    const lines = readFileSync(join(FIXTURES, "consumer-errors.tsx"), "utf8").split("\n");
    const expected = lines.flatMap((line, index) => (new RegExp(DIRECTIVE.source).test(line) ? [index + 2] : []));
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const errors = compile("bare.tsx");
    expect(errors.map((error) => Number(/^\/src\/bare\.tsx:(\d+):/.exec(error)?.[1])), errors.join("\n")).toEqual(expected);
    expect(errors.join("\n")).toMatch(/endpiont/);
    expect(errors.join("\n")).toMatch(/portfolio-project'/);
  });
});
