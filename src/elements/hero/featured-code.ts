/**
 * Home's featured work comes with its own code (src/elements/featured/), fetched only when `featured` is above 0:
 * before the first render of a hero (or the app's Home) that shows it, so the first render is the whole Home.
 */
import { createElement, useContext, useEffect, useLayoutEffect, useState } from "react";
import { ShadowRootContext } from "../../define/context.ts";
import { adoptStyles } from "../../define/styles.ts";
import { parseFeatured } from "../../settings/counts.ts";
import type { Settings } from "../../settings/page-config.ts";
import { prepareDetails } from "../projects/use-details.ts";

type FeaturedModule = typeof import("../featured/index.ts");

let loaded: FeaturedModule | undefined;
let loading: Promise<FeaturedModule> | undefined;

function loadFeatured(): Promise<FeaturedModule> {
  loading ??= import("../featured/index.ts").then((module) => (loaded = module));
  // A failed fetch may be tried again by the next render that needs it.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The featured work's code and, where its cards show them, the project details', with their CSS: awaited before a
 * prerendered hero (or Home) hydrates. A failure does not hold the start: the hero shows without featured work.
 */
export function prepareFeatured(settings: Settings): Promise<readonly string[]> {
  if (!parseFeatured(settings.featured)) return Promise.resolve([]);
  const own = loadFeatured().then((module) => module.featuredStyles, (): readonly string[] => []);
  return Promise.all([own, prepareDetails(settings)]).then((styles) => styles.flat());
}

/** Before any other start: prepareFeatured, when there is code to wait for; undefined when there is none. */
export function featuredNeeds(settings: Settings): Promise<readonly string[]> | undefined {
  return parseFeatured(settings.featured) && !loaded ? prepareFeatured(settings) : undefined;
}

/** The featured work, once its code is here (fetched now if a setting changed to show it); nothing until then. */
export function FeaturedWork({ endpoint, count }: { endpoint: string | undefined; count: number }) {
  const root = useContext(ShadowRootContext);
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    if (!module) loadFeatured().then(setModule, () => undefined);
  }, [module]);
  useLayoutEffect(() => {
    if (root && module) adoptStyles(root, module.featuredStyles);
  }, [root, module]);
  return module ? createElement(module.Featured, { endpoint, count }) : null;
}
