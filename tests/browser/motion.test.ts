/**
 * Motion in <portfolio-app>: the first screen paints at once; a route change brings the new screen and its cards in
 * by transform only (nothing that moves the layout, nothing that hides the new screen in its first frame);
 * prefers-reduced-motion turns all of it off.
 */
import { emulateMedia } from "@web/test-runner-commands";
import { expect } from "chai";
import { mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** The CSS properties the element's running animations change, besides keyframe bookkeeping. */
function animatedProperties(elements: Element[]): string[] {
  const properties = new Set<string>();
  for (const element of elements) {
    for (const animation of element.getAnimations()) {
      for (const keyframe of (animation.effect as KeyframeEffect).getKeyframes()) {
        for (const key of Object.keys(keyframe)) {
          if (!["offset", "computedOffset", "easing", "composite"].includes(key)) properties.add(key);
        }
      }
    }
  }
  return [...properties].sort();
}

async function go(app: HTMLElement, hash: string, heading: string) {
  window.location.hash = hash;
  await waitFor(() => textOf(shadow(app).querySelector("main h1")) === heading, heading);
}

describe("motion", () => {
  let app: HTMLElement;

  beforeEach(async () => {
    history.replaceState(null, "", "#/");
    app = await mount("portfolio-app", { name: "Alex Rivera" });
  });

  afterEach(async () => {
    unmountAll();
    history.replaceState(null, "", "#/");
    await emulateMedia({ reducedMotion: "no-preference" });
  });

  const screen = () => [...shadow(app).querySelectorAll(".screen > .container")];
  const cards = () => [...shadow(app).querySelectorAll(".three-cards > li")];

  it("paints the first screen without an entrance, then brings each new screen and its cards in by transform", async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    expect(animatedProperties(screen()), "the first screen").to.deep.equal([]);
    await go(app, "#/about", "About Me");
    expect(animatedProperties(screen()), "the screen").to.deep.equal(["transform"]);
    expect(cards()).to.have.length(3);
    expect(animatedProperties(cards()), "the cards").to.deep.equal(["transform"]);
  });

  it("shows the new screen's heading fully opaque in the first frame that holds it", async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    // Sampled in each frame's animation callback, before that frame is drawn.
    const firstFrameOpacity = new Promise<number>((resolve) => {
      requestAnimationFrame(function each() {
        const heading = shadow(app).querySelector<HTMLElement>("main h1");
        if (textOf(heading) !== "About Me") return void requestAnimationFrame(each);
        let opacity = 1;
        for (let node: Element | null = heading; node && node !== app; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        resolve(opacity);
      });
    });
    window.location.hash = "#/about";
    expect(await firstFrameOpacity).to.equal(1);
  });

  it("has no entrance under prefers-reduced-motion", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    await go(app, "#/about", "About Me");
    expect(animatedProperties([...screen(), ...cards()])).to.deep.equal([]);
    await go(app, "#/contact", "Let's Work Together");
    expect(animatedProperties([...screen(), ...cards()])).to.deep.equal([]);
  });
});
