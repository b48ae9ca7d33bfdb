import { createContext, createElement, useCallback, useContext, type ComponentType, type ReactElement } from "react";
import type { PortfolioEventDetails, PortfolioEventType } from "../events.ts";
import { PageDataContext, type PageData } from "../page-data.ts";
import type { Settings } from "../settings.ts";

/*
 * What an element's React tree knows about the element it renders: the owner settings in force, the shadow root it
 * renders into, and the page's data (page-data.ts). The hooks below are all a component reads of the first two.
 */
const SettingsContext = createContext<Settings>({});
export const ShadowRootContext = createContext<ShadowRoot | null>(null);

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

/** The React tree of an element: the same for the browser's render and for prerendering on a server. */
export function elementTree(Component: ComponentType, settings: Settings, shadowRoot: ShadowRoot | null, page: PageData): ReactElement {
  return createElement(
    PageDataContext.Provider,
    { value: page },
    createElement(
      ShadowRootContext.Provider,
      { value: shadowRoot },
      createElement(SettingsContext.Provider, { value: settings }, createElement(Component)),
    ),
  );
}
