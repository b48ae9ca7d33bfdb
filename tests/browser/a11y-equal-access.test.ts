/**
 * A second accessibility engine beside axe: IBM's Equal Access checker (accessibility-checker-engine, offline from
 * its npm package), injected as a same-origin script into every page we serve (which their CSP allows): the
 * site's routes, each iframe page, the studio, the blog example and the themes page, in the light and the dark
 * scheme, at 375 and 1280 px; with project details on, the static site's Home, My Work and a project's page as built,
 * and a project's page in the app. One load per page, scheme and width; any violation of its IBM_Accessibility policy
 * fails (its "potential" violations and recommendations are left to a person).
 *
 * The pages load the built bundle, the same in both runtimes' runs: this file checks them in the React run only.
 */
import { expect } from "chai";
import { emulateMedia, executeServerCommand, setViewport } from "@web/test-runner-commands";
import { closeFrames, frameDocument, openFrame } from "./frames.ts";
import { detailedSite } from "./detailed-site.ts";
import { demoUrl, mount, settled, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** The part of the engine's API used here (its ace.d.ts types the whole engine). */
interface Ace {
  Checker: new () => {
    check(target: Document, policies: string[]): Promise<{ results: { ruleId: string; value: [string, string]; path: { dom: string }; message: string }[] }>;
  };
}

const FRAMES = ["hero", "about", "projects", "contact", "header", "footer"].map((name) => `/embed/${name}.html`);
const PAGES = ["/index.html", "/about.html", "/projects.html", "/contact.html", ...FRAMES, "/studio.html", "/embed.html", "/themes.html"];

/**
 * Every element of the page has rendered (or hydrated) its content, projects included; the studio has set up.
 * Throws what is still missing, so a wait that runs out says which condition it was.
 */
function ready(doc: Document): true {
  if (doc.querySelector("script[src$='studio.js']") && doc.documentElement.dataset.studioReady !== "true") {
    throw new Error(`the studio has not set up (readyState ${doc.readyState})`);
  }
  for (const element of doc.querySelectorAll("*")) {
    if (!element.localName.startsWith("portfolio-")) continue;
    const root = element.shadowRoot?.querySelector(".root");
    const where = `<${element.localName}${element.id ? `#${element.id}` : ""}>`;
    if (!element.matches(":state(light), :state(dark)")) throw new Error(`${where} has no theme state`);
    if (!root?.childElementCount) throw new Error(`${where} has rendered nothing`);
    if (root.querySelector(".project-skeleton")) throw new Error(`${where} still shows its skeleton: ${root.textContent?.slice(0, 200)}`);
  }
  return true;
}

/** Injects the engine into a page (once) and returns what its IBM_Accessibility policy calls a violation. */
async function violationsIn(doc: Document): Promise<string[]> {
  const win = doc.defaultView as unknown as { ace?: Ace };
  if (!win.ace) {
    const script = doc.createElement("script");
    script.src = "/node_modules/accessibility-checker-engine/ace.js";
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      doc.head.append(script);
    });
  }
  const report = await new win.ace!.Checker().check(doc, ["IBM_Accessibility"]);
  return report.results
    .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
    .map((result) => `${result.ruleId} at ${result.path.dom}: ${result.message}`);
}

describe("accessibility, second engine (IBM Equal Access)", function () {
  before(async function () {
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
  });
  afterEach(closeFrames);
  after(() => emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" }));

  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      for (const page of PAGES) {
        it(`${page} in ${scheme} at ${width} px has no violation`, async function () {
          this.timeout(60_000);
          // Colours are measured on final values: with reduced motion nothing fades in.
          await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
          const frame = await openFrame(page, width, 900);
          await waitFor(() => ready(frameDocument(frame)), `${page} to render`, 30_000);
          await settled(frameDocument(frame));
          expect(await violationsIn(frameDocument(frame))).to.deep.equal([]);
        });
      }
    }
  }
});

describe("accessibility, second engine, in German and Arabic", function () {
  before(async function () {
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
    document.documentElement.lang = "en";
    document.title = "Languages check";
  });
  afterEach(unmountAll);
  after(async () => {
    await emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await setViewport({ width: 800, height: 600 });
  });

  for (const lang of ["de", "ar"]) {
    for (const [scheme, width] of [["light", 375], ["dark", 375], ["light", 1280], ["dark", 1280]] as const) {
      it(`every route in ${lang}, ${scheme}, at ${width} px, has no violation`, async function () {
        this.timeout(60_000);
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        const endpoint = (await executeServerCommand("content-fault-url", { scenario: "ok", delayMs: 0 })) as string;
        const app = await mount("portfolio-app", { name: "Priya", lang, endpoint, email: "priya@example.com" });
        for (const hash of ["#/", "#/about", "#/projects", "#/contact"]) {
          window.location.hash = hash;
          await waitFor(() => textOf(shadow(app).querySelector("main h1")), hash);
          if (hash === "#/projects") await waitFor(() => shadow(app).querySelector(".project-card:not(.project-skeleton)"), "the cards");
          await settled();
          expect(await violationsIn(document), `${lang} ${hash}`).to.deep.equal([]);
        }
        window.location.hash = "";
      });
    }
  }
});

describe("accessibility, second engine, with project details", function () {
  let site = "";
  before(async function () {
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
    this.timeout(60_000);
    document.documentElement.lang = "en";
    document.title = "Project details check";
    site = await detailedSite();
  });
  afterEach(() => {
    closeFrames();
    unmountAll();
    history.replaceState(null, "", window.location.pathname + window.location.search);
  });
  after(async () => {
    await emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await setViewport({ width: 800, height: 600 });
  });

  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      // The static site as built: Home's large featured cards, My Work's pictures, a project's own page.
      for (const page of ["index.html", "projects.html", "projects/budget-buddy.html"]) {
        it(`the built ${page} in ${scheme} at ${width} px has no violation`, async function () {
          this.timeout(60_000);
          await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
          const frame = await openFrame(`${site}${page}`, width, 900);
          await waitFor(() => ready(frameDocument(frame)), `${page} to render`, 30_000);
          await settled(frameDocument(frame));
          expect(await violationsIn(frameDocument(frame))).to.deep.equal([]);
        });
      }

      // In the app, from the demo's content service (its pictures load): a project's page, and an unknown id's.
      it(`#/projects/<id> in the app, in ${scheme} at ${width} px, has no violation`, async function () {
        this.timeout(60_000);
        await setViewport({ width, height: 900 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        window.location.hash = "#/projects/budget-buddy";
        const app = await mount("portfolio-app", { name: "Alex Rivera", endpoint: `${await demoUrl()}/graphql`, "project-details": "on" });
        for (const hash of ["#/projects/budget-buddy", "#/projects/no-such-project"]) {
          window.location.hash = hash;
          await waitFor(() => shadow(app).querySelector(hash.endsWith("budget-buddy") ? "img.project-page-picture" : "h1#project-title"), hash, 8000);
          await settled();
          expect(await violationsIn(document), hash).to.deep.equal([]);
        }
      });
    }
  }
});
