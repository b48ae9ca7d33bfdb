// @ts-check
/**
 * A language tag's direction and its page markup: read by the elements (src/i18n/languages.ts) and by the static
 * site's pages (src/site/), which Node runs unbuilt, hence plain JavaScript.
 */

/** The languages written right to left, by their base language. */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur"]);

/**
 * The tag in its canonical form (`pt-BR`), or undefined when it is not a language tag.
 * @param {string} value
 */
export function canonicalTag(value) {
  try {
    return Intl.getCanonicalLocales(value.trim())[0];
  } catch {
    return undefined;
  }
}

/**
 * @param {string} tag a canonical tag
 * @returns {"ltr" | "rtl"}
 */
export function directionOf(tag) {
  return RIGHT_TO_LEFT.has(tag.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
}

/**
 * What a page in the settings' `lang` says of its language: `<html lang dir>` and Open Graph's `og:locale`
 * (`language_TERRITORY`, the likeliest territory when the tag names none: `de` is `de_DE`). Without a usable
 * `lang`, English and no `og:locale`, as before there was a setting.
 * @param {string | undefined} lang
 * @returns {{ lang: string, dir: "ltr" | "rtl", ogLocale?: string }}
 */
export function pageLanguage(lang) {
  const tag = lang ? canonicalTag(lang) : undefined;
  if (!tag) return { lang: "en", dir: "ltr" };
  const { language, region } = new Intl.Locale(tag).maximize();
  return { lang: tag, dir: directionOf(tag), ogLocale: region ? `${language}_${region}` : language };
}
