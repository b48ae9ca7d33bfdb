import { expect } from "chai";
import { emulateMedia, setViewport } from "@web/test-runner-commands";
import axe from "axe-core";
import { detailedSite } from "./detailed-site.ts";
import { closeFrames, frameDocument, openFrame, rendered } from "./frames.ts";
import { mount, settled, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const PROFILE = {
  name: "Alex Rivera",
  github: "https://github.com/alex-rivera-dev",
  linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
  email: "alex@example.com",
};

/** Runs axe on the whole page (it enters open shadow roots) and returns the serious and critical findings. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(" > ")}: ${node.failureSummary ?? ""}`).join(", ")})`);
}

/** The same, inside a frame's page: axe injected there (a same-origin script, which the site's policy allows). */
async function seriousViolationsIn(frame: HTMLIFrameElement): Promise<string[]> {
  const win = frame.contentWindow as Window & { axe?: typeof axe };
  if (!win.axe) {
    const script = frameDocument(frame).createElement("script");
    script.src = "/node_modules/axe-core/axe.min.js";
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      frameDocument(frame).head.append(script);
    });
  }
  const results = await win.axe!.run(frameDocument(frame), { resultTypes: ["violations"] });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(" > ")}: ${node.failureSummary ?? ""}`).join(", ")})`);
}

describe("accessibility (axe-core)", () => {
  let app: HTMLElement;

  before(async () => {
    document.documentElement.lang = "en";
    document.title = "Accessibility check";
    history.replaceState(null, "", "#/");
    // Colours are checked after a scheme switch: without transitions they are final at once.
    await emulateMedia({ reducedMotion: "reduce" });
    app = await mount("portfolio-app", PROFILE);
  });

  after(async () => {
    unmountAll();
    await emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await setViewport({ width: 800, height: 600 });
  });

  for (const scheme of ["light", "dark"] as const) {
    for (const [hash, heading] of [
      ["#/", "Hello, I'm Alex Rivera"],
      ["#/about", "About Me"],
      ["#/projects", "My Work"],
      ["#/contact", "Let's Work Together"],
    ]) {
      it(`${hash} in ${scheme} has no serious or critical violation`, async () => {
        // Each call sets every emulated feature, so reduced motion is repeated here.
        await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        await waitFor(() => app.matches(":state(dark)") === (scheme === "dark"), `the ${scheme} theme`);
        window.location.hash = hash;
        await waitFor(() => textOf(shadow(app).querySelector("main h1")) === heading, heading);
        expect(await seriousViolations()).to.deep.equal([]);
      });
    }
  }

  it("the open mobile menu has no serious or critical violation", async () => {
    await setViewport({ width: 375, height: 700 });
    shadow(app).querySelector<HTMLButtonElement>("button.menu-toggle")!.click();
    await waitFor(() => shadow(app).querySelector("nav.open"), "the menu to open");
    expect(await seriousViolations()).to.deep.equal([]);
  });
});

describe("accessibility (axe-core), the static site's project pages", () => {
  let site = "";
  before(async function () {
    this.timeout(60_000);
    site = await detailedSite();
  });
  afterEach(closeFrames);
  after(() => emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" }));

  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      for (const [page, selector] of [
        ["index.html", ".featured-details .featured-card"],
        ["projects.html", ".project-card .project-picture"],
        ["projects/budget-buddy.html", ".project-page-title"],
        ["projects/trailhead.html", ".project-page-title"],
      ] as const) {
        it(`${page} in ${scheme} at ${width} px has no serious or critical violation`, async function () {
          this.timeout(30_000);
          await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
          const frame = await openFrame(`${site}${page}`, width, 900);
          const app = await rendered(frame, "portfolio-app");
          await waitFor(() => app.shadowRoot!.querySelector(selector), selector, 8000);
          await settled(frameDocument(frame));
          expect(await seriousViolationsIn(frame)).to.deep.equal([]);
        });
      }
    }
  }
});
