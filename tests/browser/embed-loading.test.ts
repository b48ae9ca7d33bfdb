/**
 * The built bundle (dist/, from `npm run build`) on pages of its own:
 * - lazy loading: a page with one tag fetches that element's code only; the GraphQL client and the e-mail
 *   library come only with the elements that use them;
 * - double loading: the ES module and the classic script, each twice or both, define every tag once and work.
 */
import { expect } from "chai";
import { closeFrames, frameWindow, openFrame, rendered, requestsOf, watchOf } from "./frames.ts";
import { idle, textOf, waitFor } from "./helpers.ts";
import { TAGS } from "../../src/tags.js";

type Manifest = Record<string, { file: string; src?: string }>;
let manifest: Manifest;

/** The built file of a manifest entry, e.g. "src/services/emailjs.ts" or a node_modules path. */
function builtFile(test: (key: string) => boolean): string {
  const key = Object.keys(manifest).find(test);
  if (!key) throw new Error("not in dist/.vite/manifest.json");
  return `/dist/${manifest[key].file}`;
}

const GRAPHQL = () => builtFile((key) => key === "src/services/graphql-client.ts");
const EMAIL = () => builtFile((key) => key === "src/services/emailjs.ts");
const ELEMENT = (name: string) => builtFile((key) => key === `src/elements/${name}/index.ts`);

/** The paths of the scripts the frame fetched. */
const scripts = (frame: HTMLIFrameElement) =>
  requestsOf(frame)
    .map((url) => new URL(url).pathname)
    .filter((path) => path.endsWith(".js"));

/** Until the frame has nothing left to run: whatever it would fetch on its own after its first render has started. */
const settle = (frame: HTMLIFrameElement) => idle(frameWindow(frame));

describe("the built bundle", () => {
  before(async () => {
    const response = await fetch("/embedding/manifest.json");
    if (!response.ok) throw new Error("dist/ has no build: run `npm run build` before the browser tests.");
    manifest = (await response.json()) as Manifest;
  });
  afterEach(closeFrames);

  describe("lazy loading: what a page with one tag downloads", () => {
    it("<portfolio-hero> alone: its own code, neither the GraphQL client nor the e-mail library", async () => {
      const frame = await openFrame("/embedding/one-tag.html?tag=portfolio-hero");
      const hero = await rendered(frame, "portfolio-hero");
      expect(textOf(hero.shadowRoot!.querySelector("h2"))).to.match(/^Hello, I'm/);
      await settle(frame);
      const fetched = scripts(frame);
      expect(fetched).to.include(ELEMENT("hero"));
      for (const absent of [GRAPHQL(), EMAIL(), ELEMENT("projects"), ELEMENT("contact"), ELEMENT("about")]) expect(fetched).not.to.include(absent);
      expect(watchOf(frame).errors).to.deep.equal([]);
    });

    it("<portfolio-contact> alone: no GraphQL client, and the e-mail library only once the form is used", async () => {
      const frame = await openFrame("/embedding/one-tag.html?tag=portfolio-contact");
      const contact = await rendered(frame, "portfolio-contact");
      await waitFor(() => contact.shadowRoot!.querySelector("form"), "the form");
      await settle(frame);
      expect(scripts(frame)).to.include(ELEMENT("contact"));
      expect(scripts(frame)).not.to.include(GRAPHQL());
      expect(scripts(frame)).not.to.include(EMAIL());
      contact.shadowRoot!.querySelector<HTMLInputElement>('input[name="name"]')!.focus();
      await waitFor(() => scripts(frame).includes(EMAIL()), "the e-mail library after focusing the form");
      expect(scripts(frame)).not.to.include(GRAPHQL());
    });

    it("<portfolio-projects> alone: the GraphQL client, not the e-mail library", async () => {
      const frame = await openFrame("/embedding/one-tag.html?tag=portfolio-projects");
      const projects = await rendered(frame, "portfolio-projects");
      projects.setAttribute("endpoint", "/graphql");
      await waitFor(() => projects.shadowRoot!.querySelector(".project-title"), "the demo's projects", 8000);
      await settle(frame);
      expect(scripts(frame)).to.include(GRAPHQL());
      expect(scripts(frame)).not.to.include(EMAIL());
    });
  });

  describe("dist/portfolio-elements.css, the page stylesheet of the README's snippet", () => {
    it("keeps each element's space before its script has run, and shows where the hero's portrait will be", async () => {
      const frame = await openFrame("/embedding/reserved.html", 375, 700);
      const view = frameWindow(frame);
      const heights = Object.fromEntries(
        TAGS.map((tag) => [tag, view.document.querySelector(tag)!.getBoundingClientRect().height]),
      );
      for (const tag of TAGS) expect(heights[tag], tag).to.be.at.least(60);
      // About as tall as the rendered elements at this width (measured in the demo's blog).
      expect(heights["portfolio-hero"]).to.equal(640);
      expect(heights["portfolio-contact"]).to.equal(1136);
      expect(view.getComputedStyle(view.document.querySelector("portfolio-hero")!).backgroundImage).to.contain("radial-gradient");
      expect(watchOf(frame).violations).to.deep.equal([]);
    });

    it("keeps the taller space of a hero with featured work (its featured attribute), narrow and wide", async () => {
      // As tall as the demo blog's hero with three featured projects renders: 1262 px at 375, 874 px at 1280.
      for (const [width, height] of [[375, 1264], [1280, 872]] as const) {
        const frame = await openFrame("/embedding/reserved.html?featured=3", width, 700);
        expect(frameWindow(frame).document.querySelector("portfolio-hero")!.getBoundingClientRect().height, `${width} px`).to.equal(height);
      }
      const none = await openFrame("/embedding/reserved.html?featured=0", 375, 700);
      expect(frameWindow(none).document.querySelector("portfolio-hero")!.getBoundingClientRect().height).to.equal(640);
    });
  });

  describe("double loading", () => {
    const orders = ["es,es2", "iife,iife", "es,iife", "iife,es", "iife,es,es2,iife"];
    for (const order of orders) {
      it(`${order.replaceAll(",", " then ")}: no error, each tag defined once, the elements work`, async () => {
        const frame = await openFrame(`/embedding/double.html?load=${order}`);
        const hero = await rendered(frame, "portfolio-hero");
        const about = await rendered(frame, "portfolio-about");
        expect(textOf(hero.shadowRoot!.querySelector("h2"))).to.match(/^Hello, I'm/);
        expect(textOf(about.shadowRoot!.querySelector("h2"))).to.equal("About Me");
        // A late element still upgrades and renders.
        const footer = frameWindow(frame).document.createElement("portfolio-footer");
        footer.setAttribute("name", "Ada");
        frameWindow(frame).document.body.append(footer);
        await rendered(frame, "portfolio-footer");
        await settle(frame);
        const watch = watchOf(frame);
        expect(watch.errors).to.deep.equal([]);
        expect(watch.defined).to.deep.equal(Object.fromEntries(TAGS.map((tag) => [tag, 1])));
        expect(watch.violations).to.deep.equal([]);
      });
    }
  });
});
