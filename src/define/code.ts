import { createElement, lazy, useContext, useLayoutEffect, useState, type ComponentType } from "react";
import type { Texts } from "../i18n/texts.ts";
import type { PageData } from "../page/page-data.ts";
import type { Route } from "../routing/routes.ts";
import type { Settings } from "../settings/page-config.ts";
import { ShadowRootContext } from "./context.ts";
import { adoptStyles } from "./styles.ts";

/**
 * An element's code: its React component, its CSS (`?inline` strings, adopted after the base rules), and the spec's
 * English it writes without `lang` and `texts` (src/i18n/english.ts): with the element's code, not in the entry that
 * every page loads before any element renders.
 */
export interface ElementModule {
  component: ComponentType;
  styles: readonly string[];
  english: Texts;
  /**
   * Loads what the component renders at once for a route and settings beyond its own code (the app's screen, the
   * project details' code), and gives that code's CSS: awaited before a prerender and before a hydration, so
   * neither meets a pending screen.
   */
  prepare?: (route: Route, settings: Settings) => Promise<readonly string[]>;
  /**
   * Before a start that hydrates nothing: loads the code a setting adds to the first render (Home's featured work)
   * and gives its CSS, or undefined when there is none to wait for.
   */
  needs?: (route: Route, settings: Settings) => Promise<readonly string[]> | undefined;
  /**
   * Starts fetching the code the component is likely to render next (the app's other screens), without waiting for
   * it: called as the element starts in a browser, so that a tap right after the start finds that code there.
   */
  fetchAhead?: () => void;
  /**
   * Reads and checks the page's data blocks the component renders from (the hero's portrait versions, the project
   * lists): called once when an element starts in a browser. The checks come with the code that needs them, so an
   * element that reads none pays nothing for them.
   */
  pageData?: () => Partial<Pick<PageData, "images" | "projects">>;
  /**
   * The code a setting switches the element to (its compact layout, alone on a page): a chunk of its own, fetched
   * before the first render only when the settings ask for it (define/variants.ts).
   */
  variants?: (settings: Settings) => readonly ElementLoader[];
}

/** Loads an element's code when it is first rendered, so a page downloads only the elements it shows. */
export type ElementLoader = () => Promise<{ default: ElementModule }>;

const loadedModules = new Map<ElementLoader, ElementModule>();
const pendingModules = new Map<ElementLoader, Promise<ElementModule>>();

/** The elements' code fetched so far, by loader. */
export const loadedElements: ReadonlyMap<ElementLoader, ElementModule> = loadedModules;

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
  // Made when first needed: code that is always here (a prerender's) never makes one.
  let Lazy: ComponentType | undefined;
  function ElementScreen() {
    const [loaded] = useState(() => loadedModules.get(load));
    if (loaded) return createElement(Styled, { module: loaded });
    Lazy ??= lazy(() => loadElement(load).then((module) => ({ default: () => createElement(Styled, { module }) })));
    return createElement(Lazy);
  }
  return ElementScreen;
}

/** The loader of an element's code, a static member of its class (see PortfolioElement). */
export function codeOf(host: Element): ElementLoader {
  return (host.constructor as unknown as { code: ElementLoader }).code;
}
