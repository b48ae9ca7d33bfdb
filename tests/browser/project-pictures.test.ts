/**
 * A project's picture that is a local raster file (an owner's PNG screenshot of some megabytes) reaches the cards
 * as its light versions: the demo content service answers with the WebP made of it, and the card's `<img>` picks
 * its size and format (AVIF where the browser takes it) by `sizes`, never the PNG, laid out as any card picture.
 */
import { executeServerCommand, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { cardsOf } from "./content-service.ts";
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

  it("Home's featured cards on a phone: the picture beside the words, as without formats", async () => {
    await setViewport({ width: 375, height: 812 });
    const hero = await mount("portfolio-hero", { name: "Ann", endpoint, featured: "3", "project-details": "on" });
    const [card] = await waitFor(() => {
      const found = [...shadow(hero).querySelectorAll<HTMLElement>(".featured-card:not(.featured-skeleton)")];
      return found.length ? found : undefined;
    }, "featured cards", 8000);
    const img = card!.querySelector<HTMLImageElement>("img.project-picture")!;
    const title = card!.querySelector(".featured-title")!;
    expect(img.parentElement!.localName).to.equal("picture");
    expect(img.getBoundingClientRect().right).to.be.at.most(title.getBoundingClientRect().left);
  });
});
