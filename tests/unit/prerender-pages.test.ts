/**
 * The demo server's site pages come prerendered from the build's prerenderer (dist/server/prerender.js):
 * `npm test` builds before these run. A real server on port 0, read with fetch.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { needsBuild } from "./needs-build.ts";

// Loads the build's prerenderer and renders pages: many seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });


describe("prerendered site pages (demo server)", () => {
  beforeAll(needsBuild);
  let server: Server;
  let url: string;
  let projectsFile: string;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "prerender-"));
    projectsFile = join(dir, "projects.json");
    await copyFile(join(import.meta.dirname, "../../demo/projects.json"), projectsFile);
    ({ server, url } = await startDemoServer({ port: 0, projectsFile }));
  });
  afterAll(() => server?.close());

  const page = async (path: string) => {
    const response = await fetch(url + path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("each route's page holds its screen as Declarative Shadow DOM", async () => {
    for (const [path, heading] of [
      ["/", "Hello, I&#x27;m <bdi class=\"hero-name\">Alex Rivera</bdi>"],
      ["/about.html", "About Me"],
      ["/projects.html", "My Work"],
      ["/contact.html", "Let&#x27;s Work Together"],
    ]) {
      const html = await page(path);
      // The markup's CSS is in it: the first paint needs nothing but the HTML.
      expect(html, path).toMatch(/<portfolio-app><template shadowrootmode="open"><style>:host\{/);
      expect(html, path).toContain(heading);
      expect(html, path).toMatch(/<script data-pages="[^"]*#\/about[^"]*about.html[^"]*"[^>]*>[\s\S]*?location.replace/);
      // Its comments stay in the source: every page carries the script.
      expect(/<script data-pages="[^"]*"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1], path).not.toMatch(/^\s*\/\//m);
      // No style attribute: a strict CSP allows no inline style attribute, hash or not.
      expect(html, path).not.toMatch(/\sstyle="/);
    }
  });

  it("each page needs only its HTML to paint: no stylesheet link or blocking script before the first paint", async () => {
    for (const path of ["/", "/about.html", "/embed/hero.html", "/embed/projects.html"]) {
      const html = await page(path);
      expect(html, path).not.toMatch(/<link rel="stylesheet"/);
      expect(html, path).not.toMatch(/<link rel="preload"[^>]*as="style"/);
      // Scripts with a src are modules, which never hold the paint back.
      for (const [tag] of html.matchAll(/<script [^>]*src=[^>]*>/g)) expect(tag, path).toContain('type="module"');
    }
  });

  it("each page starts its script once it has painted, with every chunk its element and route need at once", async () => {
    const manifest = JSON.parse(await readFile(join(import.meta.dirname, "../../dist/.vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
    const chunk = (key: string) => `/dist/${manifest[key]!.file}`;
    for (const [path, element] of [
      ["/", "src/elements/app/index.ts"],
      ["/contact.html", "src/elements/contact/index.ts"],
      ["/embed/hero.html", "src/elements/hero/index.ts"],
      ["/embed/projects.html", "src/elements/projects/index.ts"],
    ] as const) {
      const html = await page(path);
      // No script tag the parser would fetch before the first paint.
      expect(html, path).not.toMatch(/<script [^>]*src=/);
      expect(html, path).not.toMatch(/<link rel="modulepreload"/);
      const list = /<script data-modules="([^"]*)">[\s\S]*?PerformanceObserver[\s\S]*?<\/script>/.exec(html);
      expect(list, path).not.toBeNull();
      const files = JSON.parse(list![1]!.replace(/&#34;/g, '"')) as string[];
      expect(files[0], path).toBe(chunk("src/index.ts"));
      expect(files, path).toContain(chunk(element));
      if (path === "/contact.html") expect(files, path).toContain(chunk("src/elements/app/index.ts"));
      for (const file of files) expect((await fetch(url + file)).status, file).toBe(200);
    }
  });

  it("each page carries its icon in itself, allowed as a data: image (no request of its own while the page paints)", async () => {
    for (const path of ["/", "/about.html", "/embed/hero.html", "/embed/footer.html"]) {
      const response = await fetch(url + path);
      const html = await response.text();
      const icon = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml" \/>/.exec(html);
      expect(icon?.[1], path).toMatch(/^data:image\/svg\+xml,%3Csvg xmlns=%22http:\/\/www.w3.org\/2000\/svg%22 /);
      expect(response.headers.get("content-security-policy"), path).toMatch(/img-src 'self' https: data:;/);
    }
  });

  it("allows every inline block by its hash in the CSP, and nothing else inline", async () => {
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    for (const path of ["/", "/projects.html", "/embed/hero.html?theme=dark", "/embed/contact.html"]) {
      const response = await fetch(url + path);
      const html = await response.text();
      const policy = response.headers.get("content-security-policy")!;
      expect(policy, path).not.toContain("unsafe-inline");
      const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `))!.split(" ").slice(1);
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => hash(css!));
      const scripts = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map(([, js]) => hash(js!));
      expect(styles.length, path).toBeGreaterThanOrEqual(2); // the page's and the element's
      expect(new Set(directive("style-src")), path).toEqual(new Set(["'self'", ...styles]));
      expect(new Set(directive("script-src")), path).toEqual(new Set(["'self'", ...scripts]));
    }
  });

  it("each iframe page holds its element as Declarative Shadow DOM, in the theme asked for", async () => {
    for (const [name, heading] of [
      ["hero", "Hello, I&#x27;m"],
      ["about", "About Me"],
      ["projects", "Budget Buddy"],
      ["contact", "Let&#x27;s Work Together"],
      ["header", "Alex Rivera, home"],
      ["footer", "All rights reserved"],
    ]) {
      const html = await page(`/embed/${name}.html?theme=dark`);
      expect(html, name).toMatch(new RegExp(`<portfolio-${name} theme="dark"><template shadowrootmode="open"><style>`));
      expect(html, name).toContain(heading);
      // The theme is the element's attribute and the page's canvas, not the markup's: one prerender serves every theme.
      expect(html, name).toContain('<html lang="en" data-theme="dark">');
      expect(html, name).toMatch(/<div class="root" part="base" data-prerender="[^"]*">/);
    }
  });

  it("the projects page embeds the list it shows, and a change to the content shows on the next load", async () => {
    const before = await page("/projects.html");
    expect(before).toContain("Budget Buddy");
    // Keyed by the endpoint as the page config writes it: the browser resolves it against the page it is on.
    expect(before).toMatch(/<script type="application\/json" id="portfolio-projects-cache">\{"\/graphql":\{"project":\[/);
    const projects = JSON.parse(await readFile(projectsFile, "utf8")) as { title: string }[];
    projects[0]!.title = "Renamed <b>Project</b>";
    await writeFile(projectsFile, JSON.stringify(projects));
    const after = await page("/projects.html");
    expect(after).toContain("Renamed &lt;b&gt;Project&lt;/b&gt;");
    expect(after).not.toContain("<b>Project</b>");
  });
});

describe("the site's canvas in the owner's theme", () => {
  beforeAll(needsBuild);

  it("a fixed theme is the page's too, so its background does not follow the system's scheme", async () => {
    const dir = await mkdtemp(join(tmpdir(), "canvas-"));
    const demo = JSON.parse(await readFile(join(import.meta.dirname, "../../demo/settings.json"), "utf8")) as Record<string, unknown>;
    for (const [theme, root] of [["light", '<html lang="en" data-theme="light">'], ["dark", '<html lang="en" data-theme="dark">'], ["auto", '<html lang="en">']]) {
      const settingsFile = join(dir, `${theme}.json`);
      await writeFile(settingsFile, JSON.stringify({ ...demo, theme }));
      const { server, url } = await startDemoServer({ port: 0, settingsFile });
      try {
        for (const path of ["/", "/about.html"]) {
          const html = await (await fetch(url + path)).text();
          expect(html, `${theme} ${path}`).toContain(root);
        }
      } finally {
        server.close();
      }
    }
  });
});
