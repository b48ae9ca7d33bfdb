/**
 * The visitor's theme choice, made with the header's switch: light, dark or system (`auto`), remembered for the
 * page's origin (THEME_CHOICE_KEY). It replaces the owner's `theme` on every element whose `theme-switch` is on.
 */
import { useSyncExternalStore } from "react";
import type { Settings } from "../settings/page-config.ts";
import { isTheme, parseTheme, THEME_CHOICE_EVENT, THEME_CHOICE_KEY, type Theme } from "./names.ts";

/** A choice storage did not keep (it may throw: disabled, a sandboxed frame): it lasts as long as the page. */
let unsaved: Theme | undefined;

function savedChoice(): Theme | undefined {
  try {
    const value = localStorage.getItem(THEME_CHOICE_KEY);
    return isTheme(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function storedChoice(): Theme | undefined {
  return unsaved ?? savedChoice();
}

function remember(choice: Theme): void {
  unsaved = savedChoice() === choice ? undefined : choice;
}

/** Remembers the visitor's choice and tells every element on the page. */
export function chooseTheme(choice: Theme): void {
  try {
    localStorage.setItem(THEME_CHOICE_KEY, choice);
  } catch {
    // Not remembered across visits; this page still follows it.
  }
  remember(choice);
  window.dispatchEvent(new CustomEvent(THEME_CHOICE_EVENT, { detail: choice }));
}

function subscribe(onChange: () => void): () => void {
  const changed = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (isTheme(detail)) remember(detail);
    onChange();
  };
  window.addEventListener(THEME_CHOICE_EVENT, changed);
  // Another tab of the same site chose.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(THEME_CHOICE_EVENT, changed);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The visitor's stored choice, or undefined before any. `forMarkup`, for markup that shows the choice (the switch
 * itself): a hydration starts from no choice, as the server rendered it, and React follows with the stored one once
 * it has hydrated; a render in the browser shows the stored choice at once.
 */
export function useThemeChoice(forMarkup = false): Theme | undefined {
  return useSyncExternalStore(subscribe, storedChoice, forMarkup ? noChoice : serverChoice);
}

/** The server's snapshot: no choice on a server; in a browser's hydration of an element's state, the stored one. */
const serverChoice = () => (typeof window === "undefined" ? undefined : storedChoice());
const noChoice = () => undefined;

/** The theme an element shows: the visitor's choice, unless the owner turned the switch off, else the owner's. */
export function useShownTheme(settings: Settings): Theme {
  const choice = useThemeChoice();
  return settings.themeSwitch !== "off" && choice ? choice : parseTheme(settings.theme);
}

