import type { Settings } from "../settings.ts";
import { loadedElements, loadElement, type ElementModule } from "./code.ts";

/**
 * The code of `surface="none"` (src/surface/): its CSS, and what follows the host page (its text, its background,
 * the accent's contrast on it). Loaded only where the setting asks for it.
 */
export interface SurfaceModule {
  styles: readonly string[];
  /** Makes the element take the host page's look; gives what undoes it. */
  followHost: (host: HTMLElement, container: HTMLElement, settings: Settings) => () => void;
}

let surface: SurfaceModule | undefined;
let pendingSurface: Promise<SurfaceModule> | undefined;

/** The surface's code once it is here. */
export const loadedSurface = (): SurfaceModule | undefined => surface;

export function loadSurface(): Promise<SurfaceModule> {
  pendingSurface ??= import("../surface/index.ts").then(({ default: module }) => (surface = module));
  pendingSurface.catch(() => (pendingSurface = undefined));
  return pendingSurface;
}

/**
 * What the settings ask an element's code for beyond itself (its compact layout, the host's surface), fetched
 * before its first render so that it renders at once in that form; undefined when all of it is here.
 */
export function settingCode(module: ElementModule, settings: Settings): Promise<unknown> | undefined {
  const loads: Promise<unknown>[] = (module.variants?.(settings) ?? []).filter((load) => !loadedElements.has(load)).map(loadElement);
  if (settings.surface === "none" && !surface) loads.push(loadSurface());
  return loads.length ? Promise.all(loads) : undefined;
}

/** The CSS of that code, once it is here: adopted before the first render or hydration, after the element's own. */
export function settingStyles(module: ElementModule, settings: Settings): string[] {
  const variants = (module.variants?.(settings) ?? []).flatMap((load) => loadedElements.get(load)?.styles ?? []);
  return settings.surface === "none" && surface ? [...variants, ...surface.styles] : variants;
}
