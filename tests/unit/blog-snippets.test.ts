/**
 * The studio's "Script tag, for a blog", which `npm run build:site` writes too (lib/snippets/blog.html), in an
 * owner's post on another host: the site built from the studio's settings.json with project details on and
 * pictures, served on one origin; the post (serif, beige, a 720 px column, its own `<h1>`) on another, under a strict
 * Content-Security-Policy that allows scripts and styles from the site only. The elements paint from their
 * declarative shadow DOM with no script at all, hydrate it without moving anything when the script runs, and leave
 * nothing for axe to find.
 */
import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iframeSnippet, settingsJson } from "../../demo/studio/outputs.ts";
import type { StudioSettings } from "../../demo/studio/doctor.ts";
import { startDemoServer } from "../../demo/server/server.js";
import { buildSite } from "../../src/site/build.ts";
import { CHROME_FLAGS, findChrome } from "../../scripts/chrome.mjs";
import { startServer } from "../package/servers.mjs";
import { startBlog } from "../servers/blog-post.mjs";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");
const PROJECTS = JSON.parse(await readFile(join(ROOT, "demo/projects.json"), "utf8")) as { title: string }[];
/** The classic script loads its chunks from the site: the site answers any page. */
const CORS = { "access-control-allow-origin": "*" };

/** What the post shows of the elements, through their shadow roots: the hero's name, the first project's title. */
function shown(page: Page) {
  return page.evaluate(() => {
    /** A text of `root` that is laid out and visible, styled by its stylesheet (the root's `:host` rule applied). */
    const visible = (root: ShadowRoot | null | undefined, selector: string) => {
      const element = root?.querySelector<HTMLElement>(selector);
      if (!element) return undefined;
      const box = element.getBoundingClientRect();
      const styled = getComputedStyle(root!.host).display === "block";
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0 && styled
        ? element.textContent?.replace(/\s+/g, " ").trim()
        : undefined;
    };
    return {
      name: visible(document.querySelector("portfolio-hero")?.shadowRoot, "h2"),
      firstProject: visible(document.querySelector("portfolio-projects")?.shadowRoot, ".project-title"),
      contact: visible(document.querySelector("portfolio-contact")?.shadowRoot, "a[href^='mailto:']"),
      defined: ["portfolio-hero", "portfolio-projects", "portfolio-contact"].filter((tag) => customElements.get(tag)),
    };
  });
}

describe("the site's prerendered blog snippet in a post on another host", () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startServer>>;
  let blog: Awaited<ReturnType<typeof startBlog>>;
  let snippet: string;
  let frameSrc: string;

  beforeAll(async () => {
    needsBuild();
    const dir = await mkdtemp(join(tmpdir(), "portfolio-blog-snippets-"));
    // The site's server first: its address is the settings' site.url.
    site = await startServer({ host: "127.0.0.1", dir: join(dir, "site"), headers: CORS });
    await copyFile(join(ROOT, "demo/projects.json"), join(dir, "work.json"));
    // What an owner types in the studio; its settings.json is what build:site reads.
    const studio: StudioSettings = {
      name: "Alex Rivera",
      portrait: "/assets/portrait.svg",
      tagline: "I build fast, accessible web apps with React and TypeScript.",
      availability: "Open to junior roles · Remote or Berlin",
      email: "alex.rivera@example.com",
      github: "https://github.com/alex-rivera-dev",
      linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
      projectDetails: "on",
      layout: "compact",
      limit: "3",
      siteUrl: `${site.url}/`,
      projectsFile: "work.json",
    };
    const settingsFile = join(dir, "settings.json");
    await writeFile(settingsFile, settingsJson(studio));
    await buildSite({ settingsFile, outDir: join(dir, "site"), log: () => {} });
    // The studio's snippet, from the demo server it runs on (settings.json beside the projects file).
    const demo = await startDemoServer({ settingsFile, outboxFile: join(dir, "outbox.jsonl") });
    try {
      const answer = await fetch(`${demo.url}/studio/blog-snippet`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ settings: JSON.parse(settingsJson(studio)), theme: "auto", projects: null }),
      });
      snippet = await answer.text();
      expect(answer.status, snippet).toBe(200);
    } finally {
      await new Promise((resolve) => demo.server.close(resolve));
    }
    // The studio's frame, for a Notion-like page.
    frameSrc = /src="([^"]+)"/.exec(iframeSnippet(studio))![1]!.replaceAll("&#38;", "&");
    // The same as the site's own copy.
    expect(snippet).toBe(await readFile(join(dir, "site/lib/snippets/blog.html"), "utf8"));
    // Another host name and port: another origin.
    blog = await startBlog({ host: "localhost", siteOrigin: site.url, snippet: () => snippet });
    browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.close(), blog?.close()]);
  });

  /** A page that records every policy violation and console error from its first parse on. */
  async function watchedPage(width: number): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    await page.setViewport({ width, height: 900 });
    return { page, problems };
  }

  it("carries each element's first render and names only the site's files", () => {
    expect(snippet).toContain('<portfolio-hero ');
    expect(snippet.match(/<template shadowrootmode="open">/g)).toHaveLength(3);
    // No inline style or script: only data blocks, the script and stylesheets from the site.
    expect(snippet).not.toMatch(/<style|\sstyle="|<script(?![^>]*(type="application\/json"|src="http:\/\/127\.0\.0\.1))/);
    for (const [, url] of snippet.matchAll(/<(?:script|link|img|source)\s[^>]*(?:src|href|srcset)="(http[^"\s]+)/g)) expect(new URL(url!).origin).toBe(site.url);
  });

  it("shows the hero's name, the first project and the contact links with scripts blocked by the policy", { timeout: 60_000 }, async () => {
    const { page } = await watchedPage(1280);
    await page.goto(`${blog.url}/post-no-script.html`, { waitUntil: "networkidle0", timeout: 30_000 });
    expect(await shown(page)).toEqual({
      name: expect.stringContaining("Alex Rivera"),
      firstProject: PROJECTS[0]!.title,
      contact: expect.stringContaining("Email"),
      defined: [],
    });
    await page.close();
  });

  it("shows them with JavaScript off, at 375 px too", { timeout: 60_000 }, async () => {
    for (const width of [375, 1280]) {
      const { page } = await watchedPage(width);
      await page.setJavaScriptEnabled(false);
      await page.goto(`${blog.url}/post.html`, { waitUntil: "networkidle0", timeout: 30_000 });
      const facts = await shown(page);
      expect(facts.name, `${width} px`).toContain("Alex Rivera");
      expect(facts.firstProject, `${width} px`).toBe(PROJECTS[0]!.title);
      await page.close();
    }
  });

  it("hydrates the prerendered nodes under the strict policy: no new render, no error, no violation", { timeout: 60_000 }, async () => {
    const { page, problems } = await watchedPage(1280);
    // Once parsed, before the deferred script runs: mark the prerendered title.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener("readystatechange", () => {
        const title = document.querySelector("portfolio-projects")?.shadowRoot?.querySelector(".project-title");
        if (document.readyState === "interactive" && title) (title as Element & { prerendered?: boolean }).prerendered = true;
      });
    });
    await page.goto(`${blog.url}/post.html`, { waitUntil: "networkidle0", timeout: 30_000 });
    await page.waitForFunction(
      () => ["portfolio-hero", "portfolio-projects", "portfolio-contact"].every((tag) => document.querySelector(tag)?.matches(":state(rendered)")),
      { timeout: 20_000 },
    );
    const kept = await page.evaluate(() => {
      const title = document.querySelector("portfolio-projects")?.shadowRoot?.querySelector(".project-title");
      return (title as (Element & { prerendered?: boolean }) | null | undefined)?.prerendered === true;
    });
    expect(kept, "the prerendered title is the one shown").toBe(true);
    expect((await shown(page)).firstProject).toBe(PROJECTS[0]!.title);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("moves nothing while it loads: CLS ≤ 0.02 at 375 and 1280 px, light and dark, slow network", { timeout: 240_000 }, async () => {
    const shifts: string[] = [];
    for (const width of [375, 1280]) {
      for (const scheme of ["light", "dark"]) {
        const page = await browser.newPage();
        await page.setViewport({ width, height: width === 375 ? 812 : 800 });
        await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }]);
        // The network: 150 ms round trips at 1.6 Mbit/s, nothing cached.
        const cdp = await page.createCDPSession();
        await cdp.send("Network.enable");
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 });
        await page.evaluateOnNewDocument(() => {
          (window as unknown as { cls: number }).cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(`${blog.url}/post.html`, { waitUntil: "networkidle0", timeout: 90_000 });
        await page.waitForFunction(() => document.querySelector("portfolio-projects")?.matches(":state(rendered)"), { timeout: 30_000 });
        const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
        if (cls > 0.02) shifts.push(`${width} px ${scheme}: CLS ${cls.toFixed(3)}`);
        await page.close();
      }
    }
    expect(shifts).toEqual([]);
  });

  it("the studio's projects frame (?layout=compact) at 720 × 520 shows at least two project titles in full", { timeout: 60_000 }, async () => {
    expect(frameSrc).toContain("layout=compact");
    const page = await browser.newPage();
    await page.setViewport({ width: 720, height: 520 });
    await page.goto(frameSrc, { waitUntil: "networkidle0", timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector("portfolio-projects")?.matches(":state(rendered)"), { timeout: 20_000 });
    const whole = await page.evaluate(() =>
      [...(document.querySelector("portfolio-projects")?.shadowRoot?.querySelectorAll<HTMLElement>(".project-title") ?? [])]
        .filter((title) => {
          const box = title.getBoundingClientRect();
          return title.checkVisibility() && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
        })
        .map((title) => title.textContent?.trim()),
    );
    expect(whole.length, whole.join(", ")).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it("leaves nothing for axe to find on the post, light and dark", { timeout: 90_000 }, async () => {
    const axe = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    for (const scheme of ["light", "dark"]) {
      const { page } = await watchedPage(1280);
      await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: scheme }]);
      await page.goto(`${blog.url}/post.html`, { waitUntil: "networkidle0", timeout: 60_000 });
      await page.waitForFunction(() => document.querySelector("portfolio-contact")?.matches(":state(rendered)"), { timeout: 20_000 });
      // axe runs from the test (the devtools protocol), not as a script of the page, which its policy would refuse.
      await page.evaluate(axe);
      const violations = await page.evaluate(async () => {
        const results = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe.run(document);
        return results.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
      });
      expect(violations, scheme).toEqual([]);
      await page.close();
    }
  });
});
