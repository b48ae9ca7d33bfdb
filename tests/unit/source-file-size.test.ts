/**
 * No source file grows into a room of its own: past ~400 lines a module is doing more than one thing (the site
 * builder and the studio's doctor were 503 and 645 lines before they were split by concept).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

// Runs a child process: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ROOT = join(import.meta.dirname, "../..");
const MAX_LINES = 400;

describe("source file size", () => {
  it(`no module of src/, demo/ or scripts/ is over ${MAX_LINES} lines`, () => {
    const files = execFileSync("git", ["ls-files", "src", "demo", "scripts"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
