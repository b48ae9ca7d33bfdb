import { createElement, Fragment } from "react";

/**
 * What TSX compiles to (scripts/jsx.mjs), as bindings of this module: imported from React's CommonJS build
 * straight into each module, every element would read the function off the module object, `(0, r.createElement)(…)`.
 */
export const h = createElement;
export const Frag = Fragment;
