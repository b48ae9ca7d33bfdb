/**
 * HTML written as text: the one escaper for everything we write into a page, an attribute, a snippet or the
 * sitemap, plus `html`, a tagged template that escapes what it is given unless it is markup already (`Html`).
 * With no imports, so the pages, the prerenderer and the studio share it. Our own: escape-html does the same one
 * replace but has no tagged template, and would be a runtime dependency of the published prerenderer
 * (`portfolio-elements/server`).
 */

/** Text that is safe in HTML content, in a quoted attribute and in XML. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markup that `html` puts in as it is: made by `html` itself, or by a renderer we trust (rawHtml). */
export class Html {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** Markup made elsewhere (a template file, React's prerendered markup), to put in as it is. */
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

/**
 * `html\`<a href="${url}">${text}</a>\``: the template as written, each value escaped (an `Html` put in as it
 * is, a list joined, `undefined`, `null` and `false` left out).
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let text = strings[0] ?? "";
  values.forEach((value, index) => {
    text += insert(value) + strings[index + 1];
  });
  return new Html(text);
}

/** JSON that is safe inside a `<script type="application/json">` element (indented, as the page config is written). */
export function scriptJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(/</g, "\\u003c");
}
