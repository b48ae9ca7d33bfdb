/**
 * Home's featured work comes with its own code (src/elements/featured/), fetched only when `featured` is above 0:
 * before the first render of a hero (or the app's Home) that shows it, so the first render is the whole Home.
 */
import { createElement, useEffect, useState } from "react";
import { loadedElement, loadElement, Styled, type ElementLoader } from "../../define/code.ts";
import { parseFeatured } from "../../settings/counts.ts";
import type { Settings } from "../../settings/page-config.ts";
import { prepareDetails } from "../projects/use-details.ts";

/** A failed fetch may be tried again by the next render that needs it (loadElement forgets it). */
const FEATURED: ElementLoader = () => import("../featured/index.ts");

/**
 * The featured work's code and, where its cards show them, the project details', with their CSS: awaited before a
 * prerendered hero (or Home) hydrates. A failure does not hold the start: the hero shows without featured work.
 */
export function prepareFeatured(settings: Settings): Promise<readonly string[]> {
  if (!parseFeatured(settings.featured)) return Promise.resolve([]);
  const own = loadElement(FEATURED).then((module) => module.styles, (): readonly string[] => []);
  return Promise.all([own, prepareDetails(settings)]).then((styles) => styles.flat());
}

/** Before any other start: prepareFeatured, when there is code to wait for; undefined when there is none. */
export function featuredNeeds(settings: Settings): Promise<readonly string[]> | undefined {
  return parseFeatured(settings.featured) && !loadedElement(FEATURED) ? prepareFeatured(settings) : undefined;
}

/** The featured work, once its code is here (fetched now if a setting changed to show it); nothing until then. */
export function FeaturedWork() {
  const [module, setModule] = useState(() => loadedElement(FEATURED));
  useEffect(() => {
    if (!module) loadElement(FEATURED).then(setModule, () => undefined);
  }, [module]);
  return module ? createElement(Styled, { module }) : null;
}
