import r2wc, { type R2WCRenderer } from "@r2wc/core";
import {
  createContext,
  createElement,
  lazy,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { attributeName } from "./attribute-name.js";
import type { PortfolioEventDetails, PortfolioEventType } from "./events.ts";
import baseStyles from "./styles/base.css?inline";
import { parseRoute, type Route } from "./router.ts";
import { SETTING_NAMES, mergeSettings, readPageConfig, type Settings } from "./settings.ts";
import { useShownTheme } from "./theme-choice.ts";

/** An element's code: its React component and its CSS (`?inline` strings, adopted after the base rules). */
export interface ElementModule {
  component: ComponentType;
  styles: readonly string[];
  /**
   * Loads what the component renders at once for a route beyond its own code (the app's screen), and gives
   * that code's CSS: awaited before a prerender and before a hydration, so neither meets a pending screen.
   */
  prepare?: (route: Route) => Promise<readonly string[]>;
}

/** Loads an element's code when it is first rendered, so a page downloads only the elements it shows. */
export type ElementLoader = () => Promise<{ default: ElementModule }>;

const SettingsContext = createContext<Settings>({});
/** Each element's internals, so its React root can set the element's custom states. */
const internalsOf = new WeakMap<Element, ElementInternals>();
const ShadowRootContext = createContext<ShadowRoot | null>(null);

/** The owner settings in force for the element being rendered. */
export function useSettings(): Settings {
  return useContext(SettingsContext);
}

/**
 * Dispatches one of the elements' events on the element being rendered (the shadow root's host): bubbling and
 * composed, so an owner can listen on the element, on `document`, or outside a shadow root the element sits in.
 */
export function useHostEvent(): <T extends PortfolioEventType>(type: T, detail: PortfolioEventDetails[T]) => void {
  const root = useContext(ShadowRootContext);
  return useCallback(
    (type, detail) => root?.host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail })),
    [root],
  );
}

const darkQuery = "(prefers-color-scheme: dark)";

function subscribeToColorScheme(onChange: () => void): () => void {
  const query = window.matchMedia(darkQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function prefersDark(): boolean {
  return window.matchMedia(darkQuery).matches;
}

function usePrefersDark(): boolean {
  // A hydration starts from the visitor's real preference too (it decides no markup, only the element's states):
  // starting from `false` would switch a dark visitor's element to light for one commit, and its colours with it.
  return useSyncExternalStore(subscribeToColorScheme, prefersDark, () => typeof window !== "undefined" && prefersDark());
}

/** The React tree of an element: the same for the browser's render and for prerendering on a server. */
export function elementTree(Component: ComponentType, settings: Settings, shadowRoot: ShadowRoot | null): ReactElement {
  return createElement(
    ShadowRootContext.Provider,
    { value: shadowRoot },
    createElement(SettingsContext.Provider, { value: settings }, createElement(Component)),
  );
}

/**
 * What a prerendered element was rendered from (its settings and the hash route), written on its markup.
 * The browser hydrates only when its own key is the same; otherwise it renders afresh. The theme is left out:
 * it changes no markup, only the color-scheme, so a page may set it after prerendering (an iframe page's `?theme=`).
 */
export function prerenderKey(settings: Settings, route: Route): string {
  return JSON.stringify([route, SETTING_NAMES.filter((name) => name !== "theme").map((name) => settings[name] ?? "")]);
}

const loadedModules = new Map<ElementLoader, ElementModule>();
const pendingModules = new Map<ElementLoader, Promise<ElementModule>>();

/** Fetches an element's code once and remembers it; a failed fetch may be tried again later. */
export function loadElement(load: ElementLoader): Promise<ElementModule> {
  let pending = pendingModules.get(load);
  if (!pending) {
    pending = load().then(({ default: module }) => {
      loadedModules.set(load, module);
      return module;
    });
    pendingModules.set(load, pending);
    pending.catch(() => pendingModules.delete(load));
  }
  return pending;
}

/** Renders a loaded element's component after adding its stylesheets to the shadow root it renders into. */
function Styled({ module }: { module: ElementModule }) {
  const root = useContext(ShadowRootContext);
  useLayoutEffect(() => {
    if (root) adoptStyles(root, module.styles);
  }, [root, module]);
  return createElement(module.component);
}

/**
 * An element's component for use inside another (the screens of `<portfolio-app>`). When its code is already
 * there (prefetched, or prepared for a prerender), it renders at once; otherwise through React.lazy, under the
 * caller's Suspense. The choice is made once per mount, so a later render keeps the same tree (and its state).
 */
export function lazyElement(load: ElementLoader): ComponentType {
  const Lazy = lazy(() => loadElement(load).then((module) => ({ default: () => createElement(Styled, { module }) })));
  function ElementScreen() {
    const [loaded] = useState(() => loadedModules.get(load));
    return loaded ? createElement(Styled, { module: loaded }) : createElement(Lazy);
  }
  return ElementScreen;
}

/** What the renderer hands an element's React root: its own settings attributes and its render container. */
type HostProps = Settings & { container?: HTMLElement };

/** The React root of every element: merges settings, applies the theme, renders the element's loaded component. */
function PortfolioHost({ container, ...attributes }: HostProps) {
  const settings = mergeSettings(readPageConfig(), attributes);
  const theme = useShownTheme(settings);
  const prefersDark = usePrefersDark();
  const dark = theme === "dark" || (theme === "auto" && prefersDark);
  const rootNode = container?.getRootNode();
  const shadowRoot = rootNode instanceof ShadowRoot ? rootNode : null;
  const host = shadowRoot?.host;
  useLayoutEffect(() => {
    // `:host(:state(dark))` / `:state(light)` set the color-scheme the tokens resolve by; attributes are left alone.
    const states = host && internalsOf.get(host)?.states;
    states?.[dark ? "add" : "delete"]("dark");
    states?.[dark ? "delete" : "add"]("light");
    // `:state(rendered)`: the element shows its content; dist/portfolio-elements.css reserves its space until then.
    states?.add("rendered");
    // From now on the states decide; a prerender's theme on the root would outlive a change of setting.
    container?.removeAttribute("data-theme");
  }, [host, dark, container]);
  // The renderer mounts an element only once its code has loaded, so the component is there.
  return elementTree(loadedModules.get(codeOf(host!))!.component, settings, shadowRoot);
}

const sheetCache = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text, shared by every element: no inline `<style>`, so a strict CSP allows it. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds the sheets a root lacks, after the ones it has: the base rules, then the element's, then (in the app)
 * each screen's as it loads. Nothing is taken away, so a later render keeps what a screen added.
 */
function adoptStyles(root: ShadowRoot, styles: readonly string[]): void {
  const missing = styles.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

const SETTING_ATTRIBUTES = new Map(SETTING_NAMES.map((name) => [attributeName(name), name]));

/** The element's own settings: its attributes (a setting's property writes its attribute). */
function ownSettings(host: Element): Settings {
  const settings: Settings = {};
  for (const [attribute, name] of SETTING_ATTRIBUTES) {
    const value = host.getAttribute(attribute);
    if (value !== null) settings[name] = value;
  }
  return settings;
}

/** The element inside the shadow root that React renders into (the first `.root`, the shadow root's child). */
function containerOf(host: Element): HTMLElement | null {
  return host.shadowRoot!.querySelector(".root");
}

function isPrerendered(container: HTMLElement): boolean {
  return container.dataset["prerender"] !== undefined && container.hasChildNodes();
}

/**
 * Whether this build hydrates prerendered markup: true for the default (React) build, false for the lite one,
 * whose runtime does not prerender (vite.config.ts sets it), so its bundle leaves the hydration code out.
 */
const HYDRATE = import.meta.env.PORTFOLIO_HYDRATE;

/** One connection of an element to React, from r2wc's mount to its unmount. */
interface Mounted {
  host: PortfolioElement;
  root?: Root;
  /** The settings of the last render, so an update that changes none renders nothing. */
  rendered?: string;
  /** The element's code (or a prerendered route's screen) is being fetched: starting waits for it. */
  waiting?: boolean;
  /** The prerendered route's screen is loaded; its CSS, adopted with the element's own at hydration. */
  prepared?: readonly string[];
  unmounted?: boolean;
  watcher: MutationObserver;
}

/**
 * Starts React for a mounted element once its code is there: hydrates prerendered markup made from the same
 * settings and route, renders afresh otherwise.
 */
function start(mounted: Mounted): void {
  const { host } = mounted;
  if (mounted.unmounted || mounted.root || mounted.waiting) return;
  const load = codeOf(host);
  const module = loadedModules.get(load);
  const container = containerOf(host)!;
  const prerendered = HYDRATE && isPrerendered(container);
  const route = HYDRATE ? parseRoute(window.location.hash) : "home";
  const waiting = !module
    ? loadElement(load)
    : prerendered && module.prepare && !mounted.prepared
      ? module.prepare(route).then((styles) => {
          mounted.prepared = styles;
        })
      : undefined;
  if (waiting) {
    mounted.waiting = true;
    waiting.then(
      () => {
        mounted.waiting = false;
        start(mounted);
      },
      (error: unknown) => {
        // The next update (a setting, a reconnection) tries again.
        mounted.waiting = false;
        console.error(`portfolio-elements: could not load the code of <${host.localName}>:`, error);
      },
    );
    return;
  }
  // Not before the element is in a document (see "What r2wc lacks"); its connection updates, and starts.
  if (!host.isConnected) return;
  // The screen's sheet too: adopted sheets come after the prerendered markup's stylesheet, so the base rules
  // alone would override the screen's own until its component commits (a shift, and back, while hydrating).
  adoptStyles(host.shadowRoot!, [baseStyles, ...module!.styles, ...(mounted.prepared ?? [])]);
  const settings = ownSettings(host);
  mounted.rendered = JSON.stringify(settings);
  const tree = createElement(PortfolioHost, { ...settings, container });
  if (HYDRATE && prerendered) {
    if (container.dataset["prerender"] === prerenderKey(mergeSettings(readPageConfig(), settings), route)) {
      // A markup difference React cannot reconcile ends in a client render of the root: one copy, no noise.
      mounted.root = hydrateRoot(container, tree, { onRecoverableError: () => undefined });
      return;
    }
    // Prerendered from other settings or another route: start from a clean root.
    container.replaceChildren();
    delete container.dataset["prerender"];
  }
  mounted.root = createRoot(container);
  mounted.root.render(tree);
}

/** Renders the element's current settings; an update that changes none would only re-render (and cut a hydration short). */
function update(mounted: Mounted): void {
  if (!mounted.root) return start(mounted);
  const settings = ownSettings(mounted.host);
  const rendered = JSON.stringify(settings);
  if (rendered === mounted.rendered) return;
  mounted.rendered = rendered;
  mounted.root.render(createElement(PortfolioHost, { ...settings, container: containerOf(mounted.host)! }));
}

/**
 * Our renderer on r2wc's public renderer API (`mount` / `update` / `unmount`): r2wc calls it when the element
 * is connected, when a setting changes and when it is disconnected. r2wc's `container` is the element itself
 * (no `shadow` option): the shadow root and the container inside it are the element's own (see PortfolioElement).
 */
const renderer: R2WCRenderer<HostProps, Mounted> = {
  mount(element) {
    const host = element as PortfolioElement;
    const watcher = watchSkippedAttributes(host, () => update(mounted));
    // An element moved within the page (disconnected, then connected at once) keeps its React root and state.
    const mounted: Mounted = { host, watcher, root: leaving.get(host) };
    leaving.delete(host);
    update(mounted);
    return mounted;
  },
  update,
  unmount(mounted) {
    mounted.unmounted = true;
    mounted.watcher.disconnect();
    const { host, root } = mounted;
    if (!root) return;
    // Not at once: the element may be leaving during a React render of the page's own (a React app unmounting
    // it), where React refuses to unmount another root; and if it is only moving, its root stays.
    leaving.set(host, root);
    queueMicrotask(() => {
      if (leaving.get(host) !== root) return;
      leaving.delete(host);
      root.unmount();
    });
  },
};

/** The React roots of elements that left the page, until their unmount runs (see the renderer's unmount). */
const leaving = new WeakMap<Element, Root>();

/*
 * What r2wc lacks (@r2wc/core 1.3, for string props), filled here and only here:
 * - its attributeChangedCallback skips an attribute that is removed or set empty: no update, and the property
 *   keeps its old value (watchSkippedAttributes);
 * - a property set on the element before it was defined shadows r2wc's accessor (replayEarlyProperties);
 * - it mounts on an attribute change before the element is connected (start() waits for the connection).
 */

/** Watches the settings attributes r2wc skips: their value goes through r2wc's property setter, then `changed`. */
function watchSkippedAttributes(host: PortfolioElement, changed: () => void): MutationObserver {
  const watcher = new MutationObserver((records) => {
    for (const { attributeName } of records) {
      const value = host.getAttribute(attributeName!);
      if (!value) host[SETTING_ATTRIBUTES.get(attributeName!)!] = value ?? undefined;
    }
    changed();
  });
  watcher.observe(host, { attributes: true, attributeFilter: [...SETTING_ATTRIBUTES.keys()] });
  return watcher;
}

/** Hands each setting property set before the element was defined to r2wc's accessor (its attribute). */
function replayEarlyProperties(element: PortfolioElement): void {
  for (const name of SETTING_NAMES) {
    if (!Object.hasOwn(element, name)) continue;
    const value = element[name];
    Reflect.deleteProperty(element, name);
    element[name] = value;
  }
}

function codeOf(host: Element): ElementLoader {
  return (host.constructor as typeof PortfolioElement).code;
}

/** Outside a browser (Node, a server's prerender) there is no HTMLElement: the classes extend a stand-in. */
const ReactElementBase: CustomElementConstructor =
  typeof HTMLElement === "undefined"
    ? (class {} as unknown as CustomElementConstructor)
    : r2wc(PortfolioHost, { props: [...SETTING_NAMES] }, renderer); // each a string attribute

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
export class PortfolioElement extends ReactElementBase {
  /** @internal Loads the element's code (its component and CSS), a chunk of its own fetched when it first renders. */
  declare static readonly code: ElementLoader;

  constructor() {
    super();
    // A prerendered page's declarative shadow root is there already, with its content: keep both.
    const shadowRoot = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    // React renders into an element inside the shadow root; a prerendered page already has it, filled.
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

/** The owner settings, as camelCase properties; each reflects its kebab-case attribute (r2wc's accessors). */
export interface PortfolioElement extends Settings {}

/**
 * Defines the element once: running the bundle twice, or two bundles, leaves the first definition in place.
 * Where there is no custom element registry (Node, a framework's server render) it defines nothing.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  customElements.define(tag, element);
}
