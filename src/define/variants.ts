import type { Settings } from "../settings/page-config.ts";
import { loadedElement, loadElement, type ElementModule } from "./code.ts";

/** Fetched before the first render, so the element renders at once in that form. */
export function settingCode(module: ElementModule, settings: Settings): Promise<unknown> | undefined {
  const loads = (module.variants?.(settings) ?? []).filter((load) => !loadedElement(load)).map(loadElement);
  return loads.length ? Promise.all(loads) : undefined;
}

export function settingStyles(module: ElementModule, settings: Settings): string[] {
  return (module.variants?.(settings) ?? []).flatMap((load) => loadedElement(load)?.styles ?? []);
}
