/**
 * The studio's "Script tag, for a blog" snippet on a blog of the owner's own, end to end in Chromium: the site built
 * by `npm run build:site` from the settings file the studio writes (its `site.url` a local port), served on one
 * port with a content service; a blog post on another port holding the snippet exactly as the studio writes it.
 * A visitor of the post sees the portrait (not the initials), one `<h1>` (the post's), each project once, and every
 * route button takes them to the site's page showing that screen.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TOKENS, scriptTagSnippet, settingsJson } from "../../demo/studio/outputs.ts";
import type { StudioSettings } from "../../demo/studio/doctor.ts";
import { buildSite } from "../../src/site/build.ts";
import { CHROME_FLAGS, findChrome } from "../../scripts/chrome.mjs";
import { graphqlRoute, PROJECTS, startServer } from "../package/servers.mjs";
import { needsBuild } from "./needs-build.ts";

const SUB_PATH = "/portfolio/";
/** The content service answers any page: the blog's elements call it from another origin. */
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type, accept" };

/** A blog post of the owner's own around the snippet: its own `<h1>`, words before and after. */
const post = (snippet: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>My first year shipping software</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><article>` +
  `<h1>My first year shipping software</h1><p>A year ago I shipped my first feature. Here is what I built since.</p>\n` +
  `${snippet}\n<p id="closing">Thanks for reading.</p></article></body></html>`;

/**
 * What a sanitized blog comment can leave above the snippet: elements with the ids of the data blocks the elements
 * read (sanitizers keep ids), holding a portrait of the commenter's and a project of theirs.
 */
const PLANTED =
  `<div class="comment"><span id="portfolio-images">{"https://evil.example/x.png": {"src": "https://evil.example/x.png"}}</span>` +
  `<div id="portfolio-projects-cache">{"project": [{"id": "p", "title": "Planted project", "githubUrl": "https://evil.example"}]}</div></div>\n`;

/** What the page shows, through every open shadow root: headings, project titles, the portrait, the route buttons. */
function pageFacts(page: Page) {
  return page.evaluate(() => {
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) =>
      root.querySelectorAll("*").forEach((element) => {
        all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      });
    walk(document);
    const portrait = all.find((element) => element.matches(".portrait"));
    return {
      h1: all.filter((element) => element.localName === "h1").map((element) => element.textContent?.trim()),
      projectTitles: all.filter((element) => element.matches(".project-title, .featured-title")).map((element) => element.textContent?.trim()),
      portrait: portrait instanceof HTMLImageElement ? { src: portrait.currentSrc, loaded: portrait.complete && portrait.naturalWidth > 0 } : { fallback: portrait?.localName },
      buttons: all
        .filter((element): element is HTMLAnchorElement => element.matches(".hero-actions a.button-primary, .hero-actions a.button-secondary, a.featured-all"))
        .map((link) => ({ text: link.textContent?.replace(/\s+/g, " ").trim(), href: link.href })),
    };
  });
}

describe("the studio's blog snippet on another host", () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startServer>>;
  let blog: Awaited<ReturnType<typeof startServer>>;
  let siteUrl: string;
  let blogUrl: string;
  let snippet: string;

  beforeAll(async () => {
    needsBuild();
    const dir = await mkdtemp(join(tmpdir(), "portfolio-blog-embed-"));
    // The site's server first: its address is the settings' site.url. It serves the content service too.
    site = await startServer({ host: "127.0.0.1", dir: join(dir, "site"), prefix: SUB_PATH, headers: CORS, route: graphqlRoute });
    siteUrl = `${site.url}${SUB_PATH}`;
    // What an owner types in the studio (the demo's portrait, a path on the demo server), with the site's address.
    const studio: StudioSettings = {
      name: "Alex Rivera",
      portrait: "/assets/portrait.svg",
      featured: "3",
      endpoint: `${site.url}/graphql`,
      email: "alex.rivera@example.com",
      siteUrl,
    };
    const settingsFile = join(dir, "settings.json");
    await writeFile(settingsFile, settingsJson(studio));
    await buildSite({ settingsFile, outDir: join(dir, "site"), log: () => {} });
    snippet = scriptTagSnippet(studio, DEFAULT_TOKENS);
    const html = post(snippet);
    blog = await startServer({
      host: "127.0.0.1",
      dir: join(dir, "blog"),
      route: async (_req, res, path) => {
        const page = path === "/post.html" ? html : path === "/planted.html" ? post(PLANTED + snippet) : undefined;
        return page !== undefined && Boolean(res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page));
      },
    });
    blogUrl = `${blog.url}/post.html`;
    expect(new URL(blogUrl).origin).not.toBe(new URL(siteUrl).origin);
    browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.close(), blog?.close()]);
  });

  /** The post at `width`, once its elements show the projects (every one of the service's). */
  async function openPost(width = 1280): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 900 });
    await page.goto(blogUrl);
    await page.waitForFunction(
      (titles: string[]) => {
        const text = document.querySelector("portfolio-projects")?.shadowRoot?.textContent ?? "";
        return titles.every((title) => text.includes(title)) && document.querySelector("portfolio-hero")?.shadowRoot?.querySelector(".hero-actions");
      },
      { timeout: 20_000 },
      PROJECTS.map((project) => project.title),
    );
    return page;
  }

  it("loads the portrait from the published site, not the initials", { timeout: 60_000 }, async () => {
    const page = await openPost();
    await page.waitForFunction(() => {
      const image = document.querySelector("portfolio-hero")?.shadowRoot?.querySelector<HTMLImageElement>("img.portrait");
      return image?.complete && image.naturalWidth > 0;
    }, { timeout: 20_000 });
    const { portrait } = await pageFacts(page);
    expect(portrait).toEqual({ src: `${siteUrl}assets/portrait.png`, loaded: true });
    await page.close();
  });

  it("keeps the post's one <h1> and shows each project once", { timeout: 60_000 }, async () => {
    const page = await openPost();
    const { h1, projectTitles } = await pageFacts(page);
    expect(h1).toEqual(["My first year shipping software"]);
    expect(projectTitles.length).toBeGreaterThan(0);
    expect(projectTitles).toEqual([...new Set(projectTitles)]);
    await page.close();
  });

  it("leads every route button to the site's page showing its screen", { timeout: 90_000 }, async () => {
    const screens: Record<string, string> = { "View My Work": "My Work", "Get In Touch": "Let's Work Together", "All projects →": "My Work" };
    const { buttons } = await pageFacts(await openPost());
    expect(buttons.map(({ text }) => text)).toEqual(["View My Work", "Get In Touch"]);
    for (const { text, href } of buttons) {
      expect(href.startsWith(siteUrl), `${text}: ${href}`).toBe(true);
      const page = await openPost();
      // A visitor's click, through the hero's shadow root.
      await Promise.all([
        page.waitForNavigation(),
        page.evaluate((label) => {
          const links = document.querySelector("portfolio-hero")!.shadowRoot!.querySelectorAll<HTMLAnchorElement>("a");
          [...links].find((link) => link.textContent?.replace(/\s+/g, " ").trim() === label)!.click();
        }, text!),
      ]);
      // The site's home page hands a route's hash on to that route's own page (projects.html#/projects).
      expect(page.url().startsWith(siteUrl), page.url()).toBe(true);
      expect(new URL(page.url()).hash).toBe(new URL(href).hash);
      const heading = await page.waitForFunction(
        (expected: string) => {
          const title = document.querySelector("portfolio-app")?.shadowRoot?.querySelector("main h1")?.textContent?.trim();
          return title === expected && title;
        },
        { timeout: 20_000 },
        screens[text!]!,
      );
      expect(await heading.jsonValue()).toBe(screens[text!]);
      await page.close();
    }
  });

  it("moves nothing while it loads: CLS ≤ 0.02 at 375 and 1280 px, light and dark, throttled", { timeout: 150_000 }, async () => {
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
        await page.goto(blogUrl, { waitUntil: "networkidle0", timeout: 60_000 });
        await page.waitForFunction(() => document.querySelector("portfolio-projects")?.shadowRoot?.querySelector(".project-card:not(.project-skeleton)"), { timeout: 30_000 });
        const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
        if (cls > 0.02) shifts.push(`${width} px ${scheme}: CLS ${cls.toFixed(3)}`);
        await page.close();
      }
    }
    expect(shifts).toEqual([]);
  });

  it("planted portfolio-images and portfolio-projects-cache elements change nothing", { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    // Watched from the first parse on: the planted project must never show, not even before the service answers.
    await page.evaluateOnNewDocument(() => {
      (window as unknown as { planted: boolean }).planted = false;
      const check = () => {
        const text = document.querySelector("portfolio-projects")?.shadowRoot?.textContent ?? "";
        if (text.includes("Planted project")) (window as unknown as { planted: boolean }).planted = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(`${blog.url}/planted.html`);
    await page.waitForFunction(() => {
      const image = document.querySelector("portfolio-hero")?.shadowRoot?.querySelector<HTMLImageElement>("img.portrait");
      const cards = document.querySelector("portfolio-projects")?.shadowRoot?.querySelector(".project-card:not(.project-skeleton)");
      return image?.complete && image.naturalWidth > 0 && cards;
    }, { timeout: 20_000 });
    const { portrait, projectTitles } = await pageFacts(page);
    expect(portrait).toEqual({ src: `${siteUrl}assets/portrait.png`, loaded: true });
    expect(projectTitles).not.toContain("Planted project");
    expect(await page.evaluate(() => (window as unknown as { planted: boolean }).planted)).toBe(false);
    await page.close();
  });
});
