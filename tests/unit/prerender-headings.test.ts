/**
 * Prerendered markup (dist/server/prerender.js, built from src/prerender.ts) has the headings and route links the
 * browser's render has: an element alone adds no `<h1>` unless `heading-level="1"`, the app keeps each screen's
 * `<h1>`, and with `site-url` the hero's buttons lead to the site.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";

// Loads the build's prerenderer and renders pages: many seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Prerender = typeof import("../../src/prerender.ts");

const ROOT = join(import.meta.dirname, "../..");
const headings = (html: string) => [...html.matchAll(/<(h[1-6])\b[^>]*>/g)].map((match) => match[1]);

describe("prerendered headings and route links", () => {
  let prerender: Prerender;
  beforeAll(async () => {
    prerender = (await import(pathToFileURL(join(ROOT, "dist/server/prerender.js")).href)) as Prerender;
  });

  it("an element alone starts at <h2>, or at its heading-level; its headings follow", async () => {
    const about = await prerender.prerenderElement("portfolio-about", {}, "about", "inline");
    expect(headings(about.template)).toEqual(["h2", "h3", "h3", "h3"]);
    const contact = await prerender.prerenderElement("portfolio-contact", { headingLevel: "3" }, "contact", "inline");
    expect(headings(contact.template)).toEqual(["h3", "h4"]);
    const hero = await prerender.prerenderElement("portfolio-hero", { headingLevel: "1", name: "Alex" }, "home", "inline");
    expect(headings(hero.template)).toEqual(["h1"]);
  });

  it("the app keeps each screen's <h1>, whatever heading-level says", async () => {
    for (const route of ["home", "about", "contact"] as const) {
      const app = await prerender.prerenderElement("portfolio-app", { headingLevel: "4" }, route, "inline");
      expect(headings(app.template)[0], route).toBe("h1");
    }
  });

  it("the hero's buttons lead to site-url's pages; inside the app, to the hash routes", async () => {
    const settings = { siteUrl: "https://alex.example/portfolio/", portrait: "assets/me.jpg" };
    const hero = await prerender.prerenderElement("portfolio-hero", settings, "home", "inline");
    expect(hero.template).toContain('href="https://alex.example/portfolio/#/projects"');
    expect(hero.template).toContain('href="https://alex.example/portfolio/#/contact"');
    expect(hero.template).toContain('src="https://alex.example/portfolio/assets/me.jpg"');
    const app = await prerender.prerenderElement("portfolio-app", settings, "home", "inline");
    expect(app.template).toContain('class="button button-primary" href="#/projects"');
  });
});
