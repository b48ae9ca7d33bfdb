import type { Route } from "../routing/routes.ts";
import { SETTING_NAMES, type Settings } from "../settings/page-config.ts";

/** The browser hydrates only on the same key. The theme changes no markup, so a page may set it after prerendering. */
export function prerenderKey(settings: Settings, route: Route): string {
  return JSON.stringify([route, SETTING_NAMES.filter((name) => name !== "theme").map((name) => settings[name] ?? "")]);
}
