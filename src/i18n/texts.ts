/**
 * The texts an element writes: a catalog in its language, filled by format.ts. Components read them through
 * useTexts() (src/define/context.ts); pure logic (validate.ts) takes them as an argument. The spec's English comes
 * with each element's code (english.ts); the code for a `lang` or `texts` setting (owner-texts.ts) is fetched only
 * when one is set.
 */
import type { ReactNode } from "react";
import type { Catalog, TextId } from "./en.ts";
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

/**
 * The classic script's own element, read while it runs (later `document.currentScript` is another script, or none):
 * its languages are files beside it (catalog-scripts.ts). The ES builds fetch them as chunks and leave this out;
 * outside a document (a server importing the classic script) there is none.
 */
export const CLASSIC_SCRIPT = import.meta.env.PORTFOLIO_CLASSIC_CATALOGS && typeof document !== "undefined" ? (document.currentScript as HTMLScriptElement | null) : null;

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

/**
 * The texts for the settings `lang` and `texts`: undefined when neither is set (the spec's English, english.ts),
 * else a promise of them, with their code and the language's catalog fetched first. That code is fetched with the element's own, and
 * fails as it does (the renderer says so, and tries again on the next update); a catalog that cannot be fetched
 * leaves the texts in English (languages.ts).
 */
export function textsFor(lang: string | undefined, texts: string | undefined): Promise<Texts> | undefined {
  return lang?.trim() || texts?.trim() ? import("./owner-texts.ts").then((code) => code.ownerTexts(lang, texts)) : undefined;
}
