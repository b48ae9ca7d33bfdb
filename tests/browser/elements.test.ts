import { expect } from "chai";
import { emulateMedia } from "@web/test-runner-commands";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { defineElement } from "../../src/define/registry.ts";
import { PortfolioAboutElement } from "../../src/elements/about/about-element.ts";
import { captureConsoleErrors, demoUrl, find, mount, nextFrame, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const PROFILE = {
  name: "Alex Rivera",
  github: "https://github.com/alex-rivera-dev",
  linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
  email: "alex@example.com",
};

function newTabLinks(element: HTMLElement): HTMLAnchorElement[] {
  return [...shadow(element).querySelectorAll<HTMLAnchorElement>("a[target]")];
}

describe("single elements", () => {
  afterEach(unmountAll);

  it("<portfolio-hero>: greeting, subheading, portrait and the two buttons", async () => {
    const portrait = `${await demoUrl()}/assets/portrait.svg`;
    const hero = await mount("portfolio-hero", { name: "Alex Rivera", portrait });
    expect(textOf(find(hero, "h2"))).to.equal("Hello, I'm Alex Rivera");
    expect(textOf(find(hero, ".hero-subtitle"))).to.equal("A junior software engineer crafting digital experiences.");
    const img = find<HTMLImageElement>(hero, "img.portrait");
    expect(img.alt).to.equal("Portrait of Alex Rivera");
    expect(img.src).to.equal(portrait);
    await waitFor(() => img.complete && img.naturalWidth > 0, "the portrait to load");
    expect(img.getAttribute("width")).to.equal("320");
    expect(img.getAttribute("height")).to.equal("320");
    const buttons = [...shadow(hero).querySelectorAll<HTMLAnchorElement>("a.button")];
    expect(buttons.map((a) => [textOf(a), a.getAttribute("href")])).to.deep.equal([
      ["View My Work", "#/projects"],
      ["Get In Touch", "#/contact"],
    ]);
  });

  it("<portfolio-hero>: without a portrait, a neutral placeholder; without a name, an empty one", async () => {
    const hero = await mount("portfolio-hero");
    expect(textOf(find(hero, "h2"))).to.equal("Hello, I'm");
    const placeholder = find(hero, "svg.portrait");
    expect(placeholder.getAttribute("role")).to.equal("img");
    expect(placeholder.getAttribute("aria-label")).to.equal("Portrait");
    expect(shadow(hero).querySelector("img")).to.equal(null);
  });

  it("<portfolio-hero>: a portrait URL with another scheme is not loaded", async () => {
    const hero = await mount("portfolio-hero", { name: "A", portrait: "javascript:alert(1)" });
    expect(shadow(hero).querySelector("img")).to.equal(null);
    expect(find(hero, "svg.portrait")).to.exist;
  });

  it("<portfolio-about>: the intro and the three cards with their skills", async () => {
    const about = await mount("portfolio-about");
    expect(textOf(find(about, "h2"))).to.equal("About Me");
    expect(textOf(find(about, ".screen-lead"))).to.have.length.greaterThan(40);
    const cards = [...shadow(about).querySelectorAll(".about-card")].map((card) => ({
      title: textOf(card.querySelector("h3")),
      skills: [...card.querySelectorAll(".tags li")].map(textOf),
    }));
    expect(cards).to.deep.equal([
      { title: "Frontend Development", skills: ["React", "Vue.js", "Next.js", "TypeScript", "CSS"] },
      { title: "Backend Development", skills: ["Node.js", "PHP", "Database design"] },
      { title: "Mobile Development", skills: ["React Native", "Progressive web apps"] },
    ]);
  });

  it("<portfolio-footer>: name, © the clock's year, GitHub and LinkedIn in new tabs", async () => {
    const RealDate = Date;
    class FixedDate extends RealDate {
      constructor(...args: ConstructorParameters<typeof Date> | []) {
        if (args.length === 0) super(Date.UTC(2031, 5, 15));
        else super(...(args as ConstructorParameters<typeof Date>));
      }
    }
    globalThis.Date = FixedDate as DateConstructor;
    let footer: HTMLElement;
    try {
      footer = await mount("portfolio-footer", PROFILE);
    } finally {
      globalThis.Date = RealDate;
    }
    expect(textOf(find(footer, ".footer-name"))).to.equal("Alex Rivera");
    expect(textOf(find(footer, ".footer-copy"))).to.equal("© 2031. All rights reserved.");
    // The name once: beside the copyright line, not repeated in it.
    expect(textOf(shadow(footer)).split("Alex Rivera")).to.have.length(2);
    const links = newTabLinks(footer).map((a) => [a.getAttribute("aria-label"), a.href, a.target, a.rel]);
    expect(links).to.deep.equal([
      ["GitHub (opens in a new tab)", PROFILE.github, "_blank", "noopener noreferrer"],
      ["LinkedIn (opens in a new tab)", `${PROFILE.linkedin}`, "_blank", "noopener noreferrer"],
    ]);
  });

  it("<portfolio-footer>: profile links with another scheme are dropped", async () => {
    const footer = await mount("portfolio-footer", { name: "A", github: "javascript:alert(1)", linkedin: "data:text/html,x" });
    expect(shadow(footer).querySelectorAll("a").length).to.equal(0);
  });

  it("<portfolio-contact>: the Email, LinkedIn and GitHub cards", async () => {
    const contact = await mount("portfolio-contact", PROFILE);
    expect(textOf(find(contact, "h2"))).to.equal("Let's Work Together");
    expect(textOf(find(contact, ".message-section h3"))).to.equal("Or Send Me a Message Directly");
    const email = find<HTMLAnchorElement>(contact, 'a[href^="mailto:"]');
    expect(email.getAttribute("href")).to.equal("mailto:alex@example.com");
    expect(email.hasAttribute("target")).to.equal(false);
    const external = newTabLinks(contact).map((a) => [textOf(a.querySelector(".link-card-title")), a.href, a.rel]);
    expect(external).to.deep.equal([
      ["LinkedIn", PROFILE.linkedin, "noopener noreferrer"],
      ["GitHub", PROFILE.github, "noopener noreferrer"],
    ]);
  });

  it("every link that opens a new tab has rel=noopener noreferrer (whole site)", async () => {
    history.replaceState(null, "", "#/contact");
    const app = await mount("portfolio-app", PROFILE);
    await waitFor(() => shadow(app).querySelector(".link-card"), "the contact screen");
    const links = newTabLinks(app);
    expect(links.length).to.be.greaterThan(3);
    for (const link of links) expect(link.rel, link.href).to.equal("noopener noreferrer");
    history.replaceState(null, "", "#/");
  });
});

describe("owner settings", () => {
  const config = document.createElement("script");
  config.type = "application/json";
  config.id = "portfolio-config";
  config.textContent = JSON.stringify({ name: "From Config", github: "https://github.com/config" });

  before(() => document.head.append(config));
  after(() => config.remove());
  afterEach(unmountAll);

  it("come from the page config, and an element's attribute wins over it", async () => {
    const fromConfig = await mount("portfolio-hero");
    expect(textOf(find(fromConfig, "h2"))).to.equal("Hello, I'm From Config");
    const own = await mount("portfolio-hero", { name: "Own Name" });
    expect(textOf(find(own, "h2"))).to.equal("Hello, I'm Own Name");
  });

  it("follow attribute changes and camelCase properties; a removed attribute falls back to the config", async () => {
    const footer = await mount("portfolio-footer", { name: "First" });
    footer.setAttribute("name", "Second");
    await waitFor(() => textOf(find(footer, ".footer-name")) === "Second", "the attribute change to render");
    (footer as HTMLElement & { name?: string }).name = "Third";
    expect(footer.getAttribute("name")).to.equal("Third");
    await waitFor(() => textOf(find(footer, ".footer-name")) === "Third", "the property to render");
    footer.removeAttribute("name");
    await waitFor(() => textOf(find(footer, ".footer-name")) === "From Config", "the config to take over again");
    expect((footer as HTMLElement & { name?: string }).name).to.equal(undefined);
  });

  it("an attribute set empty falls back to the config too, and its property reads it", async () => {
    const footer = await mount("portfolio-footer", { name: "Own" }) as HTMLElement & { name?: string };
    footer.setAttribute("name", "");
    await waitFor(() => textOf(find(footer, ".footer-name")) === "From Config", "the config to take over");
    expect(footer.name).to.equal("");
    footer.name = "Again";
    await waitFor(() => textOf(find(footer, ".footer-name")) === "Again", "the property to render");
  });

  it("a property set before the element is upgraded is kept", async () => {
    const template = document.createElement("div");
    template.innerHTML = "<portfolio-footer></portfolio-footer>";
    const early = template.firstElementChild as HTMLElement & { emailjsOrigin?: string; name?: string };
    // Elements created in an inert document are not upgraded until adopted into this one.
    const inert = document.implementation.createHTMLDocument("");
    const pending = inert.importNode(early, true) as typeof early;
    pending.name = "Set Early";
    document.body.append(pending);
    await waitFor(() => textOf(pending.shadowRoot?.querySelector(".footer-name")) === "Set Early", "the early property to render");
    expect(pending.getAttribute("name")).to.equal("Set Early");
    pending.remove();
  });
});

describe("theme", () => {
  afterEach(async () => {
    unmountAll();
    await emulateMedia({ colorScheme: "light" });
  });

  const background = (element: HTMLElement) => getComputedStyle(find(element, ".screen")).backgroundColor;

  it("light and dark differ, and auto follows prefers-color-scheme", async () => {
    await emulateMedia({ colorScheme: "light" });
    const light = await mount("portfolio-about", { theme: "light" });
    const dark = await mount("portfolio-about", { theme: "dark" });
    const auto = await mount("portfolio-about");
    expect(background(light)).to.equal("rgb(255, 255, 255)");
    expect(background(dark)).not.to.equal(background(light));
    expect(background(auto)).to.equal(background(light));
    await emulateMedia({ colorScheme: "dark" });
    await waitFor(() => background(auto) === background(dark), "auto to follow the dark scheme");
    expect(background(light)).to.equal("rgb(255, 255, 255)");
  });

  it("an owner restyles through the custom properties on the element", async () => {
    const style = document.createElement("style");
    style.textContent = "portfolio-about.branded { --pe-color-bg: rgb(1, 2, 3); }";
    document.head.append(style);
    try {
      const about = await mount("portfolio-about");
      about.classList.add("branded");
      await waitFor(() => background(about) === "rgb(1, 2, 3)", "the token to apply");
    } finally {
      style.remove();
    }
  });
});

describe("isolation", () => {
  afterEach(unmountAll);

  it("a hostile host stylesheet does not change the elements, and theirs does not leak out", async () => {
    const hostile = document.createElement("style");
    hostile.textContent = `
      * { color: rgb(255, 0, 0) !important; letter-spacing: 9px !important; font-family: serif !important;
          font-style: italic !important; text-transform: uppercase !important; word-spacing: 20px !important; }
      h1, h2, p, a, li, button, img, svg, section, header, footer, nav { display: none !important; }
      .card, .screen, .button { background: rgb(0, 255, 0) !important; }`;
    document.head.append(hostile);
    const outside = document.createElement("div");
    outside.className = "card screen-title";
    outside.textContent = "host content";
    document.body.append(outside);
    try {
      const about = await mount("portfolio-about", { theme: "light" });
      const title = find(about, "h2");
      const style = getComputedStyle(title);
      expect(style.display).to.equal("block");
      expect(style.color).to.equal("rgb(20, 26, 43)");
      expect(style.letterSpacing).not.to.equal("9px");
      expect(style.fontFamily).not.to.equal("serif");
      const lead = getComputedStyle(find(about, ".screen-lead"));
      expect([lead.letterSpacing, lead.fontStyle, lead.textTransform, lead.wordSpacing]).to.deep.equal(["normal", "normal", "none", "0px"]);
      expect(getComputedStyle(find(about, ".card")).backgroundColor).to.equal("rgb(245, 246, 250)");
      // The element's `.card` and `.screen-title` rules stay inside its shadow root.
      expect(getComputedStyle(outside).borderRadius).to.equal("0px");
      expect(getComputedStyle(outside).textAlign).to.equal("start");
    } finally {
      hostile.remove();
      outside.remove();
    }
  });

  it("renders into an open shadow root", async () => {
    const hero = await mount("portfolio-hero");
    expect(hero.shadowRoot).to.exist;
    expect(hero.querySelector("*")).to.equal(null);
  });
});

describe("lifecycle", () => {
  afterEach(unmountAll);

  it("an element moved within the page keeps what it rendered (no render from scratch)", async () => {
    const hero = await mount("portfolio-hero", { name: "Moved" });
    const heading = find(hero, "h2");
    const elsewhere = document.createElement("div");
    document.body.append(elsewhere);
    try {
      elsewhere.append(hero);
      await nextFrame();
      expect(find(hero, "h2")).to.equal(heading);
      expect(textOf(heading)).to.equal("Hello, I'm Moved");
    } finally {
      elsewhere.remove();
    }
  });

  it("an element a React page unmounts leaves quietly, and its own root unmounts", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const page = createRoot(container);
    page.render(createElement("portfolio-hero", { name: "In React" }));
    const hero = await waitFor(() => container.querySelector("portfolio-hero"), "the element");
    await waitFor(() => hero.shadowRoot?.querySelector("h2"), "its render");
    const errors = captureConsoleErrors();
    try {
      page.unmount();
      await nextFrame();
    } finally {
      errors.restore();
      container.remove();
    }
    expect(errors.lines).to.deep.equal([]);
    expect(hero.shadowRoot!.querySelector(".root")!.childElementCount).to.equal(0);
  });
});

describe("what r2wc lacks (src/define/adapters.ts)", () => {
  afterEach(unmountAll);

  // The other two adapters: "a removed attribute falls back…", "an attribute set empty…" and "a property set
  // before the element is upgraded…" under "owner settings".
  it("an element given a setting before it is in a document renders only once it is connected", async () => {
    await mount("portfolio-hero", { name: "Loads the code" });
    const detached = document.createElement("portfolio-hero");
    // r2wc mounts on this attribute change although the element is in no document.
    detached.setAttribute("name", "Detached");
    // An element set up after it has rendered: React renders roots in the order they were given work.
    const later = await mount("portfolio-hero", { name: "Later" });
    await nextFrame();
    expect(textOf(find(later, "h2"))).to.equal("Hello, I'm Later");
    expect(detached.shadowRoot!.querySelector(".root")!.childElementCount, "content rendered while detached").to.equal(0);
    expect(detached.matches(":state(rendered)")).to.equal(false);
    document.body.append(detached);
    try {
      await waitFor(() => textOf(detached.shadowRoot!.querySelector("h2")) === "Hello, I'm Detached", "its render once connected");
    } finally {
      detached.remove();
    }
  });
});

describe("registration", () => {
  afterEach(unmountAll);

  it("running the bundle again defines nothing twice and throws nothing", async () => {
    const before = customElements.get("portfolio-hero");
    await import(/* @vite-ignore */ `../../src/index.ts?again=${Date.now()}`);
    expect(customElements.get("portfolio-hero")).to.equal(before);
    expect(() => defineElement("portfolio-hero", PortfolioAboutElement)).not.to.throw();
    const hero = await mount("portfolio-hero", { name: "Still Hero" });
    expect(textOf(find(hero, "h2"))).to.equal("Hello, I'm Still Hero");
  });

  it("the classes module defines nothing; an owner subclasses one class, registers it under a tag of their own, and it renders", async () => {
    // A page of its own (its own registry and module graph), which imports the classes module and nothing else.
    const frame = document.createElement("iframe");
    document.body.append(frame);
    try {
      const view = frame.contentWindow as Window & typeof globalThis & { classes?: typeof import("../../src/classes.ts") };
      const script = view.document.createElement("script");
      script.type = "module";
      script.textContent = `import * as classes from "${new URL("/src/classes.ts", location.href)}"; window.classes = classes;`;
      view.document.head.append(script);
      const classes = await waitFor(() => view.classes, "the classes module to load");
      expect(Object.keys(classes.ELEMENTS)).to.have.length(7);
      for (const tag of Object.keys(classes.ELEMENTS)) expect(view.customElements.get(tag), tag).to.equal(undefined);

      class OwnerHero extends classes.PortfolioHeroElement {
        greeting(): string {
          return this.shadowRoot?.querySelector("h2")?.textContent ?? "";
        }
      }
      view.customElements.define("owner-hero", OwnerHero);
      const hero = view.document.createElement("owner-hero") as OwnerHero;
      hero.setAttribute("name", "Ada Lovelace");
      view.document.body.append(hero);
      await waitFor(() => hero.greeting() === "Hello, I'm Ada Lovelace", "the subclass to render under its own tag");
      expect(hero.name).to.equal("Ada Lovelace");
      expect(view.customElements.get("portfolio-hero")).to.equal(undefined);
    } finally {
      frame.remove();
    }
  });

  it("the classes module's classes are the ones the bundle defines", async () => {
    const classes = await import("../../src/classes.ts");
    for (const [tag, element] of Object.entries(classes.ELEMENTS)) expect(customElements.get(tag), tag).to.equal(element);
    expect(customElements.get("portfolio-footer")).to.equal(classes.PortfolioFooterElement);
  });

  it("defines all seven tags", () => {
    for (const tag of ["portfolio-app", "portfolio-header", "portfolio-hero", "portfolio-about", "portfolio-projects", "portfolio-contact", "portfolio-footer"]) {
      expect(customElements.get(tag), tag).to.be.a("function");
    }
  });
});
