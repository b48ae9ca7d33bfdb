import type { Route } from "../routing/routes.ts";
import { SETTING_NAMES, type Settings } from "../settings/page-config.ts";

/**
 * What a prerendered element was rendered from (its settings and the hash route), written on its markup.
 * The browser hydrates only when its own key is the same; otherwise it renders afresh. The theme is left out:
 * it changes no markup, only the color-scheme, so a page may set it after prerendering (an iframe page's `?theme=`).
 */
export function prerenderKey(settings: Settings, route: Route): string {
  return JSON.stringify([route, SETTING_NAMES.filter((name) => name !== "theme").map((name) => settings[name] ?? "")]);
}
