/** The portrait: its setting, and how loading it ended (in the studio, and from the published site). */
import { settingProblem } from "../../../src/settings/problems.ts";
import { isLocalHost } from "../../../src/site/local-address.ts";
import { insecure, publicSite, webUrl } from "./addresses.ts";
import { finding, quote, type Finding } from "./findings.ts";
import type { StudioSettings } from "./studio-settings.ts";

export function checkPortraitSetting(settings: StudioSettings): Finding[] {
  const portrait = settings.portrait?.trim();
  if (!portrait) {
    return [finding("portrait-missing", "info", "portrait", "No portrait is set, so the hero shows the neutral placeholder.", "Paste the https:// address of a square photo of you (at least 400 × 400 pixels).")];
  }
  if (settingProblem("portrait", portrait)) {
    return [finding("portrait-scheme", "error", "portrait", `The portrait ${quote(portrait)} is not an http(s) address or a path, so the placeholder shows instead.`, "Use an https:// address of an image file.")];
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(portrait)) {
    const url = webUrl(portrait)!;
    const site = publicSite(settings);
    if (site && isLocalHost(url.hostname)) {
      return [finding("portrait-local", "error", "portrait", `The portrait is on this computer or a private network (${url.host}), which visitors of ${site.host} cannot reach.`, "Put the photo in demo/public/ and set the portrait to /assets/ and its file name, or use its https:// address.")];
    }
    if (insecure(url)) {
      return [finding("portrait-http", "warning", "portrait", "The portrait is served over plain http:, which a site served over https blocks (mixed content) and the site's Content-Security-Policy does not allow.", "Use the image's https:// address.")];
    }
  }
  return [];
}

/** How loading the portrait in an `<img>` ended. */
export function diagnosePortraitLoad(loaded: boolean, portrait: string, size?: { width: number; height: number }): Finding {
  if (!loaded) {
    return finding("portrait-failed", "error", "portrait", `The portrait ${quote(portrait)} did not load: the address is wrong, not an image, or not public.`, "Open the address in a new tab: it must show the image itself, not a page around it.");
  }
  if (size && Math.min(size.width, size.height) < 200) {
    return finding("portrait-small", "warning", "portrait", `The portrait loads, but is only ${size.width} × ${size.height} pixels, so it looks blurry on large screens.`, "Use an image of at least 400 × 400 pixels.");
  }
  return finding("portrait-ok", "ok", "portrait", "The portrait loads.");
}

/**
 * How loading the portrait from the published site ended, where the snippets for other pages (a blog) load it
 * from: a failure there is what a blog's visitors would see, whatever the studio's own address serves.
 */
export function diagnosePublishedPortrait(loaded: boolean, url: string, size?: { width: number; height: number }): Finding {
  if (!loaded) {
    return finding(
      "portrait-published-failed",
      "error",
      "portrait",
      `The portrait would not load on a blog: ${url}, where the snippet loads it from, does not answer with an image (a 404 until the site is published there).`,
      "Publish the site (npm run build:site) at the site address, or set the portrait to the full https:// address of the image.",
    );
  }
  const checked = diagnosePortraitLoad(true, url, size);
  return checked.id === "portrait-ok" ? finding("portrait-published-ok", "ok", "portrait", `The portrait loads from ${url}, where the snippet loads it from.`) : checked;
}
