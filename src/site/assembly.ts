/**
 * Fills a page template's `{{slots}}`, for the demo server and build:site alike. In page.html what is read after
 * the first paint follows the element: the first render waits for the element's end.
 */
import { escapeHtml, html, rawHtml, scriptJson } from "../text/html.ts";
import { PORTRAIT_IMAGES_ID } from "../page/page-ids.ts";
import { TAGS } from "../define/tags.ts";
import { schemeAttribute } from "../theme/names.ts";
import { InlineSources, policyText, type Policy } from "./policy.ts";
import { portraitEntry, type PortraitEntry, type PortraitSet } from "./portrait.ts";
import type { PictureEntry } from "./project-pictures.ts";
import type { Html } from "../text/html.ts";
import { pageLanguage } from "../i18n/direction.ts";
import { wordsForPage } from "./prerendering.ts";
import { canonicalLink, openGraphTags } from "./seo.ts";
import { previewTags } from "./og-image.ts";

export interface PageOptions {
  /** the page-level config (`#portfolio-config`) */
  settings: Record<string, string>;
  distDir: string;
  distUrl: string;
  assetsUrl: string;
  pageUrl?: string;
  /** for a `<meta http-equiv>`: a static host may not send the header */
  csp?: Policy;
  portraitSet?: { set: PortraitSet; urlPrefix: string };
  /** for an iframe page, the site's page that shows its element */
  canonicalUrl?: string;
  /** checked token declarations (look.ts checkLook) */
  look?: string;
  /** for the page's icon */
  accent?: string;
  /** the og:image build:site made, in the portrait's place */
  image?: { url: string; width?: number; height?: number; type?: string };
  /** from `site.projectsFile`, carried in place of a content service */
  projects?: unknown;
  /** the first screen's project pictures, with their phone versions in the page */
  pictures?: Record<string, PictureEntry>;
  /** how long a prerender waits for the content service (ms), if not the prerenderer's own limit */
  projectsWait?: number;
}

/** The inline sources travel with the HTML for the policy it is sent with (policyForPage). */
export type RenderedPage = { html: string; inline: InlineSources };

/** The owner's theme on `<html>`, so the page around the elements does not follow the system's scheme where they do not. */
export function themeAttribute(theme: string | undefined) {
  return rawHtml(schemeAttribute(theme));
}

/** Only a page whose first screen shows the portrait carries a small photo in itself; others name files for later. */
export function pagePortrait(options: PageOptions, showsPortrait: boolean): PortraitEntry | undefined {
  const { portraitSet, settings } = options;
  return portraitSet && settings.portrait && (showsPortrait || !portraitSet.set.svg)
    ? portraitEntry(portraitSet.set, portraitSet.urlPrefix, { inline: showsPortrait })
    : undefined;
}

/** A rule on the element itself outranks the `:host` rule that sets the token's default. */
export function lookCss(look: string | undefined) {
  if (!look) return "";
  return `${TAGS.join(",")}{${look.replace(/<\//g, "")}}`;
}

/** The `#portfolio-images` block, and the colour the hero paints in the portrait's place until the photo arrives. */
function imageValues(settings: Record<string, string>, portrait: PortraitEntry | undefined, pictures: Record<string, PictureEntry> = {}) {
  const entries: Record<string, { sources: { srcset: string }[] }> = { ...pictures };
  let color = "";
  if (portrait && settings.portrait) {
    const { color: portraitColor, ...entry } = portrait;
    entries[settings.portrait] = entry;
    color = portraitColor;
  }
  return {
    images: Object.keys(entries).length ? `<script type="application/json" id="${PORTRAIT_IMAGES_ID}">${scriptJson(entries)}</script>` : "",
    portraitCss: /^#[0-9a-f]{6}$/.test(color) ? `:root{--pe-portrait-color:${color}}` : "",
    inlineData: Object.values(entries).some((each) => each.sources.some((source) => source.srcset.includes("data:"))),
  };
}

/** A page's own markup, by slot name. */
type PageParts = Partial<Record<"rootAttributes" | "body" | "seed" | "structuredData" | "pageCss" | "icon" | "headScript" | "scripts" | "preload" | "oembed", string | Html>>;

/** A value is put in once, never read for slots again: an owner's name may read "{{csp}}". */
export function assemblePage(template: string, { options, text, parts, inline, images }: { options: PageOptions; text: { title: string; description: string }; parts: PageParts; inline: InlineSources; images?: PortraitEntry }): RenderedPage {
  const declared = imageValues(options.settings, images, options.pictures);
  const css = `${parts.pageCss ?? ""}${declared.portraitCss}${lookCss(options.look)}`;
  const language = pageLanguage(options.settings.lang);
  // A function runs where its slot is, so what goes inline is allowed only when used.
  const values: Record<string, unknown> = {
    lang: escapeHtml(language.lang),
    dir: language.dir === "rtl" ? ' dir="rtl"' : "",
    title: escapeHtml(text.title),
    description: escapeHtml(text.description),
    social: openGraphTags(text, options.image?.url ?? options.settings.portrait, options.pageUrl, language.ogLocale) + previewTags(options.image),
    canonical: canonicalLink(options.canonicalUrl),
    images: () => {
      if (declared.inlineData) inline.allowDataImages();
      return declared.images;
    },
    config: scriptJson(options.settings),
    dist: escapeHtml(options.distUrl),
    assets: escapeHtml(options.assetsUrl),
    ...parts,
    // Inline so the first paint needs nothing but the HTML.
    styles: () => (css ? inline.style(css) : ""),
  };
  const fill = (part: string) =>
    part.replace(/\{\{(\w+)\}\}/g, (_, key) => {
      const value = Object.hasOwn(values, key) ? values[key] : "";
      return String((typeof value === "function" ? value() : value) ?? "");
    });
  const [head, tail = ""] = template.split("{{csp}}", 2).map(fill);
  // Last: it names the hashes of every inline block put in above.
  const csp = options.csp ? html`<meta http-equiv="Content-Security-Policy" content="${policyText(options.csp, inline)}" />` : "";
  return { html: `${head}${csp}${tail}`, inline };
}

/** An image runs nothing, so the policy may allow it as a `data:` image. */
export function pageIcon(dataUrl: string, inline: InlineSources) {
  inline.allowDataImages();
  return rawHtml(escapeHtml(dataUrl));
}

/** A page of the caller's own (the demo's blog example, themes page) that preloads nothing. */
export async function renderPage(template: string, options: PageOptions): Promise<RenderedPage> {
  // Such a page may show the hero first.
  const images = pagePortrait(options, true);
  const text = await wordsForPage(options.distDir, options.settings, "home");
  return assemblePage(template, { options, text, parts: {}, inline: new InlineSources(), images });
}
