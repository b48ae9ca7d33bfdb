// @ts-check
/**
 * An element's iframe page (`/embed/<name>.html`): the element alone, prerendered, in the theme asked for, and its
 * oEmbed answer (`/embed/<name>.oembed.json`).
 */
import { html, rawHtml } from "../html.js";
import { ROUTE_NAMES } from "../routes.js";
import { THEMES } from "../themes.js";
import { assemblePage, pageIcon, pagePortrait, themeAttribute } from "./assembly.js";
import { pageScripts, preloadLinks } from "./chunks.js";
import { iconDataUrl } from "./icon.js";
import { inlineAsset, productTemplate } from "./inline-assets.js";
import { InlineSources } from "./policy.js";
import { prerenderForPage } from "./prerendering.js";
import { pageLinks } from "./route-pages.js";
import { CRAFTING, pageText } from "./seo.js";

/**
 * @typedef {object} FramePage
 * @property {import("./route-pages.js").SiteRoute} route the site's route whose page shows the element: the frame's canonical page
 * @property {string} title what the page is titled by
 * @property {(name: string) => string} description what it shows, for the owner `name`
 * @property {number} height the frame's height (px, at 800 px wide) an oEmbed consumer starts from; a parent that
 *   listens to the frame's posted height sizes it exactly
 */

/** Elements with an iframe page of their own (`/embed/<name>.html`). */
export const FRAME_ELEMENTS = /** @type {const} @satisfies {Record<string, FramePage>} */ ({
  hero: { route: "home", title: ROUTE_NAMES.home, description: (name) => `${name}, ${CRAFTING}`, height: 560 },
  about: {
    route: "about",
    title: ROUTE_NAMES.about,
    description: (name) => `What ${name} builds with: frontend, backend and mobile development.`,
    height: 1000,
  },
  projects: { route: "projects", title: ROUTE_NAMES.projects, description: (name) => `Projects by ${name}, with their tech stacks, code and live demos.`, height: 1200 },
  contact: {
    route: "contact",
    title: ROUTE_NAMES.contact,
    description: (name) => `Get in touch with ${name}: e-mail, LinkedIn, GitHub or a message sent from the page.`,
    height: 1250,
  },
  header: { route: "home", title: "Header", description: (name) => `The navigation of ${name}'s portfolio.`, height: 80 },
  footer: { route: "home", title: "Footer", description: (name) => `${name}'s GitHub and LinkedIn.`, height: 180 },
});

/** @typedef {keyof typeof FRAME_ELEMENTS} FrameElement */

/** @param {string} name @returns {name is FrameElement} */
export function isFrameElement(name) {
  return Object.hasOwn(FRAME_ELEMENTS, name);
}

/** The iframe pages' `?background=`: opaque (the element's page colour) unless the embed asks for this. */
export const FRAME_BACKGROUNDS = /** @type {const} */ (["transparent"]);

/**
 * @typedef {object} FramePageOptions
 * @property {FrameElement} element
 * @property {string} [theme] `light`, `dark` or `auto`: the page's theme (default: the settings' theme)
 * @property {string} [background] `transparent`: the host page shows through (default: opaque)
 * @property {string} [oembedUrl] absolute URL of the page's oEmbed JSON (see oembedJson), for its discovery link
 * @property {string} [origin] where a relative endpoint in the settings is fetched from: the server's own address
 * @property {(line: string) => void} [log]
 */

/**
 * An element's iframe page (`page.html`).
 *
 * Indexable, with a canonical link to the site's page that shows the element when the site's address is known
 * (`canonicalUrl`), and a plain link to it: a search engine folds the frame into that page, as YouTube's
 * /embed/ pages point at their watch page, instead of dropping it (`noindex`) or listing it as a copy.
 *
 * The theme is the element's `theme` attribute: written here (the one asked for, or the settings'), set from
 * `?theme=` by `assets/embed-frame.js` on a static host, or live from a parent's message. It changes no markup
 * (src/define/prerender-key.ts leaves it out of the prerender's key), so one prerender hydrates in every theme. The page is
 * opaque, in the element's page colour for its theme (`<html data-theme>`), unless `background` is
 * `transparent` (`<html data-background>`); see `assets/embed.css`.
 * @param {import("./assembly.js").PageOptions & FramePageOptions} options
 * @returns {Promise<import("./assembly.js").RenderedPage>}
 */
export async function renderFramePage(options) {
  const hero = options.element === "hero";
  // A frame is its element's own screen: featured work is Home's, and its list would take the hero's frame past
  // its first round trip (the portrait's paint).
  const { featured: _featured, ...settings } = options.settings;
  options = { ...options, settings };
  const inline = new InlineSources();
  const images = hero ? pagePortrait(options, true) : undefined;
  const { theme: settingsTheme, ...markupSettings } = options.settings;
  const frame = FRAME_ELEMENTS[options.element];
  const tag = /** @type {const} */ (`portfolio-${options.element}`);
  // Runs before anything paints (the theme from `?theme=`), so it is in the page, not a request of its own.
  const headScript = inline.script(await inlineAsset("assets/embed-frame.js"), html` data-themes="${JSON.stringify(THEMES)}"`);
  const { element, seed } = await prerenderForPage({
    distDir: options.distDir,
    tag,
    settings: markupSettings,
    route: "home",
    inline,
    images,
    origin: options.origin,
    projects: options.projects,
    log: options.log,
  });
  const theme = THEMES.find((known) => known === (options.theme ?? settingsTheme));
  const text = pageText(options.settings, frame);
  const parts = {
    rootAttributes: html`${themeAttribute(theme)}${
      options.background === "transparent" ? html` data-background="transparent"` : ""
    }`,
    pageCss: await inlineAsset("assets/embed.css"),
    icon: pageIcon(iconDataUrl(options.settings.name, options.accent), inline),
    headScript,
    scripts: await pageScripts({
      distDir: options.distDir,
      distUrl: options.distUrl,
      elements: [`src/elements/${options.element}/index.ts`],
      prerendered: Boolean(element),
      inline,
    }),
    preload: await preloadLinks({
      distDir: options.distDir,
      distUrl: options.distUrl,
      elements: [`src/elements/${options.element}/index.ts`],
      modules: !element,
      portrait: hero ? options.settings.portrait : undefined,
      images,
    }),
    oembed: options.oembedUrl ? html`<link rel="alternate" type="application/json+oembed" href="${options.oembedUrl}" title="${text.title}" />` : "",
    seed,
    body: frameBody(
      options.element,
      html`<${rawHtml(tag)}${theme ? html` theme="${theme}"` : ""}>${rawHtml(element)}${pageLinks([frame.route], "../")}</${rawHtml(tag)}>`,
    ),
  };
  return assemblePage(await productTemplate("page.html"), { options, text, parts, inline, images });
}

/**
 * An iframe page's body: the element, in a `<main>` (the page's main landmark), but for the header and the footer,
 * which are landmarks of their own (banner, contentinfo) and would not be inside one.
 * @param {FrameElement} name @param {import("../html.js").Html} markup
 */
function frameBody(name, markup) {
  return name === "header" || name === "footer" ? markup : html`<main>${markup}</main>`;
}

/**
 * An iframe page's oEmbed answer (https://oembed.com/, type "rich"): what a consumer such as WordPress or a
 * Notion-like editor shows for a pasted link to the page: the frame at full width, at the element's usual
 * height. Absolute URLs only, so it needs the page's own address.
 * @param {{ element: FrameElement, settings: Record<string, string>, frameUrl: string, siteUrl?: string }} options
 */
export function oembedJson({ element, settings, frameUrl, siteUrl }) {
  const frame = FRAME_ELEMENTS[element];
  const { title } = pageText(settings, frame);
  const width = 800;
  const iframe = html`<iframe src="${frameUrl}" title="${title}" width="${width}" height="${frame.height}" style="width: 100%; border: 0" loading="lazy"></iframe>`;
  return JSON.stringify(
    {
      version: "1.0",
      type: "rich",
      title,
      ...(settings.name ? { author_name: settings.name } : {}),
      ...(siteUrl ? { author_url: siteUrl, provider_name: settings.name || "Portfolio", provider_url: siteUrl } : {}),
      html: String(iframe),
      width,
      height: frame.height,
    },
    null,
    2,
  );
}
