/**
 * Owner and content text as XML and HTML can carry it: the characters XML 1.0 refuses (C0 controls but tab, newline
 * and carriage return; U+FFFE, U+FFFF; a lone surrogate) removed where the text enters the build, so no page, data
 * block or og:image SVG (which librsvg refuses whole for one of them) ever holds one.
 */

// eslint-disable-next-line no-control-regex -- finding them is the point
const XML_REFUSED = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters XML refuses. */
export function xmlText(text: string): string {
  return text.replace(XML_REFUSED, "");
}

/**
 * A parsed JSON value with every string in it (object keys too) passed through xmlText; everything else as it was.
 * Keys like `__proto__` stay plain own keys, as JSON.parse made them.
 */
export function xmlSafe<T>(value: T): T {
  if (typeof value === "string") return xmlText(value) as T;
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [xmlText(key), xmlSafe(entry)])) as T;
  }
  return value;
}

/** Whether `value` (parsed JSON) holds a character XML refuses, for the build's one warning per source. */
export function holdsXmlRefused(value: unknown): boolean {
  return JSON.stringify(xmlSafe(value)) !== JSON.stringify(value);
}
