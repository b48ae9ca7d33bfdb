/**
 * Fills a catalog text: `{name}` placeholders, numbers in the page's language, and the one ICU construct the
 * catalog uses, `{count, plural, =0 {…} one {…} other {…}}` with `#` for the number. Our own few lines rather
 * than intl-messageformat (about 10 kB gzip): the catalog needs only these, and `Intl` does the real work.
 */

/** What a placeholder may hold: text, a number (formatted), or anything a caller renders (a React node). */
export type TextValues = Readonly<Record<string, unknown>>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** `value` as the language writes numbers (12, 1.234, ١٢); the same formatter for every call. */
function formatNumber(value: number, lang: string): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(value);
}

function pluralCategory(value: number, lang: string): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(value);
}

/** The index of the `}` that closes the `{` at `start`, or -1. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index;
  }
  return -1;
}

/** The cases of a plural's body (`=0 {…} one {…} other {…}`), by selector. */
function pluralCases(body: string): Map<string, string> {
  const cases = new Map<string, string>();
  const selector = /\s*(=?[\w-]+)\s*\{/y;
  let match: RegExpExecArray | null;
  while ((match = selector.exec(body))) {
    const open = selector.lastIndex - 1;
    const end = closing(body, open);
    if (end < 0) break;
    cases.set(match[1]!, body.slice(open + 1, end));
    selector.lastIndex = end + 1;
  }
  return cases;
}

function placeholder(value: unknown, lang: string): unknown {
  return typeof value === "number" ? formatNumber(value, lang) : value;
}

/**
 * The text with its placeholders filled, as parts: strings, and the values that are not (React nodes) where their
 * placeholder stands. A placeholder with no value stays as written, so a mistyped one shows rather than vanishes.
 */
export function formatParts(text: string, values: TextValues, lang: string, count?: number): unknown[] {
  const parts: unknown[] = [];
  const push = (part: unknown) => {
    const last = parts.length - 1;
    if (typeof part === "string" && typeof parts[last] === "string") parts[last] += part;
    else if (part !== "") parts.push(part);
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const end = char === "{" ? closing(text, index) : -1;
    if (char === "#" && count !== undefined) {
      push(formatNumber(count, lang));
      index++;
    } else if (end < 0) {
      push(char);
      index++;
    } else {
      const [name = "", kind, ...rest] = text.slice(index + 1, end).split(",");
      const key = name.trim();
      const value = values[key];
      if (kind?.trim() === "plural" && typeof value === "number") {
        const cases = pluralCases(rest.join(","));
        const chosen = cases.get(`=${value}`) ?? cases.get(pluralCategory(value, lang)) ?? cases.get("other") ?? "";
        for (const part of formatParts(chosen, values, lang, value)) push(part);
      } else push(key in values && kind === undefined ? placeholder(value, lang) : text.slice(index, end + 1));
      index = end + 1;
    }
  }
  return parts;
}

/** The text with its placeholders filled, as one string. */
export function formatText(text: string, values: TextValues, lang: string): string {
  return formatParts(text, values, lang).map(String).join("");
}
