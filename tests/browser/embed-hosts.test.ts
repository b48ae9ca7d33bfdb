/**
 * The iframe pages on a stranger's blog: a host page of another origin, light or dark, embeds the frames in each
 * theme (light, dark, auto) while the visitor prefers light or dark. Every visible text in a frame keeps WCAG AA
 * contrast against what is really behind it (the frame's own backgrounds, composited down to the host page's
 * colour wherever they let it through). The host sets a frame's theme live by a message; anything else sent, or
 * sent by another window, changes nothing.
 *
 * The frames are on the test page's origin, inside a host page of another: the test reads them through
 * `hostFrame.contentWindow.frames[i]`, a same-origin window.
 */
import { expect } from "chai";
import { emulateMedia } from "@web/test-runner-commands";
import { closeFrames, embeddingInfo, openFrame } from "./frames.ts";
import { settled, waitFor } from "./helpers.ts";
import { THEMES } from "../../src/theme/names.ts";

type Rgba = [number, number, number, number];

const HOST_BACKGROUNDS: Record<"light" | "dark", Rgba> = { light: [0xfd, 0xf6, 0xe3, 1], dark: [0x15, 0x17, 0x1c, 1] };
const ELEMENTS: [name: string, ready: string][] = [
  ["hero", "h2"],
  ["projects", ".project-title"],
  ["contact", "form"],
  ["about", "h2"],
  ["footer", "footer"],
];

function parseColor(value: string): Rgba {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match) throw new Error(`not an rgb() colour: ${value}`);
  const [r, g, b, a = "1"] = match[1]!.split(/[\s,/]+/).filter(Boolean);
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** `top` painted over `bottom` (which is opaque). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The element's parent in the flat tree: across a shadow root to its host. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** What is behind `element`: its and its ancestors' background colours, composited down to the host page's. */
function backdrop(view: Window, element: Element, host: Rgba): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const color = parseColor(view.getComputedStyle(node).backgroundColor);
    if (color[3] > 0) layers.push(color);
    if (color[3] === 1) break;
  }
  return layers.reduceRight((behind, layer) => over(layer, behind), host);
}

interface Finding {
  text: string;
  ratio: number;
  needed: number;
}

/** Every visible text node in the frame (shadow roots included), with its contrast against its backdrop. */
function textContrasts(view: Window, host: Rgba): Finding[] {
  const findings: Finding[] = [];
  const visit = (root: Document | ShadowRoot) => {
    const walker = view.document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const shadowRoot = node.nodeType === Node.ELEMENT_NODE ? (node as Element).shadowRoot : null;
      if (shadowRoot) visit(shadowRoot);
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, title")) continue;
      const style = view.getComputedStyle(parent);
      const range = view.document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers.
      if (style.visibility !== "visible" || rect.width <= 1 || rect.height <= 1) continue;
      const background = backdrop(view, parent, host);
      const color = over(parseColor(style.color), background);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      findings.push({ text: node.textContent.trim().slice(0, 40), ratio: contrast(color, background), needed: large ? 3 : 4.5 });
    }
  };
  visit(view.document);
  return findings;
}

/** The window of frame `index` inside the host page's frame (same origin as this page). */
function innerWindow(hostFrame: HTMLIFrameElement, index: number): Window & typeof globalThis {
  const view = hostFrame.contentWindow?.frames[index];
  if (!view) throw new Error(`the host page has no frame ${index}`);
  return view as Window & typeof globalThis;
}

/** Waits until the element of frame `index` has rendered `ready`, and returns it. */
function renderedIn(hostFrame: HTMLIFrameElement, index: number, tag: string, ready: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      try {
        const element = innerWindow(hostFrame, index).document.querySelector<HTMLElement>(tag);
        return element?.matches(":state(rendered)") && element.shadowRoot?.querySelector(ready) ? element : undefined;
      } catch {
        return undefined; // not loaded yet
      }
    },
    `${tag} to render in frame ${index}`,
    12_000,
  );
}

/** Asks the host page to post `message` to its frame `index`, and waits until it has. */
async function relay(hostFrame: HTMLIFrameElement, index: number, message: unknown): Promise<void> {
  const done = new Promise<void>((resolve) => {
    const listen = (event: MessageEvent<{ relayed?: number }>) => {
      if (event.source !== hostFrame.contentWindow || event.data?.relayed !== index) return;
      window.removeEventListener("message", listen);
      resolve();
    };
    window.addEventListener("message", listen);
  });
  hostFrame.contentWindow!.postMessage({ relay: { frame: index, message } }, "*");
  await done;
}

async function openHost(color: "light" | "dark", frames: string[], width = 900): Promise<HTMLIFrameElement> {
  const { hostUrl } = await embeddingInfo();
  const query = new URLSearchParams({ color });
  for (const src of frames) query.append("frame", new URL(src, location.href).href);
  return openFrame(`${hostUrl}/host.html?${query}`, width, 700);
}

describe("iframe pages on a host page of another origin", () => {
  afterEach(async () => {
    closeFrames();
    await emulateMedia({ colorScheme: "light" });
  });

  for (const host of ["light", "dark"] as const) {
    for (const preference of ["light", "dark"] as const) {
      it(`${host} host page, visitor prefers ${preference}: every text in every theme has AA contrast`, async () => {
        await emulateMedia({ colorScheme: preference });
        const frames = ELEMENTS.flatMap(([name]) => THEMES.map((theme) => `/embed/${name}.html?theme=${theme}`));
        const hostFrame = await openHost(host, frames);
        const failures: string[] = [];
        let index = 0;
        for (const [name, ready] of ELEMENTS) {
          for (const theme of THEMES) {
            const element = await renderedIn(hostFrame, index, `portfolio-${name}`, ready);
            const view = innerWindow(hostFrame, index);
            const dark = theme === "dark" || (theme === "auto" && view.matchMedia("(prefers-color-scheme: dark)").matches);
            await waitFor(() => element.matches(dark ? ":state(dark)" : ":state(light)"), `${name} theme=${theme}: ${dark ? "dark" : "light"}`);
            // Opaque: the host page never shows through.
            expect(parseColor(view.getComputedStyle(view.document.documentElement).backgroundColor)[3], `${name} ${theme}: canvas`).to.equal(1);
            await settled(view.document);
            const findings = textContrasts(view, HOST_BACKGROUNDS[host]);
            // The footer has two (its name and its copyright line); every other element more.
            expect(findings.length, `${name} ${theme}: texts found`).to.be.at.least(2);
            for (const { text, ratio, needed } of findings) {
              if (ratio < needed) failures.push(`${name} theme=${theme}: "${text}" ${ratio.toFixed(2)}:1 (needs ${needed}:1)`);
            }
            index++;
          }
        }
        expect(failures).to.deep.equal([]);
      });
    }
  }

  it("?background=transparent lets the host page through, and a theme that suits it stays readable", async () => {
    const hostFrame = await openHost("dark", ["/embed/about.html?theme=dark&background=transparent"]);
    await renderedIn(hostFrame, 0, "portfolio-about", "h2");
    const view = innerWindow(hostFrame, 0);
    await settled(view.document);
    expect(parseColor(view.getComputedStyle(view.document.documentElement).backgroundColor)[3]).to.equal(0);
    const failures = textContrasts(view, HOST_BACKGROUNDS.dark).filter(({ ratio, needed }) => ratio < needed);
    expect(failures).to.deep.equal([]);
  });

  it("the host sets the theme live by a message; the frame keeps its content and stays readable", async () => {
    const hostFrame = await openHost("light", ["/embed/projects.html?theme=light"]);
    const element = await renderedIn(hostFrame, 0, "portfolio-projects", ".project-title");
    const view = innerWindow(hostFrame, 0);
    const firstCard = element.shadowRoot!.querySelector(".project-title");
    expect(element.matches(":state(light)")).to.equal(true);

    await relay(hostFrame, 0, { type: "portfolio-embed-theme", theme: "dark" });
    await waitFor(() => element.matches(":state(dark)"), "the dark theme");
    expect(element.getAttribute("theme")).to.equal("dark");
    expect(view.document.documentElement.dataset.theme).to.equal("dark");
    expect(element.shadowRoot!.querySelector(".project-title"), "the same markup, not rendered afresh").to.equal(firstCard);
    await settled(view.document);
    const failures = textContrasts(view, HOST_BACKGROUNDS.light).filter(({ ratio, needed }) => ratio < needed);
    expect(failures).to.deep.equal([]);

    await relay(hostFrame, 0, { type: "portfolio-embed-theme", theme: "light" });
    await waitFor(() => element.matches(":state(light)"), "the light theme again");
  });

  it("ignores a tampered message, and any message that is not from the frame's parent", async () => {
    const hostFrame = await openHost("light", ["/embed/projects.html?theme=light"]);
    const element = await renderedIn(hostFrame, 0, "portfolio-projects", ".project-title");
    const view = innerWindow(hostFrame, 0);
    const endpoint = JSON.parse(view.document.getElementById("portfolio-config")!.textContent!).endpoint as string;
    const seen: (string | null)[] = [];
    new view.MutationObserver(() => seen.push(element.getAttribute("theme"))).observe(element, { attributes: true });

    const tampered: unknown[] = [
      { type: "portfolio-embed-theme", theme: "dark", endpoint: "https://attacker.example/graphql" },
      { type: "portfolio-embed-theme", theme: "javascript:alert(1)" },
      { type: "portfolio-embed-theme", theme: ["dark"] },
      { type: "portfolio-embed-theme" },
      { type: "portfolio-embed-config", theme: "dark" },
      { type: "portfolio-embed-theme", theme: "DARK" },
      "portfolio-embed-theme dark",
      ["portfolio-embed-theme", "dark"],
      null,
    ];
    for (const message of tampered) await relay(hostFrame, 0, message);
    // Not from the parent: this page is the frame's grandparent.
    view.postMessage({ type: "portfolio-embed-theme", theme: "dark" }, "*");
    // A well-formed message last: once it has applied, every message before it has been handled.
    await relay(hostFrame, 0, { type: "portfolio-embed-theme", theme: "auto" });
    await waitFor(() => element.getAttribute("theme") === "auto", "the well-formed message");
    expect(seen).to.deep.equal(["auto"]);
    expect(element.getAttribute("endpoint")).to.equal(null);
    expect(JSON.parse(view.document.getElementById("portfolio-config")!.textContent!).endpoint).to.equal(endpoint);
    expect([...view.performance.getEntriesByType("resource")].map((entry) => entry.name).join(" ")).not.to.contain("attacker");
  });
});
