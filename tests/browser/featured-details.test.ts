/**
 * Home's featured work with `project-details="on"`: large cards led by each project's picture (sized before it loads,
 * so nothing moves; lazy; a missing or broken one leaves a designed box, never a broken-image icon; an empty
 * `imageAlt` is decorative), its role and year and its outcome, the title a link to the project's page. Off, the
 * compact cards as they were, with the spec's request and none of the details' code. Against the demo's own content
 * service (demo/projects.json) and the scripted one.
 */
import { executeServerCommand, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { contentEndpoint, requestsTo } from "./content-service.ts";
import { demoUrl, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";
import { expectCentredFallback } from "./picture-fallback.ts";

/** The featured cards on show (not the loading placeholders). */
function featuredOf(element: Element, count: number): Promise<HTMLElement[]> {
  return waitFor(() => {
    const found = [...shadow(element).querySelectorAll<HTMLElement>(".featured-card:not(.featured-skeleton)")];
    return found.length === count ? found : undefined;
  }, `${count} featured cards`, 8000);
}

/** Every script module of the project details' code the page has fetched. */
const detailsCode = () =>
  performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => /\/elements\/details\//.test(name));

/** The page's layout shifts from now on, as the browser scores them (CLS's sources). */
function watchShifts(): { total: () => number; stop: () => void } {
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) total += entry.value;
    }
  });
  observer.observe({ type: "layout-shift" });
  return { total: () => total, stop: () => observer.disconnect() };
}

describe("featured work with project details", () => {
  let endpoint = "";
  before(async () => {
    endpoint = `${await demoUrl()}/graphql`;
    await setViewport({ width: 1280, height: 900 });
  });
  afterEach(() => {
    unmountAll();
    history.replaceState(null, "", window.location.pathname + window.location.search);
  });
  after(() => setViewport({ width: 800, height: 600 }));

  it("off: the compact cards and the spec's request, and no code of the details", async () => {
    const scripted = await contentEndpoint("seven");
    const hero = await mount("portfolio-hero", { name: "Ann", endpoint: scripted, featured: "3" });
    const cards = await featuredOf(hero, 3);
    expect(shadow(hero).querySelector(".featured-details")).to.equal(null);
    expect(cards.flatMap((card) => [...card.querySelectorAll("img, .picture-placeholder, .project-facts, .project-summary")])).to.have.length(0);
    const [request] = await requestsTo(scripted);
    expect(request!.body.operationName).to.equal("GetProjects");
    expect(String(request!.body.query).replace(/\s+/g, " ")).to.equal("query GetProjects { project { id title description techstack livedemoUrl githubUrl } }");
    expect(detailsCode()).to.deep.equal([]);
  });

  it("on: large cards with picture, role, year and outcome; the pictures sized before they load, all but the first lazy", async () => {
    const hero = await mount("portfolio-hero", { name: "Ann", endpoint, featured: "3", "project-details": "on" });
    const cards = await featuredOf(hero, 3);
    expect(shadow(hero).querySelector(".featured-details")).to.not.equal(null);
    const [first, second] = cards;
    const picture = first!.querySelector<HTMLImageElement>("img.project-picture")!;
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).to.deep.equal(["1200", "675"]);
    // The first at once (a phone's first screen holds it), the others once laid out.
    expect(picture.loading).to.equal("auto");
    expect(second!.querySelector<HTMLImageElement>("img.project-picture")!.loading).to.equal("lazy");
    expect(picture.alt).to.equal("Budget Buddy's monthly view: spending by category as bars and a ring");
    // The box is shaped before the picture arrives: 16:9 of its width, across the card's top; three to a row.
    for (const card of cards) {
      const box = card.querySelector(".project-picture")!.getBoundingClientRect();
      expect(box.width).to.be.closeTo(card.getBoundingClientRect().width - 2, 1);
      expect(box.height).to.be.closeTo((box.width * 9) / 16, 1.5);
    }
    expect(second!.getBoundingClientRect().top).to.equal(first!.getBoundingClientRect().top);
    expect(textOf(first!.querySelector(".project-facts"))).to.equal("Solo project, bootcamp capstone · 2024");
    expect(textOf(first!.querySelector(".project-summary"))).to.equal("Sorts a month of bank exports in under a second, offline.");
    // The outcome takes the description's place.
    expect(first!.querySelector(".featured-description")).to.equal(null);
    // Alone on a page with no site-url, the title leads to the live demo, as without details.
    const link = first!.querySelector<HTMLAnchorElement>(".featured-title a")!;
    expect(link.href).to.equal("https://budget-buddy-alexr.netlify.app/");
    expect(link.rel).to.equal("noopener noreferrer");
    await waitFor(() => picture.complete && picture.naturalWidth > 0, "the picture", 5000);
  });

  // The five-second test on a phone: who she is, what she does and the top of what she built, in the first screen.
  it("at 375x812 the name, what she does and the first featured picture, full width, are in the first screen", async () => {
    await setViewport({ width: 375, height: 812 });
    try {
      window.scrollTo(0, 0);
      history.replaceState(null, "", "#/");
      const app = await mount("portfolio-app", {
        name: "Alex Rivera",
        tagline: "I build fast, accessible web apps with React and TypeScript.",
        availability: "Open to junior roles · Remote or Berlin",
        resume: "https://alex.example/cv.pdf",
        endpoint,
        featured: "3",
        "project-details": "on",
      });
      await featuredOf(app, 3);
      const root = shadow(app);
      for (const selector of ["h1", ".hero-subtitle"]) expect(root.querySelector(selector)!.getBoundingClientRect().bottom, selector).to.be.below(812);
      // A smaller portrait on a phone: not a 140 px disc leading the screen.
      expect(root.querySelector(".portrait")!.getBoundingClientRect().width).to.be.at.most(100);
      const picture = root.querySelector(".featured-card .project-picture")!.getBoundingClientRect();
      expect(picture.width).to.be.at.least(280);
      // In the first screen: loaded at once, not once laid out (the `sizes` it is fetched by: project-pictures.test.ts).
      expect(root.querySelector<HTMLImageElement>(".featured-card img.project-picture")!.loading).to.not.equal("lazy");
      expect(Math.min(picture.bottom, 812) - picture.top, `${JSON.stringify(picture)}`).to.be.at.least(picture.height / 2);
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });

  // Laptops, Lighthouse's desktop, a tablet where the cards stack (the demo's Home, as the bench loads it).
  for (const [width, height] of [[1280, 800], [1350, 940], [800, 900], [1000, 1200]]) {
    it(`at ${width}x${height}, the portrait stays Home's largest paint: no picture in sight is larger`, async () => {
      await setViewport({ width, height });
      try {
        window.scrollTo(0, 0);
        const hero = await mount("portfolio-app", {
          name: "Alex Rivera",
          tagline: "I build fast, accessible web apps with React and TypeScript.",
          availability: "Open to junior roles · Remote or Berlin",
          resume: "https://alex.example/cv.pdf",
          endpoint,
          featured: "3",
          "project-details": "on",
        });
        await featuredOf(hero, 3);
        // What a paint counts: the part of an element within the window.
        const seen = (element: Element) => {
          const box = element.getBoundingClientRect();
          return Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0)) * Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0));
        };
        const portrait = seen(shadow(hero).querySelector(".portrait")!);
        expect(portrait).to.be.greaterThan(0);
        for (const picture of shadow(hero).querySelectorAll(".project-picture")) expect(seen(picture), `${portrait}`).to.be.below(portrait * 0.9);
      } finally {
        await setViewport({ width: 1280, height: 900 });
      }
    });
  }

  it("a picture that fails, is no web address or has no size leaves a designed box, never a broken image", async () => {
    const hero = await mount("portfolio-hero", { name: "Ann", endpoint: await contentEndpoint("details"), featured: "3", "project-details": "on" });
    const cards = await featuredOf(hero, 3);
    await waitFor(() => cards.every((card) => card.querySelector(".picture-placeholder")), "a placeholder in every card", 5000);
    for (const card of cards) {
      expect(card.querySelector("img"), textOf(card.querySelector(".featured-title"))).to.equal(null);
      const box = card.querySelector(".picture-placeholder")!.getBoundingClientRect();
      expect(box.height).to.be.closeTo((box.width * 9) / 16, 1.5);
      expect(box.height).to.be.greaterThan(100);
    }
    for (const [at, card] of cards.entries()) expectCentredFallback(card.querySelector(".picture-placeholder")!, ["BP", "SP", "NS"][at]!);
  });

  it("with site-url, alone on a page, a card's title leads to the project's page on the site", async () => {
    const hero = await mount("portfolio-hero", { name: "Ann", endpoint, featured: "2", "project-details": "on", "site-url": "https://ann.example/" });
    const [first] = await featuredOf(hero, 2);
    expect(first!.querySelector<HTMLAnchorElement>(".featured-title a")!.getAttribute("href")).to.equal("https://ann.example/#/projects/budget-buddy");
  });

  it("in the app: Home's cards lead to each project's page; nothing moves while the pictures load", async () => {
    const app = await mount("portfolio-app", { name: "Ann", endpoint, featured: "3", "project-details": "on" });
    const root = shadow(app);
    const cards = await featuredOf(app, 3);
    // From here on (the cards in place), the pictures load into boxes already their size.
    const shifts = watchShifts();
    const pictures = cards.map((card) => card.querySelector<HTMLImageElement>("img")!);
    for (const picture of pictures) picture.scrollIntoView({ block: "nearest" });
    await waitFor(() => pictures.every((picture) => picture.complete && picture.naturalWidth > 0), "every picture", 8000);
    shifts.stop();
    expect(shifts.total()).to.equal(0);
    window.scrollTo(0, 0);
    const link = cards[1]!.querySelector<HTMLAnchorElement>(".featured-title a")!;
    expect(link.getAttribute("href")).to.equal("#/projects/trailhead");
    expect(link.target).to.equal("");
    link.click();
    const title = await waitFor(() => root.querySelector<HTMLElement>(".project-page-title"), "the project's page", 8000);
    expect(textOf(title)).to.equal("Trailhead");
  });

  it("at 800 px: a card a row, its picture at the start beside its words", async () => {
    await setViewport({ width: 800, height: 800 });
    try {
      const hero = await mount("portfolio-hero", { name: "Ann", endpoint, featured: "3", "project-details": "on" });
      for (const card of await featuredOf(hero, 3)) {
        const box = card.getBoundingClientRect();
        const picture = card.querySelector(".project-picture")!.getBoundingClientRect();
        const title = card.querySelector(".featured-title")!.getBoundingClientRect();
        expect(picture.left).to.be.below(title.left);
        expect(title.left).to.be.at.least(picture.right);
        expect(picture.height).to.be.closeTo((picture.width * 9) / 16, 1.5);
        expect(picture.bottom).to.be.at.most(box.bottom);
        expect(card.scrollWidth, "nothing wider than the card").to.be.at.most(card.clientWidth);
      }
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });

  it("at 375 px: a card a row, its picture across the top, above its words", async () => {
    await setViewport({ width: 375, height: 800 });
    try {
      const hero = await mount("portfolio-hero", { name: "Ann", endpoint, featured: "3", "project-details": "on" });
      for (const card of await featuredOf(hero, 3)) {
        const box = card.getBoundingClientRect();
        const picture = card.querySelector(".project-picture")!.getBoundingClientRect();
        const title = card.querySelector(".featured-title")!.getBoundingClientRect();
        expect(picture.width).to.be.closeTo(box.width - 2, 1);
        expect(picture.bottom).to.be.at.most(title.top);
        expect(picture.height).to.be.closeTo((picture.width * 9) / 16, 1.5);
        expect(card.scrollWidth, "nothing wider than the card").to.be.at.most(card.clientWidth);
      }
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });
});

describe("featured work with project details, prerendered", () => {
  before(async function () {
    // Prerendering renders with react-dom/server: the lite runtime does not prerender (see README).
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
    await setViewport({ width: 1280, height: 900 });
  });
  afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));
  after(() => setViewport({ width: 800, height: 600 }));

  /** A prerendered test page (tests/servers/prerender.mjs) in a frame, with or without its scripts. */
  async function openPage(query: string, scripts: boolean): Promise<HTMLIFrameElement> {
    const frame = document.createElement("iframe");
    frame.style.width = "1280px";
    frame.style.height = "900px";
    if (!scripts) frame.setAttribute("sandbox", "allow-same-origin");
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    frame.src = `/prerendered/page.html?${query}`;
    document.body.append(frame);
    await loaded;
    return frame;
  }

  it("paints the large cards with their pictures before any script, and hydrates them as they are", async () => {
    const still = (await openPage("tag=portfolio-app&featured=3&details=1", false)).contentDocument!.querySelector("portfolio-app")!;
    const painted = [...still.shadowRoot!.querySelectorAll(".featured-details .featured-card")];
    expect(painted.map((card) => textOf(card.querySelector(".featured-title")))).to.deep.equal(["Budget Buddy", "Trailhead", "Shelf Life"]);
    expect(painted.map((card) => card.querySelector("img")?.getAttribute("width"))).to.deep.equal(["1200", "1200", "1200"]);

    const frame = await openPage("tag=portfolio-hero&featured=3&details=1", true);
    const win = frame.contentWindow as Window & typeof globalThis;
    const hero = frame.contentDocument!.querySelector("portfolio-hero")!;
    const card = hero.shadowRoot!.querySelector(".featured-card");
    expect(card).to.not.equal(null);
    // The elements' script, run now that errors (a hydration mismatch is logged) and shifts are watched.
    const errors: string[] = [];
    const log = win.console.error.bind(win.console);
    win.console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(" "));
      log(...args);
    };
    win.addEventListener("error", (event) => errors.push(event.message));
    let shift = 0;
    new win.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift" });
    const script = frame.contentDocument!.createElement("script");
    script.type = "module";
    script.src = "/src/index.ts";
    frame.contentDocument!.head.append(script);
    // Hydrated once the details' code is here: its stylesheet adopted by the element.
    await waitFor(
      () => hero.shadowRoot!.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(".featured-details"))),
      "the details' stylesheet",
      8000,
    );
    await new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)));
    expect(hero.shadowRoot!.querySelector(".featured-card")).to.equal(card);
    expect(shift, "layout shift while hydrating").to.equal(0);
    expect(errors).to.deep.equal([]);
  });
});
