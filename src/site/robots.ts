/** Crawlers read it only at a domain's root. */
export function robotsTxt(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("sitemap.xml", siteUrl).href}\n`;
}
