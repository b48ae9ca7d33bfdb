/**
 * The built bundle (dist/, from `npm run build`) on pages of its own:
 * - lazy loading: a page with one tag fetches that element's code only; the GraphQL client and the e-mail
 *   library come only with the elements that use them;
 * - double loading: the ES module and the classic script, each twice or both, define every tag once and work.
 */
import { expect } from "chai";
import { closeFrames, frameWindow, openFrame, rendered, requestsOf, watchOf } from "./frames.ts";
import { contentEndpoint, releaseEndpoint } from "./content-service.ts";
import { idle, mount, textOf, unmountAll, waitFor } from "./helpers.ts";
import { TAGS } from "../../src/define/tags.ts";

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
      for (const tag of TAGS) expect(view.document.querySelector(tag)!.getBoundingClientRect().height, tag).to.be.at.least(60);
      expect(view.getComputedStyle(view.document.querySelector("portfolio-hero")!).backgroundImage).to.contain("radial-gradient");
      expect(watchOf(frame).violations).to.deep.equal([]);
    });

    // The demo's owner (tagline, availability, résumé): the settings the reserved heights were measured with.
    const owner = {
      name: "Alex Rivera",
      tagline: "I build fast, accessible web apps with React and TypeScript.",
      availability: "Open to junior roles · Remote or Berlin",
      resume: "https://alex.example/resume.pdf",
      email: "alex.rivera@example.com",
      github: "https://github.com/alex-rivera-dev",
      linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
    };

    /** What each element paints in a column `width` px wide: the hero with featured work loaded, the list loading. */
    async function painted(width: number): Promise<Record<string, number>> {
      let slow: string | undefined;
      const column = document.createElement("div");
      column.style.width = `${width}px`;
      document.body.append(column);
      try {
        const ok = await contentEndpoint("ok");
        slow = await contentEndpoint("ok", 30_000);
        const elements = {
          "hero featured": await mount("portfolio-hero", { ...owner, endpoint: ok, featured: "3" }, column),
          hero: await mount("portfolio-hero", owner, column),
          projects: await mount("portfolio-projects", { endpoint: slow }, column),
          contact: await mount("portfolio-contact", owner, column),
          about: await mount("portfolio-about", owner, column),
          header: await mount("portfolio-header", owner, column),
          footer: await mount("portfolio-footer", owner, column),
        };
        await waitFor(() => elements["hero featured"].shadowRoot!.querySelectorAll(".featured-card:not(.featured-skeleton)").length === 3, "featured work");
        return Object.fromEntries(Object.entries(elements).map(([name, element]) => [name, element.getBoundingClientRect().height]));
      } finally {
        unmountAll();
        column.remove();
        if (slow) await releaseEndpoint(slow);
      }
    }

    /** What the stylesheet reserves in a column `width` px wide, before any script. */
    async function reserved(width: number): Promise<Record<string, number>> {
      const height = async (featured: string) => {
        const frame = await openFrame(`/embedding/reserved.html?width=${width}&featured=${featured}`, Math.max(width, 375), 700);
        const at = (tag: string) => frameWindow(frame).document.querySelector(tag)!.getBoundingClientRect().height;
        return { hero: at("portfolio-hero"), projects: at("portfolio-projects"), contact: at("portfolio-contact"), about: at("portfolio-about"), header: at("portfolio-header"), footer: at("portfolio-footer") };
      };
      const plain = await height("0");
      return { ...plain, "hero featured": (await height("3")).hero };
    }

    it("reserves, at each column width from a phone's (375 px less a blog's margins: 359) to a wide page's, within 3 rem of what each element paints", async function () {
      const widths = [320, 359, 480, 704, 1024, 1280];
      // Per width: two frames of the stylesheet alone, then seven elements mounted and the featured work loaded.
      this.timeout(widths.length * 15_000);
      for (const width of widths) {
        const [space, shown] = [await reserved(width), await painted(width)];
        for (const name of Object.keys(shown)) expect(Math.abs(space[name]! - shown[name]!), `${name} at ${width} px: ${space[name]} reserved, ${shown[name]} painted`).to.be.at.most(48);
      }
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
