/**
 * Filtering My Work by technology: each tag is a button; inside <portfolio-app> the filter is the address
 * (`#/projects?tag=<name>`, matched case-insensitively), alone on a page it filters in place.
 */
import { expect } from "chai";
import { cards, cardsOf, contentEndpoint } from "./content-service.ts";
import { mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const titles = (element: Element) => cards(element).map((card) => textOf(card.querySelector(".project-title")));
const bar = (element: Element) => textOf(shadow(element).querySelector(".projects-bar p"));
const tagButton = (element: Element, tag: string) =>
  [...shadow(element).querySelectorAll<HTMLButtonElement>('button[part="tag"]')].find((button) => textOf(button) === tag)!;
const button = (element: Element, text: string) =>
  [...shadow(element).querySelectorAll<HTMLButtonElement>("button")].find((found) => textOf(found) === text);
/** The generated projects using Rust: every third of 24. */
const RUST = [3, 6, 9, 12, 15, 18, 21, 24].map((number) => `Project ${number}`);

describe("<portfolio-projects>: the tag filter", () => {
  afterEach(() => {
    unmountAll();
    history.replaceState(null, "", location.pathname);
  });

  it("alone on a page: a tag shows the projects with it, in place, and \"Show all projects\" goes back", async () => {
    history.replaceState(null, "", "#host-section");
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("tagged") });
    await cardsOf(element, 9);
    expect(bar(element)).to.equal("24 projects. Choose a technology to filter.");
    const rust = tagButton(element, "Rust");
    expect(rust.getAttribute("aria-pressed")).to.equal("false");
    rust.click();
    await waitFor(() => titles(element).join() === RUST.join(), "the Rust projects");
    expect(bar(element)).to.equal("8 projects using Rust");
    expect(tagButton(element, "Rust").getAttribute("aria-pressed")).to.equal("true");
    // The host page's address is its own.
    expect(location.hash).to.equal("#host-section");
    button(element, "Show all projects")!.click();
    await cardsOf(element, 9);
    expect(bar(element)).to.equal("24 projects. Choose a technology to filter.");
    // The pressed control went away: focus is on the section's heading, not lost.
    expect(shadow(element).activeElement?.localName).to.equal("h2");
  });

  it("a long filtered list shows its first nine, then \"Show all N projects\"", async () => {
    const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("tagged") });
    await cardsOf(element, 9);
    tagButton(element, "React").click();
    await waitFor(() => bar(element).startsWith("16 projects using React"), "the React filter");
    expect(cards(element)).to.have.length(9);
    const all = button(element, "Show all 16 projects")!;
    expect(all, "Show all 16 projects").to.exist;
    all.click();
    await cardsOf(element, 16);
    expect(button(element, "Show all 16 projects")).to.equal(undefined);
  });

  it("in the app, the filter is a shareable address, matched whatever its case; any other query is ignored", async () => {
    history.replaceState(null, "", "#/projects?tag=rUsT");
    const app = await mount("portfolio-app", { name: "Alex Rivera", endpoint: await contentEndpoint("tagged") });
    await waitFor(() => titles(app).join() === RUST.join(), "the Rust projects from the address");
    // The tag as the projects spell it.
    expect(bar(app)).to.equal("8 projects using Rust");

    tagButton(app, "WebAssembly").click();
    await waitFor(() => location.hash === "#/projects?tag=WebAssembly", "the address of the new filter");
    await waitFor(() => bar(app).startsWith("8 projects using WebAssembly"), "the WebAssembly filter");

    button(app, "Show all projects")!.click();
    await waitFor(() => location.hash === "#/projects", "the address of all projects");
    await cardsOf(app, 9);

    location.hash = "#/projects?ref=blog";
    await waitFor(() => location.hash === "#/projects?ref=blog", "another query");
    await cardsOf(app, 9);
    expect(bar(app)).to.equal("24 projects. Choose a technology to filter.");

    location.hash = "#/projects?tag=Haskell";
    await waitFor(() => bar(app) === "0 projects using Haskell", "a tag no project has");
    expect(cards(app)).to.have.length(0);
    expect(button(app, "Show all projects"), "the way back").to.exist;
  });
});
