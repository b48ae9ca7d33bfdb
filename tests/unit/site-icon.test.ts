/**
 * The pages' icon says whose site it is: the owner's initials on their accent, drawn from the settings. It was a
 * file with the demo owner's "AR" on the default indigo, so every owner's tab showed someone else's initials.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { iconDataUrl } from "../../src/site/icon.ts";
import { buildDemoSite } from "./demo-site.ts";
import { needsBuild } from "./needs-build.ts";
const svgOf = (dataUrl: string) => decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml,/, ""));
const iconOf = (page: string) => /<link rel="icon" href="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, "&") ?? "";

describe("the pages' icon", () => {
  it("shows the owner's initials on their accent", () => {
    const svg = svgOf(iconDataUrl("Sam Okafor", "#0f766e"));
    expect(svg).toContain(">SO</text>");
    expect(svg).toContain('fill="#0f766e"');
  });

  it("escapes the name and draws the default accent with no text for no name", () => {
    expect(svgOf(iconDataUrl('<b>" &x', undefined))).not.toMatch(/<b>|"&/);
    const blank = svgOf(iconDataUrl(undefined, undefined));
    expect(blank).not.toContain("<text");
    expect(blank).toContain('fill="#3b3fc4"');
  });
});

describe("npm run build:site: the icon of every page", () => {
  beforeAll(needsBuild);
  let out: string;

  beforeAll(async () => {
    out = await buildDemoSite({ name: "Sam Okafor", look: { accent: "#0f766e" } });
  }, 60_000);

  it("is the owner's, on the route pages and the iframe pages", async () => {
    for (const file of ["index.html", "about.html", "embed/hero.html"]) {
      const svg = svgOf(iconOf(await readFile(join(out, file), "utf8")));
      expect(svg, file).toContain(">SO</text>");
      expect(svg, file).toContain('fill="#0f766e"');
    }
  });
});
