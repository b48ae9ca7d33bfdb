/**
 * A language tag's direction and its page markup: read by the elements (src/i18n/languages.ts) and by the static
 * site's pages (src/site/). Apart from languages.ts, which loads the catalogs.
 */
import { languageTag } from "../settings/language-tag.ts";

/** The languages written right to left, by their base language. */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur"]);

/** @param tag a canonical tag */
export function directionOf(tag: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(tag.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
}

/**
 * What a page in the settings' `lang` says of its language: `<html lang dir>` and Open Graph's `og:locale`
 * (`language_TERRITORY`, the likeliest territory when the tag names none: `de` is `de_DE`). Without a usable
 * `lang`, English and no `og:locale`, as before there was a setting.
 */
export function pageLanguage(lang: string | undefined): { lang: string; dir: "ltr" | "rtl"; ogLocale?: string } {
  const tag = languageTag(lang);
  if (!tag) return { lang: "en", dir: "ltr" };
  const { language, region } = new Intl.Locale(tag).maximize();
  return { lang: tag, dir: directionOf(tag), ogLocale: region ? `${language}_${region}` : language };
}
