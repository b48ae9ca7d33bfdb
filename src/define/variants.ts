import type { Settings } from "../settings/page-config.ts";
import { loadedElements, loadElement, type ElementModule } from "./code.ts";

/**
 * What the settings ask an element's code for beyond itself (its compact layout, the host's surface: its
 * `variants`), fetched before its first render so that it renders at once in that form; undefined when it is here.
 */
export function settingCode(module: ElementModule, settings: Settings): Promise<unknown> | undefined {
  const loads = (module.variants?.(settings) ?? []).filter((load) => !loadedElements.has(load)).map(loadElement);
  return loads.length ? Promise.all(loads) : undefined;
}

/** The CSS of that code once it is here: adopted before the first render or hydration, after the element's own. */
export function settingStyles(module: ElementModule, settings: Settings): string[] {
  return (module.variants?.(settings) ?? []).flatMap((load) => loadedElements.get(load)?.styles ?? []);
}
