import { useEffect, useLayoutEffect } from "react";
import type { Texts } from "../i18n/texts.ts";
import type { PageData } from "../page/page-data.ts";
import { mergeSettings, readPageConfig, type Settings } from "../settings/page-config.ts";
import { useShownTheme } from "../theme/choice.ts";
import { SCHEME_ATTRIBUTE } from "../theme/names.ts";
import { useDarkScheme } from "../theme/scheme.ts";
import { codeOf, loadedElements } from "./code.ts";
import { elementTree } from "./context.ts";

/** Each element's internals, so its React root can set the element's custom states. */
export const internalsOf = new WeakMap<Element, ElementInternals>();

/**
 * What the renderer hands an element's React root: its own settings attributes, its render container, the page
 * data read when it started, the texts it writes (those of its `lang` and `texts`, else its code's English), and
 * whether it hydrates prerendered markup.
 */
export type HostProps = Settings & { container: HTMLElement; page: PageData; words: Texts; hydrated?: boolean };

/** The React root of every element: merges settings, applies the theme, renders the element's loaded component. */
export function PortfolioHost({ container, page, words, hydrated, ...attributes }: HostProps) {
  const settings = mergeSettings(readPageConfig(), attributes);
  const dark = useDarkScheme(useShownTheme(settings));
  const rootNode = container.getRootNode();
  const shadowRoot = rootNode instanceof ShadowRoot ? rootNode : null;
  const host = shadowRoot?.host;
  // The shadow content's language and direction, with a `lang` setting (a prerender writes them on its markup too).
  const { lang, dir } = words;
  const marked = Boolean(settings.lang?.trim());
  useLayoutEffect(() => {
    for (const [name, value] of [["lang", lang], ["dir", dir]]) {
      if (marked) container?.setAttribute(name!, value!);
      else container?.removeAttribute(name!);
    }
  }, [container, marked, lang, dir]);
  useLayoutEffect(() => {
    // `:host(:state(dark))` / `:state(light)` set the color-scheme the tokens resolve by; attributes are left alone.
    const states = host && internalsOf.get(host)?.states;
    states?.[dark ? "add" : "delete"]("dark");
    states?.[dark ? "delete" : "add"]("light");
    // `:state(rendered)`: the element shows its content; dist/portfolio-elements.css reserves its space until then.
    if (!hydrated) states?.add("rendered");
    // From now on the states decide; a prerender's theme on the root would outlive a change of setting.
    container.removeAttribute(SCHEME_ATTRIBUTE);
  }, [host, dark, container, hydrated]);
  useEffect(() => {
    // Hydrated markup shows what the server knew; React brings in what only the browser knows (the visitor's theme
    // choice in the switch) in its effects after the hydration, so the page's stand-ins keep their place till then.
    if (host) internalsOf.get(host)?.states.add("rendered");
  }, [host]);
  // The renderer mounts an element only once its code has loaded, so the component is there.
  return elementTree(loadedElements.get(codeOf(host!))!.component, settings, shadowRoot, page, words);
}
