import { createContext } from "react";

/**
 * True inside `<portfolio-app>`: its screens route by the hash (links, My Work's filter) and each keeps its `<h1>`.
 * An element alone on a page sets neither the page's address nor its outline.
 */
export const InApp = createContext(false);
