/** The count settings the elements read: `featured` (projects on Home) and `limit` (projects on My Work). */
import { MAX_FEATURED, SETTINGS, parseCount } from "./declaration.ts";

/** `featured` as a count: a whole number from 0 (larger is MAX_FEATURED); anything else is 0. */
export function parseFeatured(value: string | undefined): number {
  return Math.min(parseCount(value, SETTINGS.featured) ?? 0, MAX_FEATURED);
}

/** `limit` as a count: a whole number from 1 (how many projects to show before the link to all); else undefined (all). */
export function parseLimit(value: string | undefined): number | undefined {
  return parseCount(value, SETTINGS.limit);
}
