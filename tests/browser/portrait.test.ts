import { expect } from "chai";
import { executeServerCommand } from "@web/test-runner-commands";
import { PORTRAIT_IMAGES_ID } from "../../src/page/page-ids.ts";
import { closeFrames, openFrame } from "./frames.ts";
import { demoUrl, find, idle, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** An 8 px WebP standing in for the page's 384 px AVIF. */
const INLINE_WEBP = "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAADwAQCdASoIAAgAAUAmJaACdLoB+AAETAAA/u+9V/43bjDfgu/33oDeBgAAAA==";

/**
 * Declares light versions of portraits the way a generated page does (demo server, npm run build:site): once,
 * before any element reads them, as a page carries them from its first byte (the elements read them once).
 */
before(async () => {
  const base = await demoUrl();
  const svg = `${base}/assets/portrait.svg`;
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PORTRAIT_IMAGES_ID;
  script.textContent = JSON.stringify({
    "/me.jpg": {
      src: svg,
      sizes: "(max-width: 720px) 192px, 320px",
      sources: [
        { type: "image/avif", srcset: `${svg}?a 192w, ${svg}?b 384w` },
        { type: "image/webp", srcset: `${svg}?c 192w, ${svg}?d 384w` },
      ],
    },
    "/me-inline.jpg": { src: svg, sizes: "(max-width: 720px) 192px, 320px", sources: [{ type: "image/webp", srcset: `${INLINE_WEBP} 384w, ${svg}?b 640w` }] },
    "/svg.jpg": { src: svg, sizes: "320px", sources: [{ type: "image/svg+xml", srcset: `data:image/svg+xml;base64,PHN2Zy8+ 384w` }] },
    "/other.jpg": { src: "/x.webp", sizes: "320px", sources: [] },
    [`${svg}?bad`]: { src: "javascript:alert(1)", sizes: "320px", sources: [] },
    [`${svg}?bad-source`]: { src: `${svg}?ok`, sizes: "320px", sources: [{ type: "image/avif", srcset: "/a.avif 192w, data:x 384w" }] },
    "/me-missing.jpg": { src: `${base}/portraits/portrait-320-aaaaaaaaaaaa.webp`, sizes: "320px", sources: [{ type: "image/webp", srcset: `${base}/portraits/portrait-320-aaaaaaaaaaaa.webp 320w` }] },
  });
  document.head.append(script);
});

describe("<portfolio-hero>: light versions of the portrait", () => {
  afterEach(() => unmountAll());

  it("renders the page's AVIF and WebP sources with the slot's sizes, and keeps width and height", async () => {
    const svg = `${await demoUrl()}/assets/portrait.svg`;
    // Served files stand in for the made ones: what matters here is which the browser is told about.
    const hero = await mount("portfolio-hero", { name: "Alex", portrait: "/me.jpg" });
    const sources = [...shadow(hero).querySelectorAll("picture > source")];
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("sizes")])).to.deep.equal([
      ["image/avif", "(max-width: 720px) 192px, 320px"],
      ["image/webp", "(max-width: 720px) 192px, 320px"],
    ]);
    expect(sources[0]!.getAttribute("srcset")).to.equal(`${svg}?a 192w, ${svg}?b 384w`);
    const img = find<HTMLImageElement>(hero, "picture > img.portrait");
    expect(img.getAttribute("src")).to.equal(svg);
    expect([img.getAttribute("width"), img.getAttribute("height"), img.alt]).to.deep.equal(["320", "320", "Portrait of Alex"]);
    await waitFor(() => img.complete && img.naturalWidth > 0, "the portrait to load");
    expect(img.currentSrc).to.match(/portrait\.svg\?[ab]$/);
  });

  it("takes a raster image carried in the page itself (a small photo, painted with the HTML) as one of the sizes", async () => {
    const svg = `${await demoUrl()}/assets/portrait.svg`;
    const inline = INLINE_WEBP;
    const hero = await mount("portfolio-hero", { name: "Alex", portrait: "/me-inline.jpg" });
    expect(find(hero, "picture > source").getAttribute("srcset")).to.equal(`${inline} 384w, ${svg}?b 640w`);
    const img = find<HTMLImageElement>(hero, "picture > img.portrait");
    await waitFor(() => img.complete && img.naturalWidth > 0, "the portrait to load");
    // Which candidate depends on the screen (and on the order React sets srcset and sizes in a client render).
    expect([inline, `${svg}?b`]).to.include(img.currentSrc);
    // Only raster images may come inline (an SVG document may not).
    const svgHero = await mount("portfolio-hero", { portrait: "/svg.jpg" });
    expect(shadow(svgHero).querySelector("source")).to.equal(null);
  });

  it("shows a colour in the portrait's place before the photo arrives: the page's, else a neutral one", async () => {
    const hero = await mount("portfolio-hero", { portrait: `${await demoUrl()}/assets/portrait.svg` });
    const img = find<HTMLImageElement>(hero, "img.portrait");
    expect(getComputedStyle(img).backgroundColor).to.not.equal("rgba(0, 0, 0, 0)");
    hero.style.setProperty("--pe-portrait-color", "#123456");
    expect(getComputedStyle(img).backgroundColor).to.equal("rgb(18, 52, 86)");
  });

  it("a portrait without an entry, or with a broken one, is shown as it is", async () => {
    const svg = `${await demoUrl()}/assets/portrait.svg`;
    const plain = await mount("portfolio-hero", { portrait: `${svg}?remote` });
    expect(shadow(plain).querySelector("source")).to.equal(null);
    expect(find<HTMLImageElement>(plain, "img.portrait").getAttribute("src")).to.equal(`${svg}?remote`);
    const bad = await mount("portfolio-hero", { portrait: `${svg}?bad` });
    expect(find<HTMLImageElement>(bad, "img.portrait").getAttribute("src")).to.equal(`${svg}?bad`);
    const badSource = await mount("portfolio-hero", { portrait: `${svg}?bad-source` });
    expect(shadow(badSource).querySelector("source")).to.equal(null);
    expect(find<HTMLImageElement>(badSource, "img.portrait").getAttribute("src")).to.equal(`${svg}?ok`);
  });
});

/** A prerendered hero (tests/servers/prerender.mjs) in a frame, its script not yet run. */
async function prerenderedHero(portrait: string, light = false): Promise<HTMLIFrameElement> {
  const frame = document.createElement("iframe");
  frame.style.width = "1024px";
  frame.style.height = "800px";
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.src = `/prerendered/page.html?tag=portfolio-hero&portrait=${encodeURIComponent(portrait)}${light ? "&light=1" : ""}`;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** Runs the elements' script in a frame loaded without it. */
function runScript(frame: HTMLIFrameElement): void {
  const script = frame.contentDocument!.createElement("script");
  script.type = "module";
  script.src = "/src/index.ts";
  frame.contentDocument!.head.append(script);
}

describe("<portfolio-hero>: the dark theme's veil", () => {
  afterEach(() => unmountAll());

  /** The veil over the portrait: the ::after of its frame, drawn or not. */
  const veil = (hero: Element) => getComputedStyle(find(hero, ".hero-portrait"), "::after");

  it("dims a photo, not an SVG portrait or the initials placeholder, whose colours are chosen for both themes", async () => {
    const base = await demoUrl();
    const photo = await mount("portfolio-hero", { name: "Alex", theme: "dark", portrait: `${base}/assets/sample-photo.jpg` });
    const img = await waitFor(() => shadow(photo).querySelector<HTMLImageElement>("img.portrait"), "the photo");
    await waitFor(() => img.complete && img.naturalWidth > 0, "the photo to load");
    expect(veil(photo).content).to.not.equal("none");
    expect(veil(photo).backgroundColor).to.not.equal("rgba(0, 0, 0, 0)");
    const drawing = await mount("portfolio-hero", { name: "Alex", theme: "dark", portrait: `${base}/assets/portrait.svg` });
    await waitFor(() => shadow(drawing).querySelector("img.portrait"), "the SVG portrait");
    const placeholder = await mount("portfolio-hero", { name: "Alex", theme: "dark" });
    await waitFor(() => shadow(placeholder).querySelector("svg.portrait"), "the placeholder");
    for (const hero of [drawing, placeholder]) expect(veil(hero).content).to.equal("none");
  });
});

describe("<portfolio-hero>: the veil on a served page", () => {
  afterEach(closeFrames);

  it("leaves the demo's SVG portrait undimmed in the dark theme, though the page serves it as light raster versions", async () => {
    const frame = await openFrame("/embed/hero.html?theme=dark", 1024, 700);
    const hero = frame.contentDocument!.querySelector("portfolio-hero")!;
    const img = await waitFor(() => hero.shadowRoot?.querySelector<HTMLImageElement>("img.portrait"), "the portrait");
    // The precondition: the page carries the SVG as a raster, whose address no longer says it is a drawing.
    expect(img.currentSrc || img.src).not.to.match(/svg/i);
    const frameWindow = frame.contentWindow as typeof window;
    expect(frameWindow.getComputedStyle(hero.shadowRoot!.querySelector(".hero-portrait")!, "::after").content).to.equal("none");
  });
});

describe("<portfolio-hero>: a portrait that does not load", () => {
  afterEach(() => {
    unmountAll();
    document.querySelectorAll("iframe").forEach((frame) => frame.remove());
  });

  /** The placeholder in the portrait's place, as large as the photo would be (a broken image keeps no size). */
  async function placeholderShown(root: ShadowRoot, label = "Portrait of Alex"): Promise<void> {
    const placeholder = await waitFor(() => root.querySelector<SVGElement>("svg.portrait"), "the placeholder");
    expect(root.querySelector("img")).to.equal(null);
    expect(placeholder.getAttribute("aria-label")).to.equal(label);
    const box = placeholder.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(150);
    expect(box.height).to.equal(box.width);
  }

  it("a missing file, a file that is not an image or a made version that fails gives way to the placeholder", async () => {
    const base = await demoUrl();
    for (const portrait of [`${base}/assets/no-such-photo.jpg`, `${base}/assets/blog.css`, "/me-missing.jpg"]) {
      const hero = await mount("portfolio-hero", { name: "Alex", portrait });
      await placeholderShown(shadow(hero));
    }
    // Another portrait is tried afresh.
    const hero = await mount("portfolio-hero", { name: "Alex", portrait: `${base}/assets/no-such-photo.jpg` });
    await placeholderShown(shadow(hero));
    hero.setAttribute("portrait", `${base}/assets/portrait.svg`);
    const img = await waitFor(() => shadow(hero).querySelector<HTMLImageElement>("img.portrait"), "the new portrait");
    await waitFor(() => img.complete && img.naturalWidth > 0, "the new portrait to load");
  });

  it("a portrait that loaded, even one with no size of its own (an SVG with only a viewBox), stays on the next render", async () => {
    const svg = "/src/site/assets/favicon.svg";
    const hero = await mount("portfolio-hero", { name: "Alex", portrait: svg });
    const img = find<HTMLImageElement>(hero, "img.portrait");
    await waitFor(() => img.complete, "the portrait to load");
    await img.decode();
    hero.setAttribute("name", "Alexa");
    await waitFor(() => textOf(shadow(hero).querySelector("h2")) === "Hello, I'm Alexa", "a render after it loaded");
    expect(shadow(hero).querySelector("img.portrait"), "client render").to.equal(img);
  });

  it("a prerendered portrait that loaded, even one with no size of its own, stays when the script runs", async function () {
    // Prerendering is React's (react-dom/server): the lite runtime has no prerendered page to hydrate (see README).
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
    const svg = "/src/site/assets/favicon.svg";
    const frame = await prerenderedHero(svg);
    const root = frame.contentDocument!.querySelector("portfolio-hero")!.shadowRoot!;
    const prerendered = root.querySelector<HTMLImageElement>("img.portrait")!;
    await waitFor(() => prerendered.complete, "the prerendered portrait to load");
    runScript(frame);
    await waitFor(() => frame.contentDocument!.querySelector("portfolio-hero")!.matches(":defined"), "the script to run");
    await idle(frame.contentWindow!);
    expect(root.querySelector("img.portrait"), "prerendered").to.equal(prerendered);
  });

  it("a prerendered portrait's light versions stay when the script runs: their check's code comes before the hydration", async function () {
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
    const frame = await prerenderedHero("/src/site/assets/favicon.svg", true);
    const root = frame.contentDocument!.querySelector("portfolio-hero")!.shadowRoot!;
    const [source, img] = [root.querySelector("picture > source")!, root.querySelector("img.portrait")!];
    expect(source.getAttribute("srcset")).to.equal("/src/site/assets/favicon.svg?light 320w");
    runScript(frame);
    await waitFor(() => frame.contentDocument!.querySelector("portfolio-hero")!.matches(":defined"), "the script to run");
    const fetched = () => frame.contentWindow!.performance.getEntriesByType("resource").some((entry) => entry.name.includes("/portrait/light-versions.ts"));
    await waitFor(fetched, "the light versions' check");
    await idle(frame.contentWindow!);
    // Hydrated, not rendered afresh: the same nodes.
    expect([root.querySelector("picture > source"), root.querySelector("img.portrait")]).to.deep.equal([source, img]);
  });

  it("a prerendered portrait that failed before the script ran gives way to the placeholder once it runs", async function () {
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
    const frame = await prerenderedHero("/no-such-photo.jpg");
    const root = frame.contentDocument!.querySelector("portfolio-hero")!.shadowRoot!;
    const img = root.querySelector<HTMLImageElement>("img.portrait")!;
    await waitFor(() => img.complete && img.naturalWidth === 0, "the portrait to fail");
    runScript(frame);
    await placeholderShown(root, "Portrait of Alex Rivera");
  });
});
