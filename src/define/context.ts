import { createContext, createElement, useCallback, useContext, useMemo, type ComponentType, type ReactElement, type ReactNode } from "react";
import type { PortfolioEventDetails, PortfolioEventType } from "../events.ts";
import { ENGLISH, textsFor, type Texts } from "../i18n/texts.ts";
import type { Settings } from "../settings.ts";

/*
 * What an element's React tree knows about the element it renders: the owner settings in force and the shadow
 * root it renders into, and the texts it writes (its `lang` and `texts`). The hooks below are all a component reads
 * of them.
 */
const SettingsContext = createContext<Settings>({});
export const ShadowRootContext = createContext<ShadowRoot | null>(null);
const TextsContext = createContext<Texts>(ENGLISH);

/** The owner settings in force for the element being rendered. */
export function useSettings(): Settings {
  return useContext(SettingsContext);
}

/** The texts the element writes, in its language (src/i18n/): every visible and spoken word goes through it. */
export function useTexts(): Texts {
  return useContext(TextsContext);
}

/** The texts of the settings, made again only when `lang` or `texts` change (so memoised components stay put). */
function TextsProvider({ lang, texts, children }: { lang: string | undefined; texts: string | undefined; children?: ReactNode }) {
  const value = useMemo(() => textsFor(lang, texts), [lang, texts]);
  return createElement(TextsContext.Provider, { value }, children);
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
export function elementTree(Component: ComponentType, settings: Settings, shadowRoot: ShadowRoot | null): ReactElement {
  return createElement(
    ShadowRootContext.Provider,
    { value: shadowRoot },
    createElement(
      SettingsContext.Provider,
      { value: settings },
      createElement(TextsProvider, { lang: settings.lang, texts: settings.texts }, createElement(Component)),
    ),
  );
}
