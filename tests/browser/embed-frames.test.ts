/**
 * The demo server's iframe pages, `/embed/<name>.html?theme=…`, as a Notion-like page embeds them: at a phone's
 * width and a desktop's, each shows its element prerendered, with no horizontal scroll, no margin, an opaque
 * background in the element's page colour, as tall as its content, and posts that height to the parent. And the
 * themes page.
 */
import { expect } from "chai";
import { closeFrames, frameDocument, frameWindow, openFrame, rendered } from "./frames.ts";
import { textOf, waitFor } from "./helpers.ts";

const FRAMES: [name: string, ready: string][] = [
  ["hero", "h2"],
  ["about", "h2"],
  ["projects", ".project-title"],
  ["contact", "form"],
  ["header", "header nav"],
  ["footer", "footer"],
];

/** The elements' page colour (--pe-color-bg) in each theme. */
const PAGE_COLOUR = { light: "rgb(255, 255, 255)", dark: "rgb(13, 17, 32)" };

/** Every height posted to this page, from the start: a prerendered frame posts its first before its `load`. */
const posted: { source: MessageEventSource | null; height: number }[] = [];
window.addEventListener("message", (event: MessageEvent<{ type?: string; height?: number }>) => {
  if (event.data?.type === "portfolio-embed-height") posted.push({ source: event.source, height: event.data.height! });
});

/** The heights a frame posted to this page, newest last (a live view). */
function postedHeights(frame: HTMLIFrameElement) {
  return {
    at: (index: number) => posted.filter(({ source }) => source === frame.contentWindow).map(({ height }) => height).at(index),
    join: (separator: string) => posted.filter(({ source }) => source === frame.contentWindow).map(({ height }) => height).join(separator),
    get length() {
      return posted.filter(({ source }) => source === frame.contentWindow).length;
    },
  };
}

describe("iframe pages: /embed/<name>.html", () => {
  afterEach(closeFrames);

  for (const [width, theme] of [[375, "dark"], [1024, "light"]] as const) {
    for (const [name, ready] of FRAMES) {
      it(`${name} at ${width} px, theme=${theme}: prerendered, fits, opaque, its height posted`, async () => {
        const frame = await openFrame(`/embed/${name}.html?theme=${theme}`, width, 300);
        const heights = postedHeights(frame);
        const element = await rendered(frame, `portfolio-${name}`);
        await waitFor(() => element.shadowRoot!.querySelector(ready), `${name}: ${ready}`, 8000);
        const view = frameWindow(frame);
        const doc = frameDocument(frame);

        expect(element.getAttribute("theme")).to.equal(theme);
        expect(element.matches(":state(dark)")).to.equal(theme === "dark");
        expect(element.shadowRoot!.querySelector(".root")!.hasAttribute("data-prerender"), "hydrated in place").to.equal(true);
        expect(view.getComputedStyle(doc.documentElement).backgroundColor, "the canvas").to.equal(PAGE_COLOUR[theme]);
        for (const node of [doc.documentElement, doc.body]) {
          expect(view.getComputedStyle(node).margin, `${node.localName} margin`).to.equal("0px");
        }
        expect(doc.documentElement.scrollWidth, "no horizontal scroll").to.be.at.most(doc.documentElement.clientWidth);

        // The page is exactly as tall as the element, and the parent hears of it.
        const height = Math.ceil(element.getBoundingClientRect().height);
        expect(height).to.be.greaterThan(40);
        expect(Math.ceil(doc.body.getBoundingClientRect().height)).to.equal(height);
        await waitFor(() => heights.at(-1) === height, `the posted height to be ${height} (got ${heights.join(", ")})`);
        // The oEmbed answer for a column this wide gives a height that fits it.
        const answer = (await (await fetch(`/embed/${name}.oembed.json?maxwidth=${width}`)).json()) as { width: number; height: number };
        expect(answer.width).to.equal(width);
        expect(height, "the oEmbed height fits").to.be.at.most(answer.height);

        // A cooperating parent sizes the frame by it: then nothing is cut off and nothing scrolls.
        frame.style.height = `${height}px`;
        await waitFor(() => doc.documentElement.clientHeight === height, "the frame to take the height");
        expect(doc.documentElement.scrollHeight).to.be.at.most(height);
      });
    }
  }

  it("the height follows the content: the header's menu opens on a narrow screen", async () => {
    const frame = await openFrame("/embed/header.html", 375, 400);
    const heights = postedHeights(frame);
    const header = await rendered(frame, "portfolio-header");
    await waitFor(() => heights.length > 0, "a first height");
    const closed = heights.at(-1)!;
    const toggle = await waitFor(() => header.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]'), "the menu toggle");
    toggle.click();
    await waitFor(() => heights.at(-1)! > closed, "a taller height once the menu is open");
  });

  it("a frame shorter than its element shows there is more (a bar, a fade at the edge) and lets the page scroll on", async () => {
    const frame = await openFrame("/embed/projects.html", 375, 480);
    const element = await rendered(frame, "portfolio-projects");
    await waitFor(() => element.shadowRoot!.querySelector(".project-title"), "the projects", 8000);
    const view = frameWindow(frame);
    const doc = frameDocument(frame);
    const root = view.getComputedStyle(doc.documentElement);
    expect(root.scrollbarWidth, "a scrollbar, where the platform shows them").not.to.equal("none");
    expect(root.overscrollBehaviorY, "at its end, scrolling goes on to the host page").to.equal("auto");
    const fade = () => view.getComputedStyle(doc.body, "::after");
    expect(fade().content).not.to.equal("none");
    await waitFor(() => Number(fade().opacity) > 0.9, "the fade over the bottom edge");
    doc.documentElement.scrollTop = doc.documentElement.scrollHeight;
    await waitFor(() => Number(fade().opacity) < 0.05, "no fade at the end");

    // A frame as tall as its element shows no fade.
    const fits = await openFrame("/embed/footer.html", 375, 480);
    await rendered(fits, "portfolio-footer");
    expect(Number(frameWindow(fits).getComputedStyle(frameDocument(fits).body, "::after").opacity)).to.equal(0);
  });

  it("uses the owner's settings from the page config", async () => {
    const frame = await openFrame("/embed/hero.html", 1024, 600);
    const hero = await rendered(frame, "portfolio-hero");
    expect(textOf(hero.shadowRoot!.querySelector("h2"))).to.equal("Hello, I'm Alex Rivera");
    expect(frameDocument(frame).title).to.equal("Home | Alex Rivera | Junior Software Engineer");
  });

  it("?background=transparent: the canvas and the element's page colour let the parent through", async () => {
    const frame = await openFrame("/embed/about.html?theme=dark&background=transparent", 1024, 300);
    const element = await rendered(frame, "portfolio-about");
    const view = frameWindow(frame);
    expect(view.getComputedStyle(frameDocument(frame).documentElement).backgroundColor).to.equal("rgba(0, 0, 0, 0)");
    expect(view.getComputedStyle(element.shadowRoot!.querySelector(".screen")!).backgroundColor).to.equal("rgba(0, 0, 0, 0)");
  });

  it("the page's title, description and oEmbed discovery, and the oEmbed answer it points to", async () => {
    const frame = await openFrame("/embed/projects.html", 1024, 300);
    const doc = frameDocument(frame);
    expect(doc.title).to.equal("My Work | Alex Rivera | Junior Software Engineer");
    expect(doc.querySelector('meta[name="description"]')!.getAttribute("content")).to.contain("Projects by Alex Rivera");
    const link = doc.querySelector<HTMLLinkElement>('link[rel="alternate"][type="application/json+oembed"]')!;
    const oembed = new URL(link.href);
    expect(oembed.pathname).to.equal("/embed/projects.oembed.json");
    const answer = (await (await fetch(oembed.pathname)).json()) as Record<string, unknown>;
    expect(answer).to.include({ version: "1.0", type: "rich", title: doc.title, author_name: "Alex Rivera", width: 800 });
    expect(answer.height).to.be.a("number");
    const html = new DOMParser().parseFromString(String(answer.html), "text/html");
    expect(new URL(html.querySelector("iframe")!.src).pathname).to.equal("/embed/projects.html");
  });

  it("answers 404 for an unknown element and 400 for an unknown theme", async () => {
    const unknown = await fetch("/embed/app2.html");
    expect(unknown.status).to.equal(404);
    expect(await unknown.text()).to.contain("hero, about, projects, contact, header, footer");
    const badTheme = await fetch("/embed/hero.html?theme=pink");
    expect(badTheme.status).to.equal(400);
    expect(await badTheme.text()).to.contain("light, dark, auto");
    const badBackground = await fetch("/embed/hero.html?background=pink");
    expect(badBackground.status).to.equal(400);
    expect(await badBackground.text()).to.contain("transparent");
    // Frameable by any page; the site's own pages only by the site.
    const headers = (await fetch("/embed/hero.html")).headers;
    expect(headers.get("content-security-policy")).to.contain("script-src 'self'");
    expect(headers.get("content-security-policy")).not.to.contain("frame-ancestors");
    for (const path of ["/about.html", "/embed.html", "/themes.html"]) {
      expect((await fetch(path)).headers.get("content-security-policy"), path).to.contain("frame-ancestors 'self'");
    }
  });
});

describe("the themes page: /themes.html", () => {
  afterEach(closeFrames);

  it("shows the same elements in two themes, the second restyled by custom properties only", async () => {
    const frame = await openFrame("/themes.html", 1200, 900);
    await rendered(frame, "portfolio-hero");
    const heroes = [...frameDocument(frame).querySelectorAll<HTMLElement>("portfolio-hero")];
    expect(heroes).to.have.length(2);
    await Promise.all(heroes.map((hero) => waitFor(() => hero.shadowRoot!.querySelector(".button-primary"), "the hero's button")));
    const view = frameWindow(frame);
    const look = (hero: HTMLElement) => {
      const button = view.getComputedStyle(hero.shadowRoot!.querySelector(".button-primary")!);
      return { background: button.backgroundColor, font: button.fontFamily, radius: view.getComputedStyle(hero).getPropertyValue("--pe-radius").trim() };
    };
    const [plain, brand] = heroes.map(look);
    expect(brand.background).not.to.equal(plain.background);
    expect(brand.font).to.contain("Georgia");
    expect(brand.radius).to.equal("2px");
    expect(plain.radius).not.to.equal(brand.radius);
    expect(heroes[1].matches(":state(dark)")).to.equal(true);
    const [left, right] = heroes.map((hero) => hero.getBoundingClientRect());
    expect(right.left, "side by side").to.be.at.least(left.right);
  });
});
