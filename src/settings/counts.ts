import { COUNT_RULES } from "./element-rules.ts";
import { parseCount } from "./page-config.ts";

/** Home stays a preview of My Work. */
export const MAX_FEATURED = 6;

export function parseFeatured(value: string | undefined): number {
  return Math.min(parseCount(value, COUNT_RULES.featured) ?? 0, MAX_FEATURED);
}

export function parseLimit(value: string | undefined): number | undefined {
  return parseCount(value, COUNT_RULES.limit);
}
