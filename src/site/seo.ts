/** What search engines and link previews read from a page; its words come from src/page/page-words.ts. */
import { html, scriptJson } from "../text/html.ts";
import { httpUrl, httpUrlOn } from "../settings/kinds.ts";

function absoluteUrl(value: string, base: string) {
  try {
    return new URL(value, base).href;
  } catch {
    return undefined;
  }
}

/** Absolute where the page's URL is known: a scraper ignores a relative og:image. */
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

export function canonicalLink(canonicalUrl: string | undefined) {
  return canonicalUrl ? html`<link rel="canonical" href="${canonicalUrl}" />` : html``;
}


/** JSON-LD is data, never run, so a CSP without inline scripts allows it. */
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
