/**
 * A project card's reading order and weight: the title first and largest, the description a step quieter, the tags
 * quieter still, and the links in a footer across the card's bottom edge, on one row in every card from a phone to
 * the narrowest card of the two- and three-column grids.
 */
import { emulateMedia, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { cardsOf, contentEndpoint } from "./content-service.ts";
import { mount, nextFrame, unmountAll } from "./helpers.ts";

/** The element's own widths: phones, the narrowest two-column grid (36rem), a tablet, the narrowest three (56rem), desktops. */
const WIDTHS = [320, 375, 576, 600, 768, 896, 1024, 1280];

const fontSize = (element: Element) => parseFloat(getComputedStyle(element).fontSize);

describe("<portfolio-projects> cards", () => {
  before(async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    await setViewport({ width: 1400, height: 900 });
  });
  after(async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(unmountAll);

  it("reads title, description, tags, then the links, each quieter than the one before", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("seven") });
    const [card] = await cardsOf(element, 7);
    const title = card!.querySelector(".project-title")!;
    const description = card!.querySelector(".project-description")!;
    const tag = card!.querySelector(".tag")!;
    const links = card!.querySelector(".project-links")!;
    const order = [title, description, tag, links].map((part) => part.getBoundingClientRect().top);
    expect(order, "top to bottom").to.deep.equal([...order].sort((a, b) => a - b));
    expect(fontSize(title)).to.be.greaterThan(fontSize(description));
    expect(fontSize(description)).to.be.greaterThan(fontSize(tag));
    expect(Number(getComputedStyle(title).fontWeight)).to.be.at.least(700);
  });

  for (const width of WIDTHS) {
    it(`at ${width} px every card's links sit on one row, in a footer across the card's bottom edge`, async () => {
      const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("seven") });
      element.style.display = "block";
      element.style.width = `${width}px`;
      for (const card of await cardsOf(element, 7)) {
        // A card out of sight is not laid out: bring each into view before measuring it.
        card.scrollIntoView({ block: "nearest" });
        await nextFrame();
        const title = card.querySelector(".project-title")!.textContent;
        const box = card.getBoundingClientRect();
        const border = parseFloat(getComputedStyle(card).borderLeftWidth);
        const links = [...card.querySelectorAll(".project-link")].map((link) => link.getBoundingClientRect());
        expect(links.length, title!).to.be.greaterThan(0);
        expect(new Set(links.map((link) => Math.round(link.top))).size, `${title}: rows of links in a ${Math.round(box.width)} px card`).to.equal(1);
        const footer = card.querySelector(".project-links")!.getBoundingClientRect();
        expect(footer.left, `${title}: the footer's left edge`).to.be.closeTo(box.left + border, 0.5);
        expect(footer.right, `${title}: the footer's right edge`).to.be.closeTo(box.right - border, 0.5);
        expect(footer.bottom, `${title}: the footer closes the card`).to.be.closeTo(box.bottom - border, 0.5);
        for (const link of links) expect(link.right, `${title}: a link inside the card`).to.be.at.most(footer.right);
        expect(card.scrollWidth, `${title}: nothing wider than the card`).to.be.at.most(card.clientWidth);
      }
    });
  }
});
