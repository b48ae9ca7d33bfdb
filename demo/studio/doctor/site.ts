/** The published site: its address, and whether the snippets' scripts load from there. */
import { insecure, webUrl } from "./addresses.ts";
import { finding, quote, type Finding } from "./findings.ts";
import type { StudioSettings } from "./studio-settings.ts";

export function checkSite(settings: StudioSettings): Finding[] {
  const value = settings.siteUrl?.trim();
  if (!value) {
    return [finding("site-url-missing", "info", "site", "No site address is set, so the static site has no robots.txt, sitemap.xml or canonical links, and link previews get relative images.", "Type the address the site will live at, such as https://you.github.io/portfolio/.")];
  }
  const url = webUrl(value);
  if (!url) {
    return [finding("site-url-invalid", "error", "site", `The site address ${quote(value)} is not an http(s) URL, so npm run build:site leaves it out.`, "Type the whole address, starting with https://.")];
  }
  if (insecure(url)) {
    return [finding("site-url-http", "warning", "site", "The site address uses plain http:, which browsers mark as not secure.", "Use https:// (GitHub Pages serves every site over https).")];
  }
  return [];
}

/** How a request for one of the published site's scripts ended: its status, an answer that hides it (no CORS), or none. */
export type ScriptProbe = { kind: "response"; status: number } | { kind: "opaque" } | { kind: "unreachable" };

/** The verdict on a script the snippets for other pages load from the published site. */
export function diagnosePublishedScript(probe: ScriptProbe, url: string): Finding {
  const fix = "Publish the site (npm run build:site, then upload dist/site/) at the site address, with its lib/ folder.";
  switch (probe.kind) {
    case "unreachable":
      return finding("script-unreachable", "error", "site", `Nothing answered at ${url}, so on a blog the snippet would load no elements and show nothing.`, fix);
    case "opaque":
      return finding("script-unchecked", "info", "site", `${url} answers, but without CORS headers, so the studio cannot tell whether it is the script or an error page.`, "Open the address in a new tab: it must show JavaScript, not a page.");
    case "response":
      if (probe.status >= 200 && probe.status < 300) return finding("script-ok", "ok", "site", `The script loads from ${url}, where the snippet loads it from.`);
      return finding(
        `script-http-${probe.status}`,
        "error",
        "site",
        `The script would not load on a blog: ${url} answers HTTP ${probe.status}${probe.status === 404 ? " (not found)" : ""}, so the snippet would show nothing.`,
        fix,
      );
  }
}
