/**
 * A link preview per page: build:site makes a 1200×630 PNG for every page (the owner's name, role and look; on a
 * project's page, its picture, cropped to fit, beside its title: issue 46) and names it as LinkedIn and Slack read
 * it: an absolute og:image with site.url, its size and type, and Twitter's large card. Needs the build.
 */
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGLISH } from "../../src/i18n/english.ts";
import { LANGUAGES } from "../../src/i18n/languages.ts";
import { textsFor } from "../../src/i18n/texts.ts";
import { pageWords } from "../../src/page/page-words.ts";
import { buildSite } from "../../src/site/build.ts";
import { ogSvg, pictureCardSvg, wrap, type Card } from "../../src/site/og-image.ts";
import { needsBuild } from "./needs-build.ts";

/** The page's meta tags by property or name. */
function metas(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) found[key!] = value!;
  return found;
}

describe("wrap", () => {
  it("breaks between words, and ends what does not fit with an ellipsis", () => {
    expect(wrap("A junior software engineer crafting digital experiences.", 24, 3)).toEqual(["A junior software", "engineer crafting", "digital experiences."]);
    expect(wrap("one two three four five six", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrap("Supercalifragilisticexpialidocious", 10, 1)).toEqual(["Supercali…"]);
    expect(wrap("Junior-Softwareentwickler, der durchdachte", 20, 2)).toEqual(["Junior-", "Softwareentwickler…"]);
    expect(wrap("Built offline. It syncs later.", 16, 1)).toEqual(["Built offline."]);
  });

  it("writes text as text in the SVG", () => {
    const svg = ogSvg({ name: "Ann </text><script>", role: "Dev & Ops", heading: "<b>x</b>" });
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("Dev &#38; Ops");
  });
});

/** The text a card shows, its lines joined (a line broken after a hyphen joined back). */
function shown(svg: string): string {
  const lines = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, line]) => line!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
  return lines.join(" ").replace(/- /g, "-");
}

/** Both cards (the text card and a project's card with its picture) for `card`. */
const bothCards = (card: Card) => [ogSvg(card), pictureCardSvg(card)];

describe("the cards' words", () => {
  it("every word of each language's default role is shown, on the text card and on a project's card", async () => {
    for (const lang of LANGUAGES) {
      const { jobTitle, subheading } = pageWords({}, "home", (await textsFor(lang, undefined)) ?? ENGLISH, lang);
      const card = { name: "María Fernanda González", role: jobTitle, dir: lang === "ar" ? "rtl" : "ltr" } as const;
      for (const svg of [...bothCards({ ...card, heading: "Budget Buddy", detail: "Sorts a month of bank exports in under a second, offline." }), ogSvg({ ...card, heading: subheading })]) {
        const words = shown(svg).split(" ");
        for (const word of jobTitle.split(" ")) expect(words, `${lang}: ${word}`).toContain(word);
        expect(shown(svg), lang).toContain(jobTitle);
      }
    }
  });

  it("Home's card shows each language's default subheading whole", async () => {
    for (const lang of LANGUAGES) {
      const { jobTitle, subheading } = pageWords({}, "home", (await textsFor(lang, undefined)) ?? ENGLISH, lang);
      expect(shown(ogSvg({ name: "María Fernanda González", role: jobTitle, heading: subheading, dir: lang === "ar" ? "rtl" : "ltr" })), lang).toContain(subheading);
    }
  });

  it("a long name, role and title take a second line; only what two lines cannot hold ends in an ellipsis, at a word", () => {
    const card = { name: "Alexandra Konstantinopoulou", role: "Senior Frontend Engineer, Design Systems", heading: "An Offline-First Pottery Logbook", detail: "Kiln firings, glazes and clay bodies." };
    for (const svg of bothCards(card)) {
      for (const whole of Object.values(card)) expect(shown(svg)).toContain(whole);
      expect(svg).not.toContain("…");
    }
    const role = "Senior Staff Software Engineer, Developer Experience, Platform Infrastructure and Internal Tooling for Mobile Teams";
    const svg = pictureCardSvg({ ...card, role });
    const lines = [...svg.matchAll(/<text [^>]*font-size="28"[^>]*>([^<]*)<\/text>/g)].map(([, line]) => line!);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const word of lines.join(" ").replace(/…$/, "").split(" ")) expect(role.split(" ")).toContain(word);
  });
});

/** A made picture: one colour, or one colour over the top half and another under it. */
async function picture(file: string, width: number, height: number, top: string, bottom = top): Promise<void> {
  const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height / 2}" fill="${top}"/><rect y="${height / 2}" width="${width}" height="${height / 2}" fill="${bottom}"/></svg>`;
  await sharp(Buffer.from(halves)).png().toFile(file);
}

const RED = [208, 64, 32];
const GREEN = [32, 160, 64];
const BLUE = [32, 80, 208];

/** The share of the preview's pixels, in columns `from` to `to`, that are close to `color`. */
async function share(file: string, color: number[], from = 0, to = 1200): Promise<number> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = from; x < to; x++) {
      const at = (y * info.width + x) * 3;
      if (color.every((value, channel) => Math.abs(data[at + channel]! - value) < 12)) count++;
    }
  }
  return count / (info.width * info.height);
}

/** A site built from `projects` (pictures in `public/shots/`), in `lang`. */
async function site(dir: string, projects: unknown[], lang?: string) {
  await writeFile(join(dir, "settings.json"), JSON.stringify({ name: "Priya Nair", lang, projectDetails: "on", site: { url: "https://priya.example/", projectsFile: "work.json" } }));
  await writeFile(join(dir, "work.json"), JSON.stringify(projects));
  const lines: string[] = [];
  const { outDir } = await buildSite({ settingsFile: join(dir, "settings.json"), outDir: join(dir, "site"), publicDir: join(dir, "public"), log: (line) => lines.push(line) });
  return { outDir, lines };
}

describe("build:site's link previews", () => {
  let page: (file: string) => Promise<string>;
  let outDir: string;
  let lines: string[];
  let dir: string;

  beforeAll(async () => {
    needsBuild();
    dir = await mkdtemp(join(tmpdir(), "og-image-"));
    await mkdir(join(dir, "public", "shots"), { recursive: true });
    await picture(join(dir, "public", "shots", "wide.png"), 1600, 900, "rgb(208,64,32)");
    await picture(join(dir, "public", "shots", "phone.png"), 900, 1800, "rgb(32,160,64)", "rgb(32,80,208)");
    await writeFile(join(dir, "public", "shots", "map.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 67.5"><rect width="120" height="67.5" fill="rgb(208,64,32)"/></svg>');
    const shot = (id: string, file: string, width: number, height: number) => ({ id, title: id, summary: `The ${id}.`, image: { url: `/assets/shots/${file}`, width, height } });
    ({ outDir, lines } = await site(dir, [
      { id: "kiln", title: "Kiln", summary: "A pottery log that works offline.", image: { url: "https://cdn.example/kiln.png", width: 1600, height: 900 } },
      { id: "tide", title: "Tide", summary: "Tide tables for sailors." },
      shot("wide", "wide.png", 1600, 900),
      shot("phone", "phone.png", 900, 1800),
      shot("map", "map.svg", 1200, 675),
    ]));
    page = (file) => readFile(join(outDir, file), "utf8");
  }, 120_000);

  it("every route and iframe page names a 1200×630 PNG of its own, absolute, with its size, type and the large card", async () => {
    for (const [file, image] of [
      ["index.html", "og-home.png"],
      ["about.html", "og-about.png"],
      ["projects.html", "og-projects.png"],
      ["contact.html", "og-contact.png"],
      ["embed/contact.html", "og-contact.png"],
      ["projects/tide.html", "og-project-tide.png"],
      ["projects/wide.html", "og-project-wide.png"],
      ["projects/phone.html", "og-project-phone.png"],
      ["projects/map.html", "og-project-map.png"],
    ]) {
      const tags = metas(await page(file!));
      expect(tags["og:image"], file).toBe(`https://priya.example/assets/${image}`);
      expect([tags["og:image:width"], tags["og:image:height"], tags["og:image:type"]], file).toEqual(["1200", "630", "image/png"]);
      expect(tags["twitter:card"], file).toBe("summary_large_image");
      const { width, height, format } = await sharp(join(outDir, "assets", image!)).metadata();
      expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: "png" });
    }
  });

  it("a project's preview is made from its picture, raster or SVG, beside its words", async () => {
    for (const id of ["wide", "map"]) {
      const file = join(outDir, "assets", `og-project-${id}.png`);
      expect(await share(file, RED), id).toBeGreaterThan(0.15);
      // Left to right: the words first, the picture after them.
      expect(await share(file, RED, 0, 500), id).toBe(0);
    }
    const tags = metas(await page("projects/wide.html"));
    expect(tags["og:title"]).toBe("wide | Priya Nair | Junior Software Engineer");
    expect(tags["og:description"]).toBe("The wide.");
  });

  it("a tall phone screenshot is cropped to fit, never stretched: its top fills the picture's part", async () => {
    const file = join(outDir, "assets", "og-project-phone.png");
    expect(await share(file, GREEN)).toBeGreaterThan(0.15);
    expect(await share(file, BLUE)).toBe(0);
  });

  it("a remote picture the build cannot fetch gives the text card, with a warning", async () => {
    expect(metas(await page("projects/kiln.html"))["og:image"]).toBe("https://priya.example/assets/og-project-kiln.png");
    expect(lines.join("\n")).toMatch(/warning: the picture https:\/\/cdn\.example\/kiln\.png could not be read for the preview of projects\/kiln\.html \(.+\): it shows the project's title instead\./);
    expect(await share(join(outDir, "assets", "og-project-kiln.png"), RED)).toBe(0);
  });

  it("lists each project's page in the sitemap", async () => {
    const sitemap = await page("sitemap.xml");
    expect(sitemap).toContain("<loc>https://priya.example/projects/kiln.html</loc>");
    expect(sitemap).toContain("<loc>https://priya.example/projects/tide.html</loc>");
  });

  it("in Arabic, the preview is laid out right to left: the picture on the left, the words on the right", async () => {
    const arabic = await mkdtemp(join(tmpdir(), "og-image-ar-"));
    await cp(join(dir, "public"), join(arabic, "public"), { recursive: true });
    const { outDir: out } = await site(arabic, [{ id: "wide", title: "Kiln", summary: "A pottery log.", image: { url: "/assets/shots/wide.png", width: 1600, height: 900 } }], "ar");
    const file = join(out, "assets", "og-project-wide.png");
    expect(await share(file, RED)).toBeGreaterThan(0.15);
    expect(await share(file, RED, 700, 1200)).toBe(0);
    const svg = ogSvg({ name: "Priya", role: "مهندسة برمجيات", heading: "نبذة عني", detail: "An English line.", dir: "rtl" });
    expect(svg).toMatch(/<text x="1120" direction="rtl" text-anchor="start"[^>]*>نبذة عني<\/text>/);
    // A Latin line keeps its own order, lined up on the right like the rest.
    expect(svg).toMatch(/<text x="1120" direction="ltr" text-anchor="end"[^>]*>An English line\.<\/text>/);
  }, 120_000);

  it("fetches a remote picture (over https) for the preview", async () => {
    const shot = await mkdtemp(join(tmpdir(), "og-image-remote-"));
    await picture(join(shot, "shot.png"), 1600, 900, "rgb(208,64,32)");
    const fixtures = join(import.meta.dirname, "fixtures");
    const server = createServer({ key: await readFile(join(fixtures, "localhost-key.pem")), cert: await readFile(join(fixtures, "localhost-cert.pem")) }, async (request, response) => {
      if (request.url === "/shot.png") response.writeHead(200, { "content-type": "image/png" }).end(await readFile(join(shot, "shot.png")));
      else response.writeHead(404).end();
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const { port } = server.address() as AddressInfo;
    try {
      await writeFile(join(shot, "settings.json"), JSON.stringify({ name: "Priya Nair", projectDetails: "on", site: { url: "https://priya.example/", projectsFile: "work.json" } }));
      await writeFile(join(shot, "work.json"), JSON.stringify([
        { id: "remote", title: "Remote", image: { url: `https://localhost:${port}/shot.png`, width: 1600, height: 900 } },
        { id: "missing", title: "Missing", image: { url: `https://localhost:${port}/missing.png`, width: 1600, height: 900 } },
      ]));
      // The build in a process of its own, which trusts the test's certificate as a real host's would be.
      const child = spawn(process.execPath, ["scripts/build-site.mjs", "--no-build", `--settings=${join(shot, "settings.json")}`, `--out=${join(shot, "site")}`], {
        cwd: join(import.meta.dirname, "../.."),
        env: { ...process.env, NODE_EXTRA_CA_CERTS: join(fixtures, "localhost-cert.pem") },
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const code = await new Promise((exited) => child.on("exit", exited));
      expect(code, output).toBe(0);
      expect(await share(join(shot, "site", "assets", "og-project-remote.png"), RED)).toBeGreaterThan(0.15);
      expect(output).toMatch(/missing\.png could not be read for the preview of projects\/missing\.html \(HTTP 404\)/);
    } finally {
      server.close();
    }
  }, 120_000);
});
