/**
 * Portrait photos made light (src/site/portrait.ts): the files sharp makes, and how the demo server and the
 * static build put them in their pages. The photo is a 4 MB stand-in made with sharp (scripts/sample-portrait.mjs).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { get, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { INLINE_LIMIT } from "../../src/site/image-making.ts";
import { PORTRAIT_WIDTHS, portraitEntry, portraitSet } from "../../src/site/portrait.ts";
import { buildSite } from "../../src/site/build.ts";
import { writeSamplePhoto } from "../../scripts/sample-portrait.mjs";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");
const SAMPLE = join(ROOT, "demo/public/sample-photo.jpg");
// Making a phone photo and encoding it to AVIF and WebP at every width: seconds alone, minutes on a busy machine.
const ENCODES = 240_000;

let dir: string;
let cacheDir: string;
let settingsFile: string;

beforeAll(async () => {
  if (!existsSync(SAMPLE)) await writeSamplePhoto(SAMPLE);
  dir = await mkdtemp(join(tmpdir(), "portrait-"));
  cacheDir = join(dir, "cache");
  settingsFile = join(dir, "settings.json");
  const settings = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
  await writeFile(settingsFile, JSON.stringify({ ...settings, portrait: "/assets/sample-photo.jpg" }));
}, ENCODES);
afterAll(() => rm(dir, { recursive: true, force: true }));

const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

describe("portrait photos made light", () => {
  it("a 4 MB photo becomes square AVIF and WebP at 1x and 2x of the slot, named by content and kept on disk", async () => {
    expect((await readFile(SAMPLE)).length).toBeGreaterThan(3_000_000);
    const set = (await portraitSet(SAMPLE, { cacheDir }))!;
    expect(set.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(set.files.map((file) => [file.type, file.width])).toEqual(
      ["image/avif", "image/webp"].flatMap((type) => PORTRAIT_WIDTHS.map((width) => [type, width])),
    );
    for (const file of set.files) {
      const data = await readFile(join(cacheDir, file.name));
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height]).toEqual([file.width, file.width]);
      expect(file.name).toMatch(new RegExp(`^portrait-${file.width}-[\\w-]{12}\\.(avif|webp)$`));
    }
    // The largest a 375 px phone takes (192 px slot at 3x: the 640 px AVIF) is within the page's image budget.
    const phone = set.files.find((file) => file.type === "image/avif" && file.width === 640)!;
    expect((await readFile(join(cacheDir, phone.name))).length).toBeLessThanOrEqual(30_000);
    // Asked again, the same set: nothing made twice.
    expect(await portraitSet(SAMPLE, { cacheDir })).toEqual(set);
  }, ENCODES);

  it("what the page declares: a source per format with the slot's sizes, and a WebP fallback at the slot's width", async () => {
    const set = (await portraitSet(SAMPLE, { cacheDir }))!;
    const entry = portraitEntry(set, "assets/");
    expect(entry.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    // A phone's size (2x of the 192 px slot) in the page itself: painted with the HTML, no request; the smaller
    // AVIFs are left out (a browser would fetch them where that one costs nothing), the 640 px stays a file.
    const avif = await readFile(join(cacheDir, set.files.find((file) => file.type === "image/avif" && file.width === 384)!.name));
    expect(avif.length).toBeLessThanOrEqual(INLINE_LIMIT);
    expect(entry.sources[0]!.srcset).toBe(
      `data:image/avif;base64,${avif.toString("base64")} 384w, assets/${set.files.find((file) => file.type === "image/avif" && file.width === 640)!.name} 640w`,
    );
    expect(entry.sources[1]!.srcset).toMatch(/^assets\/portrait-192-[\w-]+\.webp 192w, assets\/portrait-320-[\w-]+\.webp 320w, /);
    expect(entry.src).toMatch(/^assets\/portrait-320-[\w-]+\.webp$/);
    expect(entry.sizes).toContain("192px");
  }, ENCODES);

  it("a phone's size over the inline limit stays a file, like every other size", async () => {
    const big = join(dir, "big");
    await mkdir(big, { recursive: true });
    const files = [192, 384, 640].map((width) => ({ name: `portrait-${width}-abcdefabcdef.avif`, type: "image/avif", width }));
    for (const file of files) await writeFile(join(big, file.name), Buffer.alloc(INLINE_LIMIT + 1));
    const entry = portraitEntry({ color: "#123456", files, dir: big }, "/portraits/");
    expect(entry.sources[0]!.srcset).toBe(files.map((file) => `/portraits/${file.name} ${file.width}w`).join(", "));
    // Nothing in the page itself, so its policy allows no data: images.
    expect(JSON.stringify(entry)).not.toContain("data:");
  });

  it("an SVG is drawn into the same light versions, its phone size in the page; a file named .svg that is none is used as it is", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // An SVG in an <img> is a document the browser builds on the main thread before the first paint (Home's LCP).
    const set = await portraitSet(join(ROOT, "demo/public/portrait.svg"), { cacheDir });
    expect(set?.svg).toBeUndefined();
    expect(set?.files.map((file) => `${file.width} ${file.type}`)).toEqual(
      ["image/avif", "image/webp"].flatMap((type) => PORTRAIT_WIDTHS.map((width) => `${width} ${type}`)),
    );
    // Drawn at the largest size, not at its own 320 px (then enlarged).
    const largest = set!.files.find((file) => file.width === Math.max(...PORTRAIT_WIDTHS))!;
    expect((await sharp(join(cacheDir, largest.name)).metadata()).width).toBe(largest.width);
    const entry = portraitEntry(set!, "/portraits/");
    expect(entry.sources[0]!.srcset).toMatch(/^data:image\/avif;base64,\S+ 384w/);
    expect(JSON.stringify(entry)).not.toContain("image/svg");
    // However large (it is not carried as it is), and with a comment before it.
    const large = join(dir, "large.svg");
    await writeFile(large, `<!-- drawn by hand --><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#345"/><desc>${"x".repeat(INLINE_LIMIT)}</desc></svg>`);
    expect((await portraitSet(large, { cacheDir }))?.files).toHaveLength(8);
    const notSvg = join(dir, "not.svg");
    await writeFile(notSvg, "<html><script>alert(1)</script></html>");
    expect(await portraitSet(notSvg, { cacheDir })).toBeUndefined();
    expect(await portraitSet(join(dir, "missing.jpg"), { cacheDir })).toBeNull();
    const fake = join(dir, "fake.jpg");
    await writeFile(fake, "not a JPEG");
    expect(await portraitSet(fake, { cacheDir })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/portrait .*fake\.jpg could not be read as an image/));
    warn.mockRestore();
  }, ENCODES);

  // The studio and build:site show the owner what `warn` is told; a line only on the console reaches neither.
  it("without sharp, a portrait and a project picture are served as they are, each caller told why", async () => {
    vi.resetModules();
    vi.doMock("sharp", () => {
      throw new Error("Could not load the sharp module using the linux-x64 runtime");
    });
    try {
      const { portraitSet: withoutSharp } = await import("../../src/site/portrait.ts");
      const { pictureSet } = await import("../../src/site/project-pictures.ts");
      const lines: string[] = [];
      const photo = join(dir, "no-sharp.jpg");
      await copyFile(SAMPLE, photo);
      await writeFile(join(dir, "no-sharp.png"), await sharp({ create: { width: 8, height: 8, channels: 3, background: "#345" } }).png().toBuffer());
      expect(await withoutSharp(photo, { cacheDir: join(dir, "no-sharp"), warn: (line) => lines.push(line) })).toBeUndefined();
      expect(await pictureSet(join(dir, "no-sharp.png"), { cacheDir: join(dir, "no-sharp"), warn: (line) => lines.push(line) })).toBeUndefined();
      expect(lines).toEqual([
        expect.stringMatching(/^portrait \S+no-sharp\.jpg is served as it is: sharp is not available \(.+\)\.$/),
        expect.stringMatching(/^project picture \S+no-sharp\.png is served as it is: sharp is not available \(.+\)\.$/),
      ]);
    } finally {
      vi.doUnmock("sharp");
      vi.resetModules();
    }
  }, ENCODES);
});

describe("portrait photos in the demo server's pages", () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const projectsFile = join(dir, "projects.json");
    await copyFile(join(ROOT, "demo/projects.json"), projectsFile);
    ({ server, url } = await startDemoServer({ port: 0, settingsFile, projectsFile, portraitCacheDir: cacheDir }));
  });
  afterAll(() => server.close());

  it("the home page and the hero's frame page show the light versions, preloaded, with the photo's colour first", async () => {
    for (const path of ["/", "/embed/hero.html"]) {
      const response = await fetch(url + path);
      const html = await response.text();
      const images = JSON.parse(/<script type="application\/json" id="portfolio-images">([^<]*)<\/script>/.exec(html)![1]!);
      const entry = images["/assets/sample-photo.jpg"];
      expect(entry.sources[0].srcset, path).toMatch(/^data:image\/avif;base64,[\w+/]+=* 384w, \/portraits\/portrait-640-[\w-]+\.avif 640w$/);
      expect(html, path).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="data:image\/avif;base64,/);
      // In the page's own style (the first in the page), before any element paints.
      const style = /<style>((?:(?!<\/style>)[\s\S])*:root\{--pe-portrait-color:#[0-9a-f]{6}\})<\/style>/.exec(html)![1]!;
      // Allowed by its hash, not by 'unsafe-inline'.
      const policy = response.headers.get("content-security-policy")!;
      expect(policy).toContain(styleHash(style));
      expect(policy).not.toContain("unsafe-inline");
      // The image in the page is allowed as such: `data:` images.
      expect(policy).toMatch(/img-src 'self' https: data:;/);
      if (path === "/") expect(html).toMatch(/<picture><source type="image\/avif" srcset="data:image\/avif;base64,/);
    }
    // Every page carries its icon as a `data:` image too (see prerender-pages.test.ts).
    expect((await fetch(`${url}/about.html`)).headers.get("content-security-policy")).toMatch(/img-src 'self' https: data:;/);
  });

  it("with the phone's portrait inlined, the hero's frame still fits in the first round trip", async () => {
    // A new connection's first round trip carries 10 TCP segments (~14,600 bytes): a page within it paints after one
    // round trip, one past it after two. Measured as the server sends it (brotli), with the 4 MB sample photo (made
    // from a fixed seed: a photo of new noise each run moved this figure by ±0.4 kB).
    for (const path of ["/embed/hero.html"]) {
      const bytes = await new Promise<number>((resolve, reject) => {
        get(url + path, { headers: { "accept-encoding": "br" } }, (response) => {
          expect(response.headers["content-encoding"], path).toBe("br");
          let length = 0;
          response.on("data", (chunk: Buffer) => (length += chunk.length)).on("end", () => resolve(length)).on("error", reject);
        }).on("error", reject);
      });
      expect(bytes, path).toBeLessThanOrEqual(14_600);
    }
  });

  it("serves the made files cached for good, and nothing else from their folder", async () => {
    const set = (await portraitSet(SAMPLE, { cacheDir }))!;
    const response = await fetch(`${url}/portraits/${set.files[0]!.name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${url}/portraits/../settings.json`)).status).toBe(404);
    expect((await fetch(`${url}/portraits/index.json`)).status).toBe(404);
  });
});

describe("portrait photos in the static site (npm run build:site)", () => {
  beforeAll(needsBuild);
  it("copies the light versions next to its assets; each page points at them from where it is", async () => {
    const outDir = join(dir, "site");
    await buildSite({ settingsFile, outDir, portraitCacheDir: cacheDir, log: () => undefined });
    const home = await readFile(join(outDir, "index.html"), "utf8");
    const frame = await readFile(join(outDir, "embed/hero.html"), "utf8");
    const avif = /assets\/(portrait-640-[\w-]+\.avif)/.exec(home)![1]!;
    expect(existsSync(join(outDir, "assets", avif))).toBe(true);
    expect(home).toContain(`"assets/sample-photo.jpg": {`);
    expect(frame).toContain(`"../assets/sample-photo.jpg": {`);
    expect(frame).toContain(`../assets/${avif} 640w`);
    for (const html of [home, frame]) expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*img-src &#39;self&#39; https: data:;/);
    const style = /<style>([^<]*)<\/style>/.exec(home)![1]!;
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(home)![1]!.replaceAll("&#39;", "'");
    expect(style).toMatch(/:root\{--pe-portrait-color:#[0-9a-f]{6}\}$/);
    expect(policy).toContain(styleHash(style));
  }, 120_000);
});
