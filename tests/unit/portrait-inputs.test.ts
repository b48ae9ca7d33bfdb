/**
 * Portraits from the files owners really drop in (src/site/portrait.ts), in the demo server's pages and in
 * `npm run build:site`: odd shapes, colour spaces and depths, transparency, animation, files that are not images
 * or not there, names with spaces, a photo replaced while the server runs, many first visitors at once and a
 * slow conversion. Every file is made here with sharp.
 */
import { spawnSync } from "node:child_process";
import { closeSync, constants, openSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { buildSite } from "../../src/site/build.ts";
import { PORTRAIT_WIDTHS, portraitSet, publicPortraitFile } from "../../src/site/portrait.ts";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");

let dir: string;
let inputs: string;
let warn: MockInstance;
/** What portrait.ts and the demo server tell the owner in the current test (kept off the test output). */
let warnings: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portrait-inputs-"));
  inputs = join(dir, "public");
  await mkdir(inputs);
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => {
  const lines: string[] = [];
  warn = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
  warnings = lines;
});
afterEach(() => warn.mockRestore());

/** A photo-like picture: two colour halves (left orange, right blue), a green band along its top. */
function picture(width: number, height: number) {
  const block = (w: number, h: number, background: string) =>
    sharp({ create: { width: w, height: h, channels: 3, background } }).png().toBuffer();
  return Promise.all([block(Math.ceil(width / 2), height, "#2050a0"), block(width, Math.ceil(height / 6), "#20a040")]).then(([right, top]) =>
    sharp({ create: { width, height, channels: 3, background: "#c08040" } }).composite([
      { input: right, left: Math.floor(width / 2), top: 0 },
      { input: top, left: 0, top: 0 },
    ]),
  );
}

/** Writes `data` (or a sharp pipeline's output) to a file of the test's public folder. */
async function input(name: string, data: Buffer | string | Promise<Buffer>): Promise<string> {
  const file = join(inputs, name);
  await writeFile(file, await data);
  return file;
}

const made = (cacheDir: string, name: string) => readFile(join(cacheDir, name));

describe("portraits from odd files", () => {
  const cacheDir = () => join(dir, "cache");

  it("every photo becomes square files no wider than its shorter side, whatever its shape, colour space or depth", async () => {
    const files = {
      // An 800 px JPEG as a camera exports it: the "2x" was 640 x 600, the "1x" 320 x 300 crops.
      "800.jpg": [(await picture(800, 600)).jpeg().toBuffer(), 600],
      "panorama.jpg": [(await picture(20000, 300)).jpeg().toBuffer(), 300],
      "tiny.png": [(await picture(10, 10)).png().toBuffer(), 10],
      "cmyk.jpg": [(await picture(400, 300)).toColourspace("cmyk").jpeg().toBuffer(), 300],
      "16-bit.png": [(await picture(300, 400)).toColourspace("rgb16").png().toBuffer(), 300],
      "grey.jpg": [(await picture(400, 300)).greyscale().jpeg().toBuffer(), 300],
    } as const;
    for (const [name, [data, shorter]] of Object.entries(files)) {
      const set = (await portraitSet(await input(name, data), { cacheDir: cacheDir() }))!;
      expect(set, name).toBeTruthy();
      expect(set.color, name).toMatch(/^#[0-9a-f]{6}$/);
      const widths = PORTRAIT_WIDTHS.map((width) => Math.min(width, shorter)).filter((width, i, all) => all.indexOf(width) === i);
      expect(set.files.map((file) => [file.type, file.width]), name).toEqual(
        ["image/avif", "image/webp"].flatMap((type) => widths.map((width) => [type, width])),
      );
      for (const file of set.files) {
        const meta = await sharp(await made(cacheDir(), file.name)).metadata();
        expect([meta.width, meta.height, meta.space], `${name} ${file.name}`).toEqual([file.width, file.width, "srgb"]);
      }
    }
  }, 120_000);

  it("a phone photo stored sideways (EXIF orientation 6) is shown upright", async () => {
    // Stored 1200 x 800 with orientation 6: shown turned a quarter clockwise, the green band on the right.
    const file = await input("sideways.jpg", (await picture(1200, 800)).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    const set = (await portraitSet(file, { cacheDir: cacheDir() }))!;
    const small = set.files.find((entry) => entry.type === "image/webp" && entry.width === 192)!;
    const { data, info } = await sharp(await made(cacheDir(), small.name)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) < 40);
    expect(near(pixel(60, 10), [0xc0, 0x80, 0x40]), "orange on top").toBe(true);
    expect(near(pixel(60, 180), [0x20, 0x50, 0xa0]), "blue below").toBe(true);
    expect(near(pixel(188, 96), [0x20, 0xa0, 0x40]), "green on the right").toBe(true);
  }, 60_000);

  it("a picture with transparent parts names no colour: the colour would show through it for good", async () => {
    // A red square on a transparent field: its "dominant colour" was the transparent pixels' black, a black disc.
    const square = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 230, g: 40, b: 40, alpha: 1 } } }).png().toBuffer();
    const data = sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: square, left: 100, top: 100 }])
      .png()
      .toBuffer();
    const set = (await portraitSet(await input("logo.png", data), { cacheDir: cacheDir() }))!;
    expect(set.color).toBe("");
    const meta = await sharp(await made(cacheDir(), set.files[0]!.name)).metadata();
    expect(meta.hasAlpha).toBe(true);
    // A photo whose alpha channel is all opaque is a photo like any other.
    const opaque = (await picture(300, 300)).ensureAlpha(1).png().toBuffer();
    expect((await portraitSet(await input("opaque-alpha.png", opaque), { cacheDir: cacheDir() }))!.color).toMatch(/^#[0-9a-f]{6}$/);
  }, 60_000);

  it("an animated GIF or WebP is shown by its first frame, and the owner is told", async () => {
    const frames = await Promise.all(["#e02020", "#20e020", "#2020e0"].map((background) => sharp({ create: { width: 200, height: 200, channels: 3, background } }).png().toBuffer()));
    for (const name of ["moving.gif", "moving.webp"]) {
      const animated = name.endsWith(".gif") ? sharp(frames, { join: { animated: true } }).gif() : sharp(frames, { join: { animated: true } }).webp();
      const set = (await portraitSet(await input(name, animated.toBuffer()), { cacheDir: cacheDir() }))!;
      const [red, green, blue] = [1, 3, 5].map((at) => parseInt(set.color.slice(at, at + 2), 16));
      expect([red! > 180, green! < 80, blue! < 80], `${name}: ${set.color}, the first frame's red`).toEqual([true, true, true]);
      expect(warnings, name).toContainEqual(expect.stringContaining(`${name} is animated: its light versions show its first frame.`));
    }
  }, 60_000);

  it("a file that is missing, empty, not an image, truncated or over sharp's pixel limit is left out, with the reason", async () => {
    const jpeg = await (await picture(800, 600)).jpeg().toBuffer();
    // A PNG whose header says 20000 x 20000 px (400 Mpx, over sharp's 268 Mpx): a few bytes.
    const huge = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#888" } }).png().toBuffer();
    huge.writeUInt32BE(20000, 16);
    huge.writeUInt32BE(20000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const cases = {
      "missing.jpg": [undefined, /missing\.jpg could not be read \(ENOENT\): left out, the placeholder shows\./],
      "missing.svg": [undefined, /missing\.svg could not be read \(ENOENT\)/],
      "empty.jpg": ["", /empty\.jpg could not be read as an image \(.*empty.*\): left out, the placeholder shows\./],
      "notes.jpg": ["Dear diary,\n", /notes\.jpg could not be read as an image \(.*unsupported image format.*\)/],
      "half.jpg": [jpeg.subarray(0, jpeg.length / 2), /half\.jpg could not be read as an image \(.*premature end of JPEG.*\)/],
      "huge.png": [huge, /huge\.png could not be read as an image \(Input image exceeds pixel limit\)/],
    } as const;
    for (const [name, [data, reason]] of Object.entries(cases)) {
      const file = data === undefined ? join(inputs, name) : await input(name, data);
      expect(await portraitSet(file, { cacheDir: cacheDir() }), name).toBeNull();
      expect(warnings, name).toContainEqual(expect.stringMatching(reason));
    }
    // A vector image is drawn into light versions like a photo.
    expect((await portraitSet(join(ROOT, "demo/public/portrait.svg"), { cacheDir: cacheDir() }))?.files).toHaveLength(8);
  }, 60_000);

  it.skipIf(process.platform === "win32")("a path that is no regular file (a FIFO, a link to /dev/zero) is left out at once, never read", async () => {
    const fifo = join(inputs, "pipe.jpg");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    await symlink("/dev/zero", join(inputs, "zeros.jpg"));
    try {
      for (const name of ["pipe.jpg", "zeros.jpg"]) {
        // Reading either never ended: the FIFO blocked a thread of Node's pool for good, /dev/zero filled the memory.
        const outcome = await Promise.race([
          portraitSet(join(inputs, name), { cacheDir: cacheDir() }),
          new Promise((resolve) => setTimeout(resolve, 5_000, "still reading")),
        ]);
        expect(outcome, name).toBeNull();
        expect(warnings, name).toContainEqual(expect.stringContaining(`${name} is not a regular file: left out, the placeholder shows.`));
      }
    } finally {
      // A read still blocked on the FIFO (before this was fixed) gets its end of file, so the worker can exit.
      try {
        closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
      } catch {
        // Nobody is reading it.
      }
    }
  });

  it("the same photo asked for by many at once is made once", async () => {
    const file = await input("busy.jpg", (await picture(900, 900)).jpeg().toBuffer());
    const sets = await Promise.all(Array.from({ length: 8 }, () => portraitSet(file, { cacheDir: join(dir, "busy-cache") })));
    expect(new Set(sets).size).toBe(1);
    expect(sets[0]).toBeTruthy();
  }, 60_000);

  it("a portrait setting names a file of the demo's public folder, by any name a file may have", () => {
    expect(publicPortraitFile("/assets/me.jpg")).toBe("me.jpg");
    expect(publicPortraitFile("/assets/my photo é.jpg")).toBe("my photo é.jpg");
    expect(publicPortraitFile("/assets/my%20photo%20%C3%A9.jpg")).toBe("my photo é.jpg");
    expect(publicPortraitFile("/assets/ich (1).JPEG")).toBe("ich (1).JPEG");
    for (const setting of ["/assets/", "/assets/.env", "/assets/../settings.json", "/assets/%2e%2e%2fsettings.json", "/assets/a/b.jpg", "/assets/a%2fb.jpg", "/assets/%E0%A4%A.jpg", "/assets/me.jpg?x", "https://example.com/assets/me.jpg", "assets/me.jpg", undefined]) {
      expect(publicPortraitFile(setting), String(setting)).toBeUndefined();
    }
  });
});

/** The `#portfolio-images` entry of a page, or undefined. */
function imagesOf(html: string): Record<string, { src: string; sources: { srcset: string }[] }> | undefined {
  const json = /<script type="application\/json" id="portfolio-images">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

/** What the prerendered hero shows in the portrait's place: its <img>'s src, or "placeholder". */
function heroPortrait(html: string): string | undefined {
  if (/<svg class="portrait"/.test(html)) return "placeholder";
  return /<img class="portrait" src="([^"]*)"/.exec(html)?.[1];
}

describe("odd portraits in the demo server's pages", () => {
  let server: Server;
  let url: string;
  const settingsFile = () => join(dir, "server-settings.json");
  const setPortrait = async (portrait: string) => {
    const settings = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
    await writeFile(settingsFile(), JSON.stringify({ ...settings, portrait }));
  };
  const home = async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    await setPortrait("/assets/portrait.svg");
    await copyFile(join(ROOT, "demo/public/portrait.svg"), join(inputs, "portrait.svg"));
    const projectsFile = join(dir, "projects.json");
    await copyFile(join(ROOT, "demo/projects.json"), projectsFile);
    ({ server, url } = await startDemoServer({
      port: 0,
      settingsFile: settingsFile(),
      projectsFile,
      publicDir: inputs,
      portraitCacheDir: join(dir, "server-cache"),
      portraitWait: 200,
    }));
  });
  afterAll(() => server.close());

  it("a portrait file that is missing or is no image: the placeholder, and the owner is told once", async () => {
    await input("diary.jpg", "Dear diary,\n");
    for (const name of ["gone.jpg", "diary.jpg"]) {
      await setPortrait(`/assets/${name}`);
      for (const path of ["/", "/embed/hero.html"]) {
        const response = await fetch(url + path);
        const html = await response.text();
        expect(heroPortrait(html), `${name} ${path}`).toBe("placeholder");
        expect(html, `${name} ${path}`).not.toContain(`/assets/${name}`);
      }
      expect(warnings.filter((line) => line.includes(`${name} could not be read`)), name).toHaveLength(1);
    }
  }, 60_000);

  it("a photo whose name has spaces and accents is made light like any other", async () => {
    await input("my photo é.jpg", (await picture(700, 700)).jpeg().toBuffer());
    for (const portrait of ["/assets/my photo é.jpg", "/assets/my%20photo%20%C3%A9.jpg"]) {
      await setPortrait(portrait);
      const entry = (await waitForImages(home))[portrait]!;
      expect(entry.src, portrait).toMatch(/^\/portraits\/portrait-320-[\w-]{12}\.webp$/);
      expect((await fetch(url + entry.src)).status).toBe(200);
    }
    // The photo itself is served under either spelling (og:image, a browser without the sources).
    expect((await fetch(`${url}/assets/my%20photo%20%C3%A9.jpg`)).status).toBe(200);
  }, 60_000);

  it("a page does not wait long for a photo being made: it shows it as it is, and the next page the light versions", async () => {
    // Enough detail that making it takes well over the server's 200 ms here (~1.6 s on an idle machine).
    const noisy = sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 10 } } });
    await input("slow.jpg", noisy.jpeg().toBuffer());
    await setPortrait("/assets/slow.jpg");
    const started = Date.now();
    const first = await home();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(imagesOf(first)).toBeUndefined();
    expect(heroPortrait(first)).toBe("/assets/slow.jpg");
    expect(warnings).toContainEqual(expect.stringContaining("slow.jpg is being made light: pages show it as it is until it is ready."));
    // The server goes on making it (its own module instance: Node loads the demo server, Vite this test), and the
    // pages have the light versions once it is done.
    expect((await waitForImages(home))["/assets/slow.jpg"]?.src).toMatch(/^\/portraits\/portrait-320-/);
  }, 120_000);

  it("a photo made already is in the page whatever the load: the wait is only for a making under way", async () => {
    await input("made.jpg", (await picture(900, 900)).jpeg().toBuffer());
    await setPortrait("/assets/made.jpg");
    // Made by the server (the pages wait 200 ms for it at a time).
    await waitForImages(home);
    // A server of the same process that does not wait at all: the file is still read and looked up, which takes
    // longer than no wait, but a making that is over is answered without the clock.
    const eager = await startDemoServer({
      port: 0,
      settingsFile: settingsFile(),
      projectsFile: join(dir, "projects.json"),
      publicDir: inputs,
      portraitCacheDir: join(dir, "server-cache"),
      portraitWait: 0,
    });
    try {
      for (const path of ["/", "/embed/hero.html", "/"]) {
        const html = await (await fetch(eager.url + path)).text();
        expect(imagesOf(html)?.["/assets/made.jpg"]?.src, path).toMatch(/^\/portraits\/portrait-320-/);
      }
    } finally {
      eager.server.close();
    }
  }, 60_000);

  it("a remote portrait is used as it is, never fetched", async () => {
    const host = await photoHost();
    try {
      await setPortrait(host.url);
      for (const path of ["/", "/embed/hero.html"]) {
        const html = await (await fetch(url + path)).text();
        expect(heroPortrait(html), path).toBe(host.url);
        expect(imagesOf(html), path).toBeUndefined();
      }
      expect(host.requests()).toBe(0);
    } finally {
      host.close();
    }
  });

  it("a photo replaced while the server runs is shown new on the next page, never the old one", async () => {
    await input("me.jpg", (await picture(640, 640)).jpeg().toBuffer());
    await setPortrait("/assets/me.jpg");
    const before = (await waitForImages(home))["/assets/me.jpg"]!;
    await input("me.jpg", (await picture(640, 640)).negate().jpeg().toBuffer());
    const after = (await waitForImages(home))["/assets/me.jpg"]!;
    expect(after.src).not.toBe(before.src);
    expect(after.sources[0]!.srcset).not.toBe(before.sources[0]!.srcset);
    // The photo itself is revalidated, the light versions (named by content) kept for good.
    expect((await fetch(`${url}/assets/me.jpg`)).headers.get("cache-control")).toBe("no-cache");
    expect((await fetch(url + after.src)).headers.get("cache-control")).toContain("immutable");
  }, 60_000);

  it("a cache emptied while the server runs: the light versions are made again, not named for good", async () => {
    await input("kept.jpg", (await picture(500, 500)).jpeg().toBuffer());
    await setPortrait("/assets/kept.jpg");
    const before = (await waitForImages(home))["/assets/kept.jpg"]!;
    expect((await fetch(url + before.src)).status).toBe(200);
    await rm(join(dir, "server-cache"), { recursive: true, force: true });
    const after = (await waitForImages(home))["/assets/kept.jpg"]!;
    expect((await fetch(url + after.src)).status).toBe(200);
  }, 60_000);

  it("many first visitors at once while a photo is made: every one gets a page, and the server goes on", async () => {
    await input("crowd.jpg", (await picture(1000, 800)).jpeg().toBuffer());
    await setPortrait("/assets/crowd.jpg");
    const pages = await Promise.all(Array.from({ length: 12 }, () => home()));
    for (const html of pages) expect(heroPortrait(html)).toMatch(/^\/(assets\/crowd\.jpg|portraits\/portrait-320-[\w-]{12}\.webp)$/);
    expect(heroPortrait(await waitForImages(home).then(() => home()))).toMatch(/^\/portraits\//);
  }, 60_000);
});

/** A photo host that only counts the requests it gets: a remote portrait is never fetched by the server or the build. */
async function photoHost(): Promise<{ url: string; requests: () => number; close: () => void }> {
  let count = 0;
  const host = createServer((_req, res) => {
    count++;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(host.address() as AddressInfo).port}/me.jpg`, requests: () => count, close: () => host.close() };
}

/** Loads pages until one declares light versions (they are made on the first load, which may not wait for them). */
async function waitForImages(load: () => Promise<string>): Promise<NonNullable<ReturnType<typeof imagesOf>>> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const images = imagesOf(await load());
    if (images) return images;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the page never declared light versions");
}

describe("odd portraits in npm run build:site", () => {
  beforeAll(needsBuild);
  const build = async (portrait: string) => {
    const settingsFile = join(dir, "site-settings.json");
    const settings = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
    await writeFile(settingsFile, JSON.stringify({ ...settings, portrait }));
    const outDir = join(dir, "site");
    const result = await buildSite({ settingsFile, outDir, publicDir: inputs, portraitCacheDir: join(dir, "site-cache"), log: () => undefined });
    return { ...result, home: await readFile(join(outDir, "index.html"), "utf8"), frame: await readFile(join(outDir, "embed/hero.html"), "utf8") };
  };

  it("a portrait file that is missing or is no image: the site is built with the placeholder, and a warning says why", async () => {
    await input("scribble.jpg", "not a photo");
    for (const name of ["absent.jpg", "scribble.jpg"]) {
      const site = await build(`/assets/${name}`);
      expect(site.warnings, name).toContainEqual(expect.stringMatching(new RegExp(`warning: portrait .*${name.replace(".", "\\.")} could not be read`)));
      for (const html of [site.home, site.frame]) {
        expect(heroPortrait(html), name).toBe("placeholder");
        expect(html, name).not.toContain(name);
      }
      expect(site.files, name).not.toContain(`assets/${name}`);
    }
  }, 120_000);

  it("a remote portrait is used as it is, never fetched", async () => {
    const host = await photoHost();
    try {
      const site = await build(host.url);
      expect(heroPortrait(site.home)).toBe(host.url);
      expect(heroPortrait(site.frame)).toBe(host.url);
      expect(imagesOf(site.home)).toBeUndefined();
      expect(host.requests()).toBe(0);
    } finally {
      host.close();
    }
  }, 120_000);

  it("a photo whose name has spaces and accents is copied and made light", async () => {
    await input("holiday me ü.jpg", (await picture(700, 700)).jpeg().toBuffer());
    const site = await build("/assets/holiday me ü.jpg");
    expect(site.warnings.join("\n")).not.toMatch(/portrait/);
    const key = "assets/holiday%20me%20%C3%BC.jpg";
    expect(imagesOf(site.home)?.[key]?.src).toMatch(/^assets\/portrait-320-[\w-]{12}\.webp$/);
    expect(imagesOf(site.frame)?.[`../${key}`]?.src).toMatch(/^\.\.\/assets\/portrait-320-[\w-]{12}\.webp$/);
    expect(await readdir(join(dir, "site/assets"))).toContain("holiday me ü.jpg");
  }, 120_000);
});
