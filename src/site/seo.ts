/**
 * What search engines and link previews read from a page: its title and description, its Open Graph tags, its
 * canonical link and, on Home, schema.org data about the owner.
 */
import { html, scriptJson } from "../text/html.ts";
import { httpUrl, httpUrlOn } from "../settings/kinds.ts";

/* A page's title, description and the owner's job title come from src/page/page-words.ts, through the prerenderer
 * (prerendering.ts wordsForPage): they are written in the page's language from the same catalog as the elements. */

function absoluteUrl(value: string, base: string) {
  try {
    return new URL(value, base).href;
  } catch {
    return undefined;
  }
}

/**
 * Open Graph tags: how a link to the page looks when shared. og:image and og:url are absolute when the
 * page's own URL is known (a scraper ignores a relative one).
 * @param locale the page's language as Open Graph writes it (`de_DE`), with a `lang` setting
 */
export function openGraphTags(text: { title: string; description: string }, portrait: string | undefined, pageUrl: string | undefined, locale?: string) {
  const tags: [string, string][] = [
    ["og:type", "website"],
    ["og:title", text.title],
    ["og:description", text.description],
  ];
  if (locale) tags.push(["og:locale", locale]);
  if (pageUrl) tags.push(["og:url", pageUrl]);
  if (portrait) tags.push(["og:image", (pageUrl && absoluteUrl(portrait, pageUrl)) || portrait]);
  return tags.map(([property, content]) => html`<meta property="${property}" content="${content}" />`).join("\n    ");
}

/**
 * The page's canonical link: its address on the published site, or for an iframe page the site's page that shows
 * its element.
 */
export function canonicalLink(canonicalUrl: string | undefined) {
  return canonicalUrl ? html`<link rel="canonical" href="${canonicalUrl}" />` : html``;
}


/**
 * schema.org `Person` for the home page: who the site is about, for search engines. A JSON-LD block is data
 * (`type="application/ld+json"`), never run, so a CSP without inline scripts allows it. Empty without a name.
 * @param siteUrl the site's address (`site.url`), when known
 * @param jobTitle the owner's role (page-words.ts)
 */
export function personStructuredData(settings: Record<string, string>, siteUrl: string | undefined, jobTitle: string) {
  const name = settings.name?.trim();
  if (!name) return "";
  const person: Record<string, unknown> = { "@context": "https://schema.org", "@type": "Person", name, jobTitle };
  if (siteUrl) person.url = siteUrl;
  const image = httpUrlOn(settings.portrait, siteUrl);
  if (image) person.image = image;
  const sameAs = [settings.linkedin, settings.github].map((profile) => httpUrl(profile)).filter(Boolean);
  if (sameAs.length) person.sameAs = sameAs;
  return `<script type="application/ld+json">${scriptJson(person, 0)}</script>`;
}
