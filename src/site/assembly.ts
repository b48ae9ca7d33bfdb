/**
 * Where every page is put together: a template's `{{slots}}` filled with what all pages carry (title,
 * description, Open Graph tags, the config, the portrait's light versions, the URL prefixes, the CSP meta) and the
 * page's own parts. The demo server renders pages on each request and `npm run build:site` writes them to
 * dist/site/; both fill them with the owner's settings and the prefixes the page's files live under (`/dist/` on
 * the demo server, `../lib/` in an embed page of the static site). In page.html, what is read only once the page has
 * painted (the portrait's entry, the seeded lists, the Person, the start script) follows the element: the first render
 * waits for the element's end, so bytes before it hold that paint back.
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
  /** the build, with its manifest */
  distDir: string;
  /** URL prefix of the build ("/dist/") */
  distUrl: string;
  /** URL prefix of the pages' files, `assets/` here ("/assets/") */
  assetsUrl: string;
  /** the page's absolute URL, when known */
  pageUrl?: string;
  /** a policy for a `<meta http-equiv>` (a static host may not send the header); the page's inline blocks are added to it by their hashes */
  csp?: Policy;
  /** light versions of the settings' portrait (see portrait.ts) and where the page finds their files */
  portraitSet?: { set: PortraitSet; urlPrefix: string };
  /**
   * the page's address on the published site (`site.url`), for its canonical link; for an iframe page, the address
   * of the site's page that shows its element (see renderFramePage)
   */
  canonicalUrl?: string;
  /** the owner's look as token declarations (src/site/look.ts checkLook), for the page's style */
  look?: string;
  /** the owner's light accent (checkLook), for the page's icon */
  accent?: string;
  /** the page's own picture for link previews (og:image, made by build:site: og-image.ts), in the portrait's place */
  image?: { url: string; width?: number; height?: number; type?: string };
  /** the owner's own project list (GetProjects `data`, from `site.projectsFile`), which the page carries in place of a content service */
  projects?: unknown;
  /**
   * the project picture the page's first screen shows, by its address, with its phone's version in the page
   * (project-pictures.ts' pictureEntry)
   */
  pictures?: Record<string, PictureEntry>;
}

/**
 * A page as the demo server sends it or build:site writes it: its HTML, and what it carries inline, for the
 * policy it is sent with (policyForPage).
 */
export type RenderedPage = { html: string; inline: InlineSources };

/**
 * The page's own theme for its canvas (`<html data-theme>`, which the page stylesheets give its colour scheme): the
 * owner's `light` or `dark`, so the page around the elements does not follow the system's scheme where they do not.
 */
export function themeAttribute(theme: string | undefined) {
  return rawHtml(schemeAttribute(theme));
}

/**
 * The light versions of the settings' portrait, as the hero reads them (src/elements/hero/images.ts). A page whose
 * first screen shows the portrait (Home, the hero's frame) carries a small photo in itself (portrait.ts); other
 * pages name files only, for a later visit to Home.
 */
export function pagePortrait(options: PageOptions, showsPortrait: boolean): PortraitEntry | undefined {
  const { portraitSet, settings } = options;
  // A vector portrait (set.svg) is carried by the pages that show it first only; the others name its file.
  return portraitSet && settings.portrait && (showsPortrait || !portraitSet.set.svg)
    ? portraitEntry(portraitSet.set, portraitSet.urlPrefix, { inline: showsPortrait })
    : undefined;
}

/**
 * The owner's look (checked declarations, see look.ts) on every element of the page: a rule of the page's own on the
 * element itself outranks the `:host` rule that sets the token's default.
 */
export function lookCss(look: string | undefined) {
  if (!look) return "";
  return `${TAGS.join(",")}{${look.replace(/<\//g, "")}}`;
}

/**
 * What the page tells its elements about its images: the `#portfolio-images` block (the portrait's entry by the
 * `portrait` setting, a project picture's by its address), and the portrait's colour as `--pe-portrait-color` (CSS
 * for the page's inline style), which the hero paints in the portrait's place until the photo arrives.
 */
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
    // An image in the page itself (a small photo, a project picture's phone version): the policy allows it.
    inlineData: Object.values(entries).some((each) => each.sources.some((source) => source.srcset.includes("data:"))),
  };
}

/**
 * A page's own parts, each already markup, for the template's slots of the same name (`pageCss` is its CSS, put
 * in its inline style with the portrait's colour).
 */
type PageParts = Partial<Record<"rootAttributes" | "body" | "seed" | "structuredData" | "pageCss" | "icon" | "headScript" | "scripts" | "preload" | "oembed", string | Html>>;

/**
 * The template filled. Slots a page does not fill stay empty; a value is put in once, never read for slots again
 * (an owner's name may read "{{csp}}"). Everything inline is allowed by its hash in `inline`: the CSP meta here,
 * the demo server's header through policyForPage.
 */
export function assemblePage(template: string, { options, text, parts, inline, images }: { options: PageOptions; text: { title: string; description: string }; parts: PageParts; inline: InlineSources; images?: PortraitEntry }): RenderedPage {
  const declared = imageValues(options.settings, images, options.pictures);
  const css = `${parts.pageCss ?? ""}${declared.portraitCss}${lookCss(options.look)}`;
  // `<html lang dir>` and og:locale from the settings' `lang`, the language the elements write in.
  const language = pageLanguage(options.settings.lang);
  // The values, or how to make one where its slot is (what goes inline is allowed there).
  const values: Record<string, unknown> = {
    lang: escapeHtml(language.lang),
    dir: language.dir === "rtl" ? ' dir="rtl"' : "",
    title: escapeHtml(text.title),
    description: escapeHtml(text.description),
    social: openGraphTags(text, options.image?.url ?? options.settings.portrait, options.pageUrl, language.ogLocale) + previewTags(options.image),
    canonical: canonicalLink(options.canonicalUrl),
    images: () => {
      // The prerendered markup (and the portrait's preload) name the images in the page too.
      if (declared.inlineData) inline.allowDataImages();
      return declared.images;
    },
    config: scriptJson(options.settings),
    dist: escapeHtml(options.distUrl),
    assets: escapeHtml(options.assetsUrl),
    ...parts,
    // The page's CSS, in the page: the first paint needs nothing but the HTML.
    styles: () => (css ? inline.style(css) : ""),
  };
  const fill = (part: string) =>
    part.replace(/\{\{(\w+)\}\}/g, (_, key) => {
      const value = Object.hasOwn(values, key) ? values[key] : "";
      return String((typeof value === "function" ? value() : value) ?? "");
    });
  // The template split at its CSP slot before any value goes in: a value may itself read "{{csp}}" (an owner's name).
  const [head, tail = ""] = template.split("{{csp}}", 2).map(fill);
  // The meta policy last: it names the hashes of every inline block put in above.
  const csp = options.csp ? html`<meta http-equiv="Content-Security-Policy" content="${policyText(options.csp, inline)}" />` : "";
  return { html: `${head}${csp}${tail}`, inline };
}

/**
 * The page's icon, in the page (an image runs nothing; the policy allows it as a `data:` image).
 */
export function pageIcon(dataUrl: string, inline: InlineSources) {
  inline.allowDataImages();
  return rawHtml(escapeHtml(dataUrl));
}

/**
 * A page of the caller's own that preloads nothing (the demo's blog example and themes page): its template's
 * `{{config}}`, `{{title}}`, `{{assets}}`… slots filled like the product's pages'.
 */
export async function renderPage(template: string, options: PageOptions): Promise<RenderedPage> {
  // Its small photo inline too: such a page may show the hero first (the blog example does).
  const images = pagePortrait(options, true);
  const text = await wordsForPage(options.distDir, options.settings, "home");
  return assemblePage(template, { options, text, parts: {}, inline: new InlineSources(), images });
}
