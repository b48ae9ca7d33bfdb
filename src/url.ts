import { PLAIN_EMAIL } from "./site/settings.js";

/**
 * Returns the URL as an absolute href when it is `http:` or `https:`, otherwise undefined,
 * so `javascript:`, `data:` and malformed values are dropped as if absent.
 */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A plain e-mail address: the HTML spec's valid e-mail address without `?`, `&`, `%` and `#`, so a mailto link
 * built from it can carry no headers (`?bcc=`), escapes or fragment; the domain needs a dot.
 * The pattern lives in src/site/settings.js, which checks the settings file with it (plain JS, so the
 * demo server runs it as it is).
 */

/** The address when it is a plain one (trimmed), otherwise undefined: the setting falls back as if unset. */
export function plainEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.trim();
  return PLAIN_EMAIL.test(address) ? address : undefined;
}
