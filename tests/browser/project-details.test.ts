/**
 * `project-details="on"`: GetProjects asks for the optional fields, the cards show each project's picture (sized
 * before it loads, lazy, never a broken-image icon), role, year and summary, and inside `<portfolio-app>` each card
 * links to the project's own page, `#/projects/<id>`: its case study as paragraphs of text, tags that filter My
 * Work, its links, the previous and next projects, the way back; focus and scroll as on every route change. Off,
 * nothing of it: the spec's request and cards, and `#/projects/<id>` shows Home. Against the demo's own content
 * service (demo/projects.json, its pictures in demo/public/projects/) and the scripted one.
 */
import { emulateMedia, executeServerCommand, setViewport } from "@web/test-runner-commands";
import axe from "axe-core";
import { expect } from "chai";
import { cardsOf, contentEndpoint, picturesAskedOf, requestsTo } from "./content-service.ts";
import { closeFrames, frameDocument, openFrame } from "./frames.ts";
import { demoUrl, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";
import { expectCentredFallback } from "./picture-fallback.ts";

const DETAILS_QUERY =
  "query GetProjects { project { id title description techstack livedemoUrl githubUrl image { url width height } imageAlt role year summary body } }";

/** The query a request sent, its whitespace as the contract writes it (graphql-request prints it on lines). */
const sentQuery = (request: { body: Record<string, unknown> } | undefined) => String(request!.body.query).replace(/\s+/g, " ");

async function go(hash: string): Promise<void> {
  if (window.location.hash === hash) return;
  const changed = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
  window.location.hash = hash;
  await changed;
}

describe("project details", () => {
  let endpoint = "";
  before(async () => {
    endpoint = `${await demoUrl()}/graphql`;
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    unmountAll();
    history.replaceState(null, "", window.location.pathname + window.location.search);
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it("off: the spec's request and cards, no pictures, no links to pages", async () => {
    const scripted = await contentEndpoint("details");
    const element = await mount("portfolio-projects", { endpoint: scripted });
    const cards = await cardsOf(element, 3);
    expect(cards.flatMap((card) => [...card.querySelectorAll(".project-picture, .project-facts, .project-summary, .project-title a")])).to.have.length(0);
    const [request] = await requestsTo(scripted);
    expect(request!.body.operationName).to.equal("GetProjects");
    expect(sentQuery(request)).to.equal("query GetProjects { project { id title description techstack livedemoUrl githubUrl } }");
  });

  it("on: asks for the optional fields and shows picture, role, year and summary on each card", async () => {
    const scripted = await contentEndpoint("details");
    const alone = await mount("portfolio-projects", { endpoint: scripted, "project-details": "on" });
    await cardsOf(alone, 3);
    const [request] = await requestsTo(scripted);
    expect(request!.body.operationName).to.equal("GetProjects");
    expect(sentQuery(request)).to.equal(DETAILS_QUERY);

    const element = await mount("portfolio-projects", { endpoint, "project-details": "on" });
    const cards = await cardsOf(element, 7);
    const [budget] = cards;
    const picture = budget!.querySelector<HTMLImageElement>("img.project-picture")!;
    expect(picture.getAttribute("width")).to.equal("1200");
    expect(picture.getAttribute("height")).to.equal("675");
    // The first row's pictures are on screen as the page opens (My Work's largest paint): not lazy; the others are.
    expect(cards.map((card) => card.querySelector("img")?.loading)).to.deep.equal(["auto", "auto", "auto", "lazy", "lazy", "lazy", "lazy"]);
    expect(picture.alt).to.equal("Budget Buddy's monthly view: spending by category as bars and a ring");
    expect(new URL(picture.src).pathname).to.equal("/assets/projects/budget-buddy.svg");
    // Its box is shaped before the picture arrives: 16:9 of the card's width.
    const box = picture.getBoundingClientRect();
    expect(box.height).to.be.closeTo((box.width * 9) / 16, 1);
    await waitFor(() => picture.complete && picture.naturalWidth > 0, "the picture", 5000);
    expect(textOf(budget!.querySelector(".project-facts"))).to.equal("Solo project, bootcamp capstone · 2024");
    expect(textOf(budget!.querySelector(".project-summary"))).to.equal("Sorts a month of bank exports in under a second, offline.");
    // An empty imageAlt: the picture is decorative.
    const focus = cards.find((card) => textOf(card.querySelector(".project-title")) === "Focus Timer")!;
    expect(focus.querySelector("img")!.getAttribute("alt")).to.equal("");
    // Alone on a page with no site-url, a card has no page to link to.
    expect(budget!.querySelector(".project-title a")).to.equal(null);
  });

  it("a picture that fails, is no web address or has no size leaves a designed box, never a broken image", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("details"), "project-details": "on" });
    const cards = await cardsOf(element, 3);
    await waitFor(() => cards.every((card) => card.querySelector(".picture-placeholder")), "a placeholder in every card", 5000);
    for (const card of cards) {
      expect(card.querySelector("img"), textOf(card.querySelector(".project-title"))).to.equal(null);
      const box = card.querySelector(".picture-placeholder")!.getBoundingClientRect();
      expect(box.height).to.be.closeTo((box.width * 9) / 16, 1);
    }
    for (const [at, card] of cards.entries()) expectCentredFallback(card.querySelector(".picture-placeholder")!, ["BP", "SP", "NS"][at]!);
    expect(textOf(cards[1]!.querySelector(".project-summary"))).to.equal("<b>Plain</b> words");
    expect(cards[1]!.querySelector(".project-summary b")).to.equal(null);
    expect(textOf(cards[2]!.querySelector(".project-facts"))).to.equal("2023–24");
  });

  it("a picture at an http: or scheme-less //host/ address elsewhere is never asked for; one at a path on the service is", async () => {
    const scripted = await contentEndpoint("picture-hosts");
    const element = await mount("portfolio-projects", { endpoint: scripted, "project-details": "on" });
    const cards = await cardsOf(element, 3);
    const own = `${new URL(scripted).pathname.replace(/graphql$/, "")}pictures/own.svg`;
    const img = cards[2]!.querySelector<HTMLImageElement>("img.project-picture")!;
    await waitFor(() => img.complete && img.naturalWidth > 0, "the picture at the service's own path", 8000);
    // The first row's pictures load at once: had the others been allowed, they would be in the page and asked for.
    expect(await picturesAskedOf(scripted)).to.deep.equal([own]);
    for (const card of cards.slice(0, 2)) {
      expect(card.querySelector("img"), textOf(card.querySelector(".project-title"))).to.equal(null);
      expect(card.querySelector(".picture-placeholder")).to.not.equal(null);
    }
  });

  it("in the app: My Work links each card to its page; the page shows the case study, tags, links and neighbours", async () => {
    await go("#/projects");
    const app = await mount("portfolio-app", { endpoint, "project-details": "on" });
    const root = shadow(app);
    await waitFor(() => root.querySelectorAll(".project-card:not(.project-skeleton)").length === 7, "My Work's cards", 8000);
    const link = root.querySelector<HTMLAnchorElement>(".project-card .project-title a")!;
    expect(link.getAttribute("href")).to.equal("#/projects/budget-buddy");
    window.scrollTo(0, 400);
    link.click();
    const title = await waitFor(() => root.querySelector<HTMLElement>(".project-page-title"), "the project's page");
    expect(textOf(title)).to.equal("Budget Buddy");
    expect(title.tagName).to.equal("H1");
    await waitFor(() => root.activeElement === title, "focus on the page's heading");
    expect(window.scrollY).to.equal(0);
    expect(textOf(root.querySelector(".project-page .project-facts"))).to.equal("Solo project, bootcamp capstone · 2024");
    const picture = root.querySelector<HTMLImageElement>("img.project-page-picture")!;
    expect(picture.loading).to.not.equal("lazy");
    // The case study: plain text, a paragraph per blank-line-separated block.
    const story = [...root.querySelectorAll(".project-story p")].map(textOf);
    expect(story).to.have.length(3);
    expect(story[0]).to.match(/^My bank only exported CSV files/);
    const tags = [...root.querySelectorAll<HTMLAnchorElement>(".project-page-tags a")];
    expect(tags.map((tag) => tag.getAttribute("href"))).to.deep.equal([
      "#/projects?tag=React", "#/projects?tag=TypeScript", "#/projects?tag=Chart.js", "#/projects?tag=IndexedDB", "#/projects?tag=Vite",
    ]);
    const links = [...root.querySelectorAll<HTMLAnchorElement>(".project-page .project-links a")];
    expect(links.map(textOf)).to.deep.equal(["Code", "Live demo"]);
    for (const external of links) expect(external.rel).to.equal("noopener noreferrer");
    expect(root.querySelector(".project-previous")).to.equal(null);
    const next = root.querySelector<HTMLAnchorElement>(".project-next")!;
    expect(textOf(next)).to.equal("Next: Trailhead");
    next.click();
    await waitFor(() => textOf(root.querySelector(".project-page-title")) === "Trailhead", "the next project's page");
    expect(textOf(root.querySelector(".project-previous"))).to.equal("Previous: Budget Buddy");
    // A tag filters My Work.
    root.querySelector<HTMLAnchorElement>(".project-page-tags a")!.click();
    await waitFor(() => root.querySelector(".projects-bar strong"), "My Work filtered");
    expect(window.location.hash).to.equal("#/projects?tag=Next.js");
    // Back to all.
    await go("#/projects/trailhead");
    await waitFor(() => root.querySelector(".project-back a"), "the way back");
    root.querySelector<HTMLAnchorElement>(".project-back a")!.click();
    await waitFor(() => root.querySelectorAll(".project-card:not(.project-skeleton)").length === 7, "all projects again");
    await waitFor(() => root.activeElement?.id === "projects-title", "focus on My Work's heading");
  });

  it("a case study leads with its facts and links; its `- ` lines are a list, its `## ` lines a sub-heading", async () => {
    await go("#/projects/bakery-site");
    const app = await mount("portfolio-app", { endpoint, "project-details": "on" });
    const root = shadow(app);
    const list = await waitFor(() => root.querySelector(".project-story ul"), "the case study's list", 8000);
    expect([...list.querySelectorAll("li")].map(textOf)).to.deep.equal([
      "Ship the editor first: the owners used it before the design was done.",
      "Test on the owners' old Android phone, not only on mine.",
      "Keep the pre-order form to three fields.",
    ]);
    // One level under the page's title, between the paragraphs it heads.
    const heading = root.querySelector(".project-story h2")!;
    expect(textOf(heading)).to.equal("What I would keep");
    expect(heading.previousElementSibling!.tagName).to.equal("P");
    expect(heading.nextElementSibling).to.equal(list);
    // Facts, summary and links first, then the picture, then the story.
    const order = [".project-facts", ".project-page-summary", ".project-links", ".project-page-picture", ".project-story"].map((selector) => root.querySelector(`.project-page ${selector}`)!);
    for (const [at, element] of order.entries()) {
      expect(element, order.length.toString()).to.not.equal(null);
      if (at) expect(order[at - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING, `before ${at}`).to.not.equal(0);
    }
  });

  it("a project's page names the project in the tab's title, and gives the page's own back on leaving", async () => {
    const before = document.title;
    document.title = "Alex Rivera | Junior Software Engineer";
    try {
      await go("#/projects/trailhead");
      const app = await mount("portfolio-app", { endpoint, "project-details": "on" });
      const root = shadow(app);
      await waitFor(() => root.querySelector(".project-page-title"), "the project's page", 8000);
      await waitFor(() => document.title === "Trailhead | Alex Rivera | Junior Software Engineer", `the tab's title (${document.title})`);
      await go("#/projects/budget-buddy");
      await waitFor(() => document.title === "Budget Buddy | Alex Rivera | Junior Software Engineer", `the next project's title (${document.title})`);
      await go("#/projects");
      await waitFor(() => document.title === "Alex Rivera | Junior Software Engineer", `My Work's title (${document.title})`);
      await go("#/projects/no-such-project");
      await waitFor(() => document.title === "No project at this address | Alex Rivera | Junior Software Engineer", `an unknown id's title (${document.title})`);
      await go("#/");
      await waitFor(() => document.title === "Alex Rivera | Junior Software Engineer", `Home's title (${document.title})`);
    } finally {
      document.title = before;
    }
  });

  // A project page built for its project (projects/<id>.html) starts with that project's title: never twice.
  it("on a page whose title already names the project, the title is not repeated", async () => {
    const before = document.title;
    document.title = "Budget Buddy | Alex Rivera";
    try {
      await go("#/projects/trailhead");
      const app = await mount("portfolio-app", { endpoint, "project-details": "on" });
      await waitFor(() => shadow(app).querySelector(".project-page-title"), "the project's page", 8000);
      await waitFor(() => document.title === "Trailhead | Alex Rivera", `the tab's title (${document.title})`);
    } finally {
      document.title = before;
    }
  });

  for (const [id, what] of [["b1", "a broken picture"], ["b2", "no usable picture"]] as const) {
    it(`a project's page with ${what} shows the same designed fallback as the cards, centred in a 16:9 box`, async () => {
      await go(`#/projects/${id}`);
      const app = await mount("portfolio-app", { endpoint: await contentEndpoint("details"), "project-details": "on" });
      const root = shadow(app);
      const fallback = await waitFor(() => root.querySelector<HTMLElement>(".project-page .picture-placeholder"), "the fallback", 8000);
      expect(root.querySelector(".project-page img")).to.equal(null);
      expectCentredFallback(fallback, id === "b1" ? "BP" : "SP");
    });
  }

  // The owner's words keep their own direction on a right-to-left page: English stays left to right, its full stop
  // at its end (the page's `dir="rtl"` would put it at the start).
  it("in Arabic, the project's own texts run left to right when they are English; the way back points right", async () => {
    await go("#/projects");
    const app = await mount("portfolio-app", { endpoint, "project-details": "on", lang: "ar" });
    const root = shadow(app);
    await waitFor(() => root.querySelectorAll(".project-card:not(.project-skeleton)").length === 7, "My Work's cards", 8000);
    const direction = (element: Element | null) => element && getComputedStyle(element).direction;
    const [card] = root.querySelectorAll(".project-card");
    expect(direction(card!), "the card itself").to.equal("rtl");
    expect([".project-facts", ".project-summary"].map((selector) => direction(card!.querySelector(selector)))).to.deep.equal(["ltr", "ltr"]);
    await go("#/projects/budget-buddy");
    await waitFor(() => root.querySelector(".project-story p"), "the project's page");
    const page = root.querySelector(".project-page")!;
    const owned = [".project-page-title", ".project-facts", ".project-page-summary", ".project-story p"].map((selector) => direction(page.querySelector(selector)));
    expect(owned).to.deep.equal(["ltr", "ltr", "ltr", "ltr"]);
    // And the way back points to the right, against the reading.
    expect(getComputedStyle(root.querySelector(".project-back-arrow")!).transform).to.equal("matrix(-1, 0, 0, 1, 0, 0)");
  });

  it("an id not in the list says so, with the way back", async () => {
    await go("#/projects/no-such-project");
    const app = await mount("portfolio-app", { endpoint, "project-details": "on" });
    const root = shadow(app);
    const heading = await waitFor(() => root.querySelector("h1#project-title"), "the page of an unknown id", 8000);
    expect(textOf(heading)).to.equal("No project at this address");
    expect(root.querySelector<HTMLAnchorElement>(".project-back a")!.getAttribute("href")).to.equal("#/projects");
  });

  it("off, #/projects/<id> is an unknown hash: Home", async () => {
    await go("#/projects/budget-buddy");
    const app = await mount("portfolio-app", { endpoint });
    const root = shadow(app);
    await waitFor(() => root.querySelector(".hero, [part~='hero']"), "Home", 8000);
    expect(root.querySelector(".project-page")).to.equal(null);
  });
});

describe("project details: their code on a prerendered page", () => {
  afterEach(closeFrames);

  // Home shows them only in featured work: without any, it starts without their code, as it did before.
  it("Home without featured work starts without fetching the details' code", async function () {
    this.timeout(60_000);
    const { path } = (await executeServerCommand("studio-build-site", {
      settings: JSON.stringify({ name: "Priya", projectDetails: "on", site: { url: "https://priya.example/", projectsFile: "work.json" } }),
      files: { "work.json": JSON.stringify([{ id: "kiln", title: "Kiln", description: "Firing logs.", techstack: "Svelte" }]) },
    })) as { path: string };
    const frame = await openFrame(`${path}index.html`, 375, 812);
    const app = frameDocument(frame).querySelector("portfolio-app")!;
    await waitFor(() => app.matches(":state(light), :state(dark)"), "the app started", 15_000);
    // The screens' code fetched ahead as the app starts: the page has done what it does at its start.
    const fetched = () => frame.contentWindow!.performance.getEntriesByType("resource").map((entry) => entry.name);
    await waitFor(() => fetched().some((name) => /\/contact-[\w-]+\.js$/.test(name)), "the screens fetched ahead", 15_000);
    expect(fetched().filter((name) => /\/details-[\w-]+\.js$/.test(name))).to.deep.equal([]);
  });

  // A host in the middle of a deployment answers a chunk with an error: the page starts all the same.
  for (const chunk of ["details", "projects"]) {
    it(`without the ${chunk} code, the app starts, its header works, and My Work says it could not be loaded`, async function () {
      this.timeout(60_000);
      const { path } = (await executeServerCommand("studio-build-site", {
        settings: JSON.stringify({ name: "Priya", projectDetails: "on", site: { url: "https://priya.example/", projectsFile: "work.json" } }),
        files: { "work.json": JSON.stringify([{ id: "kiln", title: "Kiln", description: "Firing logs.", techstack: "Svelte" }]) },
        failing: [chunk],
      })) as { path: string };
      const frame = await openFrame(`${path}projects.html`, 375, 812);
      const app = frameDocument(frame).querySelector("portfolio-app")!;
      await waitFor(() => app.matches(":state(light), :state(dark)"), "the app started", 15_000);
      const root = app.shadowRoot!;
      await waitFor(() => textOf(root.querySelector("main h1")) === "This page could not be loaded", "My Work's message", 15_000);
      // The header is the app's: its menu opens, and About is a tap away.
      root.querySelector<HTMLButtonElement>("button[aria-controls]")!.click();
      await waitFor(() => root.querySelector("button[aria-controls]")!.getAttribute("aria-expanded") === "true", "the menu open");
      frame.contentWindow!.location.hash = "#/about";
      await waitFor(() => root.querySelector("[part~='about']"), "About", 15_000);
    });
  }
});

describe("project details: accessibility (axe-core)", () => {
  let endpoint = "";
  before(async () => {
    endpoint = `${await demoUrl()}/graphql`;
    document.documentElement.lang = "en";
    document.title = "Project details";
    await emulateMedia({ reducedMotion: "reduce" });
  });
  afterEach(() => {
    unmountAll();
    history.replaceState(null, "", window.location.pathname + window.location.search);
  });
  after(() => emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" }));

  for (const scheme of ["light", "dark"] as const) {
    for (const [hash, selector] of [["#/projects", ".project-card img"], ["#/projects/budget-buddy", ".project-page-title"], ["#/projects/nope", "#project-title"]]) {
      it(`${hash} in ${scheme}: no serious or critical violation`, async () => {
        await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        await go(hash!);
        const app = await mount("portfolio-app", { endpoint, "project-details": "on", name: "Alex Rivera" });
        await waitFor(() => shadow(app).querySelector(selector!), selector, 8000);
        const results = await axe.run(document, { resultTypes: ["violations"] });
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" > ")).join(", ")}`);
        expect(serious).to.deep.equal([]);
      });
    }
  }
});
