/**
 * A project's picture that is a local raster file (an owner's PNG screenshot of some megabytes) reaches the cards
 * as its light versions: the demo content service answers with the WebP made of it, and the card's `<img>` picks
 * its size and format (AVIF where the browser takes it) by `sizes`, never the PNG, laid out as any card picture. In
 * the static site, My Work's first picture and a project's own are painted from the page itself on a phone.
 */
import { executeServerCommand, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { cardsOf } from "./content-service.ts";
import { closeFrames, frameDocument, frameWindow, openFrame } from "./frames.ts";
import { mount, shadow, unmountAll, waitFor } from "./helpers.ts";

describe("project pictures made light", () => {
  let endpoint = "";
  before(async function () {
    // The server makes the light versions before it answers: seconds on a busy machine.
    this.timeout(90_000);
    endpoint = `${(await executeServerCommand("pictures-demo-url")) as string}/graphql`;
  });
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it("a card's <img> shows a light AVIF version at the card's size, not the PNG, edge to edge", async () => {
    await setViewport({ width: 1280, height: 800 });
    const element = await mount("portfolio-projects", { endpoint, "project-details": "on" });
    const [card] = await cardsOf(element);
    const img = card!.querySelector<HTMLImageElement>("img.project-picture")!;
    expect(img, "the card's picture").to.exist;
    img.loading = "eager";
    await waitFor(() => img.complete && img.naturalWidth > 0, "the picture loaded", 10_000);
    expect(img.getAttribute("src")).to.match(/\/project-pictures\/project-[0-9a-f]{16}-1600\.webp$/);
    expect(img.getAttribute("sizes")).to.be.a("string").and.not.equal("");
    const offered = (img.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[1]);
    expect(offered).to.deep.equal(["480w", "800w", "1200w", "1600w"]);
    const avif = img.parentElement!.querySelector("source[type='image/avif']")!;
    expect(avif.getAttribute("srcset")).to.match(/project-[0-9a-f]{16}-480\.avif 480w, .*-1600\.avif 1600w$/);
    // The slot is at most 24rem wide: at 1x the browser takes a width far below the largest.
    expect(img.currentSrc).to.match(/project-[0-9a-f]{16}-(480|800)\.avif$/);
    // Edge to edge at the card's top, as a picture without a <picture> around it.
    expect(img.getBoundingClientRect().width).to.be.closeTo(card!.getBoundingClientRect().width - 2, 1);
    expect([...shadow(element).querySelectorAll("img")].some((each) => /\.png/.test(each.currentSrc))).to.equal(false);
  });

  it("Home's featured cards on a phone: the first picture across the top, at once, in a version as wide as it shows", async () => {
    await setViewport({ width: 375, height: 812 });
    const hero = await mount("portfolio-hero", { name: "Ann", endpoint, featured: "3", "project-details": "on" });
    const [card] = await waitFor(() => {
      const found = [...shadow(hero).querySelectorAll<HTMLElement>(".featured-card:not(.featured-skeleton)")];
      return found.length ? found : undefined;
    }, "featured cards", 8000);
    const img = card!.querySelector<HTMLImageElement>("img.project-picture")!;
    const title = card!.querySelector(".featured-title")!;
    expect(img.parentElement!.localName).to.equal("picture");
    const shown = img.getBoundingClientRect();
    expect(shown.bottom).to.be.at.most(title.getBoundingClientRect().top);
    expect(img.loading).to.not.equal("lazy");
    // The slot its `sizes` declares is the width it takes, so the browser picks a version that is not blurred.
    expect(declaredSlot(img.sizes), img.sizes).to.be.within(shown.width * 0.9, shown.width * 1.25);
  });
});

/** The slot width a `sizes` attribute declares at this window's width, in CSS px (the forms our `sizes` use). */
function declaredSlot(sizes: string): number {
  for (const entry of sizes.split(",")) {
    const match = /^\s*(\(.*\))?\s*([\d.]+)(vw|px|rem)\s*$/.exec(entry);
    if (!match || (match[1] && !matchMedia(match[1]).matches)) continue;
    const value = Number(match[2]);
    return match[3] === "vw" ? (value * innerWidth) / 100 : match[3] === "rem" ? value * 16 : value;
  }
  return Number.NaN;
}

describe("project pictures in the static site's pages", () => {
  let site = "";
  before(async function () {
    // build:site makes the light versions of two 2400 px PNGs: seconds on a busy machine.
    this.timeout(120_000);
    const picture = (name: string) => ({ url: `/assets/projects/${name}.png`, width: 2400, height: 1350 });
    const work = [
      { id: "kiln", title: "Kiln", description: "Firing logs.", techstack: "Svelte", image: picture("kiln"), imageAlt: "Kiln's log" },
      { id: "tide", title: "Tide", description: "Tide tables.", techstack: "Go", image: picture("tide"), imageAlt: "Tide's chart" },
    ];
    const { path } = (await executeServerCommand("studio-build-site", {
      settings: JSON.stringify({ name: "Priya", featured: 2, projectDetails: "on", site: { url: "https://priya.example/", projectsFile: "work.json" } }),
      files: { "work.json": JSON.stringify(work) },
      screenshots: ["kiln", "tide"],
    })) as { path: string };
    site = path;
  });
  afterEach(closeFrames);

  // A prerendered page must start on its own markup (hydrate it): markup thrown away for a client render shows the
  // loading state for as long as the details' code takes to arrive, and paints the largest picture again.
  for (const [page, selector] of [["index.html", "portfolio-app"], ["projects.html", "portfolio-app"], ["projects/kiln.html", "portfolio-app"], ["embed/projects.html", "portfolio-projects"]] as const) {
    it(`${page} starts on its prerendered screen: kept, never the loading state`, async function () {
      this.timeout(30_000);
      const frame = document.createElement("iframe");
      Object.assign(frame.style, { width: "375px", height: "812px", border: "0" });
      document.body.append(frame);
      frame.src = `${site}${page}`;
      try {
        // Taken from its parse, before its script can start the element (that takes a chunk's fetch at least).
        const element = await waitFor(() => {
          const doc = frame.contentDocument;
          const found = doc && new URL(doc.URL).pathname.endsWith(`/${page}`) ? doc.querySelector(selector) : null;
          return found?.shadowRoot?.querySelector(".project-page-title, .project-card, .featured-card") ? found : undefined;
        }, "the prerendered element");
        const prerendered = element.shadowRoot!.querySelector(".project-page-title, .project-card, .featured-card")!;
        await waitFor(() => element.matches(":state(light), :state(dark)"), "the element started", 15_000);
        // Until the details' code has arrived and rendered, and a frame after.
        await waitFor(() => frame.contentWindow!.performance.getEntriesByType("resource").some((entry) => /\/details-[\w-]+\.js$/.test(entry.name)), "the details' code", 15_000);
        await waitFor(() => element.shadowRoot!.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(".project-picture"))), "the details' styles", 15_000);
        await new Promise((resolve) => frame.contentWindow!.requestAnimationFrame(resolve));
        expect(prerendered.isConnected, "the prerendered screen is still the one shown").to.equal(true);
        expect(element.shadowRoot!.querySelector(".projects-loading, .project-skeleton, .featured-skeleton, .screen-loading")).to.equal(null);
      } finally {
        frame.remove();
      }
    });
  }

  for (const [page, selector] of [["projects.html", "portfolio-app"], ["embed/projects.html", "portfolio-projects"], ["projects/kiln.html", "portfolio-app"]] as const) {
    it(`${page} on a phone paints its first picture from the page itself, before and after the element starts`, async function () {
      this.timeout(30_000);
      const frame = await openFrame(`${site}${page}`, 375, 812);
      const img = await waitFor(() => {
        const element = frameDocument(frame).querySelector(selector);
        return element?.shadowRoot?.querySelector<HTMLImageElement>("img[alt=\"Kiln's log\"]");
      }, "Kiln's picture");
      await waitFor(() => img.complete && img.naturalWidth > 0, "the picture painted");
      expect(img.currentSrc.startsWith("data:image/avif;base64,"), img.currentSrc.slice(0, 60)).to.equal(true);
      // The element started and rendered the same picture: still the one in the page.
      const app = frameDocument(frame).querySelector(selector)!;
      await waitFor(() => app.matches(":state(light), :state(dark)"), "the element started", 15_000);
      const source = app.shadowRoot!.querySelector(`img[alt="Kiln's log"]`)!.parentElement!.querySelector("source[type='image/avif']")!;
      expect(source.getAttribute("srcset")).to.match(/^data:image\/avif;base64,\S+ 800w, \S+-1200\.avif 1200w/);
      // No request for any of Kiln's picture files.
      const kilnFile = /\/(project-[0-9a-f]{16})-1200\.avif/.exec(source.getAttribute("srcset")!)![1]!;
      const asked = frameWindow(frame).performance.getEntriesByType("resource").map((entry) => entry.name);
      expect(asked.filter((name) => name.includes(kilnFile))).to.deep.equal([]);
    });
  }
});
