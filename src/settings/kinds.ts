/**
 * One parser per kind of setting (declaration.ts names each setting's kind): what the elements use of a value, the
 * settings file's check (problems.ts) and the studio apply the same function, and the JSON Schema (json-schema.ts)
 * is made from the same patterns and bounds. Small: every element loads it; the wording of problems stays apart.
 */

/**
 * Returns the URL as an absolute href when it is `http:` or `https:` and names no user or password, otherwise
 * undefined, so `javascript:`, `data:`, malformed values and credentials (which a page would publish) are dropped
 * as if absent. The one http(s) check: the elements, the settings' checks and the pages all use it.
 */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * httpUrl of `value` resolved against `base` (a path on a site, for the settings' checks and the pages). Apart, so
 * that the elements' httpUrl stays as small as it is.
 */
export function httpUrlOn(value: unknown, base: string | undefined): string | undefined {
  if (typeof value !== "string" || !value.trim() || !URL.canParse(value.trim(), base)) return undefined;
  return httpUrl(new URL(value.trim(), base).href);
}

/** A plain e-mail address: the HTML spec's valid e-mail address without `?`, `&`, `%` and `#`, so a mailto link built
 * from it carries no headers (`?bcc=`), escapes or fragment; the domain needs a dot. */
export const PLAIN_EMAIL =
  /^[A-Za-z0-9.!$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The address when it is a plain one (trimmed), otherwise undefined: the setting falls back as if unset. */
export function plainEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.trim();
  return PLAIN_EMAIL.test(address) ? address : undefined;
}

/** A comma-separated list of plain addresses, trimmed; undefined when any of them is not one. */
export function emailList(value: unknown): string[] | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  const addresses = value.split(",").map((address) => address.trim());
  return addresses.every((address) => PLAIN_EMAIL.test(address)) ? addresses : undefined;
}

/** One of a choice's values, or undefined. */
export function parseChoice<Choice extends string>(value: unknown, choices: readonly Choice[]): Choice | undefined {
  return choices.includes(value as Choice) ? (value as Choice) : undefined;
}
