/**
 * An owner's text that holds `{__proto__}` or `{constructor}` (a name, a subheading, a `texts` value) is shown as
 * written: a placeholder is filled only from the text's own values, never from what every object inherits.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { formatParts, formatText } from "../../src/i18n/format.ts";
import { needsBuild } from "./needs-build.ts";

type Prerender = typeof import("../../src/prerender.ts");

const HOSTILE = ["{__proto__}", "{constructor}", "{toString}", "{hasOwnProperty}"];

describe("placeholders", () => {
  it("are filled from the text's own values only", () => {
    for (const placeholder of HOSTILE) {
      expect(formatText(`Hi ${placeholder}`, {}, "en")).toBe(`Hi ${placeholder}`);
      expect(formatParts(`Hi ${placeholder}, {name}`, { name: "Ada" }, "en")).toEqual([`Hi ${placeholder}, Ada`]);
    }
    expect(formatText("{__proto__, plural, one {# project} other {# projects}}", {}, "en")).toBe("{__proto__, plural, one {# project} other {# projects}}");
  });

  it("leave the hero, the app's Home and the page words whole", { timeout: 60_000 }, async () => {
    needsBuild();
    const prerender = (await import(pathToFileURL(join(import.meta.dirname, "../../dist/server/prerender.js")).href)) as Prerender;
    for (const text of HOSTILE) {
      const settings = { name: text, subheading: text, tagline: text, availability: text, texts: JSON.stringify({ "hero.viewWork": text, "hero.greeting": `Hello, ${text} {name}` }) };
      for (const tag of ["portfolio-hero", "portfolio-app"] as const) {
        const { template } = await prerender.prerenderElement(tag, settings, "home", "inline");
        expect(template, `${tag} ${text}`).toContain(`${text}</`);
        expect(template).not.toMatch(/\[object Object\]|native code/);
      }
      const words = await prerender.pageWordsFor(settings, "home");
      expect(words.title).toContain(text);
    }
  });
});
