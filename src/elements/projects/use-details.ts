/**
 * The project details' code (pictures, role, year, summary, the project's own page: src/elements/details/), a chunk
 * of its own fetched only when `project-details="on"`, so a page without them downloads none of it.
 */
import { useContext, useLayoutEffect, useMemo } from "react";
import { InApp, ShadowRootContext, useSettings } from "../../define/context.ts";
import { adoptStyles } from "../../define/styles.ts";
import { PageDataContext, type PageData } from "../../page/page-data.ts";
import { parseSiteUrl } from "../../settings/site-url.ts";

export type DetailsModule = typeof import("../details/index.ts");

let loaded: DetailsModule | undefined;
let loading: Promise<DetailsModule> | undefined;
let failure: unknown;

/** Fetches the details' code once (a prerender awaits it before rendering); a failure may be retried by a reload. */
export function loadDetails(): Promise<DetailsModule> {
  loading ??= import("../details/index.ts").then(
    (module) => (loaded = module),
    (error: unknown) => {
      failure = error;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the details' code before a prerendered page starts, when its settings turn them on, and gives their CSS:
 * a hydration that met it missing would suspend, and any update meanwhile (another screen's code arriving) makes
 * React and Preact alike throw the prerendered markup away and show the loading state until the code is here. A
 * failed fetch does not hold the start: the screen that needs the code shows its boundary's message (useDetails).
 */
export function prepareDetails(settings: { projectDetails?: string | undefined }): Promise<readonly string[]> {
  return settings.projectDetails === "on" ? loadDetails().then((module) => module.detailStyles, () => []) : Promise.resolve([]);
}

/**
 * The details' code when `on`, its CSS adopted by the element; until it is there the caller suspends (its
 * Suspense boundary shows what it showed, or keeps a prerendered page's markup while hydrating). A failed fetch
 * throws to the screen's error boundary.
 */
export function useDetails(on: boolean): DetailsModule | undefined {
  const root = useContext(ShadowRootContext);
  const module = on ? loaded : undefined;
  useLayoutEffect(() => {
    if (root && module) adoptStyles(root, module.detailStyles);
  }, [root, module]);
  if (!on || module) return module;
  if (failure) throw failure;
  throw loadDetails();
}

/**
 * The page's lists read again with the details' optional fields (the element's page data reads them without; a
 * prerender's have them already), when the details' code is here: for My Work and Home's featured work alike.
 */
export function useDetailedLists(details: DetailsModule | undefined): PageData | undefined {
  const page = useContext(PageDataContext);
  return useMemo(() => (details && typeof document !== "undefined" && page ? { ...page, projects: details.readDetailedLists() } : undefined), [details, page]);
}

/** Where a project's page address starts: "" in the app (`#/projects/<id>`), the owner's site outside it, else none. */
export function useProjectPages(): string | undefined {
  const inApp = useContext(InApp);
  const { siteUrl } = useSettings();
  return inApp ? "" : parseSiteUrl(siteUrl)?.href;
}
