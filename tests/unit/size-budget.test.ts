import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SIZE_DOC, TABLE_END, TABLE_START, compare, gzip, measureEs, readBudget, renderTable, withTable } from "../../scripts/size.mjs";

describe("size budgets (size-budget.json, checked by `npm run size`)", () => {
  it("docs/lite-build.md's size table is the one size-budget.json gives", () => {
    const readme = readFileSync(SIZE_DOC, "utf8");
    expect(readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END) + TABLE_END.length)).toBe(
      `${TABLE_START}\n${renderTable(readBudget())}\n${TABLE_END}`,
    );
    expect(withTable(readme, readBudget())).toBe(readme);
  });

  const recorded = { entry: { default: 10_000, lite: 2_000 }, site: { default: 20_000, lite: 4_000 } };

  it("lets a figure move by up to 1 %, either way", () => {
    expect(compare(recorded, { entry: { default: 10_100, lite: 1_980 }, site: { default: 19_800, lite: 4_040 } })).toEqual([]);
  });

  it("fails a figure that grew or shrank by more, naming the row, the build and the change", () => {
    const problems = compare(recorded, { entry: { default: 10_101, lite: 2_000 }, site: { default: 20_000, lite: 3_900 } });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^ES module.*\(default\): 10\.0 kB recorded, 10\.1 kB now \(\+1\.0 %\)$/);
    expect(problems[1]).toMatch(/^whole site.*\(lite\): 4\.0 kB recorded, 3\.9 kB now \(-2\.5 %\)$/);
  });

  it("fails a row the file does not record, and a recorded row the build no longer has", () => {
    const problems = compare(recorded, { entry: recorded.entry, "<portfolio-new>": { default: 1, lite: 1 } });
    expect(problems).toEqual([
      expect.stringMatching(/^`<portfolio-new>` alone \(default\): 0\.0 kB, not recorded$/),
      expect.stringMatching(/^`<portfolio-new>` alone \(lite\): 0\.0 kB, not recorded$/),
      expect.stringMatching(/^whole site.*\(default\): recorded, but the build has no such row now$/),
      expect.stringMatching(/^whole site.*\(lite\): recorded, but the build has no such row now$/),
    ]);
  });
});

describe("what a row counts (measureEs)", () => {
  const code = (bytes: number) => "x".repeat(bytes);
  const chunk = (file: string, more: Partial<Parameters<typeof measureEs>[0][number]> = {}) => ({
    file, code: code(10), isEntry: false, imports: [], dynamicImports: [], elementTargets: [], loadsLater: {}, ...more,
  });
  // The shape of the default build: the header's code shares the shell with the app, whose Home imports the
  // project service, whose GraphQL client only Home's featured work fetches.
  const chunks = [
    chunk("portfolio-elements.js", { isEntry: true, imports: ["runtime.js"], dynamicImports: ["shell.js"] }),
    chunk("runtime.js"),
    chunk("shell.js", {
      imports: ["runtime.js", "home.js"],
      elementTargets: ["src/elements/app/index.ts", "src/elements/header/index.ts"],
      loadsLater: { "src/elements/app/index.ts": ["graphql-client.js"], "src/elements/header/index.ts": [] },
    }),
    chunk("home.js", { imports: ["runtime.js"], dynamicImports: ["graphql-client.js"] }),
    chunk("graphql-client.js", { code: code(5000) }),
  ];

  it("counts for an element alone what its own code loads later, not what a chunk it shares loads for another", () => {
    const figures = measureEs(chunks);
    expect(figures.get("<portfolio-app>")! - figures.get("<portfolio-header>")!).toBe(gzip(code(5000)));
    expect(figures.get("site")).toBe(figures.get("<portfolio-app>"));
  });
});
