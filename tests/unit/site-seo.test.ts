/**
 * The static site as search engines read it: `npm run build:site` from a settings file with `site.url` writes
 * robots.txt, a sitemap of every route page and a canonical link on each, iframe pages folded into their route's
 * page by a canonical link, a schema.org Person on the home page, plain links between the route pages; and every
 * page is valid HTML (html-validate). Needs the build: `npm test`
 * builds before these run.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HtmlValidate, type ConfigData } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { robotsTxt } from "../../src/site/robots.ts";
import { sitemapXml } from "../../src/site/sitemap.ts";
import { personStructuredData } from "../../src/site/seo.ts";
import { needsBuild } from "./needs-build.ts";

const SITE_URL = "https://sam.example.com/portfolio/";
const ROUTE_PAGES = ["index.html", "about.html", "projects.html", "contact.html"];

const SETTINGS = {
  name: "Sam <Okafor>",
  portrait: "/assets/portrait.svg",
  email: "sam@example.com",
  linkedin: "https://www.linkedin.com/in/sam",
  github: "https://github.com/sam",
  site: { url: SITE_URL },
};

/** html-validate's recommended preset as the project configures it (.htmlvalidate.json, where each choice says why). */
const validator = new HtmlValidate(JSON.parse(await readFile(join(import.meta.dirname, "../../.htmlvalidate.json"), "utf8")) as ConfigData);

async function validate(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) => result.messages.map((message) => `${name}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`));
}

describe("robots.txt and sitemap.xml", () => {
  it("the sitemap lists each page, escaped, with the day it was built", () => {
    const xml = sitemapXml(["https://a.example/", "https://a.example/x.html?a=1&b=2"], new Date("2026-11-22T12:00:00Z"));
    // A character reference, as every page writes one (src/text/html.ts): XML reads it as "&".
    expect(xml).toContain("<loc>https://a.example/x.html?a=1&#38;b=2</loc>");
    expect(xml.match(/<lastmod>2026-11-22<\/lastmod>/g)).toHaveLength(2);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it("robots.txt allows everything and names the sitemap", () => {
    expect(robotsTxt(SITE_URL)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}sitemap.xml\n`);
  });
});

describe("schema.org Person", () => {
  const data = (html: string) => JSON.parse(html.replace(/^<script type="application\/ld\+json">/, "").replace(/<\/script>$/, ""));

  it("name, job title, url, image and the profiles as sameAs", () => {
    expect(data(personStructuredData({ name: "Sam", portrait: "assets/me.jpg", linkedin: "https://www.linkedin.com/in/sam", github: "javascript:x" }, SITE_URL, "Junior Software Engineer"))).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Sam",
      jobTitle: "Junior Software Engineer",
      url: SITE_URL,
      image: `${SITE_URL}assets/me.jpg`,
      sameAs: ["https://www.linkedin.com/in/sam"],
    });
  });

  it("nothing without a name; markup in a setting cannot end the block", () => {
    expect(personStructuredData({}, SITE_URL, "Junior Software Engineer")).toBe("");
    const html = personStructuredData({ name: "</script><script>alert(1)</script>" }, undefined, "Junior Software Engineer");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(data(html).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("the static site built with site.url", () => {
  beforeAll(needsBuild);
  let outDir: string;
  const page = (file: string) => readFile(join(outDir, file), "utf8");

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "site-seo-"));
    const settingsFile = join(dir, "settings.json");
    await writeFile(settingsFile, JSON.stringify(SETTINGS));
    ({ outDir } = await buildSite({ settingsFile, outDir: join(dir, "site"), log: () => {} }));
  }, 60_000);

  it("sitemap.xml lists every route page, robots.txt points at it", async () => {
    const sitemap = await page("sitemap.xml");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual([SITE_URL, `${SITE_URL}about.html`, `${SITE_URL}projects.html`, `${SITE_URL}contact.html`]);
    expect(await page("robots.txt")).toContain(`Sitemap: ${SITE_URL}sitemap.xml`);
  });

  it("each route page has its canonical link and links to every other route page", async () => {
    for (const file of ROUTE_PAGES) {
      const html = await page(file);
      const canonical = file === "index.html" ? SITE_URL : SITE_URL + file;
      expect(html, file).toContain(`<link rel="canonical" href="${canonical}" />`);
      for (const other of ROUTE_PAGES) expect(html, `${file} links ${other}`).toContain(`<a href="${other}">`);
    }
  });

  it("each iframe page is indexable and names the route page that shows its element as canonical, and links it", async () => {
    // Like YouTube's /embed/ pages: search engines fold the frame into the site's page instead of listing a copy.
    const routeOf = { hero: "index.html", about: "about.html", projects: "projects.html", contact: "contact.html", header: "index.html", footer: "index.html" };
    for (const [name, file] of Object.entries(routeOf)) {
      const html = await page(`embed/${name}.html`);
      expect(html, name).not.toMatch(/<meta name="robots"/);
      expect(html, name).toContain(`<link rel="canonical" href="${file === "index.html" ? SITE_URL : SITE_URL + file}" />`);
      expect(html, name).toMatch(new RegExp(`<nav id="pe-pages" aria-label="Pages"><a href="\\.\\./${file}">[^<]+</a></nav></portfolio-${name}>`));
    }
  });

  it("every page holds its first render until its markup is parsed, so no half-parsed screen is painted", async () => {
    const files = [...ROUTE_PAGES, ...["hero", "about", "projects", "contact", "header", "footer"].map((name) => `embed/${name}.html`)];
    for (const file of files) {
      const html = await page(file);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, file).toContain('<link rel="expect" href="#pe-pages" blocking="render" />');
      // The element it waits for is the last thing in the element, after the whole prerendered shadow root; only
      // scripts (the page's data and its start script, which paint nothing) follow the element.
      const body = html.slice(html.indexOf("<body>"));
      expect(body, file).toMatch(
        /<\/template><nav id="pe-pages" aria-label="Pages">(?:<a href="[^"]+">[^<]+<\/a> ?)+<\/nav><\/portfolio-[a-z]+>(?:<\/main>)?(?:\s*<script[^>]*>[^<]*<\/script>)*\s*<\/body>/,
      );
      expect(html.match(/id="pe-pages"/g), file).toHaveLength(1);
    }
  });

  it("what the first paint does not need comes after the element: its bytes do not hold that paint back", async () => {
    // The render waits for the element's end (above); the portrait's entry, the Person and the start script are
    // read after the paint, so they arrive after the markup instead of before it.
    const html = await page("index.html");
    const end = html.indexOf("</portfolio-app>");
    for (const block of ['id="portfolio-images"', "application/ld+json", "data-modules="]) {
      expect(html.indexOf(block), block).toBeGreaterThan(end);
    }
    // The head script reads the config while the markup is parsed: it stays before the element.
    expect(html.indexOf('id="portfolio-config"')).toBeLessThan(html.indexOf("<body>"));
  });

  it("the home page, and only it, carries the Person", async () => {
    const home = await page("index.html");
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(block ?? "null")).toMatchObject({
      "@type": "Person",
      name: "Sam <Okafor>",
      jobTitle: "Junior Software Engineer",
      url: SITE_URL,
      image: `${SITE_URL}assets/portrait.png`,
      sameAs: ["https://www.linkedin.com/in/sam", "https://github.com/sam"],
    });
    expect(await page("about.html")).not.toContain("application/ld+json");
  });

  it("every page validates as HTML", async () => {
    const files = [...ROUTE_PAGES, ...["hero", "about", "projects", "contact", "header", "footer"].map((name) => `embed/${name}.html`)];
    const problems = (await Promise.all(files.map(async (file) => validate(await page(file), file)))).flat();
    expect(problems).toEqual([]);
    // Ten pages, each with its elements' markup and CSS inline (the iframe pages too): ~2 s alone, more on a busy machine.
  }, 20_000);
});

describe("the static site without site.url", () => {
  beforeAll(needsBuild);
  it("has no robots.txt, sitemap or canonical links", async () => {
    const dir = await mkdtemp(join(tmpdir(), "site-seo-"));
    const settingsFile = join(dir, "settings.json");
    await writeFile(settingsFile, JSON.stringify({ ...SETTINGS, site: {} }));
    const { outDir, files } = await buildSite({ settingsFile, outDir: join(dir, "site"), log: () => {} });
    expect(files).not.toContain("sitemap.xml");
    expect(files).not.toContain("robots.txt");
    for (const file of ["index.html", "embed/about.html", "embed/hero.html"]) {
      const html = await readFile(join(outDir, file), "utf8");
      expect(html, file).not.toContain('rel="canonical"');
      expect(html, file).not.toMatch(/<meta name="robots"/);
    }
  }, 60_000);
});
