import r2wc from "@r2wc/react-to-web-component";
import { createContext, createElement, useContext, useLayoutEffect, useSyncExternalStore, type ComponentType } from "react";
import baseStyles from "./styles/base.css?inline";
import { SETTING_NAMES, mergeSettings, parseTheme, pickSettings, readPageConfig, type Settings } from "./settings.ts";

/** What turns a React component into one of our custom elements. */
export interface ElementDefinition {
  tag: string;
  component: ComponentType;
  /** The component's CSS (as `?inline` strings), adopted into the element's shadow root after the base rules. */
  styles: readonly string[];
}

const SettingsContext = createContext<Settings>({});

/** The owner settings in force for the element being rendered. */
export function useSettings(): Settings {
  return useContext(SettingsContext);
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

type HostProps = Settings & { container?: ShadowRoot };

/** The React root of every element: merges settings, applies the theme, renders the component. */
function hostComponent(Component: ComponentType): ComponentType<HostProps> {
  function PortfolioHost({ container, ...attributes }: HostProps) {
    const settings = mergeSettings(readPageConfig(), pickSettings(attributes));
    const theme = parseTheme(settings.theme);
    const prefersDark = usePrefersDark();
    const dark = theme === "dark" || (theme === "auto" && prefersDark);
    const host = container?.host;
    useLayoutEffect(() => {
      // `:host(:state(dark))` in the CSS switches the tokens; the host's attributes are left alone.
      const states = host && internalsOf.get(host)?.states;
      if (dark) states?.add("dark");
      else states?.delete("dark");
    }, [host, dark]);
    return createElement(SettingsContext.Provider, { value: settings }, createElement(Component));
  }
  PortfolioHost.displayName = `Portfolio(${Component.displayName ?? Component.name})`;
  return PortfolioHost;
}

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text, shared by every element: no inline `<style>`, so a strict CSP allows it. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

// r2wc keeps the parsed props and its render method under these registered symbols.
const R2WC_PROPS = Symbol.for("r2wc.props");
const R2WC_RENDER = Symbol.for("r2wc.render");

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/** Each element's internals, so its React root can set the element's custom states. */
const internalsOf = new WeakMap<Element, ElementInternals>();

function elementClass(definition: ElementDefinition): CustomElementConstructor {
  const props = Object.fromEntries(SETTING_NAMES.map((name) => [name, "string" as const]));
  const Base = r2wc(hostComponent(definition.component), { shadow: "open", props }) as unknown as new () => R2wcElement;
  const adopted = [baseStyles, ...definition.styles].map(sheetFor);

  class PortfolioElement extends Base {
    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = adopted;
      internalsOf.set(this, this.attachInternals());
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

/** Defines the element once: running the bundle twice, or two bundles, leaves the first definition in place. */
export function defineElement(definition: ElementDefinition): void {
  if (customElements.get(definition.tag)) return;
  customElements.define(definition.tag, elementClass(definition));
}
