/**
 * The designed states of <portfolio-projects> against the scripted content service (tests/servers/content-faults.mjs):
 * "Try again" asks the service again without a reload, the error and empty states offer the owner's GitHub, the
 * grid leaves no card alone on a row, and the list arriving late barely moves the page.
 */
import { emulateMedia, setViewport } from "@web/test-runner-commands";
import axe from "axe-core";
import { expect } from "chai";
import { cards, cardsOf, contentEndpoint, requestsTo } from "./content-service.ts";
import { mount, nextFrame, settled, shadow, textOf, unmountAll, waitFor, watchFor } from "./helpers.ts";

const GITHUB = "https://github.com/alex-rivera-dev";

function buttonNamed(element: Element, name: string): HTMLButtonElement | undefined {
  return [...shadow(element).querySelectorAll("button")].find((button) => textOf(button) === name);
}

/** Serious and critical axe findings inside one element. */
async function seriousViolations(element: Element): Promise<string[]> {
  // Past the entrance and colour transitions, so contrast is measured on the final colours.
  await settled();
  const { violations } = await axe.run(element, { resultTypes: ["violations"] });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" > ")).join(", ")}`);
}

describe("<portfolio-projects> states", () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it('"Try again" after a failure asks the service again and shows the cards, without a reload', async () => {
    const endpoint = await contentEndpoint("flaky");
    const marker = Symbol("this page");
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    const element = await mount("portfolio-projects", { endpoint });
    const retry = await waitFor(() => buttonNamed(element, "Try again"), "the Try again button");
    expect(textOf(shadow(element).querySelector('[role="alert"]'))).to.equal("Error: 500 Internal Server Error");
    // The local service answers within milliseconds, so the loading state is watched for, not polled.
    const loading = watchFor(shadow(element), () => textOf(shadow(element).querySelector('[role="status"]')) === "Loading projects...");
    retry.click();
    await cardsOf(element, 3);
    expect(loading.seen(), "the loading state between the error and the cards").to.equal(true);
    expect((await requestsTo(endpoint)).length).to.equal(2);
    expect((window as unknown as Record<symbol, boolean>)[marker]).to.equal(true);
    // The pressed button is gone: focus waits on the section's heading, not at the top of the page.
    expect(shadow(element).activeElement).to.equal(shadow(element).querySelector("h2"));
  });

  it('"Try again" that fails again shows the error again, with the button', async () => {
    const endpoint = await contentEndpoint("status-500");
    const element = await mount("portfolio-projects", { endpoint });
    const retry = await waitFor(() => buttonNamed(element, "Try again"), "the Try again button");
    const loading = watchFor(shadow(element), () => shadow(element).querySelector(".project-skeleton") !== null);
    retry.click();
    await waitFor(() => loading.seen() && buttonNamed(element, "Try again"), "the button after the second failure");
    expect(loading.seen(), "the loading state between the two errors").to.equal(true);
    expect(textOf(shadow(element).querySelector('[role="alert"]'))).to.equal("Error: 500 Internal Server Error");
    expect((await requestsTo(endpoint)).length).to.equal(2);
  });

  it("the error offers the owner's GitHub when it is set, and no retry when the endpoint setting is what is wrong", async () => {
    const withGithub = await mount("portfolio-projects", { endpoint: await contentEndpoint("drop"), github: GITHUB });
    await waitFor(() => buttonNamed(withGithub, "Try again"), "the error");
    const link = shadow(withGithub).querySelector<HTMLAnchorElement>(`.projects-state a[href="${GITHUB}"]`);
    expect(textOf(link)).to.equal("My GitHub (opens in a new tab)");
    expect([link!.target, link!.rel]).to.deep.equal(["_blank", "noopener noreferrer"]);

    const unset = await mount("portfolio-projects");
    // Past the element's first effects: the unusable setting must not turn into a failure to retry.
    await waitFor(() => shadow(unset).querySelector('[role="alert"]'), "the error");
    await nextFrame();
    expect(textOf(shadow(unset).querySelector('[role="alert"]'))).to.match(/^Error: No content service is set\./);
    expect(buttonNamed(unset, "Try again")).to.equal(undefined);
    expect(shadow(unset).querySelectorAll(".projects-state a")).to.have.length(0);
  });

  it("the error leads with a plain heading, the spec's \"Error: …\" text as its detail", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("status-500") });
    const title = await waitFor(() => shadow(element).querySelector(".projects-state h3"), "the error's heading");
    expect(textOf(title)).to.equal("Projects could not be loaded");
    const detail = shadow(element).querySelector('[part="projects-error"]')!;
    expect(textOf(detail)).to.match(/^Error: \S/);
    expect(detail.getAttribute("role")).to.equal("alert");
    // The heading comes first, larger than its detail.
    expect(title.compareDocumentPosition(detail) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(parseFloat(getComputedStyle(title).fontSize)).to.be.greaterThan(parseFloat(getComputedStyle(detail).fontSize));
  });

  it("the loading label covers no placeholder card", async () => {
    for (const width of [375, 1280]) {
      await setViewport({ width, height: 800 });
      const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("ok", 5000) });
      const label = shadow(element).querySelector('[role="status"]')!;
      expect(textOf(label)).to.equal("Loading projects...");
      const box = label.getBoundingClientRect();
      for (const card of shadow(element).querySelectorAll(".project-skeleton")) {
        const other = card.getBoundingClientRect();
        const overlaps = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
        expect(overlaps, `at ${width} px the label overlaps a placeholder`).to.equal(false);
      }
      unmountAll();
    }
  });

  it("the empty state keeps its text and offers the owner's GitHub", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("empty"), github: GITHUB });
    const status = await waitFor(() => shadow(element).querySelector('.projects-state [role="status"]'), "the empty state");
    expect(textOf(status)).to.equal("Could not find any projects.");
    expect(shadow(element).querySelector(`.projects-state a[href="${GITHUB}"]`)).to.not.equal(null);
  });

  /** Each row of cards, by their top edge: the cards in it must fill the grid's width (no card left alone). */
  function rowsOf(element: Element): { cards: number; filled: number }[] {
    const grid = shadow(element).querySelector(".projects-grid")!.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const card of cards(element)) {
      const box = card.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    }
    return [...rows.values()].map((boxes) => ({
      cards: boxes.length,
      filled: (Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left))) / grid.width,
    }));
  }

  for (const [width, scenario, count] of [[768, "seven", 7], [1280, "seven", 7], [1280, "four", 4], [1280, "five", 5]] as const) {
    it(`leaves no card alone beside an empty space: ${count} projects at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      const element = await mount("portfolio-projects", { endpoint: await contentEndpoint(scenario) });
      await cardsOf(element, count);
      // Measured where the cards come to rest: their entrance moves them, each with its own delay.
      await settled();
      const rows = rowsOf(element);
      expect(rows.length, "rows").to.be.greaterThan(1);
      for (const row of rows) expect(row.filled, JSON.stringify(rows)).to.be.closeTo(1, 0.01);
      // And more than one card per row, except a first card given the whole row.
      expect(rows.slice(1).every((row) => row.cards > 1), JSON.stringify(rows)).to.equal(true);
    });
  }

  for (const [width, height] of [[375, 812], [1280, 800]] as const) {
    it(`4 projects arriving after 1.5 s shift the page less than 0.1 at ${width} px (the app at #/projects)`, async () => {
      await setViewport({ width, height });
      const endpoint = await contentEndpoint("four", 1500);
      let shift = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shift += entry.value;
        }
      });
      observer.observe({ type: "layout-shift" });
      history.replaceState(null, "", "#/projects");
      try {
        const app = await mount("portfolio-app", { name: "Alex Rivera", endpoint });
        await waitFor(() => shadow(app).querySelector(".project-skeleton"), "the placeholders");
        await cardsOf(app, 4);
        // Past the cards' entrance: any shift they caused is among the records by then.
        await settled();
        await nextFrame();
      } finally {
        for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shift += entry.value;
        }
        observer.disconnect();
        history.replaceState(null, "", "#/");
      }
      expect(shift, `layout shift ${shift.toFixed(4)}`).to.be.below(0.1);
    });
  }

  // With project details, the placeholders carry the picture's 16:9 block, so the cards take their place as they are.
  for (const [width, height] of [[375, 812], [1280, 800]] as const) {
    it(`with project details, 4 projects with pictures arriving after 1.5 s shift the page at most 0.01 at ${width} px`, async () => {
      await setViewport({ width, height });
      const endpoint = await contentEndpoint("four", 1500);
      let shift = 0;
      const count = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shift += entry.value;
        }
      };
      const observer = new PerformanceObserver((list) => count(list.getEntries()));
      observer.observe({ type: "layout-shift" });
      history.replaceState(null, "", "#/projects");
      try {
        const app = await mount("portfolio-app", { name: "Alex Rivera", endpoint, "project-details": "on" });
        const skeleton = await waitFor(() => shadow(app).querySelector(".project-skeleton"), "the placeholders");
        const block = skeleton.querySelector(".skeleton-picture")!.getBoundingClientRect();
        const title = skeleton.querySelector(".skeleton-title")!.getBoundingClientRect();
        expect(block.height).to.be.closeTo((block.width * 9) / 16, 1.5);
        const [card] = await cardsOf(app, 4);
        await waitFor(() => card!.querySelector<HTMLImageElement>("img.project-picture")?.complete, "the first picture", 5000);
        // Where the cards come to rest, past their entrance.
        await settled();
        await nextFrame();
        const picture = card!.querySelector(".project-picture")!.getBoundingClientRect();
        // The picture where its block was (four projects take two columns at 1280 px, the placeholders three).
        expect(picture.top).to.be.closeTo(block.top, 0.5);
        // One column at 375 px: the title starts where its placeholder did, under a picture as tall as the block.
        if (width === 375) expect(card!.querySelector(".project-title")!.getBoundingClientRect().top).to.be.closeTo(title.top, 2);
      } finally {
        count(observer.takeRecords());
        observer.disconnect();
        history.replaceState(null, "", "#/");
      }
      expect(shift, `layout shift ${shift.toFixed(4)}`).to.be.at.most(0.01);
    });
  }

  it("has no serious or critical axe finding in the loading, error and empty states, in both themes", async () => {
    // The three states side by side in one box: one axe run per theme (axe is the heaviest work in this file).
    const box = document.createElement("div");
    document.body.append(box);
    try {
      const loading = await mount("portfolio-projects", { endpoint: await contentEndpoint("ok", 8000), github: GITHUB }, box);
      const error = await mount("portfolio-projects", { endpoint: await contentEndpoint("drop"), github: GITHUB }, box);
      const empty = await mount("portfolio-projects", { endpoint: await contentEndpoint("empty"), github: GITHUB }, box);
      await waitFor(() => buttonNamed(error, "Try again") && shadow(empty).querySelector(".projects-state"), "the states");
      expect(shadow(loading).querySelector(".project-skeleton")).to.not.equal(null);
      for (const scheme of ["light", "dark"] as const) {
        await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        expect(await seriousViolations(box), scheme).to.deep.equal([]);
      }
    } finally {
      box.remove();
      await emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    }
  });
});
