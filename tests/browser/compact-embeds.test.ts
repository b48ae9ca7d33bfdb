/**
 * The elements on a page that is not the portfolio (issue 45): a blog post with a serif font on a beige page, a
 * 720 px column and its own `<h1>`. `layout="compact"` makes the hero a profile card and My Work a short list
 * (`limit`), and `surface="none"` makes an element take the post's font, text colour and background, with an accent
 * that stays readable on it.
 */
import { expect } from "chai";
import { emulateMedia, setViewport } from "@web/test-runner-commands";
import axe from "axe-core";
import { contentEndpoint } from "./content-service.ts";
import { captureConsoleWarnings, find, mount, settled, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

const PROFILE = {
  name: "Alex Rivera",
  availability: "Open to junior roles · Remote or Berlin",
  email: "alex@example.com",
  github: "https://github.com/alex-rivera-dev",
  linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
  "site-url": "https://alex.example/",
};

/** A blog post: serif text on beige, a 720 px column, its own `<h1>`; the elements go into `article`. */
function blogPost(background = "#f5ecdc", color = "#2b2118"): { article: HTMLElement; title: HTMLElement; remove: () => void } {
  const style = document.createElement("style");
  style.textContent = `
    body { margin: 0; background: ${background}; color: ${color}; font: 19px/1.7 Georgia, "Times New Roman", serif; }
    .post { max-width: 720px; margin: 0 auto; padding: 0 0 40px; }
    .post h1 { font-size: 2.4em; line-height: 1.2; margin: 0.6em 0; }`;
  const article = document.createElement("article");
  article.className = "post";
  const title = document.createElement("h1");
  title.textContent = "What a bootcamp didn't teach me about shipping";
  const intro = document.createElement("p");
  intro.textContent = "Six months after my capstone, this post is the long answer, and a little bit of an introduction.";
  article.append(title, intro);
  document.head.append(style);
  document.body.append(article);
  return {
    article,
    title,
    remove: () => {
      style.remove();
      article.remove();
    },
  };
}

/** The largest computed font size of any text in the element's shadow root, in pixels (a drawing's scales with it). */
function largestText(element: Element): number {
  const sizes = [...shadow(element).querySelectorAll<HTMLElement>(".root *")]
    .filter((node) => !node.closest("svg"))
    .filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()))
    .map((node) => parseFloat(getComputedStyle(node).fontSize));
  return Math.max(...sizes);
}

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" > ")}: ${node.failureSummary ?? ""}`).join(", ")}`);
}

describe("compact layouts and the host's surface on a blog post", () => {
  let post: ReturnType<typeof blogPost>;
  let warnings: ReturnType<typeof captureConsoleWarnings>;

  before(() => {
    document.documentElement.lang = "en";
    document.title = "What a bootcamp didn't teach me about shipping";
  });

  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    warnings = captureConsoleWarnings();
    post = blogPost();
  });

  afterEach(async () => {
    warnings.restore();
    unmountAll();
    post.remove();
    await emulateMedia({ colorScheme: "light" });
  });

  it("the compact hero is a profile card at most 280 px tall in the 720 px column, its text below the post's <h1>", async () => {
    const hero = await mount("portfolio-hero", { ...PROFILE, layout: "compact" }, post.article);
    const card = await waitFor(() => shadow(hero).querySelector(".compact-hero"), "the profile card");
    await settled();
    expect(hero.getBoundingClientRect().width).to.equal(720);
    expect(hero.getBoundingClientRect().height).to.be.at.most(280);
    expect(textOf(find(hero, ".compact-name"))).to.equal("Alex Rivera");
    expect(textOf(find(hero, ".hero-availability"))).to.equal(PROFILE.availability);
    expect(find<HTMLAnchorElement>(hero, ".button-primary").href).to.equal("https://alex.example/#/projects");
    // The portrait beside the name, at most 96 px.
    const portrait = find(hero, ".portrait").getBoundingClientRect();
    expect(portrait.width).to.be.at.most(96);
    expect(portrait.right).to.be.at.most(find(hero, ".compact-name").getBoundingClientRect().left);
    expect(largestText(hero)).to.be.below(parseFloat(getComputedStyle(post.title).fontSize));
    expect(card.querySelector("h1")).to.equal(null);
  });

  it("stacks sensibly in a 320 px column: nothing overflows, the buttons under the name", async () => {
    post.article.style.maxWidth = "320px";
    const hero = await mount("portfolio-hero", { ...PROFILE, layout: "compact", resume: "https://alex.example/cv.pdf" }, post.article);
    await waitFor(() => shadow(hero).querySelector(".compact-hero"), "the profile card");
    await settled();
    const box = hero.getBoundingClientRect();
    for (const node of shadow(hero).querySelectorAll(".compact-hero *")) {
      const { left, right } = node.getBoundingClientRect();
      if (right - left) expect([left, right], node.className.toString()).to.satisfy(([l, r]: number[]) => l >= box.left - 0.5 && r <= box.right + 0.5);
    }
    expect(find(hero, ".compact-actions").getBoundingClientRect().top).to.be.above(find(hero, ".portrait").getBoundingClientRect().bottom - 1);
  });

  it("layout is the app's own: <portfolio-app layout=\"compact\"> keeps Home's screen", async () => {
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { ...PROFILE, layout: "compact" }, post.article);
    await waitFor(() => shadow(app).querySelector(".hero-title"), "Home's greeting");
    expect(shadow(app).querySelector(".compact-hero")).to.equal(null);
    history.replaceState(null, "", location.pathname);
  });

  it("with surface=\"none\" the hero takes the post's font and text colour and paints no background", async () => {
    const hero = await mount("portfolio-hero", { ...PROFILE, layout: "compact", surface: "none" }, post.article);
    const card = await waitFor(() => shadow(hero).querySelector<HTMLElement>(".compact-hero"), "the profile card");
    await settled();
    const postFont = getComputedStyle(post.article).fontFamily;
    expect(getComputedStyle(find(hero, ".compact-name")).fontFamily).to.equal(postFont);
    expect(getComputedStyle(find(hero, ".compact-role")).fontFamily).to.equal(postFont);
    expect(getComputedStyle(find(hero, ".compact-role")).color).to.equal(getComputedStyle(post.article).color);
    for (const node of [hero, find(hero, ".root"), card]) {
      expect(getComputedStyle(node).backgroundColor, node.className).to.equal("rgba(0, 0, 0, 0)");
      expect(getComputedStyle(node).boxShadow).to.equal("none");
    }
    expect(getComputedStyle(card).borderTopWidth).to.equal("0px");
    expect(largestText(hero)).to.be.below(parseFloat(getComputedStyle(post.title).fontSize));
    // The default accent reads on beige: no warning.
    expect(warnings.lines).to.deep.equal([]);
  });

  it("the full hero with surface=\"none\" sizes its greeting from the post's text, below its <h1>", async () => {
    const hero = await mount("portfolio-hero", { ...PROFILE, surface: "none" }, post.article);
    await waitFor(() => shadow(hero).querySelector(".hero-title"), "the greeting");
    await settled();
    expect(getComputedStyle(find(hero, ".hero-title")).fontFamily).to.equal(getComputedStyle(post.article).fontFamily);
    expect(largestText(hero)).to.be.below(parseFloat(getComputedStyle(post.title).fontSize));
  });

  it("on a dark page an accent that would not read is replaced by a readable one, said in one warning", async () => {
    post.remove();
    post = blogPost("#15171c", "#e6e1d8");
    // The light theme's accent on a dark page: about 2.3:1.
    const hero = await mount("portfolio-hero", { ...PROFILE, layout: "compact", surface: "none", theme: "light" }, post.article);
    await waitFor(() => shadow(hero).querySelector(".compact-hero"), "the profile card");
    await settled();
    await waitFor(() => warnings.lines.length, "the warning");
    expect(warnings.lines).to.have.length(1);
    expect(warnings.lines[0]).to.contain("surface").and.contain("--pe-color-accent");
    const link = find(hero, ".button-secondary");
    const shown = getComputedStyle(link).color;
    expect(shown).to.not.equal("rgb(59, 63, 196)");
    // A re-render (a setting changes) warns no more.
    hero.setAttribute("availability", "Open to work");
    await waitFor(() => textOf(shadow(hero).querySelector(".hero-availability")) === "Open to work", "the new line");
    expect(warnings.lines).to.have.length(1);
  });

  it("limit=\"3\" shows the first 3 projects as rows, then a link to all of them at site-url", async () => {
    const projects = await mount("portfolio-projects", { ...PROFILE, layout: "compact", limit: "3", endpoint: await contentEndpoint("seven") }, post.article);
    const rows = await waitFor(() => {
      const found = shadow(projects).querySelectorAll(".compact-row:not(.compact-skeleton)");
      return found.length ? [...found] : undefined;
    }, "the rows");
    expect(rows).to.have.length(3);
    expect(shadow(projects).querySelector(".screen-lead, .projects-bar")).to.equal(null);
    const all = find<HTMLAnchorElement>(projects, "a[part~=projects-all]");
    expect(all.href).to.equal("https://alex.example/#/projects");
    expect(textOf(all)).to.equal("All 7 projects →");
    // Each row: its title, one line, its tags and links.
    for (const row of rows) {
      expect(textOf(row.querySelector(".project-title"))).to.not.equal("");
      const line = row.querySelector<HTMLElement>(".compact-line");
      if (line) expect(line.getBoundingClientRect().height).to.be.below(parseFloat(getComputedStyle(line).lineHeight) * 1.5);
    }
  });

  it("without site-url the cut list's link shows the rest in place", async () => {
    const { "site-url": _, ...profile } = PROFILE;
    const projects = await mount("portfolio-projects", { ...profile, layout: "compact", limit: "2", endpoint: await contentEndpoint("seven") }, post.article);
    const more = await waitFor(() => shadow(projects).querySelector<HTMLButtonElement>("button[part~=projects-all]"), "the way to all");
    expect(shadow(projects).querySelectorAll(".compact-row")).to.have.length(2);
    more.click();
    await waitFor(() => shadow(projects).querySelectorAll(".compact-row").length === 7, "all seven rows");
  });

  it("limit works in the full layout too: the first N cards, then the link to all at site-url", async () => {
    const projects = await mount("portfolio-projects", { ...PROFILE, limit: "2", endpoint: await contentEndpoint("seven") }, post.article);
    await waitFor(() => shadow(projects).querySelectorAll(".project-card:not(.project-skeleton)").length === 2, "two cards");
    const all = await waitFor(() => shadow(projects).querySelector<HTMLAnchorElement>("a[part~=projects-all]"), "the link to all");
    expect(all.href).to.equal("https://alex.example/#/projects");
    expect(textOf(all)).to.equal("All 7 projects");
  });

  it("in a 720 × 520 frame the compact list shows at least two project titles whole", async () => {
    const frame = document.createElement("div");
    frame.style.cssText = "width: 720px; height: 520px; overflow: hidden; position: relative";
    post.article.append(frame);
    const projects = await mount("portfolio-projects", { ...PROFILE, layout: "compact", "project-details": "on", endpoint: await contentEndpoint("details") }, frame);
    await waitFor(() => shadow(projects).querySelectorAll(".compact-row:not(.compact-skeleton)").length, "the rows");
    await settled();
    const bottom = frame.getBoundingClientRect().bottom;
    const whole = [...shadow(projects).querySelectorAll(".compact-row .project-title")].filter((title) => title.getBoundingClientRect().bottom <= bottom);
    expect(whole.length).to.be.at.least(2);
    frame.remove();
  });

  it("portfolio-elements.css reserves the compact layouts' space before any script, within 3 rem of what they paint", async () => {
    const endpoint = await contentEndpoint("seven");
    for (const width of [320, 375, 720]) {
      const frame = document.createElement("iframe");
      frame.style.cssText = `width: ${width}px; height: 900px; border: 0`;
      frame.srcdoc = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/src/portfolio-elements.css"></head>
        <body style="margin: 0"><portfolio-hero layout="compact"></portfolio-hero><portfolio-projects layout="compact" limit="3"></portfolio-projects></body></html>`;
      document.body.append(frame);
      await waitFor(() => frame.contentDocument?.querySelector("portfolio-projects")?.getBoundingClientRect().height, "the reserved page");
      await waitFor(() => frame.contentWindow!.getComputedStyle(frame.contentDocument!.querySelector("portfolio-hero")!).backgroundImage.includes("gradient"), "the stylesheet");
      const reserved = (tag: string) => frame.contentDocument!.querySelector(tag)!.getBoundingClientRect().height;
      const column = document.createElement("div");
      column.style.width = `${width}px`;
      document.body.append(column);
      const hero = await mount("portfolio-hero", { ...PROFILE, layout: "compact" }, column);
      const projects = await mount("portfolio-projects", { ...PROFILE, layout: "compact", limit: "3", endpoint }, column);
      await waitFor(() => shadow(projects).querySelector("a[part~=projects-all]") && shadow(hero).querySelector(".compact-hero"), "both painted");
      await settled();
      for (const [tag, element] of [["portfolio-hero", hero], ["portfolio-projects", projects]] as const) {
        const painted = element.getBoundingClientRect().height;
        expect(Math.abs(reserved(tag) - painted), `${tag} at ${width} px: ${reserved(tag)} reserved, ${painted} painted`).to.be.at.most(48);
      }
      frame.remove();
      column.remove();
    }
  });

  it("axe finds nothing serious on the post with the compact hero, in either theme and surface", async () => {
    await emulateMedia({ reducedMotion: "reduce" });
    await mount("portfolio-hero", { ...PROFILE, layout: "compact" }, post.article);
    await mount("portfolio-hero", { ...PROFILE, layout: "compact", surface: "none" }, post.article);
    const endpoint = await contentEndpoint("details");
    await mount("portfolio-projects", { ...PROFILE, layout: "compact", limit: "3", "project-details": "on", endpoint }, post.article);
    const last = await mount("portfolio-projects", { ...PROFILE, layout: "compact", limit: "3", surface: "none", endpoint }, post.article);
    await waitFor(() => shadow(last).querySelector(".compact-row:not(.compact-skeleton)"), "the list");
    for (const scheme of ["light", "dark"] as const) {
      await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await settled();
      expect(await seriousViolations(), scheme).to.deep.equal([]);
    }
  });
});

