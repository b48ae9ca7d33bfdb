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
