/**
 * <portfolio-header> embedded at a fixed, short height (a Notion-like page gives a frame 80 px): there is no room
 * for an open menu below the bar, so the links stay in the bar, all reachable.
 */
import { expect } from "chai";
import { setViewport } from "@web/test-runner-commands";
import { find, mount, shadow, unmountAll } from "./helpers.ts";

describe("<portfolio-header> in a short frame", () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [375, 320]) {
    it(`at ${width} × 80 px shows every link in the bar, none clipped, and no menu to open`, async () => {
      await setViewport({ width, height: 80 });
      const header = await mount("portfolio-header", { name: "Alex Rivera" });
      expect(getComputedStyle(find(header, ".menu-toggle")).display).to.equal("none");
      const nav = find(header, "nav");
      const navBox = nav.getBoundingClientRect();
      for (const link of shadow(header).querySelectorAll<HTMLAnchorElement>("nav a")) {
        link.scrollIntoView({ block: "nearest", inline: "nearest" });
        const box = link.getBoundingClientRect();
        expect(box.bottom, `${link.textContent} within the frame`).to.be.at.most(80);
        expect(box.top).to.be.at.least(0);
        expect(box.right, `${link.textContent} within the bar`).to.be.at.most(Math.min(width, navBox.right) + 0.5);
        expect(box.height).to.be.at.least(24);
      }
      expect(document.documentElement.scrollWidth, "no sideways scroll of the page").to.be.at.most(width);
    });
  }

  it("keeps its menu on a phone of normal height", async () => {
    await setViewport({ width: 375, height: 700 });
    const header = await mount("portfolio-header");
    expect(getComputedStyle(find(header, ".menu-toggle")).display).to.not.equal("none");
  });
});
