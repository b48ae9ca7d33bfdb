/**
 * Right to left with the owner's Latin texts (issue 46): on an Arabic page, the owner's and the content service's
 * words keep their own direction (`dir="auto"`, `<bdi>`), and the logo's dot follows the initials ("AR.", not ".AR").
 */
import { expect } from "chai";
import { contentEndpoint } from "./content-service.ts";
import { find, mount, shadow, unmountAll, waitFor } from "./helpers.ts";

const direction = (node: Element) => getComputedStyle(node).direction;

describe("an Arabic page with Latin texts", () => {
  afterEach(unmountAll);

  it("writes the logo's dot after the initials", async () => {
    const header = await mount("portfolio-header", { name: "Alex Rivera", lang: "ar" });
    const logo = await waitFor(() => shadow(header).querySelector(".logo"), "the logo");
    expect(direction(logo)).to.equal("rtl");
    const [initials, dot] = [...logo.querySelectorAll("span")].map((span) => span.getBoundingClientRect());
    expect(initials!.width).to.be.greaterThan(0);
    // Left to right on the screen: "AR" then ".".
    expect(dot!.left).to.be.at.least(initials!.right - 1);
  });

  it("keeps a Latin title, tagline, name and tags left to right inside the right-to-left page", async () => {
    const app = await mount("portfolio-app", {
      name: "Alex Rivera",
      lang: "ar",
      tagline: "I build fast, accessible web apps.",
      endpoint: await contentEndpoint("ok"),
    });
    // The app composes the screens in its own shadow root.
    const root = shadow(app);
    const heroRoot = root;
    const tagline = await waitFor(() => heroRoot.querySelector(".hero-tagline"), "the tagline");
    expect(direction(heroRoot.querySelector(".hero-title")!)).to.equal("rtl");
    expect(direction(tagline.querySelector("bdi")!)).to.equal("ltr");
    // Lined up with the greeting on the right, not on the left of its column.
    const words = document.createRange();
    words.selectNodeContents(tagline);
    expect(words.getBoundingClientRect().right).to.be.closeTo(tagline.getBoundingClientRect().right, 2);
    expect(tagline.textContent).to.equal("I build fast, accessible web apps.");
    expect(direction(heroRoot.querySelector(".hero-name")!)).to.equal("ltr");
    expect(direction(heroRoot.querySelector(".hero-subtitle bdi")!)).to.equal("rtl");

    window.location.hash = "#/projects";
    const card = await waitFor(() => root.querySelector(".project-card:not(.project-skeleton)"), "a card", 15_000);
    const title = card.querySelector(".project-title")!;
    expect(title.textContent).to.match(/^[A-Za-z]/);
    expect(direction(card)).to.equal("rtl");
    expect(direction(title)).to.equal("ltr");
    expect(direction(card.querySelector(".project-description")!)).to.equal("ltr");
    const tags = card.querySelector(".project-tags");
    if (tags) expect(direction(tags)).to.equal("ltr");

    expect(direction(find(app, ".footer-name bdi"))).to.equal("ltr");
    window.location.hash = "";
  });
});
