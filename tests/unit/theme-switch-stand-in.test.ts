/**
 * Before the app starts, the static site's page draws the visitor's stored theme choice in place of the prerendered
 * switch (src/site/assets/site.css): its three icons must be the switch's own.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { elementTree } from "../../src/define/context.ts";
import { ThemeSwitch } from "../../src/elements/header/ThemeSwitch.tsx";
import { ENGLISH } from "../../src/i18n/english.ts";

const SITE_CSS = readFileSync(new URL("../../src/site/assets/site.css", import.meta.url), "utf8");

/** The shapes of an SVG's markup, as `tag attribute="value" …` lines, whatever its quotes and closing tags. */
function shapes(svg: string): string[] {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>[\s\S]*$/, "");
  return [...inner.matchAll(/<(\w+)([^>]*?)\/?>/g)].map(([, tag, attributes]) =>
    [tag, ...[...attributes!.matchAll(/([\w-]+)=["']([^"']*)["']/g)].map(([, name, value]) => `${name}="${value}"`)].join(" "),
  );
}

describe("the page's stand-in for the theme switch before the app starts", () => {
  for (const theme of ["light", "dark", "auto"] as const) {
    it(`draws the switch's own icon for ${theme}`, () => {
      const rule = new RegExp(`html\\[data-theme-choice="${theme}"\\][^{]*::after\\s*\\{\\s*mask-image: url\\("data:image/svg\\+xml,([^"]+)"\\)`).exec(SITE_CSS);
      expect(rule, `site.css draws ${theme}`).not.toBeNull();
      const drawn = decodeURIComponent(rule![1]!);
      // Rendered as an element renders it, with its texts (the spec's English).
      const switchAlone = () => createElement(ThemeSwitch, { ownerTheme: theme });
      const own = renderToStaticMarkup(elementTree(switchAlone, {}, null, { route: "home", images: {}, projects: {} }, ENGLISH));
      expect(shapes(drawn)).toEqual(shapes(own));
      expect(shapes(drawn).length).toBeGreaterThan(0);
    });
  }
});
