/**
 * The owner's look from the settings file (src/site/look.ts): checked where it enters, applied as design tokens in the
 * page's own style block under the strict CSP, by the demo server and by `npm run build:site`.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { transform } from "lightningcss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { contrastRatio } from "../../demo/studio/doctor.ts";
import { siteSettings } from "../../src/site/site-settings.ts";
import { accentTokens } from "../../src/theme/accent-tokens.ts";
import { checkLook, cssColor, fontFamily } from "../../src/site/look.ts";
import { TAGS } from "../../src/define/tags.ts";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

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
        "--pe-color-tag-bg:light-dark(color-mix(in oklab,#0f766e 9%,white),color-mix(in oklab,#5eead4 20%,#0d1120));" +
        "--pe-color-tag-text:light-dark(color-mix(in oklab,#0f766e 70%,black),color-mix(in oklab,#5eead4 60%,white));" +
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

  it("tints tags and the current link from the accent, with text that stays readable on the tint", () => {
    // color-mix() resolved by lightningcss for a browser without it: the colours a visitor sees.
    const resolve = (value: string) => {
      const code = transform({ filename: "a.css", code: Buffer.from(`a{color:${value}}`), minify: true, targets: { chrome: 80 << 16 } }).code.toString();
      const colour = /color:(#[0-9a-f]{3,8})/.exec(code)![1]!;
      return colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join("")}` : colour.slice(0, 7);
    };
    const inTheme = (value: string, theme: 0 | 1) => {
      const [light, dark] = /^light-dark\((color-mix\([^)]*\)),(color-mix\([^)]*\))\)$/.exec(value)!.slice(1) as [string, string];
      return resolve(theme === 0 ? light : dark);
    };
    // Accents of 5:1 or more on their page, as the studio's doctor asks (a warm, a green, a red, a blue, a purple...).
    for (const [light, dark] of [["#3b3fc4", "#9ea7ff"], ["#0f766e", "#5eead4"], ["#b45309", "#fbbf24"], ["#be123c", "#fda4af"], ["#15803d", "#86efac"], ["#7e22ce", "#d8b4fe"], ["#000000", "#ffffff"]] as const) {
      const tokens = new Map(accentTokens(light, dark));
      for (const theme of [0, 1] as const) {
        const tint = inTheme(tokens.get("--pe-color-tag-bg")!, theme);
        const tagText = inTheme(tokens.get("--pe-color-tag-text")!, theme);
        const accent = theme === 0 ? light : dark;
        expect(contrastRatio(tagText, tint), `${accent}: tag text on its tint`).toBeGreaterThanOrEqual(7);
        expect(contrastRatio(accent, tint), `${accent}: the current link on its tint`).toBeGreaterThanOrEqual(4.4);
      }
    }
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
        const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
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
