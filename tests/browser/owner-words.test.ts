/**
 * The owner's own words (issue 33): `subheading` on Home, `about` on the About screen, as attributes and from the
 * page config; an `about` of the wrong shape leaves the spec's About, and nothing breaks.
 */
import { expect } from "chai";
import { find, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const PRIYA_ABOUT = {
  intro: "I turn messy data into charts people trust.",
  cards: [
    { title: "Visualisation", skills: ["D3", "Svelte"] },
    { title: "Systems", skills: ["Rust"] },
  ],
};

const cardsOf = (about: Element) =>
  [...shadow(about).querySelectorAll(".about-card")].map((card) => [textOf(card.querySelector(".card-title")!), [...card.querySelectorAll(".tags li")].map(textOf)]);

describe("the owner's words", () => {
  const added: Element[] = [];
  afterEach(() => {
    unmountAll();
    for (const element of added.splice(0)) element.remove();
  });

  it("shows her subheading on Home in place of the spec's", async () => {
    const hero = await mount("portfolio-hero", { name: "Priya", subheading: "I make data readable." });
    expect(textOf(find(hero, ".hero-subtitle"))).to.equal("I make data readable.");
  });

  it("shows her About: her intro and her cards, none of the spec's, not even before them", async () => {
    // The first About of the page with the setting: its code is fetched before the first render.
    const specIntro = new MutationObserver(() => void (/^I'm a junior/.test(textOf(about.shadowRoot?.querySelector(".screen-lead"))) && (specShown = true)));
    let specShown = false;
    const about = document.createElement("portfolio-about");
    about.setAttribute("about", JSON.stringify(PRIYA_ABOUT));
    added.push(about);
    document.body.append(about);
    specIntro.observe(about.shadowRoot!, { childList: true, subtree: true, characterData: true });
    await waitFor(() => about.shadowRoot!.querySelector(".screen-lead"), "the About to render");
    specIntro.disconnect();
    expect(specShown).to.equal(false);
    expect(textOf(find(about, ".screen-lead"))).to.equal(PRIYA_ABOUT.intro);
    expect(cardsOf(about)).to.deep.equal([
      ["Visualisation", ["D3", "Svelte"]],
      ["Systems", ["Rust"]],
    ]);
    expect(textOf(shadow(about).host.shadowRoot!.querySelector(".root")!)).not.to.match(/PHP|Vue\.js|React Native/);
  });

  it("reads about as an object from the page config, and keeps the spec's cards when only the intro is given", async () => {
    const config = document.createElement("script");
    config.type = "application/json";
    config.id = "portfolio-config";
    config.textContent = JSON.stringify({ about: { intro: "Hello from the config." } });
    document.body.append(config);
    added.push(config);
    const about = await mount("portfolio-about");
    expect(textOf(find(about, ".screen-lead"))).to.equal("Hello from the config.");
    expect(cardsOf(about).map(([title]) => title)).to.deep.equal(["Frontend Development", "Backend Development", "Mobile Development"]);
  });

  it("leaves the spec's About for an about of the wrong shape", async () => {
    for (const wrong of ["{not json", JSON.stringify({ cards: [] }), JSON.stringify({ cards: [{ title: "x", skills: "D3" }] })]) {
      const about = await mount("portfolio-about", { about: wrong });
      expect(textOf(find(about, ".screen-lead"))).to.match(/^I'm a junior software engineer/);
      expect(cardsOf(about)).to.have.length(3);
      unmountAll();
    }
  });

  it("takes about as a property holding an object, like texts", async () => {
    const about = await mount("portfolio-about");
    (about as HTMLElement & { about: unknown }).about = PRIYA_ABOUT;
    const { waitFor } = await import("./helpers.ts");
    await waitFor(() => textOf(find(about, ".screen-lead")) === PRIYA_ABOUT.intro, "the intro set by property");
  });
});
