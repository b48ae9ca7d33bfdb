import { createContext, createElement, useCallback, useContext, type ComponentType, type ReactElement } from "react";
import type { PortfolioEventDetails, PortfolioEventType } from "./events.ts";
import { headingTag, parseHeadingLevel, type HeadingTag } from "../settings/heading-level.ts";
import type { Texts } from "../i18n/texts.ts";
import { PageDataContext, type PageData } from "../page/page-data.ts";
import type { Settings } from "../settings/page-config.ts";

// In the code every element loads first, so an element alone downloads nothing more for these.
const SettingsContext = createContext<Settings>({});
export const ShadowRootContext = createContext<ShadowRoot | null>(null);
/** Always provided by elementTree: the English comes with each element's code, not with this module. */
const TextsContext = createContext<Texts | null>(null);

/** An element alone on a page sets neither the page's address nor its outline. */
export const InApp = createContext(false);

export function useSettings(): Settings {
  return useContext(SettingsContext);
}

/** Every visible and spoken word goes through it. */
export function useTexts(): Texts {
  return useContext(TextsContext)!;
}

/** Composed, so an owner can listen outside a shadow root the element sits in. */
export function useHostEvent(): <T extends PortfolioEventType>(type: T, detail: PortfolioEventDetails[T]) => void {
  const root = useContext(ShadowRootContext);
  return useCallback(
    (type, detail) => root?.host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail })),
    [root],
  );
}

/** Alone on a page, from `heading-level`, so a blog post keeps its one `<h1>`. */
export function useHeadingTags(): [HeadingTag, HeadingTag, HeadingTag] {
  const inApp = useContext(InApp);
  const { headingLevel } = useSettings();
  const level = inApp ? 1 : parseHeadingLevel(headingLevel);
  return [headingTag(level), headingTag(level, 1), headingTag(level, 2)];
}

/** The same for the browser's render and a server's prerender. */
export function elementTree(
  Component: ComponentType,
  settings: Settings,
  shadowRoot: ShadowRoot | null,
  page: PageData,
  texts: Texts,
): ReactElement {
  return createElement(
    PageDataContext.Provider,
    { value: page },
    createElement(
      ShadowRootContext.Provider,
      { value: shadowRoot },
      createElement(
        SettingsContext.Provider,
        { value: settings },
        createElement(TextsContext.Provider, { value: texts }, createElement(Component)),
      ),
    ),
  );
}
