import { expect } from "chai";
import { emulateMedia, executeServerCommand } from "@web/test-runner-commands";
import { idle, textOf, waitFor } from "./helpers.ts";

/** Loads a prerendered test page in a frame; `scripts: false` loads it the way a browser without JavaScript would. */
async function openFrame(query: string, { scripts = true, hash = "", width = 1024 } = {}): Promise<HTMLIFrameElement> {
  const frame = document.createElement("iframe");
  frame.style.width = `${width}px`;
  frame.style.height = "800px";
  // Same origin, so the test can read it; without allow-scripts no script of the page runs.
  if (!scripts) frame.setAttribute("sandbox", "allow-same-origin");
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.src = `/prerendered/page.html?${query}${hash}`;
  document.body.append(frame);
  await loaded;
  return frame;
}

function elementIn(frame: HTMLIFrameElement, tag: string): HTMLElement {
  const element = frame.contentDocument?.querySelector<HTMLElement>(tag);
  if (!element?.shadowRoot) throw new Error(`${tag} has no shadow root in the frame`);
  return element;
}

/** The layout shifts the frame's page reports from now on, each value as it arrives. */
function layoutShifts(frame: HTMLIFrameElement): number[] {
  const shifts: number[] = [];
  const win = frame.contentWindow as Window & typeof globalThis;
  new win.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
  }).observe({ type: "layout-shift" });
  return shifts;
}

/** Runs the elements' script in a frame that was loaded without it, and collects what it logs as errors. */
function runScript(frame: HTMLIFrameElement): string[] {
  const errors: string[] = [];
  const win = frame.contentWindow as Window & typeof globalThis;
  const original = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
    original(...args);
  };
  win.addEventListener("error", (event) => errors.push(event.message));
  const script = frame.contentDocument!.createElement("script");
  script.type = "module";
  script.src = "/src/index.ts";
  frame.contentDocument!.head.append(script);
  return errors;
}

describe("prerendered elements (Declarative Shadow DOM, hydrated)", () => {
  before(async function () {
    // Prerendering uses react-dom/server; the lite build renders on the client only (see README).
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
  });
  afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));

  it("paints the hero, the about cards and the project cards with no script at all", async () => {
    const hero = elementIn(await openFrame("tag=portfolio-hero", { scripts: false }), "portfolio-hero");
    expect(textOf(hero.shadowRoot!.querySelector("h2"))).to.equal("Hello, I'm Alex Rivera");
    expect(hero.shadowRoot!.querySelectorAll("a.button")).to.have.length(2);

    const about = elementIn(await openFrame("tag=portfolio-about", { scripts: false }), "portfolio-about");
    expect([...about.shadowRoot!.querySelectorAll(".about-card h3")].map(textOf)).to.deep.equal([
      "Frontend Development",
      "Backend Development",
      "Mobile Development",
    ]);

    const projects = elementIn(await openFrame("tag=portfolio-projects", { scripts: false }), "portfolio-projects");
    const titles = [...projects.shadowRoot!.querySelectorAll(".project-card h3")].map(textOf);
    expect(titles.length).to.be.greaterThan(3);
    expect(titles).to.include("Budget Buddy");
    expect(textOf(projects.shadowRoot)).not.to.contain("Loading projects...");
  });

  it("paints Home's featured work, tagline and résumé with no script, and hydrates them as they are", async () => {
    for (const tag of ["portfolio-hero", "portfolio-app"]) {
      const element = elementIn(await openFrame(`tag=${tag}&featured=2`, { scripts: false }), tag);
      const titles = [...element.shadowRoot!.querySelectorAll(".featured-title a")].map((link) => textOf(link.firstChild));
      expect(titles, tag).to.deep.equal(["Budget Buddy", "Trailhead"]);
      expect(textOf(element.shadowRoot!.querySelector(".hero-tagline")), tag).to.equal("Frontend, mostly.");
      expect(element.shadowRoot!.querySelectorAll("a.button"), tag).to.have.length(3);
    }
    const frame = await openFrame("tag=portfolio-hero&featured=2");
    const hero = elementIn(frame, "portfolio-hero");
    const card = hero.shadowRoot!.querySelector(".featured-card");
    const shifts = layoutShifts(frame);
    const errors = runScript(frame);
    await waitFor(() => frame.contentWindow!.customElements.get("portfolio-hero"), "the elements to be defined");
    await waitFor(() => hero.shadowRoot!.adoptedStyleSheets.length > 0, "the element's own stylesheets");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Hydrated, not rendered afresh: the prerendered card is the same node, and nothing moved.
    expect(hero.shadowRoot!.querySelector(".featured-card")).to.equal(card);
    expect(shifts.reduce((sum, value) => sum + value, 0), "layout shift while hydrating").to.equal(0);
    expect(errors).to.deep.equal([]);
  });

  it("paints in the page config's theme, and with no theme in the visitor's colour scheme, before any script", async () => {
    const light = elementIn(await openFrame("tag=portfolio-about", { scripts: false }), "portfolio-about");
    const background = (element: HTMLElement) =>
      element.ownerDocument.defaultView!.getComputedStyle(element.shadowRoot!.querySelector(".screen")!).backgroundColor;
    await waitFor(() => background(light) === "rgb(255, 255, 255)", "the config's light theme");
    await emulateMedia({ colorScheme: "dark" });
    try {
      const configured = elementIn(await openFrame("tag=portfolio-about", { scripts: false }), "portfolio-about");
      const auto = elementIn(await openFrame("tag=portfolio-about&theme=auto", { scripts: false }), "portfolio-about");
      await waitFor(() => background(auto) === "rgb(13, 17, 32)", "the visitor's dark scheme");
      expect(background(configured)).to.equal("rgb(255, 255, 255)");
    } finally {
      await emulateMedia({ colorScheme: "light" });
    }
  });

  it("styles the prerendered markup from a stylesheet link (no inline style), before any script", async () => {
    const frame = await openFrame("tag=portfolio-hero", { scripts: false });
    const hero = elementIn(frame, "portfolio-hero");
    const link = hero.shadowRoot!.querySelector<HTMLLinkElement>("link[rel=stylesheet]");
    expect(link?.getAttribute("href")).to.match(/^\/prerendered\/css\/[0-9a-f]+\.css$/);
    expect(hero.shadowRoot!.querySelector("style")).to.equal(null);
    const button = hero.shadowRoot!.querySelector<HTMLElement>("a.button-primary")!;
    await waitFor(() => frame.contentWindow!.getComputedStyle(button).borderRadius === "999px", "the linked CSS to apply");
  });

  it("paints each route of the app with the HTML", async () => {
    for (const [route, heading] of [
      ["about", "About Me"],
      ["projects", "My Work"],
      ["contact", "Let's Work Together"],
    ]) {
      const app = elementIn(await openFrame(`tag=portfolio-app&route=${route}`, { scripts: false }), "portfolio-app");
      expect(textOf(app.shadowRoot!.querySelector("main h1")), route).to.equal(heading);
    }
  });

  it("hydrates: the same nodes stay in place, nothing shifts, the menu and buttons work, no error is logged", async () => {
    const frame = await openFrame("tag=portfolio-app&route=home", { hash: "#/" });
    const app = elementIn(frame, "portfolio-app");
    const heading = app.shadowRoot!.querySelector("main h1")!;
    const root = app.shadowRoot!.querySelector(".root")!;
    const shifts = layoutShifts(frame);
    const errors = runScript(frame);
    await waitFor(() => frame.contentWindow!.customElements.get("portfolio-app"), "the elements to be defined");
    await waitFor(() => app.shadowRoot!.adoptedStyleSheets.length > 0, "the element's own stylesheets");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(shifts.reduce((sum, value) => sum + value, 0), "layout shift while hydrating").to.equal(0);

    // Interactive: the menu toggle answers a click once React has attached its handlers.
    frame.style.width = "375px";
    const toggle = app.shadowRoot!.querySelector<HTMLButtonElement>("button.menu-toggle")!;
    await waitFor(() => {
      toggle.click();
      return toggle.getAttribute("aria-expanded") === "true";
    }, "the menu toggle to work");
    expect(app.shadowRoot!.querySelector("main h1")).to.equal(heading);
    expect(app.shadowRoot!.querySelector(".root")).to.equal(root);
    expect(app.shadowRoot!.querySelectorAll(".root")).to.have.length(1);
    expect(app.shadowRoot!.querySelectorAll("h1")).to.have.length(1);

    app.shadowRoot!.querySelector<HTMLAnchorElement>("a.button-primary")!.click();
    await waitFor(() => textOf(app.shadowRoot!.querySelector("main h1")) === "My Work", "View My Work to open the projects");
    await waitFor(() => app.shadowRoot!.querySelector(".project-card"), "the project cards");
    expect(errors).to.deep.equal([]);
  });

  // Hydration runs in slices that yield (a transition): a visitor's tap may land between two of them.
  it("a route link chosen while the app is hydrating opens its screen, keeps the header, and logs no error", async () => {
    const frame = await openFrame("tag=portfolio-app&route=home", { hash: "#/" });
    const app = elementIn(frame, "portfolio-app");
    const header = app.shadowRoot!.querySelector("header")!;
    // The click comes in the first task after the hydration starts (the app adopts its sheets, then hydrates).
    const win = frame.contentWindow as Window & typeof globalThis;
    const adopted = Object.getOwnPropertyDescriptor(win.ShadowRoot.prototype, "adoptedStyleSheets")!;
    let clicked = false;
    Object.defineProperty(app.shadowRoot!, "adoptedStyleSheets", {
      get: () => adopted.get!.call(app.shadowRoot),
      set(sheets: CSSStyleSheet[]) {
        adopted.set!.call(app.shadowRoot, sheets);
        win.setTimeout(() => {
          if (clicked) return;
          clicked = true;
          app.shadowRoot!.querySelector<HTMLAnchorElement>("a.button-primary")!.click();
        });
      },
    });
    const errors = runScript(frame);
    await waitFor(() => textOf(app.shadowRoot!.querySelector("main h1")) === "My Work", "View My Work to open the projects");
    await waitFor(() => app.matches(":state(rendered)"), "the hydration to end");
    expect(app.shadowRoot!.querySelector("header")).to.equal(header);
    expect(app.shadowRoot!.querySelectorAll("main h1")).to.have.length(1);
    expect(errors).to.deep.equal([]);
  });

  // Adopted sheets come after the markup's stylesheet: adopting the base rules before the screen's own let them
  // override the screen's (the project tags, the form fields) until the screen committed, a shift and back.
  // Hydrated: the projects' refresh asks the service (an effect), the contact form's button is enabled.
  const hydratedBy = {
    projects: (app: HTMLElement) =>
      app.ownerDocument.defaultView!.performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/graphql")),
    contact: (app: HTMLElement) => !app.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled,
  };
  for (const [route, hydrated] of Object.entries(hydratedBy)) {
    it(`the ${route} route page hydrates with no layout shift`, async () => {
      const frame = await openFrame(`tag=portfolio-app&route=${route}`, { hash: `#/${route}`, width: 375 });
      const app = elementIn(frame, "portfolio-app");
      const shifts = layoutShifts(frame);
      const errors = runScript(frame);
      await waitFor(() => hydrated(app), "the hydration");
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(shifts.map((value) => value.toFixed(4)), "layout shifts while hydrating").to.deep.equal([]);
      expect(errors).to.deep.equal([]);
    });
  }

  it("hydrates the projects from the page's embedded list, then refreshes them without replacing unchanged cards", async () => {
    const frame = await openFrame("tag=portfolio-projects");
    const projects = elementIn(frame, "portfolio-projects");
    const firstCard = projects.shadowRoot!.querySelector(".project-card")!;
    const errors = runScript(frame);
    await waitFor(() => frame.contentWindow!.customElements.get("portfolio-projects"), "the elements to be defined");
    // The refresh asks the service once; the cards were already right, so they stay the same nodes.
    await waitFor(
      () => frame.contentWindow!.performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/graphql")),
      "the background refresh",
    );
    await idle(frame.contentWindow!);
    expect(projects.shadowRoot!.querySelector(".project-card")).to.equal(firstCard);
    expect(textOf(projects.shadowRoot)).not.to.contain("Loading projects...");
    expect(errors).to.deep.equal([]);
  });

  it("the contact form cannot be submitted before hydration, and validates after it in place", async () => {
    const frame = await openFrame("tag=portfolio-contact");
    const contact = elementIn(frame, "portfolio-contact");
    const nameField = contact.shadowRoot!.querySelector<HTMLInputElement>('[name="name"]')!;
    const errors = runScript(frame);
    await waitFor(() => frame.contentWindow!.customElements.get("portfolio-contact"), "the elements to be defined");
    // Submitting the empty form shows the validation messages only once React handles the submit.
    const submit = contact.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // Before hydration the button is disabled, so nothing submits the form natively.
    expect(submit.disabled).to.equal(true);
    await waitFor(() => !submit.disabled, "the button to be enabled by the hydration");
    submit.click();
    await waitFor(() => textOf(contact.shadowRoot).includes("Name is required."), "validation after hydration");
    expect(contact.shadowRoot!.querySelector('button[type="submit"]')).to.equal(submit);
    expect(contact.shadowRoot!.querySelector('[name="name"]')).to.equal(nameField);
    expect(errors).to.deep.equal([]);
  });

  it("a stale prerender (settings changed after the build) ends as one clean client render", async () => {
    const frame = await openFrame("tag=portfolio-hero&stale=1");
    const hero = elementIn(frame, "portfolio-hero");
    expect(textOf(hero.shadowRoot!.querySelector("h2"))).to.equal("Hello, I'm Old Name");
    const errors = runScript(frame);
    await waitFor(() => textOf(hero.shadowRoot!.querySelector("h2")) === "Hello, I'm Alex Rivera", "the current settings to show");
    expect(hero.shadowRoot!.querySelectorAll(".root")).to.have.length(1);
    expect(hero.shadowRoot!.querySelectorAll("h2")).to.have.length(1);
    expect(errors).to.deep.equal([]);
  });

  it("a page opened on another route than it was prerendered for renders that route cleanly", async () => {
    const frame = await openFrame("tag=portfolio-app&route=home", { hash: "#/about" });
    const app = elementIn(frame, "portfolio-app");
    expect(textOf(app.shadowRoot!.querySelector("main h1"))).to.equal("Hello, I'm Alex Rivera");
    const errors = runScript(frame);
    await waitFor(() => textOf(app.shadowRoot!.querySelector("main h1")) === "About Me", "the hash's route");
    expect(app.shadowRoot!.querySelectorAll("main h1")).to.have.length(1);
    expect(errors).to.deep.equal([]);
  });
});
