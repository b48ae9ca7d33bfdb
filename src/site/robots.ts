/** robots.txt, for a site whose address (`site.url`) is known. */

/**
 * Everything may be crawled, and the sitemap is next to it. (Crawlers read it only at a domain's root.)
 * @param siteUrl with its trailing slash
 */
export function robotsTxt(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("sitemap.xml", siteUrl).href}\n`;
}
