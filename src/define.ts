import r2wc from "@r2wc/react-to-web-component";
import {
  createContext,
  createElement,
  lazy,
  useCallback,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import type { PortfolioEventDetails, PortfolioEventType } from "./events.ts";
import baseStyles from "./styles/base.css?inline";
import { parseRoute, type Route } from "./router.ts";
import { SETTING_NAMES, mergeSettings, parseTheme, pickSettings, readPageConfig, type Settings } from "./settings.ts";

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

function usePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToColorScheme,
    () => window.matchMedia(darkQuery).matches,
    () => false,
  );
}

/** What r2wc hands the React root: the settings attributes, and the element's render container (see elementClass). */
type HostProps = Settings & { container?: HTMLElement };

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
 * The browser hydrates only when its own key is the same; otherwise it renders afresh.
 */
export function prerenderKey(settings: Settings, route: Route): string {
  return JSON.stringify([route, SETTING_NAMES.map((name) => settings[name] ?? "")]);
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

const lazyComponents = new Map<ElementLoader, ComponentType>();

/**
 * An element's component for use inside another (the screens of `<portfolio-app>`), loaded on first render.
 * When its code is already there (prefetched), it renders at once: the factory hands React.lazy a thenable
 * that resolves synchronously, so no Suspense fallback is committed and nothing waits.
 */
export function lazyElement(load: ElementLoader): ComponentType {
  let component = lazyComponents.get(load);
  if (!component) {
    component = lazy(() => {
      const asDefault = (module: ElementModule) => ({ default: () => createElement(Styled, { module }) });
      const loaded = loadedModules.get(load);
      if (!loaded) return loadElement(load).then(asDefault);
      const ready = asDefault(loaded);
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>;
    });
    lazyComponents.set(load, component);
  }
  return component;
}

/** The React root of every element: merges settings, applies the theme, renders the loaded component. */
function hostComponent(load: ElementLoader): ComponentType<HostProps> {
  function PortfolioHost({ container, ...attributes }: HostProps) {
    const settings = mergeSettings(readPageConfig(), pickSettings(attributes));
    const theme = parseTheme(settings.theme);
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
      // From now on the states decide; a prerender's theme on the root would outlive a change of setting.
      container?.removeAttribute("data-theme");
    }, [host, dark, container]);
    // The element mounts only once its code has loaded (see elementClass), so the component is there.
    return elementTree(loadedModules.get(load)!.component, settings, shadowRoot);
  }
  return PortfolioHost;
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

function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Whether this build hydrates prerendered markup: true for the default (React) build, false for the lite one,
 * whose runtime does not prerender (vite.config.ts sets it), so its bundle leaves the hydration code out.
 */
const HYDRATE = import.meta.env.PORTFOLIO_HYDRATE;

// r2wc keeps the parsed props and its render method under these registered symbols.
const R2WC_PROPS: unique symbol = Symbol.for("r2wc.props") as never;
const R2WC_RENDER: unique symbol = Symbol.for("r2wc.render") as never;
const R2WC_CONTEXT: unique symbol = Symbol.for("r2wc.context") as never;
const R2WC_CONNECTED: unique symbol = Symbol.for("r2wc.connected") as never;

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  /** r2wc's mounted React root; its own update and unmount use it, also for a root we hydrated. */
  [R2WC_CONTEXT]?: { root: Root; ReactComponent: ComponentType<HostProps> };
  [R2WC_CONNECTED]: boolean;
  /** Where r2wc mounts React. */
  container: HTMLElement | ShadowRoot;
}


function elementClass(load: ElementLoader): CustomElementConstructor {
  const props = Object.fromEntries(SETTING_NAMES.map((name) => [name, "string" as const]));
  const Host = hostComponent(load);
  const Base = r2wc(Host, { shadow: "open", props }) as unknown as new () => R2wcElement;

  class PortfolioElement extends Base {
    /** The element's markup came prerendered (Declarative Shadow DOM) and is still to be hydrated. */
    #prerendered = false;
    /** The module's prepare step has run for the prerendered route. */
    #prepared = false;
    /** The settings of the last render, so a repeat of the same ones (common while upgrading) renders nothing. */
    #rendered: string | undefined;

    constructor() {
      super();
      const shadowRoot = this.shadowRoot!;
      // React renders into an element inside the shadow root; a prerendered page already has it, filled.
      let mount = [...shadowRoot.children].find((child): child is HTMLElement => child.classList.contains("root"));
      this.#prerendered = HYDRATE && Boolean(mount?.dataset["prerender"] && mount.hasChildNodes());
      // A build that does not hydrate renders prerendered markup afresh.
      if (!HYDRATE && mount?.dataset["prerender"]) mount.replaceChildren();
      if (!mount) {
        mount = document.createElement("div");
        mount.className = "root";
        mount.setAttribute("part", "base");
        shadowRoot.append(mount);
      }
      this.container = mount;
      this[R2WC_PROPS]["container"] = mount;
      // Prerendered markup is styled by its stylesheet link; adopting the base rules alone on top of it would
      // let them override the element's own rules until those arrive (a visible shift).
      if (!this.#prerendered) adoptStyles(shadowRoot, [baseStyles]);
      internalsOf.set(this, this.attachInternals());
    }

    /** Keeps a prerendered (declarative) shadow root and its content, which attachShadow would empty. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      // A property set before the element was defined shadows the accessor: replay it through the setter.
      for (const name of SETTING_NAMES) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      this.#rendered = undefined;
      this.#prerendered = false;
    }

    /** r2wc mounts or updates React here; the first time, the element's code and CSS are fetched first. */
    override [R2WC_RENDER](): void {
      const module = loadedModules.get(load);
      const route = parseRoute(window.location.hash);
      const waiting = !module
        ? loadElement(load)
        : HYDRATE && this.#prerendered && module.prepare && !this.#prepared
          ? module.prepare(route).then(() => {
              this.#prepared = true;
            })
          : undefined;
      if (waiting) {
        waiting.then(
          () => {
            if (this.isConnected) this[R2WC_RENDER]();
          },
          (error: unknown) => console.error(`portfolio-elements: could not load the code of <${this.localName}>:`, error),
        );
        return;
      }
      adoptStyles(this.shadowRoot!, [baseStyles, ...module!.styles]);

      const settings = pickSettings(this[R2WC_PROPS]);
      const rendered = JSON.stringify(settings);
      // An update with the settings React already has would only re-render (and would cut a hydration short).
      if (this[R2WC_CONTEXT] && rendered === this.#rendered) return;
      this.#rendered = rendered;

      if (HYDRATE && this.#prerendered && !this[R2WC_CONTEXT] && this[R2WC_CONNECTED]) {
        this.#prerendered = false;
        const mount = this.container as HTMLElement;
        const merged = mergeSettings(readPageConfig(), settings);
        if (mount.dataset["prerender"] === prerenderKey(merged, route)) {
          const root = hydrateRoot(mount, createElement(Host, this[R2WC_PROPS] as HostProps), {
            // A markup difference React cannot reconcile ends in a client render of the root: one copy, no noise.
            onRecoverableError: () => undefined,
          });
          this[R2WC_CONTEXT] = { root, ReactComponent: Host };
          return;
        }
        // Prerendered from other settings or another route: start from a clean root.
        mount.replaceChildren();
        delete mount.dataset["prerender"];
      }
      super[R2WC_RENDER]();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      if (newValue === null) {
        // r2wc ignores a removed attribute; the setting falls back to the page config.
        const property = SETTING_NAMES.find((setting) => attributeName(setting) === name);
        if (property) delete this[R2WC_PROPS][property];
        this[R2WC_RENDER]();
      } else {
        super.attributeChangedCallback(name, oldValue, newValue);
      }
    }
  }

  for (const name of SETTING_NAMES) {
    const attribute = attributeName(name);
    Object.defineProperty(PortfolioElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return PortfolioElement;
}

/**
 * Defines the element once: running the bundle twice, or two bundles, leaves the first definition in place.
 * Where there is no custom element registry (Node, a framework's server render) it defines nothing.
 */
export function defineElement(tag: string, load: ElementLoader): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  customElements.define(tag, elementClass(load));
}
