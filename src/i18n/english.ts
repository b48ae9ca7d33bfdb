/**
 * The spec's English with no overrides: the texts of an element without `lang` and `texts`, which come with the
 * element's code (its `english`, src/define/code.ts) rather than with the bundle's entry, and of logic called
 * outside an element (and of its unit tests).
 */
import { en } from "./en.ts";
import { textsOf, type Texts } from "./texts.ts";

export const ENGLISH: Texts = textsOf(en);
