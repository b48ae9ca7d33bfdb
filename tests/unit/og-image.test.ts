/**
 * A link preview per page: build:site makes a 1200×630 PNG for every page (the owner's name, role and look; a
 * project's title and summary on its page when it has no picture of its own) and names it as LinkedIn and Slack read
 * it: an absolute og:image with site.url, its size and type, and Twitter's large card. Needs the build.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.js";
import { ogSvg, wrap } from "../../src/site/og-image.js";
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
  });

  it("writes text as text in the SVG", () => {
    const svg = ogSvg({ name: "Ann </text><script>", role: "Dev & Ops", heading: "<b>x</b>" });
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("Dev &#38; Ops");
  });
});

describe("build:site's link previews", () => {
  let page: (file: string) => Promise<string>;
  let outDir: string;

  beforeAll(async () => {
    needsBuild();
    const dir = await mkdtemp(join(tmpdir(), "og-image-"));
    await writeFile(join(dir, "settings.json"), JSON.stringify({ name: "Priya Nair", projectDetails: "on", site: { url: "https://priya.example/", projectsFile: "work.json" } }));
    await writeFile(
      join(dir, "work.json"),
      JSON.stringify([
        { id: "kiln", title: "Kiln", summary: "A pottery log that works offline.", image: { url: "https://cdn.example/kiln.png", width: 1600, height: 900 } },
        { id: "tide", title: "Tide", summary: "Tide tables for sailors." },
      ]),
    );
    ({ outDir } = await buildSite({ settingsFile: join(dir, "settings.json"), outDir: join(dir, "site"), log: () => {} }));
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
    ]) {
      const tags = metas(await page(file!));
      expect(tags["og:image"], file).toBe(`https://priya.example/assets/${image}`);
      expect([tags["og:image:width"], tags["og:image:height"], tags["og:image:type"]], file).toEqual(["1200", "630", "image/png"]);
      expect(tags["twitter:card"], file).toBe("summary_large_image");
      const { width, height, format } = await sharp(join(outDir, "assets", image!)).metadata();
      expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: "png" });
    }
  });

  it("a project with a picture of its own shows it", async () => {
    const tags = metas(await page("projects/kiln.html"));
    expect(tags["og:image"]).toBe("https://cdn.example/kiln.png");
    expect(tags["og:title"]).toBe("Kiln | Priya Nair | Junior Software Engineer");
    expect(tags["og:description"]).toBe("A pottery log that works offline.");
    expect(tags["twitter:card"]).toBe("summary_large_image");
  });

  it("lists each project's page in the sitemap", async () => {
    const sitemap = await page("sitemap.xml");
    expect(sitemap).toContain("<loc>https://priya.example/projects/kiln.html</loc>");
    expect(sitemap).toContain("<loc>https://priya.example/projects/tide.html</loc>");
  });
});
