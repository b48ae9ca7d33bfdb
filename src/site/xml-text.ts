/** Removed where text enters the build: librsvg refuses a whole og:image SVG for one such character. */

// eslint-disable-next-line no-control-regex -- finding them is the point
const XML_REFUSED = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text.replace(XML_REFUSED, "");
}

/** Keys too; `__proto__` stays a plain own key, as JSON.parse made it. */
export function xmlSafe<T>(value: T): T {
  if (typeof value === "string") return xmlText(value) as T;
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [xmlText(key), xmlSafe(entry)])) as T;
  }
  return value;
}

/** For the build's one warning per source. */
export function holdsXmlRefused(value: unknown): boolean {
  return JSON.stringify(xmlSafe(value)) !== JSON.stringify(value);
}
