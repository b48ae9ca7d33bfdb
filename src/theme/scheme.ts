import { useSyncExternalStore } from "react";
import { SYSTEM_THEME, type Theme } from "./names.ts";

/** The visitor's system colour scheme, which the `auto` theme follows. */
const darkQuery = "(prefers-color-scheme: dark)";

function subscribeToColorScheme(onChange: () => void): () => void {
  const query = window.matchMedia(darkQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor's system shows the dark scheme now. */
export function prefersDark(): boolean {
  return window.matchMedia(darkQuery).matches;
}

/** Whether `theme` shows dark now: `dark`, or the system's theme on a dark system; follows the system's changes. */
export function useDarkScheme(theme: Theme): boolean {
  // A hydration starts from the visitor's real preference too (it decides no markup, only the element's states):
  // starting from `false` would switch a dark visitor's element to light for one commit, and its colours with it.
  const systemDark = useSyncExternalStore(subscribeToColorScheme, prefersDark, () => typeof window !== "undefined" && prefersDark());
  return theme === "dark" || (theme === SYSTEM_THEME && systemDark);
}
