/**
 * Fills a catalog text: `{name}` placeholders, numbers in the page's language, and the one ICU construct the
 * catalog uses, `{count, plural, =0 {…} one {…} other {…}}` with `#` for the number (a form may hold `{name}`s,
 * not another plural). Two regular expressions rather than intl-messageformat (heavier than the texts it would fill) or a parser of
 * our own: the catalog needs only these, and `Intl` does the real work.
 */

/** What a placeholder may hold: text, a number (formatted), or anything a caller renders (a React node). */
export type TextValues = Readonly<Record<string, unknown>>;

/** `{count, plural, …}`: the value's name, then its forms. */
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
/** One form of a plural: its selector (`one`, `=0`) and its text. */
const FORM = /(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/**
 * One number format and one plural rule per language, made on first use and kept: each Intl constructor costs more
 * than filling many texts, and a screen fills many. A cache of pure functions of the language, so nothing
 * rendered depends on when it was filled.
 */
const made = new Map<string, [Intl.NumberFormat, Intl.PluralRules]>();

function intlOf(lang: string): [Intl.NumberFormat, Intl.PluralRules] {
  let intl = made.get(lang);
  if (!intl) made.set(lang, (intl = [new Intl.NumberFormat(lang), new Intl.PluralRules(lang)]));
  return intl;
}

/**
 * The text with its placeholders filled, as parts: strings, and the values that are not (React nodes) where their
 * placeholder stands. A placeholder with no value stays as written, so a mistyped one shows rather than vanishes.
 */
export function formatParts(text: string, values: TextValues, lang: string): unknown[] {
  const number = (value: number) => intlOf(lang)[0].format(value);
  const counted = text.replace(PLURAL, (whole, name: string, body: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (typeof value !== "number") return whole;
    const forms = new Map([...body.matchAll(FORM)].map(([, selector, form]) => [selector!, form!]));
    const form = forms.get(`=${value}`) ?? forms.get(intlOf(lang)[1].select(value)) ?? forms.get("other") ?? "";
    return form.replaceAll("#", number(value));
  });
  const parts: unknown[] = [];
  // Split at the placeholders: the odd pieces are their names.
  counted.split(/\{(\w+)\}/).forEach((piece, index) => {
    // Own values only: `{__proto__}` or `{constructor}` in an owner's text stays as written.
    const value = index % 2 === 0 ? piece : Object.hasOwn(values, piece) ? values[piece] : `{${piece}}`;
    const part = typeof value === "number" ? number(value) : value;
    if (typeof part === "string" && typeof parts.at(-1) === "string") parts[parts.length - 1] += part;
    else if (part !== "") parts.push(part);
  });
  return parts;
}

/** The text with its placeholders filled, as one string. */
export function formatText(text: string, values: TextValues, lang: string): string {
  return formatParts(text, values, lang).join("");
}
