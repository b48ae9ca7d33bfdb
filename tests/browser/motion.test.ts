/**
 * Motion in <portfolio-app>: the first screen paints at once; a route change brings the new screen and its cards in
 * with opacity and transform only (nothing that moves the layout); prefers-reduced-motion turns all of it off.
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

  it("paints the first screen without an entrance, then brings each new screen and its cards in by opacity and transform", async () => {
    await emulateMedia({ reducedMotion: "no-preference" });
    expect(animatedProperties(screen()), "the first screen").to.deep.equal([]);
    await go(app, "#/about", "About Me");
    expect(animatedProperties(screen()), "the screen").to.deep.equal(["opacity", "transform"]);
    expect(cards()).to.have.length(3);
    expect(animatedProperties(cards()), "the cards").to.deep.equal(["opacity", "transform"]);
  });

  it("has no entrance under prefers-reduced-motion", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    await go(app, "#/about", "About Me");
    expect(animatedProperties([...screen(), ...cards()])).to.deep.equal([]);
    await go(app, "#/contact", "Let's Work Together");
    expect(animatedProperties([...screen(), ...cards()])).to.deep.equal([]);
  });
});
