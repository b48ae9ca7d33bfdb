import { createContext, createElement, useCallback, useContext, type ComponentType, type ReactElement } from "react";
import type { PortfolioEventDetails, PortfolioEventType } from "./events.ts";
import { headingTag, parseHeadingLevel, type HeadingTag } from "../settings/heading-level.ts";
import type { Texts } from "../i18n/texts.ts";
import { PageDataContext, type PageData } from "../page/page-data.ts";
import type { Settings } from "../settings/page-config.ts";

/*
 * What an element's React tree knows about the element it renders: the owner settings in force, the shadow root it
 * renders into, the page's data (page-data.ts), the texts it writes (its `lang` and `texts`), and whether it is a
 * screen of `<portfolio-app>`. The hooks below are all a component reads of them, but the page's data. Here, in the
 * code every element loads first, so that an element alone downloads nothing more for them.
 */
const SettingsContext = createContext<Settings>({});
export const ShadowRootContext = createContext<ShadowRoot | null>(null);
/** Always provided by elementTree: the English comes with each element's code, not with this module. */
const TextsContext = createContext<Texts | null>(null);

/**
 * True inside `<portfolio-app>`: its screens route by the hash (links, My Work's filter) and each keeps its `<h1>`.
 * An element alone on a page sets neither the page's address nor its outline.
 */
export const InApp = createContext(false);

/** The owner settings in force for the element being rendered. */
export function useSettings(): Settings {
  return useContext(SettingsContext);
}

/** The texts the element writes, in its language (src/i18n/): every visible and spoken word goes through it. */
export function useTexts(): Texts {
  return useContext(TextsContext)!;
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

/**
 * The tags of an element's headings, its top one first, then one level down each: inside `<portfolio-app>` the
 * screen's `<h1>`; alone on a page, from `heading-level` (default 2), so a blog post keeps its one `<h1>`.
 */
export function useHeadingTags(): [HeadingTag, HeadingTag, HeadingTag] {
  const inApp = useContext(InApp);
  const { headingLevel } = useSettings();
  const level = inApp ? 1 : parseHeadingLevel(headingLevel);
  return [headingTag(level), headingTag(level, 1), headingTag(level, 2)];
}

/**
 * The React tree of an element: the same for the browser's render and for prerendering on a server. Its texts are
 * those of its settings' `lang` and `texts` (src/i18n/texts.ts's textsFor), made by the caller once they are here.
 */
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
