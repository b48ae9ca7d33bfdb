import r2wc from "@r2wc/core";
import { HYDRATE, containerOf, isPrerendered, renderer } from "./renderer.ts";
import { PortfolioHost, internalsOf } from "./host.ts";
import { objectProperties, replayEarlyProperties } from "./adapters.ts";
import type { ElementLoader } from "./code.ts";
import { adoptStyles } from "./styles.ts";
import { SETTING_NAMES, type Settings } from "../settings/page-config.ts";
import baseStyles from "../styles/base.css?inline";

/** Outside a browser (Node, a server's prerender) there is no HTMLElement: the classes extend a stand-in. */
const ReactElementBase: CustomElementConstructor =
  typeof HTMLElement === "undefined"
    ? (class {} as unknown as CustomElementConstructor)
    : objectProperties(r2wc(PortfolioHost, { props: [...SETTING_NAMES] }, renderer)); // each a string attribute

/**
 * What every element of portfolio-elements is: a React component behind r2wc, in an open shadow root, with
 * the owner settings as attributes and camelCase properties. Each element is a small subclass naming its code.
 * The settings and base.css's design tokens join each element's manifest entry through scripts/cem-portfolio.mjs.
 *
 * @csspart base - The root inside the shadow root, around everything the element shows.
 * @cssstate light - The element shows its light theme (`theme="light"`, or `auto` on a light system).
 * @cssstate dark - The element shows its dark theme (`theme="dark"`, or `auto` on a dark system).
 * @cssstate rendered - The element shows its content (set at its first render; dist/portfolio-elements.css keeps
 *   its space until then).
 */
// Merged with the interface below on purpose: r2wc defines the settings' accessors at runtime, TypeScript learns them here.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PortfolioElement extends ReactElementBase {
  /** @internal Loads the element's code (its component and CSS), a chunk of its own fetched when it first renders. */
  declare static readonly code: ElementLoader;

  constructor() {
    super();
    const shadowRoot = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    let container = containerOf(this);
    // A build that does not hydrate renders prerendered markup afresh.
    if (!HYDRATE && container?.dataset["prerender"]) container.replaceChildren();
    if (!container) {
      container = document.createElement("div");
      container.className = "root";
      container.setAttribute("part", "base");
      shadowRoot.append(container);
    }
    // Prerendered markup is styled by its stylesheet link; adopting the base rules alone on top of it would
    // let them override the element's own rules until those arrive (a visible shift).
    if (!(HYDRATE && isPrerendered(container))) adoptStyles(shadowRoot, [baseStyles]);
    internalsOf.set(this, this.attachInternals());
    replayEarlyProperties(this);
  }
}

/** `lang` is HTMLElement's own property too, typed there. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the class above
export interface PortfolioElement extends Omit<Settings, "lang"> {}
