/**
 * `npm run build:site` never deletes or publishes what it did not write: it refuses an output folder that holds
 * the project, its inputs or anyone's files (a docs/ folder of guides), leaves them all in place and exits non-zero
 * with one line saying what to do; it does not follow a link out of the folders it reads; an SVG portrait is
 * published as a PNG drawn from it, never as a document that could run script on the site's origin.
 * Needs the build (`npm test` builds before these run): without one, the tests that build a site fail saying so.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, writeFile, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { SITE_MARKER, outputFolderProblem } from "../../src/site/output-folder.ts";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");

const SETTINGS = { name: "Sam Okafor", email: "sam@example.com", site: { url: "https://sam.example.com/" } };

let dir: string;
let settingsFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "site-output-"));
  settingsFile = join(dir, "inputs", "settings.json");
  await mkdir(dirname(settingsFile), { recursive: true });
  await writeFile(settingsFile, JSON.stringify(SETTINGS));
});

// Each build of a site takes seconds, a minute on a busy machine.
const build = (outDir: string, options: { settings?: string; publicDir?: string; warnings?: string[] } = {}) =>
  buildSite({
    settingsFile: options.settings ?? settingsFile,
    outDir,
    publicDir: options.publicDir,
    portraitCacheDir: join(dir, "cache"),
    log: (line) => options.warnings?.push(line),
  });

/** Every file under `folder`, relative, sorted. */
const tree = async (folder: string) => (await readdir(folder, { recursive: true })).sort();

describe("the folders npm run build:site may write into", () => {
  it("refuses the project's root, a folder holding it, and one holding the build's inputs", async () => {
    expect(await outputFolderProblem(ROOT, { project: ROOT, inputs: [] })).toMatch(/holds the project itself.*build into a new or empty folder/);
    expect(await outputFolderProblem(dirname(ROOT), { project: ROOT, inputs: [] })).toMatch(/holds the project itself/);
    expect(await outputFolderProblem(join(ROOT, "src", ".."), { project: ROOT, inputs: [] })).toMatch(/holds the project itself/);
    expect(await outputFolderProblem(join(ROOT, "dist", "site"), { project: ROOT, inputs: [join(ROOT, "dist")] })).toBeUndefined();
    expect(await outputFolderProblem(ROOT + "/dist", { project: ROOT, inputs: [join(ROOT, "dist")] })).toMatch(/holds dist, which the build reads/);
    // A link to the project is the project.
    const link = join(dir, "link-to-project");
    await symlink(ROOT, link);
    expect(await outputFolderProblem(link, { project: ROOT, inputs: [] })).toMatch(/holds the project itself/);
  });
});

describe("the output folder of npm run build:site", () => {
  beforeAll(needsBuild);

  it("refuses a folder of someone else's files (docs/ with the guides) and deletes nothing", async () => {
    const docs = join(dir, "docs");
    await mkdir(join(docs, "guides"), { recursive: true });
    await writeFile(join(docs, "publishing.md"), "# Publishing\n");
    await writeFile(join(docs, "guides", "setup.md"), "# Setup\n");
    const before = await tree(docs);
    await expect(build(docs)).rejects.toThrow(/is not empty and was not written by build:site.*nothing in it is deleted/);
    expect(await tree(docs)).toEqual(before);
    expect(await readFile(join(docs, "publishing.md"), "utf8")).toBe("# Publishing\n");
  });

  it("refuses the folder its own settings file is in", async () => {
    const inputs = dirname(settingsFile);
    await expect(build(inputs)).rejects.toThrow(/holds .*settings\.json, which the build reads/);
    expect(await readFile(settingsFile, "utf8")).toBe(JSON.stringify(SETTINGS));
  });

  it("writes a new folder with its marker, writes it again, and refuses it once someone else's file is in it", async () => {
    const out = join(dir, "site");
    await build(out);
    const marker = JSON.parse(await readFile(join(out, SITE_MARKER), "utf8"));
    const files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    // Every file written is on the marker's list.
    for (const entry of files) {
      const path = join(entry.parentPath, entry.name).slice(out.length + 1);
      if (path !== SITE_MARKER) expect(marker.files, path).toContain(path);
    }
    await build(out);
    expect(existsSync(join(out, "index.html"))).toBe(true);

    await writeFile(join(out, "CNAME"), "sam.example.com\n");
    const before = await tree(out);
    await expect(build(out)).rejects.toThrow(/holds files build:site did not write \(CNAME\)/);
    expect(await tree(out)).toEqual(before);
  }, 180_000);

  it("on the command line: one line with the fix, a non-zero exit, nothing deleted", async () => {
    const docs = join(dir, "cli-docs");
    await mkdir(docs);
    await writeFile(join(docs, "guide.md"), "keep me\n");
    const run = spawnSync("node", ["scripts/build-site.mjs", "--no-build", `--settings=${settingsFile}`, `--out=${docs}`], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).not.toBe(0);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^build:site: --out=.*cli-docs is not empty and was not written by build:site/);
    expect(await readdir(docs)).toEqual(["guide.md"]);
  }, 180_000);
});

describe("a public site's services", () => {
  beforeAll(needsBuild);

  it("are refused on this computer or a private network, before anything is written", async () => {
    const settings = join(dir, "local-settings.json");
    await writeFile(settings, JSON.stringify({ ...SETTINGS, endpoint: "http://127.0.0.1:4173/graphql", emailjsOrigin: "http://10.0.0.2" }));
    const out = join(dir, "site-local");
    await expect(build(out, { settings })).rejects.toThrow(/endpoint "http:\/\/127\.0\.0\.1:4173\/graphql" is on this computer or a private network.*\n.*emailjsOrigin "http:\/\/10\.0\.0\.2"/s);
    expect(existsSync(out)).toBe(false);
  });
});

describe("what build:site reads from the public folder", () => {
  beforeAll(needsBuild);

  it("does not publish a portrait that links to a file outside it", async () => {
    const publicDir = join(dir, "public-link");
    await mkdir(publicDir);
    const secret = join(dir, "private-photo.jpg");
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#a03030" } }).jpeg().toFile(secret);
    await symlink(secret, join(publicDir, "me.jpg"));
    const settings = join(dir, "link-settings.json");
    await writeFile(settings, JSON.stringify({ ...SETTINGS, portrait: "/assets/me.jpg" }));
    const warnings: string[] = [];
    const out = join(dir, "site-link");
    const result = await build(out, { settings, publicDir, warnings });
    expect(warnings.join("\n")).toMatch(/portrait .*me\.jpg links to a file outside .*public-link.*not published/);
    expect(result.files.filter((file) => file.startsWith("assets/portrait-") || file === "assets/me.jpg")).toEqual([]);
    const secretBytes = await readFile(secret);
    for (const file of await readdir(join(out, "assets"))) {
      expect((await readFile(join(out, "assets", file))).equals(secretBytes), file).toBe(false);
    }
    expect(await readFile(join(out, "index.html"), "utf8")).not.toContain("me.jpg");
  }, 180_000);

  it("publishes an SVG portrait as a PNG drawn from it, so no script of it runs on the site's origin", async () => {
    const publicDir = join(dir, "public-svg");
    await mkdir(publicDir);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" onload="fetch('/outbox')">
  <script>document.title = "owned"</script><rect width="200" height="200" fill="#3050c0"/></svg>\n`;
    await writeFile(join(publicDir, "me.svg"), svg);
    const settings = join(dir, "svg-settings.json");
    await writeFile(settings, JSON.stringify({ ...SETTINGS, portrait: "/assets/me.svg" }));
    const out = join(dir, "site-svg");
    const result = await build(out, { settings, publicDir });
    const assets = await readdir(join(out, "assets"));
    expect(assets).toContain("me.png");
    expect(assets.filter((file) => file.startsWith("me."))).toEqual(["me.png"]);
    const png = await sharp(join(out, "assets", "me.png")).metadata();
    expect([png.format, png.width, png.height]).toEqual(["png", 640, 640]);
    for (const file of result.files) {
      if (!existsSync(join(out, file))) continue;
      expect(await readFile(join(out, file), "utf8").catch(() => ""), file).not.toContain("owned");
    }
    const home = await readFile(join(out, "index.html"), "utf8");
    expect(home).toContain("https://sam.example.com/assets/me.png");
    expect(home).not.toContain("me.svg");
  }, 180_000);

  it("does not publish a portrait that is no image (an HTML page)", async () => {
    const publicDir = join(dir, "public-html");
    await mkdir(publicDir);
    await writeFile(join(publicDir, "me.html"), "<script>fetch('/outbox')</script>");
    const settings = join(dir, "html-settings.json");
    await writeFile(settings, JSON.stringify({ ...SETTINGS, portrait: "/assets/me.html" }));
    const warnings: string[] = [];
    const out = join(dir, "site-html");
    await build(out, { settings, publicDir, warnings });
    expect(warnings.join("\n")).toMatch(/me\.html is not an image file.*not published/);
    expect(await readdir(join(out, "assets"))).not.toContain("me.html");
  }, 180_000);
});
