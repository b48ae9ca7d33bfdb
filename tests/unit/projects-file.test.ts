/**
 * Projects from a file (`site.projectsFile`): the checks that say, as build warnings, what of an owner's file is left
 * out or cut, and a static site built from such a file with no endpoint, whose pages carry the list and call no
 * content service. The site suite needs the build: `npm test` builds before these run.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/site/build.ts";
import { siteSettings } from "../../src/site/site-settings.ts";
import { MAX_PROJECTS, TEXT_LIMITS, checkProjectsFile, isPageId, readProjectsFile } from "../../src/site/projects-file.ts";
import { needsBuild } from "./needs-build.ts";

const check = (value: unknown) => checkProjectsFile(JSON.stringify(value), "projects.json");

describe("checkProjectsFile", () => {
  it("keeps a good list as it is, in GetProjects' shape", () => {
    const project = { id: "app", title: "App", description: "Does things.", techstack: "React", githubUrl: "https://github.com/a/app" };
    expect(check([project])).toEqual({ data: { project: [project] }, warnings: [], pictures: [] });
    // A GetProjects answer's data is the same list.
    expect(check({ project: [project] }).data.project).toEqual([project]);
  });

  it("a file that is not JSON, or not a list, is an error naming it", () => {
    expect(() => checkProjectsFile("[{ id: 1 ", "mine.json")).toThrow(/^site\.projectsFile mine\.json is not JSON \(.+\)\.$/);
    for (const value of [{ projects: [] }, "text", 3, null]) {
      expect(() => check(value)).toThrow("site.projectsFile projects.json is not a list of projects (like demo/projects.json).");
    }
  });

  it("drops an id that cannot name a page (/, .., spaces), a repeated id and an entry without id or title", () => {
    const { data, warnings } = check([
      { id: "a/b", title: "Slash" },
      { id: "..", title: "Up" },
      { id: "x..y", title: "Dots" },
      { id: "my project", title: "Space" },
      { title: "No id" },
      { id: "ok", title: "   " },
      "not an object",
      { id: "ok", title: "Kept" },
      { id: "ok", title: "Twice" },
      { id: 7, title: "Numbered" },
    ]);
    expect(data.project).toEqual([{ id: "ok", title: "Kept" }, { id: "7", title: "Numbered" }]);
    expect(warnings).toEqual([
      'projects.json, project 1: id "a/b" cannot name a page (letters, digits, "-", "_" and "." only, no ".."): left out.',
      'projects.json, project 2: id ".." cannot name a page (letters, digits, "-", "_" and "." only, no ".."): left out.',
      'projects.json, project 3: id "x..y" cannot name a page (letters, digits, "-", "_" and "." only, no ".."): left out.',
      'projects.json, project 4: id "my project" cannot name a page (letters, digits, "-", "_" and "." only, no ".."): left out.',
      "projects.json, project 5 has no id: left out.",
      'projects.json, project 6 ("ok") has no title: left out.',
      "projects.json, project 7 is not an object: left out.",
      'projects.json, project 9: id "ok" is already used by an earlier project: left out.',
    ]);
  });

  it("cuts a 1 MB body and a long description, and keeps links only when http: or https:", () => {
    const body = "é".repeat(1024 * 1024);
    const { data, warnings } = check([
      { id: "big", title: "Big", body, description: "d".repeat(9000), githubUrl: "javascript:alert(1)", livedemoUrl: "http://demo.example/" },
    ]);
    const [kept] = data.project;
    expect((kept?.body as string).length).toBeLessThanOrEqual(TEXT_LIMITS.body + 1);
    expect((kept?.description as string).length).toBeLessThanOrEqual(TEXT_LIMITS.description + 1);
    expect(kept).not.toHaveProperty("githubUrl");
    expect(kept?.livedemoUrl).toBe("http://demo.example/");
    expect(warnings).toEqual([
      `projects.json, project 1 ("big"): description has 9000 characters: cut to ${TEXT_LIMITS.description}.`,
      `projects.json, project 1 ("big"): body has ${body.length} characters: cut to ${TEXT_LIMITS.body}.`,
      'projects.json, project 1 ("big"): githubUrl is not an http: or https: URL: left out.',
    ]);
  });

  it("a picture: an https: URL with whole sizes, or a file of the public folder published at site.url", () => {
    const list = [
      { id: "a", title: "A", image: { url: "https://cdn.example/a.png", width: 800, height: 450 } },
      { id: "b", title: "B", image: { url: "http://cdn.example/b.png", width: 800, height: 450 } },
      { id: "c", title: "C", image: { url: "/assets/projects/c.svg", width: 1200, height: 675 } },
      { id: "d", title: "D", image: { url: "/assets/../settings.json", width: 1, height: 1 } },
      { id: "e", title: "E", image: { url: "https://cdn.example/e.png", width: 0, height: 10.5 } },
    ];
    const published = checkProjectsFile(JSON.stringify(list), "work.json", { siteUrl: "https://ann.example/site/" });
    expect(published.data.project.map((project) => project.image)).toEqual([
      { url: "https://cdn.example/a.png", width: 800, height: 450 },
      undefined,
      { url: "https://ann.example/site/assets/projects/c.svg", width: 1200, height: 675 },
      undefined,
      undefined,
    ]);
    expect(published.pictures).toEqual(["projects/c.svg"]);
    expect(published.warnings).toEqual([
      'work.json, project 2 ("b"): image.url is not an https: URL: the picture is left out.',
      'work.json, project 4 ("d"): image.url is not an https: URL: the picture is left out.',
      'work.json, project 5 ("e"): image.width and image.height must be whole pixels (1 to 10000): the picture is left out.',
    ]);
    // Without the site's address a page cannot name the public folder's file.
    const local = checkProjectsFile(JSON.stringify([list[2]]), "work.json");
    expect(local.pictures).toEqual([]);
    expect(local.warnings).toEqual([
      'work.json, project 1 ("c"): image.url /assets/projects/c.svg is a file of the public folder, which a page can name only with "site": { "url": "https://…/" }: the picture is left out.',
    ]);
  });

  it("publishes the first 100 of 200 projects", () => {
    const { data, warnings } = check(Array.from({ length: 200 }, (_, index) => ({ id: `p${index}`, title: `P${index}` })));
    expect(data.project).toHaveLength(MAX_PROJECTS);
    expect(warnings).toEqual([`site.projectsFile projects.json has 200 projects: the first ${MAX_PROJECTS} are published, the rest left out.`]);
  });

  it("a file that is missing is an error naming it", async () => {
    const file = join(tmpdir(), "no-such-projects-file.json");
    await expect(readProjectsFile(file, "gone.json")).rejects.toThrow(`site.projectsFile gone.json (${file}) is missing.`);
  });

  it("isPageId: what can name projects/<id>.html", () => {
    for (const id of ["budget-buddy", "v2.0", "a_b", "Ünïcode", "42"]) expect(isPageId(id), id).toBe(true);
    for (const id of ["", ".", "..", "a/b", "a\\b", "a b", "../x", "a?b", "a#b", "a%2Fb", "x".repeat(101)]) expect(isPageId(id), id).toBe(false);
  });
});

describe("siteSettings with site.projectsFile", () => {
  it("takes the content service's place: no endpoint, no warning about one", () => {
    const { settings, projectsFile, connect, warnings } = siteSettings({ endpoint: "/graphql", site: { projectsFile: "projects.json" } });
    expect(projectsFile).toBe("projects.json");
    expect(settings).not.toHaveProperty("endpoint");
    expect(connect).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("a projectsFile that is not a file name is an error", () => {
    const { projectsFile, errors } = siteSettings({ site: { projectsFile: 3 } });
    expect(projectsFile).toBeUndefined();
    expect(errors).toEqual(["site.projectsFile 3 does not name a file: name the JSON file of projects (like demo/projects.json), or remove the key."]);
  });
});

describe("build:site from a projects file, with no content service", () => {
  let page: (file: string) => Promise<string>;
  let warnings: string[];

  beforeAll(async () => {
    needsBuild();
    const dir = await mkdtemp(join(tmpdir(), "projects-file-"));
    await writeFile(join(dir, "settings.json"), JSON.stringify({ name: "Priya", featured: 2, endpoint: "/graphql", site: { projectsFile: "work.json" } }));
    await writeFile(
      join(dir, "work.json"),
      JSON.stringify([
        { id: "kiln", title: "Kiln <b>bold</b>", description: "A pottery log.", techstack: "Svelte, SQLite", githubUrl: "javascript:alert(1)" },
        { id: "tide", title: "Tide", description: "Tide tables offline.", techstack: "React" },
        { id: "a/b", title: "Bad id" },
      ]),
    );
    const lines: string[] = [];
    const { outDir } = await buildSite({ settingsFile: join(dir, "settings.json"), outDir: join(dir, "site"), log: (line) => lines.push(line) });
    warnings = lines;
    page = (file) => readFile(join(outDir, file), "utf8");
  }, 120_000);

  it("names what was left out in the build's warnings", () => {
    expect(warnings.join("\n")).toContain('work.json, project 3: id "a/b" cannot name a page');
    expect(warnings.join("\n")).toContain('work.json, project 1 ("kiln"): githubUrl is not an http: or https: URL: left out.');
    expect(warnings.join("\n")).not.toMatch(/endpoint/);
  });

  it("My Work and Home's featured work show the file's projects, text as text; no page may connect anywhere", async () => {
    const projects = await page("projects.html");
    expect(projects).toContain("Kiln &lt;b&gt;bold&lt;/b&gt;");
    expect(projects).not.toContain("<b>bold</b>");
    expect(projects).not.toContain("javascript:");
    expect(projects).not.toContain("Bad id");
    const home = await page("index.html");
    expect(home).toContain('class="featured-title"');
    expect(home).toMatch(/Tide/);
    for (const file of ["index.html", "about.html", "projects.html", "contact.html", "embed/projects.html", "embed/hero.html"]) {
      const html = await page(file);
      // The page's policy allows no request to any service: connect-src 'none' or 'self' only.
      const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(policy, file).toMatch(/connect-src[^;]*/);
      expect(/connect-src([^;]*)/.exec(policy)?.[1], file).not.toMatch(/https?:/);
      expect(html, file).not.toContain("/graphql");
    }
    // Every route page carries the list, so My Work shows it after a route change from any page.
    expect(await page("about.html")).toContain('id="portfolio-projects-cache"');
  });
});
