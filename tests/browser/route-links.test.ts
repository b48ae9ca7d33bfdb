/**
 * A route button ("View My Work", "Get In Touch", "All projects") of an element alone on a page never leads nowhere:
 * to site-url's page; else to the page's own projects or contact element, scrolled to and focused; else it keeps its
 * hash and the element names site-url in one console warning. Inside the app it is the hash route, as ever.
 */
import { expect } from "chai";
import { contentEndpoint } from "./content-service.ts";
import { captureConsoleWarnings, find, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const button = (element: Element, selector: string) => find<HTMLAnchorElement>(element, selector);

describe("route buttons outside the app", () => {
  let warnings: ReturnType<typeof captureConsoleWarnings>;
  beforeEach(() => (warnings = captureConsoleWarnings()));
  afterEach(() => {
    warnings.restore();
    unmountAll();
    history.replaceState(null, "", location.pathname + location.search);
  });

  it("lead to site-url's pages, and the relative portrait is found there", async () => {
    const hero = await mount("portfolio-hero", { "site-url": "https://alex.example/portfolio/", portrait: "assets/me.jpg", featured: "2", endpoint: await contentEndpoint("ok") });
    expect(button(hero, ".button-primary").href).to.equal("https://alex.example/portfolio/#/projects");
    expect(button(hero, ".button-secondary").href).to.equal("https://alex.example/portfolio/#/contact");
    const all = await waitFor(() => shadow(hero).querySelector<HTMLAnchorElement>(".featured-all"), "All projects");
    expect(all.href).to.equal("https://alex.example/portfolio/#/projects");
    expect(find<HTMLImageElement>(hero, "img.portrait").getAttribute("src")).to.equal("https://alex.example/portfolio/assets/me.jpg");
    expect(warnings.lines).to.deep.equal([]);
  });

  it("without site-url, scroll to the page's own projects and contact elements and focus their headings", async () => {
    // The page's elements are all there when the hero looks for them, as in a page's HTML; far below the hero, and
    // with room under the last, so each can scroll to the top of the window.
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    const after = spacer.cloneNode() as HTMLElement;
    document.body.append(spacer);
    const projects = await mount("portfolio-projects", { endpoint: await contentEndpoint("ok") });
    const contact = await mount("portfolio-contact");
    document.body.append(after);
    const hero = document.createElement("portfolio-hero");
    hero.setAttribute("featured", "2");
    hero.setAttribute("endpoint", await contentEndpoint("ok"));
    document.body.prepend(hero);
    try {
      const before = location.href;
      for (const [selector, target, heading] of [
        [".button-secondary", contact, "Let's Work Together"],
        [".button-primary", projects, "My Work"],
        [".featured-all", projects, "My Work"],
      ] as const) {
        scrollTo(0, 0);
        const link = await waitFor(() => shadow(hero).querySelector<HTMLAnchorElement>(selector), selector);
        link.click();
        await waitFor(() => Math.abs(target.getBoundingClientRect().top) < 2, `${selector} to scroll to its element`);
        expect(textOf(shadow(target).activeElement), selector).to.equal(heading);
        expect(location.href, "the host page's address").to.equal(before);
      }
      expect(warnings.lines).to.deep.equal([]);
    } finally {
      [hero, spacer, after].forEach((element) => element.remove());
    }
  });

  it("without either, keep their hash and name site-url in one console warning", async () => {
    const hero = await mount("portfolio-hero", { featured: "2", endpoint: await contentEndpoint("ok") });
    await waitFor(() => shadow(hero).querySelector(".featured-all"), "All projects");
    expect(button(hero, ".button-primary").getAttribute("href")).to.equal("#/projects");
    expect(button(hero, ".button-secondary").getAttribute("href")).to.equal("#/contact");
    await waitFor(() => warnings.lines.length, "the warning");
    expect(warnings.lines).to.have.length(1);
    expect(warnings.lines[0]).to.contain("site-url");
  });

  it("inside the app, go to the hash routes, with no warning", async () => {
    const app = await mount("portfolio-app", { "site-url": "https://alex.example/portfolio/", "heading-level": "3" });
    const hero = await waitFor(() => shadow(app).querySelector(".hero"), "Home");
    expect(hero.querySelector(".button-primary")!.getAttribute("href")).to.equal("#/projects");
    expect(hero.querySelector(".button-secondary")!.getAttribute("href")).to.equal("#/contact");
    expect(textOf(shadow(app).querySelector("main h1"))).to.match(/^Hello, I'm/);
    expect(warnings.lines).to.deep.equal([]);
  });
});

describe("heading-level outside the app", () => {
  afterEach(() => unmountAll());

  it("sets each element's top heading; the ones under it follow", async () => {
    const about = await mount("portfolio-about", { "heading-level": "4" });
    expect(textOf(find(about, "h4"))).to.equal("About Me");
    expect(shadow(about).querySelectorAll(".about-card h5")).to.have.length(3);
    const contact = await mount("portfolio-contact", { "heading-level": "1" });
    expect(textOf(find(contact, "h1"))).to.equal("Let's Work Together");
    expect(textOf(find(contact, ".message-section h2"))).to.equal("Or Send Me a Message Directly");
    const projects = await mount("portfolio-projects", { "heading-level": "6", endpoint: await contentEndpoint("ok") });
    expect(textOf(find(projects, "h6"))).to.equal("My Work");
    await waitFor(() => shadow(projects).querySelector(".project-card h6"), "the cards' titles, capped at h6");
  });
});
