import { escapeHtml } from "../text/html.ts";

export function sitemapXml(pages: string[], date: Date) {
  const day = date.toISOString().slice(0, 10);
  const urls = pages.map((page) => `  <url>\n    <loc>${escapeHtml(page)}</loc>\n    <lastmod>${day}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
