import { createElement, Fragment } from "react";

/** Bindings of our own: imported straight from React's CommonJS build, each call would read the module object. */
export const h = createElement;
export const Frag = Fragment;
