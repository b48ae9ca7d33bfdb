/**
 * Every data block the elements read from the page counts only as the first `<script type="application/json">`
 * with its id: an element a blog comment plants with the portrait's or the project lists' id (sanitizers keep ids)
 * never swaps the owner's portrait nor shows cards of its own, and each is named in one console warning.
 */
import { expect } from "chai";
import { cards, cardsOf, contentEndpoint } from "./content-service.ts";
import { captureConsoleWarnings, demoUrl, find, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const IMAGES_ID = "portfolio-images";
const PROJECTS_ID = "portfolio-projects-cache";
const STRANGER_IMAGE = "https://stranger.example/face.png";

/** A GetProjects `data` with one project of the commenter's. */
const strangerList = (title: string) => ({ project: [{ id: "x", title, techstack: "Spam", githubUrl: "https://stranger.example/" }] });

describe("the page's data blocks", () => {
  const added: Element[] = [];
  /** Adds markup to the page as a sanitized comment (or the page itself) would have it. */
  const add = (html: string) => {
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const element = holder.firstElementChild!;
    document.body.append(element);
    added.push(element);
    return element;
  };
  const block = (id: string, value: unknown) => {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = id;
    script.textContent = JSON.stringify(value);
    document.body.append(script);
    added.push(script);
  };
  let warnings: ReturnType<typeof captureConsoleWarnings>;

  beforeEach(() => (warnings = captureConsoleWarnings()));
  afterEach(() => {
    warnings.restore();
    unmountAll();
    for (const element of added.splice(0)) element.remove();
  });

  it(`a planted element with the id "${IMAGES_ID}" leaves the portrait as the owner set it; one warning names it`, async () => {
    const portrait = `${await demoUrl()}/assets/portrait.svg`;
    add(`<span id="${IMAGES_ID}">${JSON.stringify({ [portrait]: { src: STRANGER_IMAGE, sizes: "320px", sources: [] } })}</span>`);
    const hero = await mount("portfolio-hero", { name: "Alex", portrait });
    await mount("portfolio-hero", { name: "Alex", portrait });
    expect(find(hero, "img.portrait").getAttribute("src")).to.equal(portrait);
    expect(shadow(hero).querySelector("picture > source")).to.equal(null);
    expect(warnings.lines.filter((line) => line.includes(IMAGES_ID))).to.deep.equal([
      `portfolio-elements: ignored <span id="${IMAGES_ID}">: only the first <script type="application/json"> with that id is read.`,
    ]);
  });

  it(`the page's own "${IMAGES_ID}" still counts after a planted one`, async () => {
    const base = await demoUrl();
    const portrait = `${base}/assets/portrait.svg`;
    const own = `${base}/assets/portrait.svg?light`;
    add(`<span id="${IMAGES_ID}">${JSON.stringify({ [portrait]: { src: STRANGER_IMAGE, sizes: "320px", sources: [] } })}</span>`);
    block(IMAGES_ID, { [portrait]: { src: own, sizes: "320px", sources: [{ type: "image/webp", srcset: `${own} 320w` }] } });
    const hero = await mount("portfolio-hero", { portrait });
    expect(find(hero, "picture > img.portrait").getAttribute("src")).to.equal(own);
    expect(find(hero, "picture > source").getAttribute("srcset")).to.equal(`${own} 320w`);
  });

  it(`a planted element with the id "${PROJECTS_ID}" shows no cards; the service's answer is the state`, async () => {
    const endpoint = await contentEndpoint("status-500");
    add(`<span id="${PROJECTS_ID}">${JSON.stringify({ [endpoint]: strangerList("Free prizes") })}</span>`);
    const element = await mount("portfolio-projects", { endpoint });
    expect(cards(element)).to.have.length(0);
    await waitFor(() => shadow(element).querySelector('[role="alert"]'), "the error state");
    expect(textOf(shadow(element).querySelector('[role="alert"]'))).to.equal("Error: 500 Internal Server Error");
    expect(shadow(element).textContent).not.to.contain("Free prizes");
    expect(warnings.lines.filter((line) => line.includes(PROJECTS_ID))).to.have.length(1);
  });

  it(`the page's own "${PROJECTS_ID}" still shows at once after a planted one`, async () => {
    const endpoint = await contentEndpoint("ok", 10_000);
    add(`<div id="${PROJECTS_ID}">${JSON.stringify({ [endpoint]: strangerList("Free prizes") })}</div>`);
    block(PROJECTS_ID, { [endpoint]: { project: [{ id: "1", title: "Owner's work", techstack: "TypeScript" }] } });
    const element = await mount("portfolio-projects", { endpoint });
    const [card] = await cardsOf(element, 1);
    expect(textOf(card!.querySelector(".project-title"))).to.equal("Owner's work");
  });
});
