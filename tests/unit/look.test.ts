/**
 * The owner's look from the settings file (src/site/look.js): checked where it enters, applied as design tokens in the
 * page's own style block under the strict CSP, by the demo server and by `npm run build:site`.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer } from "../../demo/server/index.js";
import { siteSettings } from "../../scripts/build-site.mjs";
import { checkLook, cssColor, fontFamily } from "../../src/site/look.js";
import { TAGS } from "../../src/tags.js";

const ROOT = join(import.meta.dirname, "../..");
const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

describe("the owner's look (settings file)", () => {
  it("a colour must parse as one CSS colour, nothing more", () => {
    expect(cssColor("#0f766e")).toBe("#0f766e");
    expect(cssColor("teal")).toBe("teal");
    expect(cssColor("rgb(1 2 3)")).toBe("#010203");
    expect(cssColor("oklch(60% 0.1 200)")).toBe("oklch(60% .1 200)");
    for (const value of ["", "nope", "#12", "red; color: blue", "red}", "red</style><script>", "var(--x)", "url(x)", "light-dark(red, blue)", "red !important"]) {
      expect(cssColor(value), value).toBeUndefined();
    }
  });

  it("a font is a list of plain names, quoted, with the platform's font after it unless a generic one is named", () => {
    expect(fontFamily("Georgia")).toBe('"Georgia", system-ui, sans-serif');
    expect(fontFamily(`"Iowan Old Style", Georgia, serif`)).toBe('"Iowan Old Style", "Georgia", serif');
    expect(fontFamily("Noto Sans JP, sans-serif")).toBe('"Noto Sans JP", sans-serif');
    for (const value of ["", "Georgia;}", "x\"); color: red", "url(evil)", "a{b}", "Comic\\ Sans", `Georgia, "`]) {
      expect(fontFamily(value), value).toBeUndefined();
    }
  });

  it("turns the section into token declarations, leaving out (with a warning) what is not usable", () => {
    expect(checkLook({ look: { accent: "#0f766e", accentDark: "#5eead4", headingFont: "Georgia, serif", radius: "8px" } })).toEqual({
      css:
        "--pe-color-accent:light-dark(#0f766e,#5eead4);" +
        "--pe-color-accent-hover:light-dark(color-mix(in oklab,#0f766e 80%,black),color-mix(in oklab,#5eead4 75%,white));" +
        "--pe-color-focus:light-dark(#0f766e,#5eead4);" +
        '--pe-font-heading:"Georgia", serif;--pe-radius:8px',
      accent: "#0f766e",
      warnings: [],
    });
    const { css, warnings } = checkLook({ look: { accent: "red; x: y", headingFont: "a{b}", radius: "huge", font: 3 } });
    expect(css).toBe("");
    expect(warnings).toEqual([
      'look.accent "red; x: y" is not a CSS colour: left out, as if unset.',
      'look.headingFont "a{b}" is not a list of font names: left out, as if unset.',
      'look.font 3 is not a list of font names: left out, as if unset.',
      'look.radius "huge" is not 0 or a length in px, rem or em: left out, as if unset.',
    ]);
    expect(checkLook({})).toEqual({ css: "", warnings: [] });
    expect(checkLook({ look: "teal" })).toEqual({ css: "", warnings: [] });
  });

  it("sets the font size and the spacing unit, and names a key it does not know", () => {
    expect(checkLook({ look: { fontSize: "18px", space: "1.25rem" } })).toEqual({ css: "--pe-font-size:18px;--pe-space:1.25rem", warnings: [] });
    const { css, warnings } = checkLook({ look: { fontSize: "0px", space: "-4px", accentColor: "teal" } });
    expect(css).toBe("");
    expect(warnings).toEqual([
      'look.fontSize "0px" is not a length in px, rem or em above 0: left out, as if unset.',
      'look.space "-4px" is not a length in px, rem or em above 0: left out, as if unset.',
      "look.accentColor is not a look setting (accent, accentDark, headingFont, font, radius, fontSize, space): left out.",
    ]);
  });

  it("build:site reads it from the settings file", () => {
    expect(siteSettings({ name: "A", look: { radius: "0" } })).toMatchObject({ look: "--pe-radius:0", settings: { name: "A" } });
  });

  describe("on the demo server's pages", () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      const dir = await mkdtemp(join(tmpdir(), "look-"));
      const settingsFile = join(dir, "settings.json");
      const demo = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
      await writeFile(settingsFile, JSON.stringify({ ...demo, look: { accent: "#0f766e", headingFont: "Georgia" } }));
      ({ server, url } = await startDemoServer({ port: 0, settingsFile, outboxFile: join(dir, "outbox.jsonl") }));
    });
    afterAll(() => server.close());

    it("sets the tokens on every element from the page's own style block, allowed by its hash", async () => {
      for (const path of ["/", "/about.html", "/embed/hero.html"]) {
        const response = await fetch(url + path);
        const html = await response.text();
        const style = /<style>([^<]*)<\/style>/.exec(html)![1]!;
        expect(style, path).toContain(`${TAGS.join(",")}{--pe-color-accent:light-dark(#0f766e,#9ea7ff);`);
        expect(style, path).toContain('--pe-font-heading:"Georgia", system-ui, sans-serif');
        const policy = response.headers.get("content-security-policy")!;
        expect(policy, path).toContain(styleHash(style));
        expect(policy, path).not.toContain("unsafe-inline");
        // The config the elements read holds settings only.
        expect(html, path).not.toMatch(/"look"/);
      }
    });
  });
});
