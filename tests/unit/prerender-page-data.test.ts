/**
 * The prerenderer (dist/server/prerender.js, built from src/prerender.ts: `npm test` builds before these run)
 * renders each call from its own page data: the route, the portrait's light versions and the project list it
 * fetched, none of it left behind for the next call, however the calls overlap.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Loads the build's prerenderer and renders pages: many seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Prerender = typeof import("../../src/prerender.ts");

const ROOT = join(import.meta.dirname, "../..");

/** The built prerenderer: a missing build fails here, with the reason, rather than skipping. */
async function prerenderer(): Promise<Prerender> {
  return (await import(pathToFileURL(join(ROOT, "dist/server/prerender.js")).href)) as Prerender;
}

describe("prerendering from page data", () => {
  let prerender: Prerender;
  let service: Server;
  let origin: string;

  beforeAll(async () => {
    prerender = await prerenderer();
    // A content service that answers GetProjects with one project.
    service = createServer((_, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ data: { project: [{ id: "1", title: "Budget Buddy", techstack: "React" }] } }));
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  });
  afterAll(() => service.close());

  it("renders each call's own route, even when calls overlap", async () => {
    const routes = ["about", "projects", "contact", "home"] as const;
    const rendered = await Promise.all(routes.map((route) => prerender.prerenderElement("portfolio-header", { name: "Ann" }, route, "inline")));
    const current = rendered.map(({ template }) => /<a href="(#\/[a-z]*)"[^>]*aria-current="page"/.exec(template)?.[1]);
    expect(current).toEqual(["#/about", "#/projects", "#/contact", undefined]);
  });

  it("shows the portrait's light versions it is given, and only to that call", async () => {
    const entry = { src: "/p-320.webp", sizes: "320px", sources: [{ type: "image/webp", srcset: "/p-320.webp 320w" }] };
    const [withImages, without] = await Promise.all([
      prerender.prerenderElement("portfolio-hero", { portrait: "/me.jpg" }, "home", "inline", { "/me.jpg": entry }),
      prerender.prerenderElement("portfolio-hero", { portrait: "/me.jpg" }, "home", "inline"),
    ]);
    expect(withImages.template).toContain('<source type="image/webp" srcset="/p-320.webp 320w"');
    expect(without.template).not.toContain("<source");
  });

  it("fetches a relative endpoint from the origin it names, seeds the page with it, and keeps it for itself", async () => {
    const shown = await prerender.prerenderElement("portfolio-projects", { endpoint: "/graphql" }, "home", "inline", {}, { origin });
    expect(shown.template).toContain("Budget Buddy");
    // The seed names the endpoint as the settings write it: the page never names the host it was rendered for.
    expect(shown.seed).toMatch(new RegExp(`^<script type="application/json" id="${prerender.PROJECTS_SEED_ID}">\\{"/graphql":`));
    expect(shown.seed).not.toContain(origin);
    // The next render, whose service fails, shows the loading state: nothing of the last list is left over.
    const failed = await prerender.prerenderElement("portfolio-projects", { endpoint: "/graphql" }, "home", "inline", {}, { origin: "http://127.0.0.1:9" });
    expect(failed.warning).toMatch(/^projects not prerendered: /);
    expect(failed.template).not.toContain("Budget Buddy");
    expect(failed.seed).toBe("");
  });

  it("names the text of its inline style, for the page's CSP hash", async () => {
    const { template, inlineStyles } = await prerender.prerenderElement("portfolio-footer", { name: "Ann" }, "home", "inline");
    expect(inlineStyles).toHaveLength(1);
    expect(template).toContain(`<style>${inlineStyles[0]}</style>`);
    const linked = await prerender.prerenderElement("portfolio-footer", { name: "Ann" }, "home", () => "/x.css");
    expect(linked.inlineStyles).toEqual([]);
  });
});
