import { expect } from "chai";
import { emulateMedia, sendKeys, setViewport } from "@web/test-runner-commands";
import { find, mount, nextFrame, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const spacer = document.createElement("div");
spacer.style.height = "4000px";

function toggleOf(header: HTMLElement): HTMLButtonElement {
  return find<HTMLButtonElement>(header, "button.menu-toggle");
}

function navVisible(header: HTMLElement): boolean {
  return getComputedStyle(find(header, "nav")).display !== "none";
}

async function scrollPage(y: number): Promise<void> {
  window.scrollTo(0, y);
  await nextFrame();
  expect(window.scrollY).to.equal(y);
}

describe("<portfolio-header>", () => {
  before(async () => {
    document.body.append(spacer);
    // With reduced motion the style changes at once, so computed values can be read without waiting out a transition.
    await emulateMedia({ reducedMotion: "reduce" });
  });
  after(async () => {
    spacer.remove();
    await emulateMedia({ reducedMotion: "no-preference" });
  });
  afterEach(async () => {
    unmountAll();
    window.scrollTo(0, 0);
    await setViewport({ width: 1280, height: 800 });
  });

  it("has a logo to #/ and the links About, Work, Contact", async () => {
    const header = await mount("portfolio-header", { name: "Alex Rivera" });
    const logo = find<HTMLAnchorElement>(header, "a.logo");
    expect(logo.getAttribute("href")).to.equal("#/");
    expect(textOf(logo.querySelector(".visually-hidden"))).to.equal("Alex Rivera, home");
    const links = [...shadow(header).querySelectorAll<HTMLAnchorElement>("nav a")];
    expect(links.map((a) => [textOf(a), a.getAttribute("href")])).to.deep.equal([
      ["About", "#/about"],
      ["Work", "#/projects"],
      ["Contact", "#/contact"],
    ]);
  });

  it("writes its buttons' text in the element's font, not the browser's", async () => {
    // The browser's own button font (13.33 px Arial on Linux) is one more font to find before the first paint.
    await setViewport({ width: 375, height: 700 });
    const header = await mount("portfolio-header", { name: "Alex Rivera" });
    const root = getComputedStyle(find(header, ".root"));
    for (const button of shadow(header).querySelectorAll("button")) {
      const style = getComputedStyle(button);
      expect([style.fontFamily, style.fontSize], button.className).to.deep.equal([root.fontFamily, root.fontSize]);
    }
    expect(shadow(header).querySelectorAll("button").length).to.equal(2);
  });

  it("on wide screens shows the links and no menu toggle", async () => {
    await setViewport({ width: 1280, height: 800 });
    const header = await mount("portfolio-header");
    expect(getComputedStyle(toggleOf(header)).display).to.equal("none");
    expect(navVisible(header)).to.equal(true);
  });

  it("at 375 px the toggle opens and closes the menu, with its name and aria-expanded", async () => {
    await setViewport({ width: 375, height: 700 });
    const header = await mount("portfolio-header");
    const toggle = toggleOf(header);
    expect(getComputedStyle(toggle).display).not.to.equal("none");
    expect(navVisible(header)).to.equal(false);
    expect(toggle.getAttribute("aria-label")).to.equal("Open menu");
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");

    toggle.click();
    await waitFor(() => navVisible(header), "the menu to open");
    expect(toggle.getAttribute("aria-label")).to.equal("Close menu");
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");

    toggle.click();
    await waitFor(() => !navVisible(header), "the menu to close");
    expect(toggle.getAttribute("aria-label")).to.equal("Open menu");
  });

  it("choosing a link closes the menu", async () => {
    await setViewport({ width: 375, height: 700 });
    const header = await mount("portfolio-header");
    toggleOf(header).click();
    await waitFor(() => navVisible(header), "the menu to open");
    const work = [...shadow(header).querySelectorAll<HTMLAnchorElement>("nav a")].find((a) => textOf(a) === "Work")!;
    work.click();
    await waitFor(() => !navVisible(header), "the menu to close");
    expect(window.location.hash).to.equal("#/projects");
    expect(toggleOf(header).getAttribute("aria-label")).to.equal("Open menu");
  });

  it("Escape closes the menu and returns focus to the toggle", async () => {
    await setViewport({ width: 375, height: 700 });
    const header = await mount("portfolio-header");
    toggleOf(header).focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => navVisible(header), "the menu to open by keyboard");
    await sendKeys({ press: "Tab" });
    expect(textOf(shadow(header).activeElement)).to.equal("About");
    await sendKeys({ press: "Escape" });
    await waitFor(() => !navVisible(header), "Escape to close the menu");
    expect(shadow(header).activeElement).to.equal(toggleOf(header));
  });

  it("takes the scrolled style only past 10 px (0, 5, 10, 20 px)", async () => {
    const header = await mount("portfolio-header");
    const bar = find(header, "header");
    const shadowAt = async (y: number) => {
      await scrollPage(y);
      await nextFrame();
      return getComputedStyle(bar).boxShadow;
    };
    expect(await shadowAt(0)).to.equal("none");
    expect(await shadowAt(5)).to.equal("none");
    expect(await shadowAt(10)).to.equal("none");
    expect(await shadowAt(20)).not.to.equal("none");
    expect(bar.classList.contains("scrolled")).to.equal(true);
    expect(await shadowAt(3)).to.equal("none");
  });

  it("takes the scrolled style in its first frames when the page loads scrolled", async () => {
    await scrollPage(300);
    const header = await mount("portfolio-header");
    await nextFrame();
    expect(find(header, "header").classList.contains("scrolled")).to.equal(true);
  });

  // Read while mounting, scrollY lays out the whole page inside the task that renders the element.
  it("reads no layout as it mounts", async () => {
    await scrollPage(300);
    const scrollY = Object.getOwnPropertyDescriptor(window, "scrollY")!;
    let reads = 0;
    Object.defineProperty(window, "scrollY", { ...scrollY, get: () => (reads++, scrollY.get!.call(window)) });
    // Defined by the tests above: its shadow root is there as it is created.
    const header = document.createElement("portfolio-header");
    try {
      // The layout effects run in the commit, before the observer's callback.
      const committed = new Promise<void>((resolve) => {
        const watch = new MutationObserver(() => {
          if (!shadow(header).querySelector(".root header")) return;
          watch.disconnect();
          resolve();
        });
        watch.observe(shadow(header), { childList: true, subtree: true });
      });
      document.body.append(header);
      await committed;
    } finally {
      Object.defineProperty(window, "scrollY", scrollY);
      header.remove();
    }
    expect(reads, "reads of scrollY").to.equal(0);
  });
});

describe("<portfolio-header> in a narrow column of a wide page", () => {
  afterEach(unmountAll);

  it("shows the menu toggle when its own width is narrow", async () => {
    await setViewport({ width: 1280, height: 800 });
    const column = document.createElement("div");
    column.style.width = "360px";
    document.body.append(column);
    try {
      const header = await mount("portfolio-header", {}, column);
      expect(getComputedStyle(toggleOf(header)).display).not.to.equal("none");
      expect(navVisible(header)).to.equal(false);
    } finally {
      column.remove();
    }
  });
});

describe("<portfolio-header>'s menu on a phone: a panel over the page", () => {
  const links = (header: HTMLElement) => [...shadow(header).querySelectorAll<HTMLAnchorElement>("nav a")];
  const focused = (header: HTMLElement) => shadow(header).activeElement;

  beforeEach(() => setViewport({ width: 375, height: 700 }));
  afterEach(async () => {
    unmountAll();
    history.replaceState(null, "", "#/");
    await setViewport({ width: 1280, height: 800 });
  });

  it("opens over the page: the app's <main> does not move, and the panel lies just under the bar", async () => {
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { name: "Alex Rivera" });
    const main = find(app, "main");
    const before = main.getBoundingClientRect().top;
    find<HTMLButtonElement>(app, "button.menu-toggle").click();
    await waitFor(() => getComputedStyle(find(app, "nav")).display !== "none", "the menu to open");
    expect(main.getBoundingClientRect().top).to.equal(before);
    const nav = find(app, "nav").getBoundingClientRect();
    expect(nav.top).to.be.closeTo(find(app, ".header-bar").getBoundingClientRect().bottom, 2);
    expect(nav.width).to.be.closeTo(find(app, "header").getBoundingClientRect().width, 1);
    // The page under it does not show through.
    expect(getComputedStyle(find(app, "nav")).backgroundColor).not.to.equal("rgba(0, 0, 0, 0)");
  });

  it("keeps focus inside while open: Tab from the last link to the toggle, Shift+Tab back to the last link", async () => {
    const header = await mount("portfolio-header");
    toggleOf(header).focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => navVisible(header), "the menu to open");
    for (let step = 0; step < 3; step++) await sendKeys({ press: "Tab" });
    expect(focused(header)).to.equal(links(header).at(-1));
    await sendKeys({ press: "Tab" });
    expect(focused(header)).to.equal(toggleOf(header));
    await sendKeys({ down: "Shift" });
    await sendKeys({ press: "Tab" });
    await sendKeys({ up: "Shift" });
    expect(focused(header)).to.equal(links(header).at(-1));
  });

  it("a press outside the panel closes it, even one the moment it opens", async () => {
    const header = await mount("portfolio-header");
    const nav = find(header, "nav");
    // Pressed as the panel opens, before the next frame (when Preact runs plain effects).
    const pressed = new Promise<void>((resolve) =>
      new MutationObserver((_, observer) => {
        if (!nav.classList.contains("open")) return;
        observer.disconnect();
        document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
        resolve();
      }).observe(nav, { attributes: true, attributeFilter: ["class"] }),
    );
    toggleOf(header).click();
    await pressed;
    await waitFor(() => !navVisible(header), "the menu to close");
    expect(toggleOf(header).getAttribute("aria-label")).to.equal("Open menu");
  });
});
