/**
 * The `about` setting's check is code of its own (src/elements/about/owner-words.ts): an About without the setting
 * never fetches it, and one with it shows the owner's words from its first render, alone, in the app and when it
 * hydrates prerendered markup.
 */
import { expect } from "chai";
import { executeServerCommand } from "@web/test-runner-commands";
import { find, idle, mount, textOf, unmountAll, waitFor, watchFor } from "./helpers.ts";

const OWNER = { intro: "I turn messy data into charts people trust.", cards: [{ title: "Visualisation", skills: ["D3"] }] };
const SPEC_INTRO = /^I'm a junior software engineer/;

const checkFetched = (win: Window = window) =>
  win.performance.getEntriesByType("resource").some((entry) => new URL(entry.name).pathname === "/src/settings/about.ts");

/** Adds `tag` with `attributes` and watches its shadow root from before its first render for the spec's intro. */
function watchSpecIntro(tag: string, attributes: Record<string, string>): { element: HTMLElement; specShown: () => boolean } {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const lead = () => element.shadowRoot?.querySelector(".screen-lead");
  const { seen } = watchFor(element.shadowRoot!, () => SPEC_INTRO.test(textOf(lead())));
  return { element, specShown: seen };
}

describe("the about setting's code", () => {
  const added: Element[] = [];
  afterEach(() => {
    unmountAll();
    for (const element of added.splice(0)) element.remove();
  });

  // First: the page has fetched nothing of the setting's yet.
  it("is not fetched by an About, alone or in the app, without the setting", async () => {
    const about = await mount("portfolio-about");
    expect(textOf(find(about, ".screen-lead"))).to.match(SPEC_INTRO);
    const app = await mount("portfolio-app", { name: "Alex Rivera" });
    window.location.hash = "#/about";
    await waitFor(() => SPEC_INTRO.test(textOf(app.shadowRoot!.querySelector(".screen-lead"))), "the app's About");
    window.location.hash = "";
    expect(checkFetched()).to.equal(false);
  });

  // Before any About alone: the setting's code is fetched once a page, so this is the app's doing.
  it("comes before the app's About screen shows", async () => {
    const { element, specShown } = watchSpecIntro("portfolio-app", { name: "Alex Rivera", about: JSON.stringify({ intro: "Hello from the app." }) });
    added.push(element);
    await waitFor(() => element.shadowRoot!.querySelector("main h1"), "the app's Home");
    window.location.hash = "#/about";
    try {
      await waitFor(() => textOf(element.shadowRoot!.querySelector(".screen-lead")) === "Hello from the app.", "the owner's intro in the app");
    } finally {
      window.location.hash = "";
    }
    expect(specShown()).to.equal(false);
  });

  it("comes before the first render of an About with the setting: the owner's words, never the spec's", async () => {
    const { element, specShown } = watchSpecIntro("portfolio-about", { about: JSON.stringify(OWNER) });
    added.push(element);
    await waitFor(() => textOf(element.shadowRoot!.querySelector(".screen-lead")) === OWNER.intro, "the owner's intro");
    expect(textOf(find(element, ".card-title"))).to.equal("Visualisation");
    expect(specShown()).to.equal(false);
    expect(checkFetched()).to.equal(true);
  });

  describe("with prerendered markup", () => {
    before(async function () {
      // Prerendering uses react-dom/server; the lite build renders on the client only.
      if ((await executeServerCommand("runtime")) === "lite") this.skip();
    });
    afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));

    for (const [tag, route] of [
      ["portfolio-about", "home"],
      ["portfolio-app", "about"],
    ] as const) {
      it(`${tag}: paints the owner's words with no script, and hydrates them as they are`, async () => {
        const frame = document.createElement("iframe");
        const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
        frame.src = `/prerendered/page.html?tag=${tag}&route=${route}&about=1${route === "about" ? "#/about" : ""}`;
        document.body.append(frame);
        await loaded;
        const element = frame.contentDocument!.querySelector(tag)!;
        const lead = element.shadowRoot!.querySelector(".screen-lead")!;
        expect(textOf(lead)).to.equal("I build calm, fast web apps.");
        const { seen: changed } = watchFor(element.shadowRoot!, () => element.shadowRoot!.querySelector(".screen-lead") !== lead || textOf(lead) !== "I build calm, fast web apps.");
        const errors: string[] = [];
        const win = frame.contentWindow as Window & typeof globalThis;
        win.addEventListener("error", (event) => errors.push(event.message));
        const script = frame.contentDocument!.createElement("script");
        script.type = "module";
        script.src = "/src/index.ts";
        frame.contentDocument!.head.append(script);
        await waitFor(() => element.shadowRoot!.adoptedStyleSheets.length > 0 && checkFetched(win), "the element to start with the setting's code");
        const root = element.shadowRoot!.querySelector(".root")!;
        await waitFor(() => Object.keys(root).some((key) => key.startsWith("__reactContainer$")), "React to hydrate the root");
        await idle(win);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        expect(changed(), "the prerendered intro was replaced").to.equal(false);
        expect(textOf(element.shadowRoot!.querySelector(".card-title"))).to.equal("Craft");
        expect(errors).to.deep.equal([]);
      });
    }
  });
});
