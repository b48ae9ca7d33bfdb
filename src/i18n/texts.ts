/**
 * The texts an element writes: its language's catalog with the owner's `texts` over it, filled by format.ts.
 * Components read them through useTexts() (src/define/context.ts); pure logic (validate.ts) takes them as an argument.
 */
import type { ReactNode } from "react";
import { en, type Catalog, type TextId } from "./en.ts";
import { formatParts, formatText, type TextValues } from "./format.ts";
import { chooseLanguage, loadedCatalog } from "./languages.ts";

export interface Texts {
  /** The language tag of the texts, for `lang` attributes and `Intl`. */
  lang: string;
  dir: "ltr" | "rtl";
  /** The text of `id`, its placeholders filled. */
  text(id: TextId, values?: TextValues): string;
  /** The text of `id` as parts, where values that are not text (React nodes) stand at their placeholders. */
  parts(id: TextId, values: TextValues): ReactNode[];
}

const warned = new Set<string>();

/** Each problem with the owner's language settings is told once per page, however often they are read. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`portfolio-elements: ${message}`);
}

/**
 * The owner's `texts` setting (a JSON object of id → text; its attribute holds the JSON) as overrides. An id the
 * catalog does not have and a value that is not a string are each named in one warning and left out.
 */
export function parseTexts(json: string | undefined): Partial<Catalog> {
  const overrides: Partial<Record<TextId, string>> = {};
  if (!json?.trim()) return overrides;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    warnOnce("texts is not valid JSON; it is ignored.");
    return overrides;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    warnOnce("texts must be a JSON object of text ids and texts; it is ignored.");
    return overrides;
  }
  for (const [id, value] of Object.entries(parsed)) {
    if (!Object.hasOwn(en, id)) warnOnce(`texts has no text "${id}" (the README lists the ids); it is ignored.`);
    else if (typeof value !== "string") warnOnce(`texts "${id}" is not a string; it is ignored.`);
    else overrides[id as TextId] = value;
  }
  return overrides;
}

/**
 * The texts for the settings `lang` and `texts`. The language's catalog must be loaded first (loadLanguage);
 * until it is, English stands in.
 */
export function textsFor(lang: string | undefined, texts: string | undefined): Texts {
  const language = chooseLanguage(lang);
  if (language.warning) warnOnce(language.warning);
  const catalog: Catalog = { ...(loadedCatalog(language.catalog) ?? en), ...parseTexts(texts) };
  const { tag } = language;
  return {
    lang: tag,
    dir: language.dir,
    text: (id, values = {}) => formatText(catalog[id], values, tag),
    // The values are the caller's own React nodes, so the parts are too.
    parts: (id, values) => formatParts(catalog[id], values, tag) as ReactNode[],
  };
}

/** English with no overrides: the texts of logic called outside an element (and of its unit tests). */
export const ENGLISH: Texts = textsFor(undefined, undefined);
