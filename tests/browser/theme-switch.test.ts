/**
 * The visitor's theme switch in <portfolio-header>: light, dark, system, remembered across visits, the owner's
 * `theme` until the visitor chooses; every element on the page and the page's frames of ours follow it, and a
 * prerendered page paints in the stored choice before any module runs.
 */
import { expect } from "chai";
import { emulateMedia, executeServerCommand, setViewport } from "@web/test-runner-commands";
import { closeFrames, embeddingInfo, frameDocument, frameWindow, openFrame, rendered } from "./frames.ts";
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

/**
 * Makes the page in `frame` taller, so that its own script reports its height to this page, and resolves with what
 * this page answered. The answers are posted while this page handles the report, so a marker posted by a listener
 * added here (after the switch's) reaches the frame after all of them.
 */
async function answersToReport(frame: HTMLIFrameElement): Promise<unknown[]> {
  const view = frameWindow(frame);
  const received: unknown[] = [];
  const done = new Promise<void>((resolve) => {
    const record = (event: MessageEvent) => {
      if (event.source !== window) return;
      if (event.data !== "marker") return void received.push(event.data);
      view.removeEventListener("message", record);
      resolve();
    };
    view.addEventListener("message", record);
  });
  addEventListener("message", function onReport(event: MessageEvent) {
    if (event.source !== view || (event.data as { type?: unknown } | null)?.type !== "portfolio-embed-height") return;
    removeEventListener("message", onReport);
    view.postMessage("marker", "*");
  });
  const taller = frameDocument(frame).createElement("div");
  taller.style.height = "17px";
  frameDocument(frame).body.append(taller);
  await done;
  return received;
}

/** A piece of each of ThemeSwitch's icons' drawing. */
const ICON_MARKS = { light: "M12 2v2", dark: "M21 12.8", auto: "M8 21h8" } as const;

/**
 * The icon the switch shows: its own, or, while the switch is hidden, the one the page draws in its place before
 * the app starts (site.css).
 */
function shownIcon(button: Element): string {
  const hidden = getComputedStyle(button).visibility === "hidden";
  const drawing = hidden ? getComputedStyle(button, "::after").maskImage : button.querySelector("svg")?.innerHTML ?? "";
  return Object.entries(ICON_MARKS).find(([, mark]) => drawing.includes(mark))?.[0] ?? "none";
}

/**
 * What the app in a frame shows at one moment: the hero's heading colour, the page's and a button's background,
 * the theme switch's icon.
 */
interface Look {
  heading: string;
  page: string;
  button: string;
  icon: string;
  started: boolean;
}

/**
 * Records the look of the app in `frame` at every animation frame and between tasks (each a moment the browser
 * may paint), from its first prerendered content until it has started (`:state(rendered)`) and a few frames more.
 * Same-origin frames share the test page's event loop, so its callbacks interleave with the frame's work.
 */
function recordLooks(frame: HTMLIFrameElement, framesAfter = 8): Promise<Look[]> {
  const looks: Look[] = [];
  const channel = new MessageChannel();
  const deadline = performance.now() + 20_000;
  let after = 0;
  return new Promise((resolve, reject) => {
    const look = () => {
      const app = frame.contentDocument?.querySelector("portfolio-app");
      const root = app?.shadowRoot?.querySelector(".root");
      const heading = root?.querySelector("main h1");
      const button = root?.querySelector("main .button-primary");
      const page = root?.querySelector(".app");
      const switchButton = root?.querySelector(".theme-switch");
      if (!app || !heading || !button || !page || !switchButton) return;
      const colour = (element: Element, property: "color" | "backgroundColor") => getComputedStyle(element)[property];
      const started = app.matches(":state(rendered)");
      looks.push({ heading: colour(heading, "color"), page: colour(page, "backgroundColor"), button: colour(button, "backgroundColor"), icon: shownIcon(switchButton), started });
    };
    const finish = (error?: Error) => {
      channel.port1.close();
      if (error) reject(error);
      else resolve(looks);
    };
    const onFrame = () => {
      look();
      if (looks.at(-1)?.started && ++after >= framesAfter) return finish();
      if (performance.now() > deadline) return finish(new Error(`the app never started in ${frame.src}`));
      requestAnimationFrame(onFrame);
    };
    channel.port1.onmessage = () => {
      look();
      channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  });
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

  it("tells the page's frames of ours a choice made on an earlier visit, as soon as the switch starts", async () => {
    const frame = await openFrame("/embed/about.html", 600, 400);
    const framed = await rendered(frame, "portfolio-about");
    expect(framed.getAttribute("theme"), "the frame's page sets no theme of its own").to.not.equal("dark");
    localStorage.setItem(KEY, "dark");
    await mount("portfolio-header");
    await waitFor(() => framed.getAttribute("theme") === "dark", "the frame's element to turn dark");
  });

  it("answers each height report of a frame once, with the last choice, and not after it is gone", async () => {
    const header = await mount("portfolio-header");
    const frame = await openFrame("/embed/about.html", 600, 400);
    const framed = await rendered(frame, "portfolio-about");
    await choose(header, "Dark");
    await waitFor(() => framed.getAttribute("theme") === "dark", "the frame to turn dark");
    await choose(header, "Light");
    await waitFor(() => framed.getAttribute("theme") === "light", "the frame to turn light");
    expect(await answersToReport(frame)).to.deep.equal([{ type: "portfolio-embed-theme", theme: "light" }]);
    unmountAll();
    expect(await answersToReport(frame)).to.deep.equal([]);
  });

  describe("on the prerendered site", () => {
    before(async () => {
      const info = await embeddingInfo();
      if (info.siteError) throw new Error(`The static site was not built: ${info.siteError}`);
    });

    it("paints in the stored choice, its switch's icon too, before any module runs, under the page's strict CSP", async () => {
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
        const switchButton = app.shadowRoot!.querySelector(".theme-switch")!;
        expect(shownIcon(switchButton), `${stored} on a ${system} system: the switch's icon`).to.equal(stored);
        expect(getComputedStyle(switchButton, "::after").backgroundColor, "drawn in the switch's colour").to.equal(dark ? "rgb(232, 235, 243)" : "rgb(20, 26, 43)");
        closeFrames();
      }
    });

    it("keeps the stored choice in every frame while the page's elements start", async () => {
      // The lite runtime renders over the prerendered markup (the site's own page hydrates with React).
      const lite = (await executeServerCommand("runtime")) === "lite";
      const themes = {
        light: { heading: "rgb(20, 26, 43)", page: "rgb(255, 255, 255)", button: "rgb(59, 63, 196)", icon: "light" },
        dark: { heading: "rgb(232, 235, 243)", page: "rgb(13, 17, 32)", button: "rgb(158, 167, 255)", icon: "dark" },
      };
      for (const [system, stored] of [["light", "dark"], ["dark", "light"]] as const) {
        await emulateMedia({ colorScheme: system });
        localStorage.setItem(KEY, stored);
        const frame = document.createElement("iframe");
        Object.assign(frame.style, { width: "375px", height: "812px", border: "0" });
        const looks = recordLooks(frame);
        const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
        frame.src = lite ? "/embedding/unstarted/index.html" : "/sub/path/index.html";
        document.body.append(frame);
        try {
          await loaded;
          if (lite) {
            const script = frame.contentDocument!.createElement("script");
            script.type = "module";
            script.src = "/dist/lite/portfolio-elements.js";
            frame.contentDocument!.head.append(script);
          }
          const seen = await looks;
          const wrong = seen.filter(({ started: _started, ...colours }) => JSON.stringify(colours) !== JSON.stringify(themes[stored]));
          expect(seen.some(({ started }) => started), `${stored} on a ${system} system: the app started`).to.equal(true);
          expect(wrong, `${stored} on a ${system} system: ${wrong.length} of ${seen.length} moments in another look`).to.deep.equal([]);
        } finally {
          frame.remove();
        }
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
