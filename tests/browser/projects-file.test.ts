/**
 * A static site built (`npm run build:site`) from a settings file whose `site.projectsFile` names a JSON file of
 * projects, with no endpoint (and one for the site that the file replaces): in real Chromium, Home's featured work,
 * My Work after a route change and My Work's own page show the file's projects, and the page asks no content
 * service for them, ever.
 */
import { executeServerCommand } from "@web/test-runner-commands";
import { expect } from "chai";
import { closeFrames, frameDocument, openFrame, rendered } from "./frames.ts";
import { textOf, waitFor } from "./helpers.ts";

const PROJECTS = [
  { id: "kiln", title: "Kiln", description: "A pottery studio's firing log.", techstack: "Svelte, SQLite", githubUrl: "https://github.com/ann/kiln" },
  { id: "tide", title: "Tide <i>tables</i>", description: "Tide tables that work offline.", techstack: "React, PWA" },
];

/** Every request the frame's page made that went to a content service (a GraphQL endpoint, or any POST-able API). */
function serviceRequests(frame: HTMLIFrameElement): string[] {
  const entries = frame.contentWindow!.performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  return entries.map((entry) => entry.name).filter((name) => /graphql|content\.invalid/i.test(name) || !name.startsWith(location.origin));
}

describe("static site with its projects from a file, no content service", () => {
  let site = "";
  let warnings: string[] = [];

  before(async function () {
    this.timeout(60_000);
    const settings = JSON.stringify({
      name: "Ann",
      featured: 2,
      endpoint: "/graphql",
      site: { endpoint: "https://content.invalid/graphql", projectsFile: "work.json" },
    });
    ({ path: site, warnings } = (await executeServerCommand("studio-build-site", {
      settings,
      files: { "work.json": JSON.stringify(PROJECTS) },
    })) as { path: string; warnings: string[] });
  });
  afterEach(closeFrames);

  it("builds without a word about an endpoint", () => {
    expect(warnings.filter((line) => /endpoint|graphql/i.test(line))).to.deep.equal([]);
  });

  it("Home shows the featured work, and My Work after a route change, with no request to any service", async () => {
    const frame = await openFrame(`${site}index.html`, 1024, 800);
    const app = await rendered(frame, "portfolio-app");
    await waitFor(() => app.shadowRoot!.querySelectorAll(".featured-title").length === 2, "the featured cards");
    const featured = app.shadowRoot!.querySelectorAll(".featured-title");
    expect([...featured].map((title) => textOf(title).replace(/ \(.*$/, ""))).to.deep.equal(["Kiln", "Tide <i>tables</i>"]);
    // To My Work within the page: the screen's code loads, its list is the page's own.
    frameDocument(frame).defaultView!.location.hash = "#/projects";
    await waitFor(() => app.shadowRoot!.querySelectorAll(".project-title").length === 2, "My Work's cards", 8000);
    const titles = app.shadowRoot!.querySelectorAll(".project-title");
    expect([...titles].map(textOf)).to.deep.equal(["Kiln", "Tide <i>tables</i>"]);
    expect(app.shadowRoot!.querySelector(".project-title i")).to.equal(null);
    expect(app.shadowRoot!.querySelector(".projects-error")).to.equal(null);
    expect(serviceRequests(frame)).to.deep.equal([]);
  });

  it("My Work's own page shows the cards, filters by a tag, and asks nothing", async () => {
    const frame = await openFrame(`${site}projects.html`, 1024, 800);
    const app = await rendered(frame, "portfolio-app");
    await waitFor(() => app.shadowRoot!.querySelectorAll(".project-title").length === 2, "My Work's cards");
    const tag = [...app.shadowRoot!.querySelectorAll<HTMLButtonElement>("button.tag")].find((button) => textOf(button) === "Svelte")!;
    tag.click();
    await waitFor(() => app.shadowRoot!.querySelectorAll(".project-title").length === 1, "the filtered list");
    expect(textOf(app.shadowRoot!.querySelector(".project-title"))).to.equal("Kiln");
    expect(serviceRequests(frame)).to.deep.equal([]);
  });
});

describe("static site with project details: a page per project", () => {
  let site = "";

  before(async function () {
    this.timeout(60_000);
    const settings = JSON.stringify({ name: "Ann", projectDetails: "on", site: { url: "https://ann.example/", projectsFile: "work.json" } });
    const detailed = PROJECTS.map((project, index) => ({ ...project, role: "Solo project", year: 2024 - index, summary: `Outcome ${index + 1}.`, body: "First.\n\nSecond." }));
    ({ path: site } = (await executeServerCommand("studio-build-site", { settings, files: { "work.json": JSON.stringify(detailed) } })) as { path: string });
  });
  afterEach(closeFrames);

  it("projects/<id>.html shows the project's page, with its own title, and moves between projects in place", async () => {
    const frame = await openFrame(`${site}projects/kiln.html`, 1024, 800);
    const doc = frameDocument(frame);
    expect(doc.title).to.equal("Kiln | Ann | Junior Software Engineer");
    expect(doc.querySelector('meta[property="og:url"]')!.getAttribute("content")).to.equal("https://ann.example/projects/kiln.html");
    // The route script set the page's own hash, with no second request.
    expect(frame.contentWindow!.location.hash).to.equal("#/projects/kiln");
    const app = await rendered(frame, "portfolio-app");
    const root = app.shadowRoot!;
    await waitFor(() => textOf(root.querySelector(".project-page-title")) === "Kiln", "the project's page");
    expect([...root.querySelectorAll(".project-story p")].map(textOf)).to.deep.equal(["First.", "Second."]);
    expect(textOf(root.querySelector(".project-page .project-facts"))).to.equal("Solo project · 2024");
    // The crawler links and the way back lead up to the route pages.
    expect(doc.querySelector("#pe-pages a")!.getAttribute("href")).to.equal("../index.html");
    root.querySelector<HTMLAnchorElement>(".project-next")!.click();
    await waitFor(() => textOf(root.querySelector(".project-page-title")) === "Tide <i>tables</i>", "the next project's page");
    expect(serviceRequests(frame)).to.deep.equal([]);
  });
});
