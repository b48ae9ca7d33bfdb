/**
 * A project's picture that is a local raster file (an owner's PNG screenshot of some megabytes) reaches the cards
 * as its light versions: the demo content service answers with the WebP made of it, and the card's `<img>` picks
 * its size from `srcset` by `sizes`, never the PNG.
 */
import { executeServerCommand, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { cardsOf } from "./content-service.ts";
import { mount, shadow, unmountAll, waitFor } from "./helpers.ts";

describe("project pictures made light", () => {
  let endpoint = "";
  before(async () => {
    endpoint = `${(await executeServerCommand("pictures-demo-url")) as string}/graphql`;
  });
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it("a card's <img> shows a light WebP version at the card's size, not the PNG", async () => {
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
    // The slot is at most 24rem wide: at 1x the browser takes a width far below the largest.
    expect(img.currentSrc).to.match(/project-[0-9a-f]{16}-(480|800)\.webp$/);
    expect([...shadow(element).querySelectorAll("img")].some((each) => /\.png/.test(each.currentSrc))).to.equal(false);
  });
});
