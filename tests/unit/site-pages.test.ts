/**
 * The product's pages (src/site/): the iframe pages' canvas colour, their framing policy and oEmbed answers, and
 * what `npm run build:site` writes for them (from the build: `npm test` builds before these run).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { FRAME_ELEMENTS, frameHeight, oembedJson, type FrameElement } from "../../src/site/frames.ts";
import { contentSecurityPolicy, policyText } from "../../src/site/policy.ts";
import { buildDemoSite } from "./demo-site.ts";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");

describe("iframe pages", () => {
  it("paint their canvas in the elements' page colour (--pe-color-bg of base.css), in both themes", async () => {
    const base = await readFile(join(ROOT, "src/styles/base.css"), "utf8");
    const frame = await readFile(join(ROOT, "src/site/assets/embed.css"), "utf8");
    const token = /--pe-color-bg:\s*(light-dark\([^)]*\));/.exec(base)?.[1];
    expect(token).toBeTruthy();
    expect(frame).toMatch(new RegExp(`^html \\{[^}]*background: ${token!.replace(/[()]/g, "\\$&")};`, "m"));
  });

  it("a header policy can say who may frame a page; without it, anyone may", () => {
    expect(policyText(contentSecurityPolicy([], { frameAncestors: "'self'" }))).toMatch(/; frame-ancestors 'self'$/);
    expect(policyText(contentSecurityPolicy())).not.toContain("frame-ancestors");
  });

  it("the oEmbed answer is a sized rich embed of the page, its text escaped", () => {
    const answer = JSON.parse(
      oembedJson({ element: "contact", settings: { name: 'Ada "<b>" Lovelace' }, frameUrl: "https://ada.example/embed/contact.html", siteUrl: "https://ada.example/", title: "Let's Work Together | Ada" }),
    );
    expect(answer).toMatchObject({ version: "1.0", type: "rich", width: 800, height: frameHeight("contact", 800), provider_url: "https://ada.example/" });
    expect(answer.html).toContain('src="https://ada.example/embed/contact.html"');
    expect(answer.html).not.toContain("<b>");
  });

  it("the oEmbed answer fits the element at the width the consumer asks (maxwidth), within maxheight", () => {
    const answer = (element: FrameElement, size: { maxwidth?: number; maxheight?: number }) =>
      JSON.parse(oembedJson({ element, settings: {}, frameUrl: "https://ada.example/embed/x.html", title: "Frame", ...size })) as { width: number; height: number; html: string };
    // What the demo's elements paint at 375 and 1,280 px (tests/browser/embed-frames.test.ts measures the frames).
    expect(answer("hero", { maxwidth: 375 })).toMatchObject({ width: 375, height: 632 });
    expect(answer("hero", { maxwidth: 1280 })).toMatchObject({ width: 1280, height: 465 });
    expect(answer("projects", { maxwidth: 375 }).height).toBeGreaterThan(answer("projects", { maxwidth: 1280 }).height);
    expect(answer("projects", { maxwidth: 375 }).html).toContain('width="375" height="3170"');
    // A narrower column than any phone's is answered at the narrowest width; maxheight caps the height (it scrolls).
    expect(answer("contact", { maxwidth: 100 }).width).toBe(240);
    expect(answer("contact", { maxwidth: 600, maxheight: 500 }).height).toBe(500);
    for (const element of Object.keys(FRAME_ELEMENTS) as FrameElement[]) {
      expect(frameHeight(element, 320), element).toBeGreaterThanOrEqual(frameHeight(element, 1280));
    }
  });
});

describe("npm run build:site: the iframe pages", () => {
  beforeAll(needsBuild);
  let out: string;

  beforeAll(async () => {
    out = await buildDemoSite({ theme: "dark", site: { url: "https://alex.example/portfolio/" } });
  }, 60_000);

  it("have a brotli and a gzip copy beside them, as the chunks do, for hosts that send those", async () => {
    for (const file of ["embed/hero.html", "index.html", "lib/portfolio-elements.iife.js"]) {
      const body = await readFile(join(out, file));
      expect(brotliDecompressSync(await readFile(join(out, `${file}.br`))).equals(body), file).toBe(true);
      expect(gunzipSync(await readFile(join(out, `${file}.gz`))).equals(body), file).toBe(true);
    }
  });

  it("lib/ holds the stylesheet a blog links beside the classic script, as built", async () => {
    expect(await readFile(join(out, "lib", "portfolio-elements.css"), "utf8")).toBe(await readFile(join("dist", "portfolio-elements.css"), "utf8"));
  });

  it("are prerendered, in the settings' theme, with oEmbed discovery of a static answer", async () => {
    for (const name of Object.keys(FRAME_ELEMENTS)) {
      const html = await readFile(join(out, "embed", `${name}.html`), "utf8");
      expect(html, name).toContain(`<portfolio-${name} theme="dark"><template shadowrootmode="open">`);
      expect(html, name).toContain('<html lang="en" data-theme="dark">');
      expect(html, name).toContain(
        `<link rel="alternate" type="application/json+oembed" href="https://alex.example/portfolio/embed/${name}.oembed.json"`,
      );
      // The frame's script is in the page (it must run before the first paint), allowed by its hash.
      expect(html, name).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src &#39;self&#39; &#39;sha256-/);
      const answer = JSON.parse(await readFile(join(out, "embed", `${name}.oembed.json`), "utf8"));
      expect(answer.html, name).toContain(`src="https://alex.example/portfolio/embed/${name}.html"`);
    }
  });

  it("writes _headers: the site's pages framed only by the site, the iframe pages by anyone", async () => {
    const headers = await readFile(join(out, "_headers"), "utf8");
    for (const path of ["/portfolio/", "/portfolio/index.html", "/portfolio/about.html", "/portfolio/projects.html", "/portfolio/contact.html"]) {
      expect(headers).toContain(`${path}\n  Content-Security-Policy: frame-ancestors 'self'\n`);
    }
    expect(headers).not.toContain("embed");
  });
});
