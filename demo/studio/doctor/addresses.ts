/** The addresses in the settings as the doctor reads them: web URLs, plain http:, and whether the site is public. */
import { httpUrl } from "../../../src/settings/kinds.ts";
import { isLocalHost, isLoopbackHost } from "../../../src/site/local-address.ts";
import type { StudioSettings } from "./studio-settings.ts";

export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value.trim());
  } catch {
    return undefined;
  }
}

/** The value as a URL when the elements take it as one: http: or https: (src/settings/kinds.ts), otherwise undefined. */
export function webUrl(value: string): URL | undefined {
  const href = httpUrl(value);
  return href ? new URL(href) : undefined;
}

/** Plain http: to another computer, which a site served over https may not use (mixed content). */
export const insecure = (url: URL) => url.protocol === "http:" && !isLoopbackHost(url.hostname);

/**
 * The site's address when it is public, i.e. not on this computer or a private network: every service its pages
 * call must then be public too (npm run build:site refuses the settings otherwise).
 */
export function publicSite(settings: StudioSettings): URL | undefined {
  const site = settings.siteUrl ? webUrl(settings.siteUrl) : undefined;
  return site && !isLocalHost(site.hostname) ? site : undefined;
}
