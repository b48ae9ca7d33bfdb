/** Made from the kinds' own patterns, so an editor flags what the elements refuse and nothing else. */
import { MAX_ABOUT_CARDS } from "./about.ts";
import type { Rule } from "./declaration.ts";
import { PLAIN_EMAIL } from "./kinds.ts";
import { LANGUAGE_TAG_PATTERN } from "./language-tag.ts";

type Schema = Record<string, unknown>;

/** A pattern of the whole numbers from `low` to `high` written with `digits` digits (10^(digits-1) ≤ low). */
function sameLength(low: string, high: string): string {
  if (low === high) return low;
  // Every number of its length after the first digit: one class, or the pattern would double at each digit.
  if (/^.0*$/.test(low) && /^.9*$/.test(high)) return `${low[0] === high[0] ? low[0] : `[${low[0]}-${high[0]}]`}${low.length > 1 ? `[0-9]{${low.length - 1}}` : ""}`;
  if (low.length === 1) return low === "0" && high === "9" ? "[0-9]" : `[${low}-${high}]`;
  const [lowHead, highHead] = [low[0]!, high[0]!];
  const rest = low.length - 1;
  const [lowTail, highTail] = [low.slice(1), high.slice(1)];
  if (lowHead === highHead) return `${lowHead}(?:${sameLength(lowTail, highTail)})`;
  const parts = [`${lowHead}(?:${sameLength(lowTail, "9".repeat(rest))})`];
  const [from, to] = [Number(lowHead) + 1, Number(highHead) - 1];
  if (from <= to) parts.push(`${from === to ? from : `[${from}-${to}]`}[0-9]{${rest}}`);
  parts.push(`${highHead}(?:${sameLength("0".repeat(rest), highTail)})`);
  return parts.join("|");
}

/** A pattern of the decimal numbers from `min` to `max`, leading zeros and spaces around allowed. */
export function rangePattern(min: number, max: number): string {
  const parts: string[] = [];
  const top = String(max);
  for (let digits = String(min).length; digits <= top.length; digits++) {
    const low = digits === String(min).length ? String(min) : `1${"0".repeat(digits - 1)}`;
    parts.push(sameLength(low, digits === top.length ? top : "9".repeat(digits)));
  }
  return `^\\s*0*(?:${parts.join("|")})\\s*$`;
}

const nonBlank = { type: "string", pattern: "\\S" };

const BLANK = "^\\s*$";
/** No user or password before it. */
const HOST = "(?:\\[[0-9A-Fa-f:.]+\\]|[^\\s/?#@\\\\\\[\\]<>^|:]+)(?::[0-9]{0,5})?";
const HTTP_URL = `^\\s*[Hh][Tt][Tt][Pp][Ss]?://${HOST}(?:[/?#].*)?$`;
const URL_OR_PATH = `^\\s*(?:[Hh][Tt][Tt][Pp][Ss]?:)?(?:[/\\\\]{2}${HOST}(?:[/?#\\\\].*)?$|(?![/\\\\]{2})(?![A-Za-z][A-Za-z0-9+.-]*:).*$)`;

/** The `about` object's shape (about.ts's aboutProblem is the same rule, for JSON text). */
const ABOUT: Schema = {
  type: "object",
  properties: {
    intro: nonBlank,
    cards: {
      type: "array",
      minItems: 1,
      maxItems: MAX_ABOUT_CARDS,
      items: {
        type: "object",
        properties: { title: nonBlank, skills: { type: "array", items: nonBlank } },
        required: ["title", "skills"],
        additionalProperties: false,
      },
    },
  },
  minProperties: 1,
  additionalProperties: false,
};

export function settingSchema(rule: Rule, textIds: readonly string[]): Schema {
  // An empty value is unset.
  const optional = (schema: Schema) => ({ anyOf: [{ type: "string", pattern: BLANK }, schema] });
  switch (rule.kind) {
    case "url":
      return optional({ type: "string", pattern: rule.paths ? URL_OR_PATH : HTTP_URL });
    case "email":
      return optional({ type: "string", pattern: `^\\s*${PLAIN_EMAIL.source.slice(1, -1)}\\s*$` });
    case "emails": {
      const address = `\\s*${PLAIN_EMAIL.source.slice(1, -1)}\\s*`;
      return optional({ type: "string", pattern: `^${address}(?:,${address})*$` });
    }
    case "choice":
      return optional({ enum: [...rule.choices] });
    case "lang":
      return optional({ type: "string", pattern: LANGUAGE_TAG_PATTERN, examples: ["en", "de", "fr", "es", "pt-BR", "ar", "en-u-nu-arab"] });
    case "count":
      return optional({ anyOf: [{ type: "integer", minimum: rule.min, maximum: rule.max ?? Number.MAX_SAFE_INTEGER }, { type: "string", pattern: rangePattern(rule.min, rule.max ?? Number.MAX_SAFE_INTEGER) }] });
    case "about":
      return ABOUT;
    case "texts":
      return { type: "object", propertyNames: { enum: [...textIds] }, additionalProperties: { type: "string" } };
    default:
      return { type: "string" };
  }
}
