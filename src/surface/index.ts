import { useContext, useLayoutEffect } from "react";
import type { ElementModule } from "../define/code.ts";
import { ShadowRootContext, useSettings } from "../define/context.ts";
import { internalsOf } from "../define/host.ts";
import { ENGLISH } from "../i18n/english.ts";
import { contrast, hex, isDark, MIN_CONTRAST, readableAccent, type Rgb } from "./contrast.ts";
import styles from "./surface.css?inline";

// The code of `surface="none"`, fetched only where the setting asks for it (src/layouts/).

let canvas: CanvasRenderingContext2D | null | undefined;

/** A computed colour as sRGB channels and its alpha (0–1), drawn on a pixel: any syntax a browser computes to (oklab, color()). */
function channels(colour: string): [Rgb, number] {
  canvas ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!canvas) return [[255, 255, 255], 0];
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = colour;
  canvas.fillRect(0, 0, 1, 1);
  const [red, green, blue, alpha] = canvas.getImageData(0, 0, 1, 1).data;
  return [[red!, green!, blue!], alpha! / 255];
}

/**
 * The page's real background behind the element: the first opaque background colour up from its parent (through the
 * hosts of any shadow roots it sits in); the canvas's white when there is none.
 */
function pageBackground(host: Element): Rgb {
  for (let node = host.parentElement ?? (host.getRootNode() as ShadowRoot).host; node; node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host) {
    const [colour, alpha] = channels(getComputedStyle(node).backgroundColor);
    if (alpha >= 1) return colour;
  }
  return [255, 255, 255];
}

/** What followHost sets on the element's root, so that it can take it all back. */
const SET = ["color-scheme", "--pe-host-h1", "--pe-color-accent", "--pe-color-accent-hover", "--pe-color-focus", "--pe-color-on-accent"];

/** Elements already warned about their accent: one warning each. */
const warned = new WeakSet<Element>();

/**
 * The host page's look: its font and text colour (surface.css), its tokens' light or dark values by the page's own
 * background (unless the owner chose a theme), headings capped by the page's `<h1>`, and an accent that keeps
 * MIN_CONTRAST on that background, or a readable one in its place, said once in the console.
 */
function followHost(host: HTMLElement, container: HTMLElement, theme: string | undefined): () => void {
  const states = internalsOf.get(host)?.states;
  states?.add("surface");
  const { style } = container;
  const follow = () => {
    for (const name of SET) style.removeProperty(name);
    const background = pageBackground(host);
    if (theme !== "light" && theme !== "dark") style.setProperty("color-scheme", isDark(background) ? "dark" : "light");
    const title = document.querySelector("h1");
    if (title) style.setProperty("--pe-host-h1", getComputedStyle(title).fontSize);
    // The accent as the element resolves it (its theme's value, or the owner's own).
    const probe = document.createElement("span");
    probe.style.color = "var(--pe-color-accent)";
    container.append(probe);
    const [accent] = channels(getComputedStyle(probe).color);
    probe.remove();
    const ratio = contrast(accent, background);
    if (ratio >= MIN_CONTRAST) return;
    const readable = readableAccent(accent, background);
    const onAccent = contrast(readable, [255, 255, 255]) >= contrast(readable, [0, 0, 0]) ? "#ffffff" : "#000000";
    for (const name of ["--pe-color-accent", "--pe-color-accent-hover", "--pe-color-focus"]) style.setProperty(name, hex(readable));
    style.setProperty("--pe-color-on-accent", onAccent);
    if (warned.has(host)) return;
    warned.add(host);
    console.warn(
      `portfolio-elements: <${host.localName} surface="none">'s accent ${hex(accent)} has a contrast of ${ratio.toFixed(2)}:1 on the page's background ${hex(background)} (4.5:1 is needed); it shows ${hex(readable)} instead. Set --pe-color-accent to a colour that reads on your page.`,
    );
  };
  follow();
  // A page that follows the visitor's light or dark preference changes its background with it.
  const scheme = matchMedia("(prefers-color-scheme: dark)");
  scheme.addEventListener("change", follow);
  return () => {
    scheme.removeEventListener("change", follow);
    for (const name of SET) style.removeProperty(name);
    states?.delete("surface");
  };
}

/** Renders nothing: follows the host page while the element has `surface="none"`. */
function Surface() {
  const root = useContext(ShadowRootContext);
  const { theme } = useSettings();
  useLayoutEffect(() => {
    const container = root?.querySelector<HTMLElement>(".root");
    if (root && container) return followHost(root.host as HTMLElement, container, theme);
  }, [root, theme]);
  return null;
}

export default { component: Surface, english: ENGLISH, styles: [styles] } satisfies ElementModule;
