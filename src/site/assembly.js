// @ts-check
/**
 * Where every page is put together: a template's `{{slots}}` filled with what all pages carry (title,
 * description, Open Graph tags, the config, the portrait's light versions, the URL prefixes, the CSP meta) and the
 * page's own parts. The demo server renders pages on each request and `npm run build:site` writes them to
 * dist/site/; both fill them with the owner's settings and the prefixes the page's files live under (`/dist/` on
 * the demo server, `../lib/` in an embed page of the static site). In page.html, what is read only once the page has
 * painted (the portrait's entry, the seeded lists, the Person, the start script) follows the element: the first render
 * waits for the element's end, so bytes before it hold that paint back.
 */
import { escapeHtml, html, rawHtml, scriptJson } from "../html.ts";
import { PORTRAIT_IMAGES_ID } from "../page-ids.ts";
import { TAGS } from "../tags.ts";
import { schemeAttribute } from "../theme/names.ts";
import { InlineSources, policyText } from "./policy.ts";
import { portraitEntry } from "./portrait.ts";
import { pageLanguage } from "../i18n/direction.ts";
import { wordsForPage } from "./prerendering.ts";
import { canonicalLink, openGraphTags } from "./seo.js";
import { previewTags } from "./og-image.js";

/**
 * @typedef {object} PageOptions
 * @property {Record<string, string>} settings the page-level config (`#portfolio-config`)
 * @property {string} distDir the build, with its manifest
 * @property {string} distUrl URL prefix of the build ("/dist/")
 * @property {string} assetsUrl URL prefix of the pages' files, `assets/` here ("/assets/")
 * @property {string} [pageUrl] the page's absolute URL, when known
 * @property {import("./policy.ts").Policy} [csp] a policy for a `<meta http-equiv>` (a static host may not send
 *   the header); the page's inline blocks are added to it by their hashes
 * @property {{ set: import("./portrait.ts").PortraitSet, urlPrefix: string }} [portraitSet] light versions of the
 *   settings' portrait (see portrait.ts) and where the page finds their files
 * @property {string} [canonicalUrl] the page's address on the published site (`site.url`), for its canonical link; for
 *   an iframe page, the address of the site's page that shows its element (see renderFramePage)
 * @property {string} [look] the owner's look as token declarations (src/site/look.js checkLook), for the page's style
 * @property {string} [accent] the owner's light accent (checkLook), for the page's icon
 * @property {{ url: string, width?: number, height?: number, type?: string }} [image] the page's own picture for link
 *   previews (og:image, made by build:site: og-image.js), in the portrait's place
 * @property {unknown} [projects] the owner's own project list (GetProjects `data`, from `site.projectsFile`), which
 *   the page carries in place of a content service
 * @property {Record<string, import("./project-pictures.ts").PictureEntry>} [pictures] the project picture the page's
 *   first screen shows, by its address, with its phone's version in the page (project-pictures.ts' pictureEntry)
 */

/**
 * A page as the demo server sends it or build:site writes it: its HTML, and what it carries inline, for the
 * policy it is sent with (policyForPage).
 * @typedef {{ html: string, inline: InlineSources }} RenderedPage
 */

/**
 * The page's own theme for its canvas (`<html data-theme>`, which the page stylesheets give its colour scheme): the
 * owner's `light` or `dark`, so the page around the elements does not follow the system's scheme where they do not.
 * @param {string | undefined} theme
 */
export function themeAttribute(theme) {
  return rawHtml(schemeAttribute(theme));
}

/**
 * The light versions of the settings' portrait, as the hero reads them (src/elements/hero/images.ts). A page whose
 * first screen shows the portrait (Home, the hero's frame) carries a small photo in itself (portrait.ts); other
 * pages name files only, for a later visit to Home.
 * @param {PageOptions} options
 * @param {boolean} showsPortrait
 * @returns {import("./portrait.ts").PortraitEntry | undefined}
 */
export function pagePortrait(options, showsPortrait) {
  const { portraitSet, settings } = options;
  // A vector portrait (set.svg) is carried by the pages that show it first only; the others name its file.
  return portraitSet && settings.portrait && (showsPortrait || !portraitSet.set.svg)
    ? portraitEntry(portraitSet.set, portraitSet.urlPrefix, { inline: showsPortrait })
    : undefined;
}

/**
 * The owner's look (checked declarations, see look.js) on every element of the page: a rule of the page's own on the
 * element itself outranks the `:host` rule that sets the token's default.
 * @param {string | undefined} look
 */
export function lookCss(look) {
  if (!look) return "";
  return `${TAGS.join(",")}{${look.replace(/<\//g, "")}}`;
}

/**
 * What the page tells its elements about its images: the `#portfolio-images` block (the portrait's entry by the
 * `portrait` setting, a project picture's by its address), and the portrait's colour as `--pe-portrait-color` (CSS
 * for the page's inline style), which the hero paints in the portrait's place until the photo arrives.
 * @param {Record<string, string>} settings
 * @param {import("./portrait.ts").PortraitEntry | undefined} portrait
 * @param {Record<string, import("./project-pictures.ts").PictureEntry>} [pictures]
 */
function imageValues(settings, portrait, pictures = {}) {
  /** @type {Record<string, { sources: { srcset: string }[] }>} */
  const entries = { ...pictures };
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
 * @typedef {Partial<Record<"rootAttributes" | "body" | "seed" | "structuredData" | "pageCss" | "icon" | "headScript" | "scripts" | "preload" | "oembed", string | import("../html.ts").Html>>} PageParts
 */

/**
 * The template filled. Slots a page does not fill stay empty; a value is put in once, never read for slots again
 * (an owner's name may read "{{csp}}"). Everything inline is allowed by its hash in `inline`: the CSP meta here,
 * the demo server's header through policyForPage.
 * @param {string} template
 * @param {object} page
 * @param {PageOptions} page.options
 * @param {{ title: string, description: string }} page.text
 * @param {PageParts} page.parts
 * @param {InlineSources} page.inline
 * @param {import("./portrait.ts").PortraitEntry} [page.images]
 * @returns {RenderedPage}
 */
export function assemblePage(template, { options, text, parts, inline, images }) {
  const declared = imageValues(options.settings, images, options.pictures);
  const css = `${parts.pageCss ?? ""}${declared.portraitCss}${lookCss(options.look)}`;
  // `<html lang dir>` and og:locale from the settings' `lang`, the language the elements write in.
  const language = pageLanguage(options.settings.lang);
  /** @type {Record<string, unknown>} values, or how to make one where its slot is (what goes inline is allowed there) */
  const values = {
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
  /** @param {string} part */
  const fill = (part) =>
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
 * @param {string} dataUrl
 * @param {InlineSources} inline
 */
export function pageIcon(dataUrl, inline) {
  inline.allowDataImages();
  return rawHtml(escapeHtml(dataUrl));
}

/**
 * A page of the caller's own that preloads nothing (the demo's blog example and themes page): its template's
 * `{{config}}`, `{{title}}`, `{{assets}}`… slots filled like the product's pages'.
 * @param {string} template
 * @param {PageOptions} options
 * @returns {Promise<RenderedPage>}
 */
export async function renderPage(template, options) {
  // Its small photo inline too: such a page may show the hero first (the blog example does).
  const images = pagePortrait(options, true);
  const text = await wordsForPage(options.distDir, options.settings, "home");
  return assemblePage(template, { options, text, parts: {}, inline: new InlineSources(), images });
}
