// @ts-check
/** The themes an element, a page config or an iframe page's `?theme=` may name; `auto` follows the visitor's preference. */
export const THEMES = /** @type {const} */ (["light", "dark", "auto"]);
