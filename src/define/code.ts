import { createElement, lazy, useContext, useLayoutEffect, useState, type ComponentType } from "react";
import type { Texts } from "../i18n/texts.ts";
import type { PageData } from "../page/page-data.ts";
import type { Route } from "../routing/routes.ts";
import type { Settings } from "../settings/page-config.ts";
import { ShadowRootContext } from "./context.ts";
import { loadOnce, type LoadOnce } from "./load-once.ts";
import { adoptStyles } from "./styles.ts";

/** English comes with the element's code, not in the entry every page loads before any element renders. */
export interface ElementModule {
  component: ComponentType;
  styles: readonly string[];
  english: Texts;
  /** Awaited before a prerender and a hydration, so neither meets a pending screen. */
  prepare?: (route: Route, settings: Settings) => Promise<readonly string[]>;
  /** Before a start that hydrates nothing: the code a setting adds to the first render. */
  needs?: (route: Route, settings: Settings) => Promise<readonly string[]> | undefined;
  /** So a tap right after the start finds the next screen's code there. */
  fetchAhead?: () => void;
  /** The checks come with the code that needs them, so an element that reads no block pays nothing for them. */
  pageData?: () => Partial<Pick<PageData, "images" | "projects">>;
  /** Chunks fetched only when the settings ask for them (define/variants.ts). */
  variants?: (settings: Settings) => readonly ElementLoader[];
}

/** So a page downloads only the elements it shows. */
export type ElementLoader = () => Promise<{ default: ElementModule }>;

const elements = new Map<ElementLoader, LoadOnce<ElementModule>>();

/** A failed fetch may be tried again later. */
export function loadElement(load: ElementLoader): Promise<ElementModule> {
  let code = elements.get(load);
  if (!code) elements.set(load, (code = loadOnce(() => load().then((module) => module.default))));
  return code.load();
}

/** The element's code if it is here already. */
export const loadedElement = (load: ElementLoader): ElementModule | undefined => elements.get(load)?.value;

export function Styled({ module }: { module: ElementModule }) {
  const root = useContext(ShadowRootContext);
  useLayoutEffect(() => {
    if (root) adoptStyles(root, module.styles);
  }, [root, module]);
  return createElement(module.component);
}

/** Chosen once per mount (at once, or React.lazy), so a later render keeps the same tree and its state. */
export function lazyElement(load: ElementLoader): ComponentType {
  let Lazy: ComponentType | undefined;
  function ElementScreen() {
    const [loaded] = useState(() => loadedElement(load));
    if (loaded) return createElement(Styled, { module: loaded });
    Lazy ??= lazy(() => loadElement(load).then((module) => ({ default: () => createElement(Styled, { module }) })));
    return createElement(Lazy);
  }
  return ElementScreen;
}

export function codeOf(host: Element): ElementLoader {
  return (host.constructor as unknown as { code: ElementLoader }).code;
}
