/**
 * The rules of the settings that the elements apply where they use a value (src/settings-schema.ts has each
 * setting's kind): a plain e-mail address, the featured count. Small, apart from the checks that word a problem
 * (setting-checks.ts), which only the settings file's check and the studio load.
 */
import { MAX_FEATURED, SETTINGS, isCount } from "./settings-schema.ts";

/** A plain e-mail address: the HTML spec's valid e-mail address without `?`, `&`, `%` and `#`, so a mailto link built
 * from it carries no headers (`?bcc=`), escapes or fragment; the domain needs a dot. */
export const PLAIN_EMAIL =
  /^[A-Za-z0-9.!$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** `featured` as a count: a whole number from 0 to MAX_FEATURED (larger is MAX_FEATURED); anything else is 0. */
export function parseFeatured(value: string | undefined): number {
  return value && isCount(value, SETTINGS.featured) ? Math.min(Number(value), MAX_FEATURED) : 0;
}

/** `limit` as a count: a whole number from 1 (how many projects to show before the link to all); else undefined (all). */
export function parseLimit(value: string | undefined): number | undefined {
  return value && isCount(value, SETTINGS.limit) ? Number(value) : undefined;
}
