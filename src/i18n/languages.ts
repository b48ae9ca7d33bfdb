/**
 * The built-in languages and which one a `lang` setting gets. English comes with the bundle; each other language
 * is fetched on its own (catalog-chunks.ts) before an element in that language first renders (src/define/renderer.ts) or is
 * prerendered (src/prerender.ts), so a page downloads only its own language.
 */
import { languageTag } from "../settings/language-tag.ts";
import { LOADERS } from "./catalog-chunks.ts";
import { directionOf } from "./direction.ts";
import { en, type Catalog } from "./en.ts";

export type Language = "en" | keyof typeof LOADERS;

/** Every built-in language, English first. */
export const LANGUAGES = ["en", ...Object.keys(LOADERS)] as readonly Language[];

/** What a `lang` setting comes to: the tag the page is marked with, its direction and the catalog it reads. */
export interface LanguageChoice {
  /** The owner's tag, canonical (`pt-BR`), for `lang` attributes and `Intl`; `en` when unset or not a tag. */
  tag: string;
  dir: "ltr" | "rtl";
  catalog: Language;
  /** Why the catalog is not the tag's own, for one console warning. */
  warning?: string;
}

/** The language of a `lang` setting: the tag's own catalog, else its base language's, else English. */
export function chooseLanguage(lang: string | undefined): LanguageChoice {
  const wanted = lang?.trim();
  if (!wanted) return { tag: "en", dir: "ltr", catalog: "en" };
  const tag = languageTag(wanted);
  if (!tag) return { tag: "en", dir: "ltr", catalog: "en", warning: `lang "${wanted.slice(0, 80)}" is not a language tag of at most 64 characters; the texts are in English.` };
  const base = tag.split("-")[0]!.toLowerCase();
  const dir = directionOf(tag);
  const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return { tag, dir, catalog: exact };
  const sameBase = LANGUAGES.find((language) => language.split("-")[0] === base);
  const catalog = sameBase ?? "en";
  return { tag, dir, catalog, warning: `lang "${wanted}" has no texts of its own; they are in "${catalog}".` };
}

/** Each language's texts, fetched once for every element that reads them. */
const catalogs = new Map<Language, Promise<Catalog>>([["en", Promise.resolve(en)]]);

/**
 * A language's texts. A chunk that cannot be fetched (offline, a new deployment) leaves the elements in English,
 * with one console error, rather than blank.
 */
export function catalogOf(language: Language): Promise<Catalog> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = LOADERS[language as Exclude<Language, "en">]().then(
      (module) => module.default,
      (error: unknown) => {
        console.error(`portfolio-elements: could not load the texts of "${language}"; they are shown in English.`, error);
        return en;
      },
    );
    catalogs.set(language, catalog);
  }
  return catalog;
}
