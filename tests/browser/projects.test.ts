import { expect } from "chai";
import { setViewport } from "@web/test-runner-commands";
import { cards, cardsOf, contentEndpoint, requestsTo, type Scenario } from "./content-service.ts";
import { demoUrl, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const cardTitles = (element: Element) => cards(element).map((card) => textOf(card.querySelector(".project-title")));
/** The spec's line for the state the visitor sees below the subheading (empty when the cards are shown). */
const stateText = (element: Element) => textOf(shadow(element).querySelector(".projects-status"));

describe("<portfolio-projects>", () => {
  afterEach(unmountAll);

  it("shows the subheading, then \"Loading projects...\" (announced) over placeholders, then the cards, without moving the grid", async () => {
    const endpoint = await contentEndpoint("ok", 600);
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    });
    observer.observe({ type: "layout-shift" });
    const element = await mount("portfolio-projects", { endpoint });
    expect(textOf(shadow(element).querySelector("h2"))).to.equal("My Work");
    expect(textOf(shadow(element).querySelector(".screen-lead"))).to.not.equal("");

    const status = shadow(element).querySelector('[role="status"]');
    expect(textOf(status)).to.equal("Loading projects...");
    expect(stateText(element)).to.equal("Loading projects...");
    const skeleton = shadow(element).querySelector(".projects-grid");
    expect(skeleton?.getAttribute("aria-hidden")).to.equal("true");
    const skeletonTop = skeleton!.getBoundingClientRect().top;
    expect(cards(element)).to.have.length(0);

    await cardsOf(element, 3);
    expect(shadow(element).querySelector('[role="status"]')).to.equal(null);
    expect(stateText(element)).to.not.contain("Loading projects...");
    expect(shadow(element).querySelector(".projects-grid")!.getBoundingClientRect().top).to.equal(skeletonTop);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    observer.disconnect();
    expect(shifts.reduce((sum, value) => sum + value, 0)).to.be.below(0.01);
  });

  it("shows each project's title, description and tags, with only the links it has", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("ok") });
    const [budget, trailhead, recipe] = await cardsOf(element, 3);

    expect(textOf(budget!.querySelector(".project-title"))).to.equal("Budget Buddy");
    expect(textOf(budget!.querySelector("p"))).to.equal("Tracks where the month's money went.");
    expect([...budget!.querySelectorAll('[part="tag"]')].map(textOf)).to.deep.equal(["React", "TypeScript", "Chart.js"]);
    const links = [...budget!.querySelectorAll<HTMLAnchorElement>("a")];
    expect(links.map((link) => link.href)).to.deep.equal(["https://github.com/alex-rivera-dev/budget-buddy", "https://budget.example.com/"]);
    for (const link of links) {
      expect(link.target).to.equal("_blank");
      expect(link.rel).to.equal("noopener noreferrer");
      expect(link.getAttribute("aria-label")).to.contain("Budget Buddy");
      expect(link.getAttribute("part")).to.equal("project-link");
    }
    // A short visible label, which the accessible name starts with.
    expect(links.map(textOf)).to.deep.equal(["Code", "Live demo"]);
    expect(links[0]!.getAttribute("aria-label")).to.equal("Code: Budget Buddy on GitHub (opens in a new tab)");
    expect(links[1]!.getAttribute("aria-label")).to.equal("Live demo: Budget Buddy (opens in a new tab)");

    const trailheadLinks = [...trailhead!.querySelectorAll<HTMLAnchorElement>("a")];
    expect(trailheadLinks.map((link) => link.getAttribute("aria-label"))).to.deep.equal(["Code: Trailhead on GitHub (opens in a new tab)"]);

    expect(textOf(recipe)).to.equal("Recipe Scaler");
    expect(recipe!.querySelectorAll("a, p, ul")).to.have.length(0);
    expect(budget!.getAttribute("part")).to.equal("card project-card");
  });

  it("sends the contract's GetProjects: a JSON POST with operationName and accept */*", async () => {
    const endpoint = await contentEndpoint("ok");
    const element = await mount("portfolio-projects", { endpoint });
    await cardsOf(element);
    const [request] = await requestsTo(endpoint);
    expect(request!.headers["content-type"]).to.equal("application/json");
    expect(request!.headers.accept).to.equal("*/*");
    expect(request!.body.operationName).to.equal("GetProjects");
    expect(String(request!.body.query).replace(/\s+/g, " ")).to.equal("query GetProjects { project { id title description techstack livedemoUrl githubUrl } }");
    expect(request!.body.variables ?? {}).to.deep.equal({});
  });

  it("two elements on one page make one request, and a later one none", async () => {
    const endpoint = await contentEndpoint("ok", 300);
    const [first, second] = await Promise.all([mount("portfolio-projects", { endpoint }), mount("portfolio-projects", { endpoint })]);
    expect(stateText(first!)).to.equal("Loading projects...");
    expect(stateText(second!)).to.equal("Loading projects...");
    await cardsOf(first!, 3);
    await cardsOf(second!, 3);
    const third = await mount("portfolio-projects", { endpoint });
    // Cache-first: the cards are there on the first render, with no loading state.
    expect(cardTitles(third)).to.deep.equal(["Budget Buddy", "Trailhead", "Recipe Scaler"]);
    expect(await requestsTo(endpoint)).to.have.length(1);
  });

  it("an element that renders as another's answer arrives shows that answer, never loading for ever", async () => {
    const endpoint = await contentEndpoint("ok");
    const realFetch = window.fetch;
    let later: HTMLElement | undefined;
    // The real answer, handed to the page only once the later element has drawn its loading state and before
    // its effects run: the moment a list must not miss (observed on a blog whose post's elements were replaced).
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (!String(input instanceof Request ? input.url : input).startsWith(endpoint)) return response;
      const body = await response.text();
      const drawn = new Promise<void>((resolve) => {
        const element = document.createElement("portfolio-projects");
        element.setAttribute("endpoint", endpoint);
        later = element;
        document.body.append(element);
        // Drawn as it was appended (the lite runtime), or when its render commits.
        const observer = new MutationObserver(() => {
          if (!element.shadowRoot!.querySelector(".project-skeleton")) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element.shadowRoot!, { childList: true, subtree: true });
        if (element.shadowRoot!.querySelector(".project-skeleton")) resolve();
      });
      await drawn;
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    try {
      const first = await mount("portfolio-projects", { endpoint });
      await cardsOf(first, 3);
      await waitFor(() => later, "the later element");
      await cardsOf(later!, 3);
      expect(cardTitles(later!)).to.deep.equal(["Budget Buddy", "Trailhead", "Recipe Scaler"]);
      expect(await requestsTo(endpoint)).to.have.length(1);
    } finally {
      window.fetch = realFetch;
      later?.remove();
    }
  });

  it("#/projects → #/about → #/projects makes one request and shows the cards at once on the way back", async () => {
    const endpoint = await contentEndpoint("ok");
    const go = async (hash: string) => {
      const changed = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
      window.location.hash = hash;
      await changed;
    };
    history.replaceState(null, "", "#/projects");
    try {
      const app = await mount("portfolio-app", { name: "Alex Rivera", endpoint });
      await cardsOf(app, 3);
      await go("#/about");
      await waitFor(() => textOf(shadow(app).querySelector("main h1")) === "About Me", "About");
      await go("#/projects");
      await waitFor(() => textOf(shadow(app).querySelector("main h1")) === "My Work", "My Work");
      expect(stateText(app)).to.not.contain("Loading");
      expect(cardTitles(app)).to.have.length(3);
      expect(await requestsTo(endpoint)).to.have.length(1);
    } finally {
      history.replaceState(null, "", "#/");
    }
  });

  it("a new endpoint attribute loads that endpoint's projects", async () => {
    const first = await contentEndpoint("ok");
    const second = await contentEndpoint("empty");
    const element = await mount("portfolio-projects", { endpoint: first });
    await cardsOf(element, 3);
    element.setAttribute("endpoint", second);
    await waitFor(() => stateText(element) === "Could not find any projects.", "the second endpoint's answer");
    expect(cards(element)).to.have.length(0);
    expect(await requestsTo(second)).to.have.length(1);
  });

  const ERRORS: [Scenario, string][] = [
    ["status-500", "Error: 500 Internal Server Error"],
    ["status-503-json", "Error: 503 Service Unavailable"],
    ["errors", "Error: Rate limit exceeded: retry in 60 seconds"],
    ["drop", "Error: Failed to fetch"],
    ["not-graphql", "Error: The content service did not answer with GraphQL."],
  ];
  for (const [scenario, expected] of ERRORS) {
    it(`shows "${expected}" for ${scenario}`, async () => {
      const element = await mount("portfolio-projects", { endpoint: await contentEndpoint(scenario) });
      const alert = await waitFor(() => shadow(element).querySelector('[role="alert"]'), "the error");
      expect(textOf(alert)).to.equal(expected);
      expect(stateText(element)).to.equal(expected);
      expect(cards(element)).to.have.length(0);
    });
  }

  it("does not cache a failure: the next element retries and shows the cards", async () => {
    const endpoint = await contentEndpoint("flaky");
    const failed = await mount("portfolio-projects", { endpoint });
    await waitFor(() => stateText(failed) === "Error: 500 Internal Server Error", "the first failure");
    unmountAll();
    const retried = await mount("portfolio-projects", { endpoint });
    await cardsOf(retried, 3);
    expect(await requestsTo(endpoint)).to.have.length(2);
  });

  it("tells the owner to set the endpoint attribute when there is none, without a loading state", async () => {
    const element = await mount("portfolio-projects");
    expect(stateText(element)).to.match(/^Error: No content service is set\. Set the endpoint attribute/);
  });

  for (const scenario of ["null", "empty"] as const) {
    it(`shows "Could not find any projects." for project: ${scenario === "null" ? "null" : "[]"}`, async () => {
      const element = await mount("portfolio-projects", { endpoint: await contentEndpoint(scenario) });
      await waitFor(() => stateText(element) === "Could not find any projects.", "the empty state");
      expect(shadow(element).querySelectorAll(".projects-grid")).to.have.length(0);
    });
  }

  it("shows hostile data as text: no markup, no script or data links, bad entries skipped", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("hostile") });
    const found = await cardsOf(element, 4);
    expect(cardTitles(element)).to.deep.equal([
      '<img src=x onerror="window.pwned=1"><b>Markup</b>',
      "Only good links",
      "Wrong types",
      `Long${"o".repeat(400)}ng title`,
    ]);
    const [markup, goodLinks, wrongTypes, long] = found;
    expect(shadow(element).querySelectorAll(".projects-grid img, .projects-grid script, .projects-grid b, .projects-grid i")).to.have.length(0);
    expect(textOf(markup!.querySelector("p"))).to.equal("<script>window.pwned = 2</script>Plain words");
    expect([...markup!.querySelectorAll('[part="tag"]')].map(textOf)).to.deep.equal(["<i>React</i>", "Vue"]);
    expect(markup!.querySelectorAll("a")).to.have.length(0);
    expect([...goodLinks!.querySelectorAll("a")].map((link) => link.getAttribute("href"))).to.deep.equal(["https://github.com/alex-rivera-dev/ok"]);
    expect(wrongTypes!.querySelectorAll("a, p, ul")).to.have.length(0);
    expect(long!.scrollWidth).to.be.at.most(long!.clientWidth);
    expect((window as { pwned?: unknown }).pwned).to.equal(undefined);
  });

  it("shows the first 9 of 500 projects, then \"Show all 500 projects\", 48 at a time, and a control that adds the next ones", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("many") });
    await cardsOf(element, 9);
    const all = shadow(element).querySelector<HTMLButtonElement>(".projects-more button")!;
    expect(cards(element)).to.have.length(9);
    expect(textOf(all)).to.equal("Show all 500 projects");
    all.click();
    await cardsOf(element, 48);
    // Focus moves on to the first card the control added, not back to the page's start.
    await waitFor(() => shadow(element).activeElement === cards(element)[9]!.querySelector(".project-title"), "focus on the tenth card");
    const more = shadow(element).querySelector<HTMLButtonElement>(".projects-more button")!;
    expect(textOf(more)).to.equal("Show more projects (452 more)");
    more.click();
    const found = await cardsOf(element, 96);
    expect(textOf(found[95]!.querySelector(".project-title"))).to.equal("Project 96");
    expect(textOf(more)).to.equal("Show more projects (404 more)");
  });

  it("lays out and paints only the cards near the screen, each at its own height once the visitor nears it", async () => {
    await setViewport({ width: 375, height: 800 });
    try {
      const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("many") });
      await cardsOf(element, 9);
      shadow(element).querySelector<HTMLButtonElement>(".projects-more button")!.click();
      const found = await cardsOf(element, 48);
      await new Promise(requestAnimationFrame);
      // A card the browser skips keeps its own box; what is inside it is neither laid out nor painted.
      const rendered = (card: HTMLElement) => card.querySelector(".project-title")!.checkVisibility({ contentVisibilityAuto: true });
      expect(rendered(found[0]!), "the first card").to.equal(true);
      expect(rendered(found[47]!), "a card far below the screen").to.equal(false);
      const last = found[47]!;
      last.scrollIntoView();
      await waitFor(() => rendered(last), "the last card rendered once it is on screen");
      // Its own height now, not the 20rem the browser assumed while it was skipped.
      const footer = last.querySelector(".project-links")!;
      const style = getComputedStyle(last);
      const below = parseFloat(getComputedStyle(footer).marginBottom) + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
      expect(last.getBoundingClientRect().bottom).to.be.closeTo(footer.getBoundingClientRect().bottom + below, 1);
    } finally {
      window.scrollTo(0, 0);
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("lays the cards out in one column on a phone and several on a desktop", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("ok") });
    const found = await cardsOf(element, 3);
    const columns = () => new Set(found.map((card) => Math.round(card.getBoundingClientRect().left))).size;
    try {
      await setViewport({ width: 375, height: 800 });
      await waitFor(() => columns() === 1, "one column");
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      await setViewport({ width: 1280, height: 800 });
      await waitFor(() => columns() === 3, "three columns");
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("shows the demo server's sample projects from its real /graphql", async () => {
    const element = await mount("portfolio-projects", { endpoint: `${await demoUrl()}/graphql` });
    await cardsOf(element);
    expect(cards(element).length).to.be.within(6, 9);
    expect(cardTitles(element)).to.include("Budget Buddy");
    const links = [...shadow(element).querySelectorAll<HTMLAnchorElement>("a")];
    expect(links.length).to.be.greaterThan(0);
    for (const link of links) expect(link.href).to.match(/^https:\/\//);
  });
});
