/** The count settings the elements read: `featured` (projects on Home) and `limit` (projects on My Work). */
import { COUNT_RULES } from "./element-rules.ts";
import { parseCount } from "./page-config.ts";

/** The most projects Home shows, whatever `featured` asks: it stays a preview of My Work. */
export const MAX_FEATURED = 6;

/** `featured` as a count: a whole number from 0 (larger is MAX_FEATURED); anything else is 0. */
export function parseFeatured(value: string | undefined): number {
  return Math.min(parseCount(value, COUNT_RULES.featured) ?? 0, MAX_FEATURED);
}

/** `limit` as a count: a whole number from 1 (how many projects to show before the link to all); else undefined (all). */
export function parseLimit(value: string | undefined): number | undefined {
  return parseCount(value, COUNT_RULES.limit);
}
