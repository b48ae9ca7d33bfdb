/**
 * The demo server's site pages come prerendered from the build's prerenderer (dist/server/prerender.js):
 * `npm test` builds before these run. A real server on port 0, read with fetch.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer } from "../../demo/server/index.js";

const built = existsSync(join(import.meta.dirname, "../../dist/server/prerender.js"));

describe.skipIf(!built)("prerendered site pages (demo server)", () => {
  let server: Server;
  let url: string;
  let projectsFile: string;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "prerender-"));
    projectsFile = join(dir, "projects.json");
    await copyFile(join(import.meta.dirname, "../../demo/projects.json"), projectsFile);
    ({ server, url } = await startDemoServer({ port: 0, projectsFile }));
  });
  afterAll(() => server.close());

  const page = async (path: string) => {
    const response = await fetch(url + path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("each route's page holds its screen as Declarative Shadow DOM", async () => {
    for (const [path, heading] of [
      ["/", "Hello, I&#x27;m <span class=\"hero-name\">Alex Rivera</span>"],
      ["/about.html", "About Me"],
      ["/projects.html", "My Work"],
      ["/contact.html", "Let&#x27;s Work Together"],
    ]) {
      const html = await page(path);
      expect(html, path).toMatch(/<portfolio-app><template shadowrootmode="open"><link rel="stylesheet" href="\/prerendered\/prerender-[0-9a-f]+\.css">/);
      expect(html, path).toContain(heading);
      expect(html, path).toMatch(/<script src="\/assets\/route.js" data-pages="[^"]*#\/about[^"]*about.html/);
      // Nothing inline for the strict CSP: no style element or attribute in the prerendered markup.
      expect(html, path).not.toMatch(/<style|\sstyle="/);
    }
  });

  it("the projects page embeds the list it shows, and a change to the content shows on the next load", async () => {
    const before = await page("/projects.html");
    expect(before).toContain("Budget Buddy");
    expect(before).toMatch(/<script type="application\/json" id="portfolio-projects-cache">\{"http:\/\/127\.0\.0\.1:\d+\/graphql":\{"project":\[/);
    const projects = JSON.parse(await readFile(projectsFile, "utf8")) as { title: string }[];
    projects[0]!.title = "Renamed <b>Project</b>";
    await writeFile(projectsFile, JSON.stringify(projects));
    const after = await page("/projects.html");
    expect(after).toContain("Renamed &lt;b&gt;Project&lt;/b&gt;");
    expect(after).not.toContain("<b>Project</b>");
  });

  it("serves the prerendered markup's stylesheet, cacheable for good", async () => {
    const html = await page("/about.html");
    const href = /href="(\/prerendered\/prerender-[0-9a-f]+\.css)"/.exec(html)![1]!;
    const response = await fetch(url + href);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/css/);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await response.text()).toContain(".about-cards");
    expect((await fetch(`${url}/prerendered/prerender-000000000000.css`)).status).toBe(404);
  });
});
