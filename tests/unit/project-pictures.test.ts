/**
 * Project pictures made light (src/site/project-pictures.ts): a local raster picture becomes WebP versions at the
 * widths the cards ask for, in the demo content service's answers and in the static site; a file that is no image
 * is left out with a warning; an SVG stays as it is.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { buildSite } from "../../src/site/build.ts";
import { PICTURE_NAME, PICTURE_WIDTHS, lightenPictures, pictureSet } from "../../src/site/project-pictures.ts";
import { writeScreenshot } from "../servers/pictures.mjs";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");
// AVIF and WebP of a big screenshot at every width the cards ask for: seconds alone, minutes on a busy machine.
const ENCODES = 240_000;

let dir: string;
let publicDir: string;
let cacheDir: string;
let shot: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "project-pictures-"));
  publicDir = join(dir, "public");
  cacheDir = join(dir, "cache");
  await mkdir(join(publicDir, "projects"), { recursive: true });
  shot = join(publicDir, "projects", "shot.png");
  await writeScreenshot(shot);
  await writeFile(join(publicDir, "projects", "fake.png"), "<html>not a picture</html>");
}, ENCODES);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("project pictures made light", () => {
  it("a big PNG becomes AVIF and WebP at the slots' widths, named by content, much lighter, kept on disk", async () => {
    const source = (await stat(shot)).size;
    expect(source).toBeGreaterThan(1_500_000);
    const set = (await pictureSet(shot, { cacheDir }))!;
    expect([set.width, set.height]).toEqual([1600, 900]);
    expect(set.files.map((file) => file.width)).toEqual([...PICTURE_WIDTHS, ...PICTURE_WIDTHS]);
    for (const file of set.files) {
      const format = PICTURE_NAME.exec(file.name)?.[2];
      const data = await readFile(join(cacheDir, file.name));
      const meta = await sharp(data).metadata();
      expect([meta.format === "heif" ? "avif" : meta.format, meta.width, meta.height]).toEqual([format, file.width, Math.round((file.width * 9) / 16)]);
      expect(data.length).toBeLessThan(source / 2);
    }
    // Asked again (and by a new process, from the files kept): the same set.
    expect(await pictureSet(shot, { cacheDir })).toEqual(set);
  }, ENCODES);

  it("a file named .png that is not one is left out with a warning; an SVG is left as it is", async () => {
    const warn = vi.fn();
    const projects = [
      { id: "a", image: { url: "/assets/projects/fake.png", width: 1200, height: 675 } },
      { id: "b", image: { url: "/assets/projects/plan.svg", width: 1200, height: 675 } },
      { id: "c", image: { url: "https://cdn.example/c.png", width: 1200, height: 675 } },
      { id: "d", image: { url: "/assets/projects/shot.png", width: 2400, height: 1350 } },
    ];
    const fileOf = (url: string) => (url.startsWith("/assets/") ? join(publicDir, url.slice("/assets/".length)) : undefined);
    const { projects: light, files } = await lightenPictures(projects, { fileOf, urlPrefix: "/p/", cacheDir, warn });
    expect(light[0]!.image).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/project picture .*fake\.png could not be read as an image/));
    expect(light[1]).toBe(projects[1]);
    expect(light[2]).toBe(projects[2]);
    expect(light[3]!.image).toEqual({ url: expect.stringMatching(/^\/p\/project-[0-9a-f]{16}-1600\.webp$/), width: 1600, height: 900 });
    expect(files.map((file) => file.name)).toHaveLength(PICTURE_WIDTHS.length * 2);
  }, ENCODES);
});

describe("in the demo content service's answers", () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const projectsFile = join(dir, "projects.json");
    const demo = JSON.parse(await readFile(join(ROOT, "demo/projects.json"), "utf8"));
    demo[0].image = { url: "/assets/projects/shot.png", width: 2400, height: 1350 };
    demo[1].image = { url: "/assets/projects/fake.png", width: 1200, height: 675 };
    await writeFile(projectsFile, JSON.stringify(demo));
    ({ server, url } = await startDemoServer({ port: 0, projectsFile, publicDir, pictureCacheDir: cacheDir }));
  });
  afterAll(() => server.close());

  it("a PNG is answered as its light version, served as WebP and AVIF; a fake one is left out", async () => {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ project { id image { url width height } } }" }),
    });
    const { data } = (await response.json()) as { data: { project: { image: { url: string, width: number, height: number } | null }[] } };
    const image = data.project[0]!.image!;
    expect(image).toEqual({ url: expect.stringMatching(/^\/project-pictures\/project-[0-9a-f]{16}-1600\.webp$/), width: 1600, height: 900 });
    expect(data.project[1]!.image).toBeNull();
    // SVG pictures stay as they are.
    expect(data.project[2]!.image!.url).toMatch(/\.svg$/);
    for (const [width, format] of PICTURE_WIDTHS.flatMap((width) => [[width, "webp"], [width, "avif"]] as const)) {
      const file = await fetch(url + image.url.replace("-1600.webp", `-${width}.${format}`));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(`image/${format}`);
      // Named by content: kept for good.
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(width);
    }
    expect((await fetch(`${url}/project-pictures/..%2Fprojects.json`)).status).toBe(404);
  }, ENCODES);
});

describe("in the static site", () => {
  let outDir: string;
  let warnings: string[];

  beforeAll(async () => {
    needsBuild();
    const site = join(dir, "site-input");
    await mkdir(site, { recursive: true });
    await writeFile(
      join(site, "settings.json"),
      JSON.stringify({ name: "Priya", featured: 2, projectDetails: "on", site: { url: "https://priya.example/", projectsFile: "work.json" } }),
    );
    await writeFile(
      join(site, "work.json"),
      JSON.stringify([
        { id: "kiln", title: "Kiln", image: { url: "/assets/projects/shot.png", width: 2400, height: 1350 }, imageAlt: "Kiln's log" },
        { id: "tide", title: "Tide", image: { url: "/assets/projects/fake.png", width: 1200, height: 675 } },
      ]),
    );
    const lines: string[] = [];
    ({ outDir } = await buildSite({ settingsFile: join(site, "settings.json"), outDir: join(dir, "site"), publicDir, pictureCacheDir: cacheDir, log: (line) => lines.push(line) }));
    warnings = lines;
  }, 120_000);

  it("pages point at light versions that exist, with srcset and sizes; the fake picture is left out with a warning", async () => {
    expect(warnings.join("\n")).toMatch(/project picture .*fake\.png could not be read as an image/);
    for (const file of ["projects.html", "embed/projects.html", "index.html", "projects/kiln.html"]) {
      const html = await readFile(join(outDir, file), "utf8");
      const img = /<img[^>]*alt="Kiln&#x27;s log"[^>]*>|<img[^>]*alt="Kiln's log"[^>]*>/.exec(html)?.[0] ?? "";
      expect(img, file).toMatch(/src="https:\/\/priya\.example\/assets\/project-[0-9a-f]{16}-1600\.webp"/);
      expect(img, file).toMatch(/sizes="[^"]+"/);
      const srcset = /srcset="([^"]*)"/i.exec(img)?.[1] ?? "";
      const avif = /<source type="image\/avif" srcset="([^"]*)"/i.exec(html)?.[1] ?? "";
      const named = [srcset, avif].flatMap((list) => list.split(/,\s+/).map((entry) => entry.trim().split(" ")[0]!)).filter((url) => !url.startsWith("data:"));
      // Home names every file; My Work, its iframe page and the project's page carry the phone's AVIF in themselves, and name no smaller one.
      expect(named, file).toHaveLength(PICTURE_WIDTHS.length * 2 - (file === "index.html" ? 0 : 2));
      for (const address of named) {
        expect(address.startsWith("https://priya.example/assets/"), address).toBe(true);
        expect(existsSync(join(outDir, "assets", address.slice("https://priya.example/assets/".length))), address).toBe(true);
      }
      expect(html, file).not.toMatch(/<img[^>]*fake\.png/);
    }
    // The project's link preview is a card made from the original PNG (og-image.test.ts).
    expect(await readFile(join(outDir, "projects/kiln.html"), "utf8")).toMatch(/og:image" content="https:\/\/priya\.example\/assets\/og-project-kiln\.png"/);
  });

  it("My Work's first card, its iframe page's and a project's page carry the phone's AVIF in the page, declared for the started element", async () => {
    for (const file of ["projects.html", "embed/projects.html", "projects/kiln.html"]) {
      const html = await readFile(join(outDir, file), "utf8");
      const avif = /<source type="image\/avif" srcset="([^"]*)"/i.exec(html)?.[1] ?? "";
      const [phone, ...larger] = avif.split(/,\s+/);
      expect(phone, file).toMatch(/^data:image\/avif;base64,[\w+/]+=* 800w$/);
      expect(larger, file).toEqual([expect.stringMatching(/-1200\.avif 1200w$/), expect.stringMatching(/-1600\.avif 1600w$/)]);
      // The very file the build published at that width.
      const published = join(outDir, "assets", /assets\/(project-[0-9a-f]{16}-)1200\.avif/.exec(avif)![1] + "800.avif");
      expect(Buffer.from(/base64,(\S+)/.exec(phone!)![1]!, "base64").equals(await readFile(published)), file).toBe(true);
      // The page's images block declares the same, by the picture's address, so the started element renders the same.
      const block = JSON.parse(/<script type="application\/json" id="portfolio-images">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}");
      const url = /<img[^>]*src="([^"]*-1600\.webp)"/.exec(html)![1]!;
      expect(block[url]?.sources, file).toEqual([{ type: "image/avif", srcset: avif }]);
      // Its policy allows images in the page.
      expect(/Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll("&#39;", "'"), file).toMatch(/img-src [^;]*data:/);
    }
    // Home shows its featured work below the portrait: it names the files only.
    expect(await readFile(join(outDir, "index.html"), "utf8")).not.toMatch(/data:image\/avif/);
  });
});
