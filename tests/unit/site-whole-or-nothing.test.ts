/**
 * `npm run build:site` writes the whole site or nothing: it builds aside and moves the new site in only once every
 * file is written, so a failed run leaves the previous output byte for byte as it was (and no folder at all where
 * there was none), and a run stopped while it moves files leaves a folder the next run accepts. A folder holding an
 * owner's files (CNAME, .git) is still refused, untouched. The real builds need `npm run build`.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { SITE_MARKER, STAGING_DIR, outputFolderProblem, writeWhole } from "../../src/site/output-folder.ts";
import { needsBuild } from "./needs-build.ts";

/** When set, the rename after this many more fails, as a run killed while it moves files would stop there. */
const renames = vi.hoisted(() => ({ failAfter: undefined as number | undefined }));
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof import("node:fs/promises")>();
  return {
    ...fs,
    rename: async (from: string, to: string) => {
      if (renames.failAfter !== undefined && renames.failAfter-- <= 0) throw Object.assign(new Error("stopped mid-move"), { code: "EIO" });
      return fs.rename(from, to);
    },
  };
});

const ROOT = join(import.meta.dirname, "../..");

/** Every entry under `folder` (folders too), with a hash of each file's bytes. */
async function snapshot(folder: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    found[path.slice(folder.length + 1)] = entry.isFile() ? createHash("sha256").update(await readFile(path)).digest("hex") : "folder";
  }
  return found;
}

/** A writer for writeWhole: the files given, under their paths, then `fail` if any. */
const writing =
  (files: Record<string, string>, fail?: Error) =>
  async (dir: string): Promise<{ files: string[]; precompressed: string[] }> => {
    for (const [path, body] of Object.entries(files)) {
      await mkdir(join(dir, path, ".."), { recursive: true });
      await writeFile(join(dir, path), body);
    }
    if (fail) throw fail;
    return { files: Object.keys(files), precompressed: [] };
  };

const noProblem = (out: string) => outputFolderProblem(out, { project: ROOT, inputs: [] });

describe("writeWhole: the new site moved in whole", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "whole-"));
  });

  it("a writer that fails leaves the previous site byte for byte, and no staging folder", async () => {
    const out = join(dir, "fails");
    await writeWhole(out, writing({ "index.html": "old home", "embed/hero.html": "old hero", "assets/og.png": "old" }));
    const before = await snapshot(out);
    await expect(writeWhole(out, writing({ "index.html": "new home", "embed/new.html": "half" }, new Error("librsvg refused it")))).rejects.toThrow("librsvg refused it");
    expect(await snapshot(out)).toEqual(before);
    expect(await noProblem(out)).toBeUndefined();
  });

  it("a writer that fails in a new folder leaves no folder", async () => {
    const out = join(dir, "never");
    await expect(writeWhole(out, writing({ "embed/hero.html": "half" }, new Error("no")))).rejects.toThrow("no");
    expect(existsSync(out)).toBe(false);
  });

  it("replaces the old site's files, removes those the new one lacks, and its empty folders", async () => {
    const out = join(dir, "replaced");
    await writeWhole(out, writing({ "index.html": "old", "projects/kiln.html": "kiln", "lib/chunks/a.js": "a" }));
    await writeWhole(out, writing({ "index.html": "new", "lib/b.js": "b" }));
    expect(await snapshot(out)).toEqual({
      [SITE_MARKER]: expect.any(String),
      "index.html": createHash("sha256").update("new").digest("hex"),
      lib: "folder",
      "lib/b.js": createHash("sha256").update("b").digest("hex"),
    });
    expect(JSON.parse(await readFile(join(out, SITE_MARKER), "utf8")).files).toEqual(["index.html", "lib/b.js"]);
  });

  it("a run stopped while it moves files leaves a folder the next run accepts and completes", async () => {
    const out = join(dir, "stopped");
    await writeWhole(out, writing({ "index.html": "old", "embed/hero.html": "hero", "projects/kiln.html": "kiln" }));
    for (const failAfter of [0, 1, 2, 3]) {
      renames.failAfter = failAfter;
      await expect(writeWhole(out, writing({ "index.html": "new", "embed/about.html": "about", "assets/a.png": "a" }))).rejects.toThrow("stopped mid-move");
      renames.failAfter = undefined;
      expect(await noProblem(out), `stopped after ${failAfter} moves`).toBeUndefined();
    }
    // Killed outright: the staging folder stays behind, and is the tool's own.
    await mkdir(join(out, STAGING_DIR, "embed"), { recursive: true });
    await writeFile(join(out, STAGING_DIR, "embed", "half.html"), "half");
    expect(await noProblem(out)).toBeUndefined();
    await writeWhole(out, writing({ "index.html": "newest", "embed/about.html": "about" }));
    expect(Object.keys(await snapshot(out)).sort()).toEqual([SITE_MARKER, "embed", "embed/about.html", "index.html"]);
    expect(await readFile(join(out, "index.html"), "utf8")).toBe("newest");
  });
});

describe("build:site that fails half way", () => {
  let dir: string;
  let settingsFile: string;
  beforeAll(async () => {
    needsBuild();
    dir = await mkdtemp(join(tmpdir(), "whole-site-"));
    settingsFile = join(dir, "settings.json");
    await writeFile(settingsFile, JSON.stringify({ name: "Sam Okafor" }));
  });

  // Logging fails on a warning the build gives once the route pages are written, before the iframe pages.
  const failingLate = (line: string) => {
    if (line.includes("oEmbed")) throw new Error("the disk filled up");
  };

  it("leaves the previous site byte for byte, and the next build accepts the folder", async () => {
    const out = join(dir, "site");
    await buildSite({ settingsFile, outDir: out, log: () => {} });
    const before = await snapshot(out);
    await expect(buildSite({ settingsFile, outDir: out, log: failingLate })).rejects.toThrow("the disk filled up");
    expect(await snapshot(out)).toEqual(before);
    const { files } = await buildSite({ settingsFile, outDir: out, log: () => {} });
    expect(files).toContain("embed/hero.html");
  }, 180_000);

  it("into a new folder leaves none", async () => {
    const out = join(dir, "new-site");
    await expect(buildSite({ settingsFile, outDir: out, log: failingLate })).rejects.toThrow("the disk filled up");
    expect(existsSync(out)).toBe(false);
  }, 120_000);

  it("still refuses a folder with an owner's .git, and touches nothing in it", async () => {
    const out = join(dir, "site-git");
    await buildSite({ settingsFile, outDir: out, log: () => {} });
    await mkdir(join(out, ".git"));
    await writeFile(join(out, ".git", "HEAD"), "ref: refs/heads/main\n");
    const before = await snapshot(out);
    await expect(buildSite({ settingsFile, outDir: out, log: () => {} })).rejects.toThrow(/holds files build:site did not write \(\.git/);
    expect(await snapshot(out)).toEqual(before);
  }, 120_000);
});
