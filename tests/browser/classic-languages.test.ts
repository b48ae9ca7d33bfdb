/**
 * The classic script (`portfolio-elements.iife.js`, one file) carries English only: a page with `lang` fetches that
 * language's file, found beside the script (not the page), and nothing else; a prerendered page keeps its markup,
 * in its language, until the file is there and the element hydrates. Against the built files in dist/.
 */
import { expect } from "chai";
import { executeServerCommand } from "@web/test-runner-commands";
import { textOf, waitFor } from "./helpers.ts";

/** Opens a same-origin page in a frame, so the test can read it and the requests it made. */
async function openFrame(src: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement("iframe");
  frame.style.width = "1024px";
  frame.style.height = "800px";
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.src = src;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** The language files the frame's page requested, by name (`texts-de`), in order. */
function languageFiles(frame: HTMLIFrameElement): string[] {
  return frame
    .contentWindow!.performance.getEntriesByType("resource")
    .map((entry) => /\/chunks\/(texts-[\w-]+)-[\w-]{6}\.js$/.exec(entry.name)?.[1])
    .filter((name) => name !== undefined);
}

function contactIn(frame: HTMLIFrameElement): HTMLElement {
  const element = frame.contentDocument!.querySelector<HTMLElement>("portfolio-contact");
  if (!element?.shadowRoot) throw new Error("no rendered <portfolio-contact> in the frame");
  return element;
}

describe("the classic script's languages", () => {
  let build = "";
  before(async () => {
    build = (await executeServerCommand("runtime")) === "lite" ? "lite" : "default";
  });
  afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));

  it("fetches the set language's file from beside the script, and only that one", async () => {
    const frame = await openFrame(`/embedding/classic.html?lang=de&build=${build}`);
    const heading = await waitFor(() => contactIn(frame).shadowRoot!.querySelector("h2"), "the German contact form", 10_000);
    expect(textOf(heading)).to.equal("Lassen Sie uns zusammenarbeiten");
    expect(languageFiles(frame)).to.deep.equal(["texts-de"]);
    const [file] = frame.contentWindow!.performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/chunks/texts-de-"));
    expect(new URL(file!.name).pathname).to.match(new RegExp(`^/dist/${build === "lite" ? "lite/" : ""}chunks/`));
    // It leaves no script element of its own behind.
    expect(frame.contentDocument!.querySelectorAll('script[src*="/chunks/"]').length).to.equal(0);
  });

  it("fetches no language file for an English page", async () => {
    const frame = await openFrame(`/embedding/classic.html?build=${build}`);
    const heading = await waitFor(() => contactIn(frame).shadowRoot!.querySelector("h2"), "the contact form", 10_000);
    expect(textOf(heading)).to.equal("Let's Work Together");
    expect(languageFiles(frame)).to.deep.equal([]);
  });
});

describe("a prerendered page in another language, with the classic script", () => {
  before(async function () {
    // Prerendering uses react-dom/server; the lite build renders on the client only (see README).
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
  });
  afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));

  it("keeps its markup, never English, until the language is there, and hydrates it in place", async () => {
    const frame = await openFrame("/prerendered/page.html?tag=portfolio-contact&lang=de");
    const root = contactIn(frame).shadowRoot!;
    const heading = root.querySelector("h2")!;
    expect(textOf(heading)).to.equal("Lassen Sie uns zusammenarbeiten");
    const english: string[] = [];
    const words = (node: Node) => `${node.textContent ?? ""} ${node instanceof Element ? node.getAttribute("aria-label") ?? "" : ""}`;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of [...record.addedNodes, ...(record.type === "characterData" ? [record.target] : [])]) {
          if (/Let's Work Together|Send Message|opens in a new tab/.test(words(node))) english.push(words(node));
        }
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
    const script = frame.contentDocument!.createElement("script");
    script.src = "/dist/portfolio-elements.iife.js";
    frame.contentDocument!.head.append(script);
    await waitFor(() => contactIn(frame).matches(":state(rendered)"), "the hydrated contact form", 10_000);
    expect(languageFiles(frame)).to.deep.equal(["texts-de"]);
    expect(root.querySelector("h2") === heading, "the prerendered heading, hydrated in place").to.equal(true);
    expect(textOf(heading)).to.equal("Lassen Sie uns zusammenarbeiten");
    expect(english).to.deep.equal([]);
  });
});
