import { useEffect, useLayoutEffect } from "react";
import type { Texts } from "../i18n/texts.ts";
import type { PageData } from "../page/page-data.ts";
import { mergeSettings, readPageConfig, type Settings } from "../settings/page-config.ts";
import { useShownTheme } from "../theme/choice.ts";
import { SCHEME_ATTRIBUTE } from "../theme/names.ts";
import { useDarkScheme } from "../theme/scheme.ts";
import { codeOf, loadedElement } from "./code.ts";
import { elementTree } from "./context.ts";

export const internalsOf = new WeakMap<Element, ElementInternals>();

export type HostProps = Settings & { container: HTMLElement; page: PageData; words: Texts; hydrated?: boolean };

export function PortfolioHost({ container, page, words, hydrated, ...attributes }: HostProps) {
  const settings = mergeSettings(readPageConfig(), attributes);
  const dark = useDarkScheme(useShownTheme(settings));
  const rootNode = container.getRootNode();
  const shadowRoot = rootNode instanceof ShadowRoot ? rootNode : null;
  const host = shadowRoot?.host;
  const { lang, dir } = words;
  const marked = Boolean(settings.lang?.trim());
  useLayoutEffect(() => {
    for (const [name, value] of [["lang", lang], ["dir", dir]]) {
      if (marked) container?.setAttribute(name!, value!);
      else container?.removeAttribute(name!);
    }
  }, [container, marked, lang, dir]);
  useLayoutEffect(() => {
    // The states set the color-scheme the tokens resolve by; the owner's attributes are left alone.
    const states = host && internalsOf.get(host)?.states;
    states?.[dark ? "add" : "delete"]("dark");
    states?.[dark ? "delete" : "add"]("light");
    // dist/portfolio-elements.css reserves the element's space until then.
    if (!hydrated) states?.add("rendered");
    // From now on the states decide; a prerender's theme on the root would outlive a change of setting.
    container.removeAttribute(SCHEME_ATTRIBUTE);
  }, [host, dark, container, hydrated]);
  useEffect(() => {
    // Hydrated markup shows what the server knew; React brings in what only the browser knows (the visitor's theme
    // choice in the switch) in its effects after the hydration, so the page's stand-ins keep their place till then.
    if (host) internalsOf.get(host)?.states.add("rendered");
  }, [host]);
  return elementTree(loadedElement(codeOf(host!))!.component, settings, shadowRoot, page, words);
}
