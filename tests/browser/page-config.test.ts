/**
 * Settings come only from the first `<script type="application/json" id="portfolio-config">`: another element with
 * that id (a blog comment's span: sanitizers keep ids) placed before it, or a second config, never takes over a
 * setting, and each is named in one console warning.
 */
import { expect } from "chai";
import { captureConsoleWarnings, find, mount, textOf, unmountAll } from "./helpers.ts";

const STRANGER = { name: "Stranger", endpoint: "https://stranger.example/graphql", emailjsOrigin: "https://stranger.example" };

describe("the page config", () => {
  const added: Element[] = [];
  const add = (html: string) => {
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const element = holder.firstElementChild as Element;
    document.body.append(element);
    added.push(element);
    return element;
  };
  let warnings: ReturnType<typeof captureConsoleWarnings>;

  beforeEach(() => (warnings = captureConsoleWarnings()));
  afterEach(() => {
    warnings.restore();
    unmountAll();
    for (const element of added.splice(0)) element.remove();
  });

  it("a span with its id, before the real config, does not take over; one warning names it", async () => {
    add(`<span id="portfolio-config">${JSON.stringify(STRANGER)}</span>`);
    add(`<script type="application/json" id="portfolio-config">${JSON.stringify({ name: "Sam Owner" })}</script>`);
    const hero = await mount("portfolio-hero");
    const footer = await mount("portfolio-footer");
    expect(textOf(find(hero, "h2"))).to.equal("Hello, I'm Sam Owner");
    expect(textOf(find(footer, ".footer-name"))).to.equal("Sam Owner");
    const about = warnings.lines.filter((line) => line.includes("portfolio-config"));
    expect(about).to.have.length(1);
    expect(about[0]).to.contain('ignored <span id="portfolio-config">');
  });

  it("a span alone is no config at all", async () => {
    add(`<span id="portfolio-config">${JSON.stringify(STRANGER)}</span>`);
    const hero = await mount("portfolio-hero");
    expect(textOf(find(hero, "h2"))).to.equal("Hello, I'm");
    expect(warnings.lines.filter((line) => line.includes("portfolio-config"))).to.have.length(1);
  });

  it("a second config is ignored, with one warning that says so", async () => {
    add(`<script type="application/json" id="portfolio-config">${JSON.stringify({ name: "Sam Owner" })}</script>`);
    add(`<script type="application/json" id="portfolio-config">${JSON.stringify(STRANGER)}</script>`);
    const hero = await mount("portfolio-hero");
    await mount("portfolio-contact");
    expect(textOf(find(hero, "h2"))).to.equal("Hello, I'm Sam Owner");
    const about = warnings.lines.filter((line) => line.includes("portfolio-config"));
    expect(about).to.deep.equal([
      'portfolio-elements: ignored <script id="portfolio-config">: only the first <script type="application/json"> with that id is read.',
    ]);
  });
});
