/** Apart from kinds.ts, so only the code that reads a language carries its pattern. */

/** Refused before any `Intl` call sees them: its cost grows fast with the tag's length. */
const MAX_LANGUAGE_TAG = 64;

const alpha = "[A-Za-z]";
const alnum = "[A-Za-z0-9]";
const language = `${alpha}{2,3}|${alpha}{5,8}`;
const region = `${alpha}{2}|[0-9]{3}`;
const variant = `${alnum}{5,8}|[0-9]${alnum}{3}`;
const languageId = `(?:${language})(?:-${alpha}{4})?(?:-(?:${region}))?(?:-(?:${variant}))*`;
const keyword = `${alnum}${alpha}(?:-${alnum}{3,8})*`;
const field = `${alpha}[0-9](?:-${alnum}{3,8})+`;
const extension =
  `[Uu](?:(?:-${alnum}{3,8})+(?:-${keyword})*|(?:-${keyword})+)` +
  `|[Tt](?:-${languageId}(?:-${field})*|(?:-${field})+)` +
  `|[0-9A-SV-WYZa-sv-wyz](?:-${alnum}{2,8})+`;

/** In the form `Intl` takes; one pattern for the elements, the settings file, its JSON Schema and the studio. */
export const LANGUAGE_TAG_PATTERN =
  `^\\s*(?=[A-Za-z0-9\\-]{2,${MAX_LANGUAGE_TAG}}\\s*$)` +
  // The same variant twice, in the tag's language or in a transformed extension's (`-t-`).
  `(?!(?:(?:(?![Xx]-)${alnum}+-)*[Tt]-)?${alnum}{2,8}-(?:${alnum}{2,8}-)*(${variant})-(?:(?!${alpha}[0-9]-)${alnum}{2,8}-)*\\1(?:-|$))` +
  // The same extension twice, in either case.
  `(?!(?:(?![Xx]-)${alnum}+-)*(?:${[..."0123456789abcdefghijklmnopqrstuvwyz"].map((c) => `[${c}${c.toUpperCase()}]-(?:(?![Xx]-)${alnum}+-)*[${c}${c.toUpperCase()}]-`.replace(/\[(\d)\d\]/g, "$1")).join("|")}))` +
  `${languageId}(?:-(?:${extension}))*(?:-[Xx](?:-${alnum}{1,8})+)?\\s*$`;

const LANGUAGE_TAG = new RegExp(LANGUAGE_TAG_PATTERN);

export function languageTag(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (!LANGUAGE_TAG.test(value)) return undefined;
  try {
    return Intl.getCanonicalLocales(value.trim())[0];
  } catch {
    return undefined;
  }
}
