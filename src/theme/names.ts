/**
 * The names the theme goes by, once: the elements (src/theme/*.ts), the pages (src/site/) and the pages' head
 * scripts (given them, head-scripts.ts) read them from here.
 * The stylesheets' selectors name them too (CSS imports nothing); tests/unit/theme-names.test.ts holds those to these.
 */

/** The themes an element, a page config or an iframe page's `?theme=` may name. */
export const THEMES = ["light", "dark", "auto"] as const;

/** The theme that follows the visitor's system (`prefers-color-scheme`): the default. */
export const SYSTEM_THEME = THEMES[2];

export type Theme = (typeof THEMES)[number];
/** A theme that fixes the colour scheme. */
export type Scheme = Exclude<Theme, typeof SYSTEM_THEME>;

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

/** A `theme` setting as the elements apply it: a theme it names, else the system's. */
export function parseTheme(value: string | undefined): Theme {
  return isTheme(value) ? value : SYSTEM_THEME;
}

/**
 * Where the visitor's choice (the header's switch) is remembered, in `localStorage`; read by the site page's head
 * script too, before the first paint.
 */
export const THEME_CHOICE_KEY = "portfolio-theme";

/** Dispatched on window with the visitor's choice, so every element on the page (and another copy of the bundle) follows. */
export const THEME_CHOICE_EVENT = "portfolio-theme-choice";

/**
 * The fixed scheme on markup that shows a theme before any script of the element runs: a page's `<html>` (its
 * canvas) and a prerendered element's root.
 */
export const SCHEME_ATTRIBUTE = "data-theme";

/**
 * The markup of a theme's fixed scheme (` data-theme="dark"`), "" for the system's theme and anything else: safe in
 * a tag as it is, for its value is one of THEMES.
 */
export function schemeAttribute(theme: string | undefined): string {
  return isTheme(theme) && theme !== SYSTEM_THEME ? ` ${SCHEME_ATTRIBUTE}="${theme}"` : "";
}

/** The visitor's choice on a site page's `<html>`, for its stylesheet to draw the switch before the app starts. */
export const CHOICE_ATTRIBUTE = "data-theme-choice";
