/**
 * The texts an element writes: a catalog in its language, filled by format.ts. Components read them through
 * useTexts() (src/define/context.ts); pure logic (validate.ts) takes them as an argument. Only the spec's English
 * comes with the bundle: the code for a `lang` or `texts` setting (owner-texts.ts) is fetched when one is set.
 */
import type { ReactNode } from "react";
import { en, type Catalog, type TextId } from "./en.ts";
import { formatParts, formatText, type TextValues } from "./format.ts";

export interface Texts {
  /** The language tag of the texts, for `lang` attributes and `Intl`. */
  lang: string;
  dir: "ltr" | "rtl";
  /** The text of `id`, its placeholders filled. */
  text(id: TextId, values?: TextValues): string;
  /** The text of `id` as parts, where values that are not text (React nodes) stand at their placeholders. */
  parts(id: TextId, values: TextValues): ReactNode[];
}

/** The texts of a catalog written in `lang`. */
export function textsOf(catalog: Catalog, lang = "en", dir: Texts["dir"] = "ltr"): Texts {
  return {
    lang,
    dir,
    text: (id, values = {}) => formatText(catalog[id], values, lang),
    // The values are the caller's own React nodes, so the parts are too.
    parts: (id, values) => formatParts(catalog[id], values, lang) as ReactNode[],
  };
}

/** The spec's English with no overrides: the texts without `lang` or `texts`, and of logic called outside an element. */
export const ENGLISH: Texts = textsOf(en);

/**
 * The texts for the settings `lang` and `texts`: the spec's English at once when neither is set, else a promise of
 * them, with their code and the language's catalog fetched first. Code that cannot be fetched (offline, a new
 * deployment) leaves the element in English, with one console error, rather than blank.
 */
export function textsFor(lang: string | undefined, texts: string | undefined): Texts | Promise<Texts> {
  if (!lang?.trim() && !texts?.trim()) return ENGLISH;
  return import("./owner-texts.ts").then(
    (code) => code.ownerTexts(lang, texts),
    (error: unknown) => {
      console.error("portfolio-elements: could not load the code of the lang and texts settings; the texts are in English.", error);
      return ENGLISH;
    },
  );
}
