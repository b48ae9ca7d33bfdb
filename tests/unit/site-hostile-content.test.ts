/**
 * What an owner's settings and project list may hold, and build:site still builds from: characters XML refuses (one
 * of them used to stop librsvg, and the build, half way), ids whose names are too long in bytes for a file system or
 * differ only in case; and a named `site.projectsFile` that cannot be used, which stops the build at once, naming
 * it, rather than publishing an empty My Work. The builds need `npm run build`.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, readdir, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { projectFileName, projectPageFile } from "../../src/site/project-pages.ts";
import { xmlSafe, xmlText } from "../../src/site/xml-text.ts";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");

/** Every kind of character XML 1.0 refuses that an owner could type or paste; the surrogates alone, not a pair. */
const REFUSED = ["\u0000", "\u0008", "\u001b", "\u000b", "\u000c", "\u001f", "\ufffe", "\uffff", "\udfff", "\ud800"];

describe("xmlText", () => {
  it("removes what XML refuses and keeps everything else, tab, newlines and whole surrogate pairs included", () => {
    expect(xmlText(`A${REFUSED.join("")}B`)).toBe("AB");
    expect(xmlText("tab\there\r\nnew é 字 😀 \u0085 \ufffd")).toBe("tab\there\r\nnew é 字 😀 \u0085 \ufffd");
  });

  it("xmlSafe cleans every string of parsed JSON, keys too, and keeps __proto__ a plain key", () => {
    const parsed = JSON.parse('{"na\\u0008me":"Ann\\u001b","about":{"cards":[{"title":"\\uffffx"}]},"n":3,"__proto__":{"x":"\\u0000y"}}');
    const clean = xmlSafe(parsed);
    expect(clean).toEqual(JSON.parse('{"name":"Ann","about":{"cards":[{"title":"x"}]},"n":3,"__proto__":{"x":"y"}}'));
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
  });
});

describe("projectFileName: one name per id, fit for every file system", () => {
  it("a lowercase id that fits is its own name", () => {
    for (const id of ["budget-buddy", "v2.0", "a_b", "42", "café"]) expect(projectFileName(id)).toBe(id);
    expect(projectPageFile("kiln")).toBe("projects/kiln.html");
  });

  it("ids differing only in case get names that differ ignoring case", () => {
    const names = ["Kiln", "kiln", "KILN", "KiLn", "ſ", "s", "S"].map((id) => projectFileName(id)!);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it("a long id in three-byte letters fits 255 bytes in every file made from it, and stays unique", () => {
    const long = "字".repeat(86);
    const other = `${"字".repeat(85)}文`;
    const names = [long, other].map((id) => projectFileName(id)!);
    expect(names[0]).not.toBe(names[1]);
    for (const name of names) {
      for (const file of [`${name}.html.br`, `og-project-${name}.png`]) expect(Buffer.byteLength(file), file).toBeLessThanOrEqual(255);
    }
  });

  it("a name Windows keeps for a device is not one", () => {
    for (const id of ["con", "nul", "com1", "lpt9.txt"]) expect(projectFileName(id)).toMatch(new RegExp(`^${id.replace(".", "\\.")}-[0-9a-f]{10}$`));
  });
});

describe("build:site from hostile owner text and ids", () => {
  let outDir: string;
  let files: string[];
  let warnings: string[];

  beforeAll(async () => {
    needsBuild();
    const dir = await mkdtemp(join(tmpdir(), "hostile-content-"));
    const bad = REFUSED.join("");
    await writeFile(
      join(dir, "settings.json"),
      JSON.stringify({ name: `Sam${bad} Okafor`, role: `Dev\u001b[31m ops`, tagline: `Builds\uffff things`, projectDetails: "on", site: { url: "https://sam.example/", projectsFile: "work.json" } }),
    );
    await writeFile(
      join(dir, "work.json"),
      JSON.stringify([
        { id: "kiln", title: `Kiln${bad} log`, summary: "Lower case.", description: "Offline\u0008 pottery log." },
        { id: "Kiln", title: "Kiln, capital", summary: "Upper case." },
        { id: "字".repeat(86), title: "Long id", summary: "86 three-byte letters." },
      ]),
    );
    warnings = [];
    ({ outDir, files } = await buildSite({ settingsFile: join(dir, "settings.json"), outDir: join(dir, "site"), log: (line) => warnings.push(line) }));
  }, 180_000);

  it("builds, with no refused character in any file, and says it left them out", async () => {
    for (const file of files.filter((name) => /\.(html|json|xml|txt|svg)$/.test(name))) {
      const text = await readFile(join(outDir, file), "utf8");
      // A lone surrogate written as UTF-8 reads back as U+FFFD.
      for (const char of [...REFUSED.slice(0, -2), "\ufffd"]) expect(text.includes(char), `${file} holds U+${char.charCodeAt(0).toString(16)}`).toBe(false);
    }
    expect(await readFile(join(outDir, "projects", "kiln.html"), "utf8")).toContain("Kiln log");
    expect(warnings.join("\n")).toMatch(/settings\.json holds control characters no page can carry: they are left out/);
  });

  it("gives each project a page and a preview, names within 255 bytes, none the same ignoring case", async () => {
    const pages = files.filter((file) => file.startsWith("projects/") && file.endsWith(".html"));
    expect(pages).toHaveLength(3);
    expect(new Set(pages.map((file) => file.toLowerCase())).size).toBe(3);
    const previews = files.filter((file) => file.startsWith("assets/og-project-"));
    expect(previews).toHaveLength(3);
    for (const file of await readdir(outDir, { recursive: true })) {
      for (const part of file.split("/")) expect(Buffer.byteLength(part), part).toBeLessThanOrEqual(255);
    }
    // The app's link keeps the id; the sitemap names the file.
    const long = await readFile(join(outDir, projectPageFile("字".repeat(86))!), "utf8");
    expect(long).toContain(`#/projects/${encodeURIComponent("字".repeat(86))}`);
    expect(await readFile(join(outDir, "sitemap.xml"), "utf8")).toContain(new URL(projectPageFile("Kiln")!, "https://sam.example/").href);
  });
});

describe("a site.projectsFile that cannot be used", () => {
  let dir: string;
  /** Runs build:site on the command line with `projectsFile`, and gives its exit status and error output. */
  const run = async (projectsFile: string) => {
    const settings = join(dir, `settings-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(settings, JSON.stringify({ name: "Ann", site: { projectsFile } }));
    const out = join(dir, `site-${Math.random().toString(36).slice(2)}`);
    const child = spawn("node", ["scripts/build-site.mjs", "--no-build", `--settings=${settings}`, `--out=${out}`], { cwd: ROOT });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // A build that hangs on a FIFO is killed when the test's time is up.
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    return { status, stderr, out };
  };

  beforeAll(async () => {
    needsBuild();
    dir = await mkdtemp(join(tmpdir(), "projects-file-errors-"));
    await writeFile(join(dir, "broken.json"), "[{ id: 1 ");
    await writeFile(join(dir, "object.json"), '{ "projects": [] }');
    await writeFile(join(dir, "huge.json"), "");
    await truncate(join(dir, "huge.json"), 5 * 1024 * 1024);
    spawnSync("mkfifo", [join(dir, "fifo.json")]);
  });

  it.each([
    ["missing.json", /site\.projectsFile missing\.json \(.*missing\.json\) is missing\./],
    ["fifo.json", /site\.projectsFile fifo\.json \(.*fifo\.json\) is not a regular file\./],
    ["/dev/zero", /site\.projectsFile \/dev\/zero \(\/dev\/zero\) is not a regular file\./],
    [".", /site\.projectsFile \. \(.*\) is not a regular file\./],
    ["huge.json", /site\.projectsFile huge\.json \(.*huge\.json\) is 5242880 bytes, more than 4194304\./],
    ["broken.json", /site\.projectsFile broken\.json is not JSON/],
    ["object.json", /site\.projectsFile object\.json is not a list of projects/],
  ])("%s: exit 1 within seconds, naming the file, nothing written", async (file, message) => {
    const { status, stderr, out } = await run(file);
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
  }, 30_000);
});
