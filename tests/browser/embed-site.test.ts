/**
 * The static site (`npm run build:site`), built from dist/ and demo/settings.json and served from a sub-path,
 * the way GitHub Pages serves `/user/repo/`: it renders, and every request stays under that sub-path —
 * none to the demo server (the settings' relative services are left out of a static build).
 */
import { expect } from "chai";
import { CHUNK_PATH } from "../../src/site/chunk-names.ts";
import { closeFrames, embeddingInfo, frameDocument, frameWindow, openFrame, rendered, requestsOf } from "./frames.ts";
import { textOf, waitFor } from "./helpers.ts";

const SUB_PATH = "/sub/path/";

function expectAllUnderSubPath(frame: HTMLIFrameElement, demoUrl: string): void {
  const requests = requestsOf(frame);
  expect(requests.length).to.be.greaterThan(2);
  const outside = requests.filter((url) => !url.startsWith(`${location.origin}${SUB_PATH}`));
  expect(outside, "requests outside the sub-path").to.deep.equal([]);
  expect(requests.filter((url) => url.startsWith(demoUrl)), "requests to the demo server").to.deep.equal([]);
}

describe("the static site from a sub-path", () => {
  let demoUrl: string;

  before(async () => {
    const info = await embeddingInfo();
    if (info.siteError) throw new Error(`The static site was not built: ${info.siteError}`);
    demoUrl = info.demoUrl;
  });
  afterEach(closeFrames);

  it("index.html renders the site and its routes, with every request under the sub-path", async () => {
    const frame = await openFrame(`${SUB_PATH}#/`, 1024, 800);
    const app = await rendered(frame, "portfolio-app");
    const heading = () => textOf(app.shadowRoot!.querySelector("main h1"));
    await waitFor(() => heading() === "Hello, I'm Alex Rivera", "Home");
    const portrait = await waitFor(() => app.shadowRoot!.querySelector<HTMLImageElement>("img.portrait"), "the portrait");
    await waitFor(() => portrait.complete && portrait.naturalWidth > 0, "the portrait to load");
    for (const [hash, expected] of [["#/about", "About Me"], ["#/projects", "My Work"], ["#/contact", "Let's Work Together"]]) {
      frame.contentWindow!.location.hash = hash;
      await waitFor(() => heading() === expected, `${hash} to show ${expected}`);
    }
    // No endpoint in a static build of the demo's settings: the projects say so instead of calling the demo.
    frame.contentWindow!.location.hash = "#/projects";
    await waitFor(() => textOf(app.shadowRoot!.querySelector("[part~=projects-error]")).includes("No content service is set"), "the endpoint error");
    expectAllUnderSubPath(frame, demoUrl);
  });

  it("has a title, description, Open Graph tags, a favicon and a CSP meta tag", async () => {
    const frame = await openFrame(SUB_PATH, 400, 300);
    const doc = frameDocument(frame);
    const meta = (selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute("content");
    expect(doc.title).to.equal("Alex Rivera | Junior Software Engineer");
    expect(meta('name="description"')).to.contain("Alex Rivera");
    expect(meta('property="og:title"')).to.equal(doc.title);
    expect(meta('property="og:type"')).to.equal("website");
    expect(meta('property="og:description"')).to.equal(meta('name="description"'));
    // The link preview the build made for the page (1200×630, the owner's name, role and look).
    expect(meta('property="og:image"')).to.equal("assets/og-home.png");
    expect(meta('property="og:image:width"')).to.equal("1200");
    expect(meta('name="twitter:card"')).to.equal("summary_large_image");
    expect(meta('http-equiv="Content-Security-Policy"')).to.contain("script-src 'self'");
    // The icon is in the page: no request of its own while the page paints.
    const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    expect(icon.getAttribute("href")).to.match(/^data:image\/svg\+xml,%3Csvg /);
    expect(requestsOf(frame).filter((url) => url.includes("favicon"))).to.deep.equal([]);
    for (const element of doc.querySelectorAll("[src], [href]")) {
      const url = element.getAttribute("src") ?? element.getAttribute("href")!;
      expect(url, "a relative path").not.to.match(/^(\/|(?!data:)[a-z]+:)/);
    }
  });

  it("a page asks for its script once it has painted, then for every chunk its screen needs at once", async () => {
    const frame = await openFrame(`${SUB_PATH}contact.html`, 1024, 800);
    await rendered(frame, "portfolio-app");
    const win = frameWindow(frame);
    const paint = win.performance.getEntriesByType("paint")[0];
    expect(paint, "a paint entry").to.exist;
    const scripts = win.performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js"));
    const name = (url: string) => url.replace(new RegExp(`^.*/${CHUNK_PATH}$`), "$1.js").replace(/^.*\//, "");
    // The first paint needs nothing but the HTML: no script request shares the connection with it.
    expect(scripts.filter((entry) => entry.startTime < paint!.startTime).map((entry) => name(entry.name)), "scripts asked for before the paint").to.deep.equal([]);
    // The screen's chunk is asked for with the others, not after the app's chunk and the shell have run.
    const preloaded = [...frameDocument(frame).head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => name(link.href));
    expect(preloaded.sort()).to.deep.equal(["app.js", "contact.js", "english.js", "parts.js", "runtime.js", "services.js", "shell.js"]);
  });

  it("a page that draws nothing (a frame out of sight) starts its script all the same", async () => {
    const frame = await openFrame(`${SUB_PATH}embed/footer.html`, 400, 200);
    frame.style.display = "none";
    frame.src = `${SUB_PATH}embed/about.html`;
    await new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    expect(frameWindow(frame).performance.getEntriesByType("paint")).to.deep.equal([]);
    await rendered(frame, "portfolio-about");
  });

  it("a route page opened without a hash (a search result, the sitemap, a frame's canonical link) shows its own route", async () => {
    const frame = await openFrame(`${SUB_PATH}about.html`, 1024, 800);
    const app = await rendered(frame, "portfolio-app");
    const win = frame.contentWindow!;
    // The hash set in place (before, the page went on to index.html and showed Home).
    expect(win.location.pathname).to.equal(`${SUB_PATH}about.html`);
    expect(win.location.hash).to.equal("#/about");
    expect(textOf(app.shadowRoot!.querySelector("main h1"))).to.equal("About Me");
    // Home without a hash stays Home, with no hash added.
    const home = await openFrame(SUB_PATH, 1024, 800);
    await rendered(home, "portfolio-app");
    expect(home.contentWindow!.location.hash).to.equal("");
  });

  it("embed/<name>.html pages work there too, with ?theme applied by the page's script", async () => {
    const frame = await openFrame(`${SUB_PATH}embed/hero.html?theme=dark`, 375, 300);
    const hero = await rendered(frame, "portfolio-hero");
    expect(textOf(hero.shadowRoot!.querySelector("h2"))).to.equal("Hello, I'm Alex Rivera");
    await waitFor(() => hero.matches(":state(dark)"), "the dark theme");
    const portrait = await waitFor(() => hero.shadowRoot!.querySelector<HTMLImageElement>("img.portrait"), "the portrait");
    await waitFor(() => portrait.complete && portrait.naturalWidth > 0, "the portrait to load");
    expectAllUnderSubPath(frame, demoUrl);

    const contactFrame = await openFrame(`${SUB_PATH}embed/contact.html`, 1024, 600);
    const contact = await rendered(contactFrame, "portfolio-contact");
    await waitFor(() => contact.shadowRoot!.querySelector("form"), "the form");
    expectAllUnderSubPath(contactFrame, demoUrl);
  });
});
