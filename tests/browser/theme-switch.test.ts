/**
 * The visitor's theme switch in <portfolio-header>: light, dark, system, remembered across visits, the owner's
 * `theme` until the visitor chooses; every element on the page and the page's frames of ours follow it, and a
 * prerendered page paints in the stored choice before any module runs.
 */
import { expect } from "chai";
import { emulateMedia, setViewport } from "@web/test-runner-commands";
import { closeFrames, embeddingInfo, frameDocument, openFrame, rendered } from "./frames.ts";
import { find, mount, shadow, unmountAll, waitFor } from "./helpers.ts";

const KEY = "portfolio-theme";
const isDark = (element: Element) => element.matches(":state(dark)");
const switchOf = (header: Element) => find<HTMLButtonElement>(header, '[part="theme-switch"]');

/** Presses the switch until it shows `label`, one render at a time, as a visitor would. */
async function choose(header: Element, label: "Light" | "Dark" | "System"): Promise<void> {
  for (let presses = 0; presses < 3; presses++) {
    const before = switchOf(header).getAttribute("aria-label");
    if (before === `Theme: ${label}`) return;
    switchOf(header).click();
    await waitFor(() => switchOf(header).getAttribute("aria-label") !== before, "the switch to change");
  }
  throw new Error(`the switch never showed ${label}`);
}

describe("the visitor's theme switch", () => {
  beforeEach(async () => {
    localStorage.removeItem(KEY);
    await emulateMedia({ colorScheme: "light" });
  });
  afterEach(async () => {
    unmountAll();
    closeFrames();
    localStorage.removeItem(KEY);
    await emulateMedia({ colorScheme: "light" });
  });

  it("starts from the owner's theme, and each press first shows the theme the system does not", async () => {
    const header = await mount("portfolio-header", { theme: "dark" });
    const button = switchOf(header);
    expect(button.getAttribute("aria-label")).to.equal("Theme: Dark");
    expect(button.title).to.equal("Theme: Dark");
    expect(isDark(header)).to.equal(true);
    // On a light system: Dark, then Light, then System (light), then Dark again.
    button.click();
    await waitFor(() => button.getAttribute("aria-label") === "Theme: Light", "Light");
    expect(isDark(header)).to.equal(false);
    button.click();
    await waitFor(() => button.getAttribute("aria-label") === "Theme: System", "System");
    expect(localStorage.getItem(KEY)).to.equal("auto");
    await waitFor(() => header.matches(":state(light)"), "light from the system");
    button.click();
    await waitFor(() => button.getAttribute("aria-label") === "Theme: Dark", "Dark");
    expect(localStorage.getItem(KEY)).to.equal("dark");
  });

  it("from System, a first press always changes what the visitor sees, on a light and on a dark system", async () => {
    for (const [scheme, first] of [["light", "Dark"], ["dark", "Light"]] as const) {
      await emulateMedia({ colorScheme: scheme });
      localStorage.setItem(KEY, "auto");
      const header = await mount("portfolio-header");
      const button = switchOf(header);
      expect(button.getAttribute("aria-label")).to.equal("Theme: System");
      const before = isDark(header);
      button.click();
      await waitFor(() => button.getAttribute("aria-label") === `Theme: ${first}`, first);
      await waitFor(() => isDark(header) !== before, `${first}: the other theme`);
      unmountAll();
    }
  });

  it("works from the keyboard and is a 44 px target on a phone", async () => {
    await setViewport({ width: 375, height: 700 });
    const header = await mount("portfolio-header");
    const button = switchOf(header);
    const { width, height } = button.getBoundingClientRect();
    expect(width).to.be.at.least(44);
    expect(height).to.be.at.least(44);
    expect(button.localName).to.equal("button");
    expect(button.type).to.equal("button");
  });

  it("reaches every other element on the page, and is remembered for the next one", async () => {
    const header = await mount("portfolio-header");
    const about = await mount("portfolio-about");
    expect(isDark(about)).to.equal(false);
    await choose(header, "Dark");
    await waitFor(() => isDark(about), "the second element to turn dark");
    expect(isDark(header)).to.equal(true);
    // An element added later starts in the visitor's choice.
    const contact = await mount("portfolio-contact");
    await waitFor(() => isDark(contact), "a later element in the choice");
  });

  it("is hidden by theme-switch=\"off\", whose element keeps the owner's theme", async () => {
    localStorage.setItem(KEY, "dark");
    const header = await mount("portfolio-header", { "theme-switch": "off", theme: "light" });
    expect(shadow(header).querySelector('[part="theme-switch"]')).to.equal(null);
    expect(isDark(header)).to.equal(false);
  });

  it("tells the page's frames of ours, including one that loads after the choice", async () => {
    const header = await mount("portfolio-header");
    const frame = await openFrame("/embed/about.html", 600, 400);
    const framed = await rendered(frame, "portfolio-about");
    await choose(header, "Dark");
    await waitFor(() => framed.getAttribute("theme") === "dark", "the frame's element to turn dark");
    const later = await openFrame("/embed/footer.html", 600, 200);
    const laterFooter = await rendered(later, "portfolio-footer");
    await waitFor(() => laterFooter.getAttribute("theme") === "dark", "a later frame to follow");
  });

  describe("on the prerendered site", () => {
    before(async () => {
      const info = await embeddingInfo();
      if (info.siteError) throw new Error(`The static site was not built: ${info.siteError}`);
    });

    it("paints in the stored choice before any module runs, under the page's strict CSP", async () => {
      for (const [system, stored, dark] of [["light", "dark", true], ["dark", "light", false], ["dark", "auto", true]] as const) {
        await emulateMedia({ colorScheme: system });
        localStorage.setItem(KEY, stored);
        const frame = await openFrame("/embedding/unstarted/index.html", 1024, 700);
        const doc = frameDocument(frame);
        const app = doc.querySelector("portfolio-app")!;
        // No script of the elements ran: nothing took the prerendered markup over.
        expect(app.matches(":defined"), `${stored}: no module ran`).to.equal(false);
        const main = app.shadowRoot!.querySelector<HTMLElement>("main")!;
        const background = (element: Element) => getComputedStyle(element).backgroundColor;
        const expected = dark ? "rgb(13, 17, 32)" : "rgb(255, 255, 255)";
        expect(background(main.closest(".app")!), `${stored} on a ${system} system: the app`).to.equal(expected);
        expect(background(doc.body), `${stored} on a ${system} system: the page`).to.equal(expected);
        closeFrames();
      }
    });

    it("keeps the choice across a reload of the site", async () => {
      const frame = await openFrame("/sub/path/index.html", 1024, 700);
      let app = await rendered(frame, "portfolio-app");
      expect(isDark(app)).to.equal(false);
      await choose(app, "Dark");
      await waitFor(() => isDark(app), "dark after choosing");
      expect(frameDocument(frame).documentElement.getAttribute("data-theme")).to.equal("dark");
      const reloaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
      frame.contentWindow!.location.reload();
      await reloaded;
      app = await rendered(frame, "portfolio-app");
      expect(isDark(app)).to.equal(true);
      await waitFor(() => switchOf(app).getAttribute("aria-label") === "Theme: Dark", "the switch to show the stored choice");
    });
  });
});
