/**
 * The texts of an owner's `lang` and `texts` settings: the language's catalog with the owner's texts over it, and
 * one console warning for each problem with them. Fetched only when one of the settings is set (texts.ts).
 */
import type { ReactNode } from "react";
import { elide } from "./elision.ts";
import { en, type Catalog, type TextId } from "./en.ts";
import { formatParts, formatText } from "./format.ts";
import { catalogOf, chooseLanguage } from "./languages.ts";
import { readTexts } from "../settings/texts.ts";
import { textsOf, type Texts } from "./texts.ts";

const warned = new Set<string>();

/** Each problem with the owner's language settings is told once per page, however often they are read. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`portfolio-elements: ${message}`);
}

/**
 * The catalogs' key of an id the owner names, or undefined when there is no such text. The client builds write the
 * ids short, as their index in the catalog (scripts/text-ids.mjs), and define the ids in full, in order.
 */
function keyOf(id: string): string | undefined {
  const ids = import.meta.env.PORTFOLIO_TEXT_IDS;
  if (!ids) return Object.hasOwn(en, id) ? id : undefined;
  const index = ids.indexOf(id);
  return index < 0 ? undefined : String(index);
}

/**
 * The owner's `texts` setting (a JSON object of id → text; its attribute holds the JSON) as overrides. An id the
 * catalog does not have and a value that is not a string are each named in one warning and left out.
 */
export function parseTexts(json: string | undefined): Partial<Catalog> {
  const overrides: Partial<Record<TextId, string>> = {};
  if (!json?.trim()) return overrides;
  const { texts, problems } = readTexts(json, (id) => keyOf(id) !== undefined);
  for (const problem of problems) warnOnce(problem);
  for (const [id, value] of texts) overrides[keyOf(id) as TextId] = value;
  return overrides;
}

/** The texts for the settings `lang` and `texts`, once the language's catalog is here. */
export async function ownerTexts(lang: string | undefined, texts: string | undefined): Promise<Texts> {
  const language = chooseLanguage(lang);
  if (language.warning) warnOnce(language.warning);
  const catalog = { ...(await catalogOf(language.catalog)), ...parseTexts(texts) };
  const own = textsOf(catalog, language.tag, language.dir);
  if (language.catalog !== "fr") return own;
  return {
    ...own,
    text: (id, values = {}) => formatText(elide(catalog[id], values), values, language.tag),
    parts: (id, values) => formatParts(elide(catalog[id], values), values, language.tag) as ReactNode[],
  };
}
