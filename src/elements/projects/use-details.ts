/**
 * The project details' code (pictures, role, year, summary, the project's own page: src/elements/details/), a chunk
 * of its own fetched only when `project-details="on"`, so a page without them downloads none of it.
 */
import { useContext, useLayoutEffect } from "react";
import { ShadowRootContext } from "../../define/context.ts";
import { loadOnce } from "../../define/load-once.ts";
import { adoptStyles } from "../../define/styles.ts";

export type DetailsModule = typeof import("../details/index.ts");

const details = loadOnce(() => import("../details/index.ts"));
let failure: unknown;

/**
 * Fetches the details' code once (a prerender awaits it before rendering). A failure stays the screen's message
 * (useDetails); a later start fetches again.
 */
export function loadDetails(): Promise<DetailsModule> {
  return details.load().catch((error: unknown) => {
    failure = error;
    throw error;
  });
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
 * The details' code, its CSS adopted by the element; until it is there the caller suspends (its Suspense boundary
 * shows what it showed, or keeps a prerendered page's markup while hydrating). A failed fetch throws to the screen's
 * error boundary.
 */
export function useDetails(): DetailsModule {
  const root = useContext(ShadowRootContext);
  const module = details.value;
  useLayoutEffect(() => {
    if (root && module) adoptStyles(root, module.detailStyles);
  }, [root, module]);
  if (module) return module;
  throw failure ?? loadDetails();
}
