// @ts-check
/** robots.txt, for a site whose address (`site.url`) is known. */

/**
 * Everything may be crawled, and the sitemap is next to it. (Crawlers read it only at a domain's root.)
 * @param {string} siteUrl with its trailing slash
 */
export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("sitemap.xml", siteUrl).href}\n`;
}
