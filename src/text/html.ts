/**
 * The one escaper, and `html`, a tagged template that escapes all but markup already. No imports, so all share it.
 * Our own: escape-html does the same one replace but has no tagged template, and would be a runtime dependency of the
 * published prerenderer (`portfolio-elements/server`).
 */

/** Safe in HTML content, in a quoted attribute and in XML. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class Html {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** Only for markup made by a renderer we trust. */
export function rawHtml(text: string): Html {
  return new Html(text);
}

type HtmlPiece = Html | string | number | boolean | null | undefined;
export type HtmlValue = HtmlPiece | readonly HtmlPiece[];

function insert(value: HtmlValue): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(insert).join("");
  if (value === undefined || value === null || value === false) return "";
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let text = strings[0] ?? "";
  values.forEach((value, index) => {
    text += insert(value) + strings[index + 1];
  });
  return new Html(text);
}

/** Safe inside a `<script>`: `<` escaped, so no `</script>` ends it. */
export function scriptJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(/</g, "\\u003c");
}
