/** One parser per kind, for the elements, the settings file and the studio alike. Every element loads it: keep it small. */

/** `javascript:`, `data:` and credentials, which a page would publish, are dropped as if absent. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Apart, so the elements' httpUrl stays small. */
export function httpUrlOn(value: unknown, base: string | undefined): string | undefined {
  if (typeof value !== "string" || !value.trim() || !URL.canParse(value.trim(), base)) return undefined;
  return httpUrl(new URL(value.trim(), base).href);
}

/** HTML's valid e-mail address without `?`, `&`, `%` and `#`, so a mailto link carries no headers (`?bcc=`). */
export const PLAIN_EMAIL =
  /^[A-Za-z0-9.!$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function plainEmail(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.trim();
  return PLAIN_EMAIL.test(address) ? address : undefined;
}

export function emailList(value: unknown): string[] | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  const addresses = value.split(",").map((address) => address.trim());
  return addresses.every((address) => PLAIN_EMAIL.test(address)) ? addresses : undefined;
}

export function parseChoice<Choice extends string>(value: unknown, choices: readonly Choice[]): Choice | undefined {
  return choices.includes(value as Choice) ? (value as Choice) : undefined;
}
