import { PLAIN_EMAIL } from "./setting-rules.ts";

/**
 * Returns the URL as an absolute href when it is `http:` or `https:`, otherwise undefined,
 * so `javascript:`, `data:` and malformed values are dropped as if absent. The one http(s) check: the elements,
 * the settings' checks and the pages all use it.
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
 * httpUrl of `value` resolved against `base` (a path on a site, for the settings' checks and the pages). Apart, so
 * that the elements' httpUrl stays as small as it is.
 */
export function httpUrlOn(value: unknown, base: string | undefined): string | undefined {
  if (typeof value !== "string" || !value.trim() || !URL.canParse(value.trim(), base)) return undefined;
  return httpUrl(new URL(value.trim(), base).href);
}

/** The address when it is a plain one (trimmed), otherwise undefined: the setting falls back as if unset. */
export function plainEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.trim();
  return PLAIN_EMAIL.test(address) ? address : undefined;
}
