/**
 * `node demo/server/index.js` (what `npm start` runs after its build, and `npm run serve` alone) on a checkout that
 * was never built says what to run, instead of Node's module error about dist/server/site.js. Run as a copy of the
 * server's folder and package.json (which maps `#site` to the build) in a folder of its own with no dist/: the
 * checkout's own build is left alone.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const checkout = mkdtempSync(join(tmpdir(), "demo-unbuilt-"));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe("the demo server on a checkout without a build", () => {
  it("stops with what to run", () => {
    const root = join(import.meta.dirname, "../..");
    cpSync(join(root, "demo/server"), join(checkout, "demo/server"), { recursive: true });
    cpSync(join(root, "package.json"), join(checkout, "package.json"));
    const run = spawnSync(process.execPath, [join(checkout, "demo/server/index.js")], { encoding: "utf8", timeout: 20_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("run `npm start`, which builds first");
    expect(run.stderr).toContain("server/site.js");
    expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|at file:/);
  });
});
