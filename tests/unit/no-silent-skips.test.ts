/**
 * A suite never passes having tested nothing: a test that needs the build fails saying so (needs-build.ts), and a
 * test that cannot run on a runtime says so as a skip, never by returning early as if it had passed. Read from the
 * test files themselves.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const TESTS = join(import.meta.dirname, "..");

async function testFiles(): Promise<{ name: string; text: string }[]> {
  const files = [];
  for (const folder of ["unit", "browser"]) {
    for (const name of await readdir(join(TESTS, folder))) {
      if (name.endsWith(".ts")) files.push({ name: `${folder}/${name}`, text: await readFile(join(TESTS, folder, name), "utf8") });
    }
  }
  return files;
}

describe("the test suites", () => {
  it("skip nothing because a build is missing: they fail with the fix", async () => {
    for (const { name, text } of await testFiles()) {
      // The only skip by condition left is a platform's (a FIFO on Windows).
      for (const [skip] of text.matchAll(/\.(?:skipIf|runIf)\(([^)]*)\)/g)) expect(skip, name).toMatch(/process\.platform/);
    }
  });

  it("never end a test early on a runtime, as if it had passed", async () => {
    for (const { name, text } of await testFiles()) {
      expect(text, name).not.toMatch(/=== "lite"\)\s*return\b/);
    }
  });
});
