import { expect } from "chai";
import { setViewport } from "@web/test-runner-commands";
import { cardsOf, contentEndpoint, requestsTo } from "./content-service.ts";
import { find, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** What a node shows, without the text only assistive technology reads (".visually-hidden"). */
function visibleText(node: Element): string {
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
  return textOf(copy);
}

const titlesOf = (element: Element) => [...shadow(element).querySelectorAll(".featured-card:not(.featured-skeleton) .featured-title")].map(visibleText);

describe("Home: who the owner is (tagline, availability, résumé, featured work)", () => {
  afterEach(unmountAll);

  it("shows the speciality and the availability around the spec's heading, which stays as it is", async () => {
    const hero = await mount("portfolio-hero", {
      name: "Alex Rivera",
      tagline: "I build fast, accessible web apps.",
      availability: "Open to junior roles · Remote",
    });
    expect(textOf(find(hero, "h2"))).to.equal("Hello, I'm Alex Rivera");
    expect(textOf(find(hero, ".hero-subtitle"))).to.equal("A junior software engineer crafting digital experiences.");
    expect(textOf(find(hero, ".hero-tagline"))).to.equal("I build fast, accessible web apps.");
    expect(textOf(find(hero, ".hero-availability"))).to.equal("Open to junior roles · Remote");
  });

  it("shows neither line when they are unset, and the two buttons alone", async () => {
    const hero = await mount("portfolio-hero", { name: "Alex Rivera" });
    expect(shadow(hero).querySelector(".hero-tagline, .hero-availability, .featured")).to.equal(null);
    expect([...shadow(hero).querySelectorAll("a.button")].map(textOf)).to.deep.equal(["View My Work", "Get In Touch"]);
  });

  it("adds a Résumé button beside the spec's two, opening the résumé in a new tab", async () => {
    const hero = await mount("portfolio-hero", { name: "Alex Rivera", resume: "https://alex.example/resume.pdf" });
    const buttons = [...shadow(hero).querySelectorAll<HTMLAnchorElement>("a.button")];
    expect(buttons.map((a) => [textOf(a), a.getAttribute("href")])).to.deep.equal([
      ["View My Work", "#/projects"],
      ["Get In Touch", "#/contact"],
      ["Résumé (opens in a new tab)", "https://alex.example/resume.pdf"],
    ]);
    expect(buttons[2]!.target).to.equal("_blank");
    expect(buttons[2]!.rel).to.equal("noopener noreferrer");
    // The visible label is "Résumé": the new-tab note is for assistive technology only.
    expect(visibleText(buttons[2]!)).to.equal("Résumé");
  });

  it("shows no Résumé button for a résumé that is not an http(s) URL", async () => {
    for (const resume of ["javascript:alert(1)", "data:text/html,hi", "resume.pdf", "ftp://alex.example/cv.pdf"]) {
      const hero = await mount("portfolio-hero", { name: "Alex Rivera", resume });
      expect(shadow(hero).querySelectorAll("a.button"), resume).to.have.length(2);
      unmountAll();
    }
  });

  it("the résumé property sets the button like the attribute", async () => {
    const hero = await mount("portfolio-hero", { name: "Alex Rivera" });
    (hero as HTMLElement & { resume?: string }).resume = "https://alex.example/cv";
    await waitFor(() => shadow(hero).querySelectorAll("a.button").length === 3, "the Résumé button");
    expect(hero.getAttribute("resume")).to.equal("https://alex.example/cv");
  });

  it("features the first projects under the hero, from the same cache-first request as My Work", async () => {
    const endpoint = await contentEndpoint("ok");
    const hero = await mount("portfolio-hero", { name: "Alex Rivera", endpoint, featured: "2" });
    const titles = await waitFor(() => (titlesOf(hero).length ? titlesOf(hero) : undefined), "featured projects");
    expect(titles).to.have.length(2);
    const projects = await mount("portfolio-projects", { endpoint });
    const cards = await cardsOf(projects);
    expect(titles).to.deep.equal(cards.slice(0, 2).map((card) => textOf(card.querySelector(".project-title"))));
    expect(await requestsTo(endpoint)).to.have.length(1);
    // Each card links to the project (its live demo, else its code) in a new tab; the way to all of them too.
    const link = find<HTMLAnchorElement>(hero, ".featured-title a");
    expect(link.rel).to.equal("noopener noreferrer");
    expect(find<HTMLAnchorElement>(hero, ".featured-all").getAttribute("href")).to.equal("#/projects");
  });

  // Home in the app, the demo's projects. Trailhead's first sentence filled a card's two lines, and the clamp put "…"
  // after its full stop ("dog-friendliness.…").
  for (const width of [375, 1280]) {
    it(`a featured description ends at a full stop, or at a word with "…", at ${width} px`, async () => {
      await setViewport({ width, height: 812 });
      try {
        history.replaceState(null, "", "#/");
        const hero = await mount("portfolio-app", { name: "Alex Rivera", endpoint: await contentEndpoint("four"), featured: "3" });
        const shown = await waitFor(() => {
          const found = [...shadow(hero).querySelectorAll(".featured-description")];
          return found.length === 3 ? found.map(textOf) : undefined;
        }, "three descriptions");
        expect(shown).to.deep.equal([
          "A personal finance tracker that sorts bank-export CSVs into categories…",
          "Find hiking trails near you, filtered by length, elevation and…",
          "A mobile app that reminds you before the food in your fridge expires.",
        ]);
        for (const text of shown) expect(text, text).to.match(/(\w…|[.!?])$/);
        // Short enough for the card's two lines: the clamp adds no "…" of its own.
        for (const description of shadow(hero).querySelectorAll(".featured-description")) {
          expect(description.scrollHeight, textOf(description)).to.be.at.most(description.clientHeight + 1);
        }
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it("features nothing, and asks nothing, when featured is 0, unset or not a number", async () => {
    const endpoint = await contentEndpoint("ok");
    for (const featured of ["0", "", "three", "-2"]) {
      const hero = await mount("portfolio-hero", { name: "Alex Rivera", endpoint, ...(featured ? { featured } : {}) });
      expect(shadow(hero).querySelector(".featured"), featured).to.equal(null);
    }
    expect(await requestsTo(endpoint)).to.have.length(0);
  });

  it("a failing content service leaves Home without the section, and no error on it", async () => {
    const endpoint = await contentEndpoint("status-500");
    const hero = await mount("portfolio-hero", { name: "Alex Rivera", endpoint, featured: "3" });
    await waitFor(async () => (await requestsTo(endpoint)).length === 1, "the request");
    await waitFor(() => shadow(hero).querySelector(".featured") === null, "the section to go");
    expect(textOf(shadow(hero))).not.to.contain("Error");
  });

  it("the header's mark and the placeholder portrait show the same initials", async () => {
    const app = await mount("portfolio-app", { name: "Maria de la Cruz" });
    const mark = await waitFor(() => shadow(app).querySelector(".logo span:not(.logo-dot)"), "the header's mark");
    expect(textOf(mark)).to.equal("MC");
    expect(textOf(find(app, ".portrait-initials"))).to.equal("MC");
  });

  it("the page config sets the new settings for every element, featured as a number too", async () => {
    const endpoint = await contentEndpoint("ok");
    const config = document.createElement("script");
    config.type = "application/json";
    config.id = "portfolio-config";
    config.textContent = JSON.stringify({ name: "Alex Rivera", endpoint, featured: 1, tagline: "Frontend, mostly." });
    document.head.append(config);
    try {
      const hero = await mount("portfolio-hero");
      await waitFor(() => titlesOf(hero).length === 1, "one featured project");
      expect(textOf(find(hero, ".hero-tagline"))).to.equal("Frontend, mostly.");
    } finally {
      config.remove();
    }
  });
});

describe("Home's first screen on a phone", () => {
  const margin = document.body.style.margin;
  before(() => {
    document.body.style.margin = "0";
  });
  afterEach(async () => {
    unmountAll();
    history.replaceState(null, "", "#/");
    await setViewport({ width: 800, height: 600 });
  });
  after(() => {
    document.body.style.margin = margin;
  });

  const owner = {
    name: "Alex Rivera",
    tagline: "I build fast, accessible web apps with React and TypeScript.",
    availability: "Open to junior roles · Remote or Berlin",
    resume: "https://alex.example/resume.pdf",
    github: "https://github.com/alex-rivera-dev",
    linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
  };
  /** How far the page scrolls: none, or clearly (a first screen that scrolls by a few pixels looks broken). */
  const overflow = () => document.documentElement.scrollHeight - window.innerHeight;

  it("shows the name, speciality, availability, the calls to action and a featured title at 375×812", async () => {
    await setViewport({ width: 375, height: 812 });
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { ...owner, endpoint: await contentEndpoint("ok"), featured: "3" });
    await waitFor(() => shadow(app).querySelector(".featured-card:not(.featured-skeleton) h3"), "a featured project");
    for (const selector of ["h1", ".hero-tagline", ".hero-availability", ".hero-actions .button-primary", ".featured-card h3"]) {
      expect(find(app, selector).getBoundingClientRect().bottom, selector).to.be.at.most(812);
    }
    expect(overflow()).to.be.greaterThan(100);
  });

  it("never leaves the résumé alone on part of a row: one row, the two over a full-width résumé, or a column", async () => {
    for (const width of [320, 375, 768, 900, 1024, 1280]) {
      await setViewport({ width, height: 900 });
      const app = await mount("portfolio-app", owner);
      const [primary, secondary, resume] = [...shadow(app).querySelectorAll(".hero-actions .button")].map((button) => button.getBoundingClientRect());
      const oneRow = primary!.top === resume!.top && secondary!.top === resume!.top;
      const spansUnder = primary!.top === secondary!.top && resume!.top > primary!.bottom &&
        Math.abs(resume!.left - primary!.left) < 1 && Math.abs(resume!.right - secondary!.right) < 1;
      const column = [secondary!, resume!].every((rect) => rect.left === primary!.left && rect.right === primary!.right);
      expect(oneRow || spansUnder || column, `${width} px: ${JSON.stringify({ primary, secondary, resume })}`).to.equal(true);
      unmountAll();
    }
  });

  it("keeps each button's label on one line: two to a row where both fit, else one to a row", async () => {
    for (let width = 320; width <= 440; width += 10) {
      await setViewport({ width, height: 900 });
      const app = await mount("portfolio-app", owner);
      const buttons = [...shadow(app).querySelectorAll<HTMLElement>(".hero-actions .button")];
      const heights = buttons.map((button) => button.getBoundingClientRect().height);
      expect(Math.max(...heights) - Math.min(...heights), `${width} px: ${heights.join(", ")}`).to.be.below(1);
      unmountAll();
    }
  });

  it("featured work that fails to load goes without moving anything above it", async () => {
    for (const [width, height] of [[375, 812], [1280, 800]] as const) {
      await setViewport({ width, height });
      const endpoint = await contentEndpoint("status-500", 400);
      const app = await mount("portfolio-app", { ...owner, endpoint, featured: "3" });
      const heading = await waitFor(() => shadow(app).querySelector(".featured-skeleton") && find(app, "h1"), "the featured skeleton");
      const before = heading.getBoundingClientRect().top;
      await waitFor(() => shadow(app).querySelector(".featured") === null, "the section to go");
      expect(find(app, "h1").getBoundingClientRect().top, `${width}×${height}`).to.equal(before);
      unmountAll();
    }
  });

  it("a short screen (My Work's error) starts the footer below the fold too, so it never scrolls by a few pixels", async () => {
    for (const [width, height] of [[1280, 800], [375, 812], [320, 800], [768, 1024]] as const) {
      await setViewport({ width, height });
      history.replaceState(null, "", "#/projects");
      const app = await mount("portfolio-app", { ...owner, endpoint: await contentEndpoint("status-500") });
      const footer = await waitFor(() => shadow(app).querySelector(".projects-state-error") && shadow(app).querySelector("footer"), "the error screen");
      // Wherever the error's text ends, the page scrolls by the footer's height or more, never by a few pixels.
      expect(footer.getBoundingClientRect().top, `${width}×${height}: the footer's top`).to.be.at.least(height);
      expect(overflow(), `${width}×${height}`).to.be.at.least(48);
      unmountAll();
    }
    history.replaceState(null, "", "#/");
  });

  it("either fits or clearly scrolls at 375×812 and 320×800, without featured work too", async () => {
    for (const [width, height] of [[375, 812], [320, 800]] as const) {
      for (const settings of [owner, { name: owner.name }]) {
        await setViewport({ width, height });
        const app = await mount("portfolio-app", settings);
        await waitFor(() => shadow(app).querySelector("footer"), "the footer");
        const scrolls = overflow();
        expect(scrolls <= 0 || scrolls >= 48, `${width}×${height} ${Object.keys(settings).length} settings: scrolls ${scrolls} px`).to.equal(true);
        unmountAll();
      }
    }
  });
});

describe("Home on a phone and a tablet: the pill and the featured cards", () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it("a wrapped availability line stays a pill: the dot beside its first line, the lines start-aligned", async () => {
    const column = document.createElement("div");
    column.style.width = "320px";
    document.body.append(column);
    try {
      const hero = await mount("portfolio-hero", { name: "Alex Rivera", availability: "Open to junior roles · Remote or Berlin, from March" }, column);
      const pill = find(hero, ".hero-availability");
      const range = document.createRange();
      range.selectNodeContents(pill);
      const lines = [...range.getClientRects()];
      expect(lines.length, "the line wraps").to.be.at.least(2);
      for (const line of lines) expect(line.left, "each line starts where the first does").to.be.closeTo(lines[0]!.left, 1);
      const style = getComputedStyle(pill);
      const dot = getComputedStyle(pill, "::before");
      const dotCentre = pill.getBoundingClientRect().top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop) +
        parseFloat(dot.marginTop) + parseFloat(dot.height) / 2;
      expect(dotCentre, "the dot is centred on the first line").to.be.closeTo(lines[0]!.top + lines[0]!.height / 2, 2);
    } finally {
      column.remove();
    }
  });

  it("at 375 px the portrait's glow ends below the header, never cut by its edge", async () => {
    await setViewport({ width: 375, height: 812 });
    history.replaceState(null, "", "#/");
    // Featured work starts the hero at the top, where the glow is nearest the header.
    const app = await mount("portfolio-app", { name: "Alex Rivera", endpoint: await contentEndpoint("ok"), featured: "3" });
    const portrait = find(app, ".hero-portrait");
    // The computed shadow reads "<colour> 0px 0px <blur> <spread>": it reaches blur + spread past the box.
    const [blur = 0, spread = 0] = getComputedStyle(portrait).boxShadow.match(/[\d.]+px/g)!.slice(2).map(parseFloat);
    expect(portrait.getBoundingClientRect().top - blur - spread).to.be.at.least(find(app, "header").getBoundingClientRect().bottom);
  });

  it("at 768 px each featured card is wide enough for its description (one to a row, not three slivers)", async () => {
    await setViewport({ width: 768, height: 1024 });
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { name: "Alex Rivera", endpoint: await contentEndpoint("ok"), featured: "3" });
    await waitFor(() => shadow(app).querySelectorAll(".featured-card:not(.featured-skeleton)").length === 3, "three featured projects");
    for (const card of shadow(app).querySelectorAll(".featured-card")) expect(card.getBoundingClientRect().width).to.be.at.least(320);
  });
});
