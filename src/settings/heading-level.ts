import { COUNT_RULES } from "./element-rules.ts";
import { parseCount } from "./page-config.ts";

export type HeadingTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

export function parseHeadingLevel(value: string | undefined): number {
  return parseCount(value, COUNT_RULES.headingLevel) ?? Number(COUNT_RULES.headingLevel.default);
}

/** HTML has no level past 6. */
export function headingTag(level: number, depth = 0): HeadingTag {
  return `h${Math.min(Math.max(level + depth, 1), 6)}` as HeadingTag;
}
