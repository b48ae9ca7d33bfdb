/**
 * The `heading-level` setting: the level of an element's top heading outside `<portfolio-app>`, so an element on a
 * blog post fits under the post's own `<h1>`. Inside the app each screen keeps its `<h1>`.
 */

import { COUNT_RULES } from "./element-rules.ts";
import { parseCount } from "./page-config.ts";

export type HeadingTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

/** `heading-level` as a level: a whole number from 1 to 6; anything else is the default (2, under a post's `<h1>`). */
export function parseHeadingLevel(value: string | undefined): number {
  return parseCount(value, COUNT_RULES.headingLevel) ?? Number(COUNT_RULES.headingLevel.default);
}

/** The tag of the heading `depth` levels under a top heading at `level` (HTML has no level past 6). */
export function headingTag(level: number, depth = 0): HeadingTag {
  return `h${Math.min(Math.max(level + depth, 1), 6)}` as HeadingTag;
}
