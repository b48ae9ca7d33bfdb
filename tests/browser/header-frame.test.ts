/**
 * <portfolio-header> embedded at a fixed, short height (a Notion-like page gives a frame 80 px): there is no room
 * for an open menu below the bar, so the links stay in the bar, and all of them fit a phone-wide frame: nothing to
 * swipe sideways, nothing clipped, every control where a click lands on it, its focus ring in view.
 */
import { expect } from "chai";
import { setViewport } from "@web/test-runner-commands";
import { closeFrames, frameDocument, frameWindow, openFrame, rendered } from "./frames.ts";
import { find, mount, unmountAll, waitFor } from "./helpers.ts";

const FRAME_HEIGHT = 80;

/** A page of its own holding only the header, from source, so that it runs on this test run's runtime. */
function headerPage(theme: "light" | "dark"): string {
  const html = `<!doctype html><html lang="en"><body style="margin:0">
    <portfolio-header name="Alex Rivera" theme="${theme}"></portfolio-header>
    <script type="module" src="${location.origin}/src/index.ts"></script></body></html>`;
  return URL.createObjectURL(new Blob([html], { type: "text/html" }));
}

/** Everything a visitor uses in the bar: the logo, the theme switch, the three links. */
function controlsOf(header: HTMLElement): HTMLElement[] {
  return [...header.shadowRoot!.querySelectorAll<HTMLElement>(".logo, .theme-switch, nav a")];
}

/** What a screen reader calls the control. */
function nameOf(control: HTMLElement): string {
  return control.getAttribute("aria-label") ?? control.querySelector(".visually-hidden")?.textContent ?? control.textContent!.trim();
}

/** Checks the header in a frame `width` wide and 80 px tall: all of it in view and usable, without scrolling. */
async function expectUsable(frame: HTMLIFrameElement, width: number): Promise<void> {
  const header = await rendered(frame, "portfolio-header");
  const view = frameWindow(frame);
  const root = header.shadowRoot!;
  const menuToggle = root.querySelector(".menu-toggle")!;
  expect(view.getComputedStyle(menuToggle).display, "no menu to open").to.equal("none");
  for (const selector of [".header-bar", "nav"]) {
    const box = root.querySelector(selector)!;
    expect(box.scrollWidth, `${selector} scrolls sideways`).to.be.at.most(box.clientWidth);
  }
  const page = frameDocument(frame).documentElement;
  expect(page.scrollWidth, "the frame scrolls sideways").to.be.at.most(width);

  const controls = controlsOf(header);
  const [logo, themeSwitch, ...links] = controls.map(nameOf);
  expect([logo, links]).to.deep.equal(["Alex Rivera, home", ["About", "Work", "Contact"]]);
  expect(themeSwitch).to.match(/^Theme: /);
  const nav = root.querySelector("nav")!.getBoundingClientRect();
  const navClips = view.getComputedStyle(root.querySelector("nav")!).overflowX !== "visible";
  for (const control of controls) {
    const name = nameOf(control);
    const box = control.getBoundingClientRect();
    expect(box.left, `${name}'s left edge`).to.be.at.least(0);
    expect(box.right, `${name}'s right edge`).to.be.at.most(width);
    expect(box.top, `${name}'s top`).to.be.at.least(0);
    expect(box.bottom, `${name}'s bottom`).to.be.at.most(FRAME_HEIGHT);
    expect(box.height, `${name}'s height`).to.be.at.least(24);
    // A click at its middle lands on it: nothing covers it.
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(hit && control.contains(hit), `a click on ${name} reaches it`).to.equal(true);
    // Its focus ring (outline and offset) is drawn inside the frame, and inside the nav if the nav clips.
    control.focus();
    expect(control.matches(":focus-visible"), `${name} shows that it has focus`).to.equal(true);
    const style = view.getComputedStyle(control);
    const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    expect(ring, `${name}'s focus ring`).to.be.greaterThan(0);
    expect(box.left - ring, `${name}'s focus ring, left`).to.be.at.least(0);
    expect(box.right + ring, `${name}'s focus ring, right`).to.be.at.most(width);
    if (control.closest("nav") && navClips) {
      expect(box.left - ring, `${name}'s focus ring inside the nav`).to.be.at.least(nav.left - 0.5);
      expect(box.right + ring, `${name}'s focus ring inside the nav`).to.be.at.most(nav.right + 0.5);
      expect(box.top - ring, `${name}'s focus ring inside the nav`).to.be.at.least(nav.top - 0.5);
      expect(box.bottom + ring, `${name}'s focus ring inside the nav`).to.be.at.most(nav.bottom + 0.5);
    }
  }
}

describe("<portfolio-header> in a short frame", () => {
  afterEach(async () => {
    closeFrames();
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [375, 320, 280]) {
    for (const theme of ["light", "dark"] as const) {
      it(`in a frame ${width} × ${FRAME_HEIGHT} px, ${theme}: every link and the theme switch in the bar, in view, no sideways scroll`, async () => {
        const page = headerPage(theme);
        const frame = await openFrame(page, width, FRAME_HEIGHT);
        URL.revokeObjectURL(page);
        await expectUsable(frame, width);
        const header = frameDocument(frame).querySelector("portfolio-header")!;
        expect(header.matches(`:state(${theme})`)).to.equal(true);
      });
    }
  }

  it(`the demo's own header frame, prerendered and then live, at 320 × ${FRAME_HEIGHT} px`, async () => {
    const frame = await openFrame("/embed/header.html?theme=dark", 320, FRAME_HEIGHT);
    await expectUsable(frame, 320);
  });

  it("keeps its menu on a phone of normal height", async () => {
    await setViewport({ width: 375, height: 700 });
    const header = await mount("portfolio-header");
    await waitFor(() => getComputedStyle(find(header, ".menu-toggle")).display !== "none", "the menu toggle");
  });
});
