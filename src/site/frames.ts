/** An element's iframe page (`/embed/<name>.html`) and its oEmbed answer. */
import { html, rawHtml, type Html } from "../text/html.ts";
import type { PageSubject } from "../page/page-words.ts";
import type { Route } from "../routing/routes.ts";
import { HEAD_SCRIPT_THEMES } from "../theme/head-scripts.ts";
import { THEMES } from "../theme/names.ts";
import { assemblePage, pageIcon, pagePortrait, themeAttribute, type PageOptions, type RenderedPage } from "./assembly.ts";
import { pageScripts, preloadLinks } from "./chunks.ts";
import { iconDataUrl } from "./icon.ts";
import { inlineAsset, productTemplate } from "./inline-assets.ts";
import { InlineSources } from "./policy.ts";
import { prerenderForPage, wordsForPage } from "./prerendering.ts";
import { pageLinks } from "./route-pages.ts";

interface FramePage {
  /** the frame's canonical page */
  route: Route;
  subject: PageSubject;
  /** by width, for an oEmbed consumer to start from, rounded up so nothing is cut; the frame posts its exact height */
  heights: readonly (readonly [number, number])[];
}

export const FRAME_ELEMENTS = {
  hero: { route: "home", subject: "hero", heights: [[0, 773], [260, 706], [344, 700], [375, 632], [481, 640], [760, 535], [900, 510], [1120, 465]] },
  about: {
    route: "about",
    subject: "about",
    heights: [[0, 1286], [260, 1235], [320, 1090], [344, 1036], [375, 998], [420, 932], [480, 908], [680, 650], [720, 614], [900, 578], [1024, 553]],
  },
  projects: { route: "projects", subject: "projects", heights: [[0, 3170], [420, 2900], [600, 1780], [900, 1413], [1024, 1363], [1120, 1338]] },
  contact: { route: "contact", subject: "contact", heights: [[0, 1295], [260, 1213], [320, 1163], [344, 1133], [680, 1046]] },
  header: { route: "home", subject: "header", heights: [[0, 80]] },
  footer: { route: "home", subject: "footer", heights: [[0, 173], [344, 113]] },
} as const satisfies Record<string, FramePage>;

export type FrameElement = keyof typeof FRAME_ELEMENTS;

export function isFrameElement(name: string): name is FrameElement {
  return Object.hasOwn(FRAME_ELEMENTS, name);
}

/** Opaque unless the embed asks for this. */
export const FRAME_BACKGROUNDS = ["transparent"] as const;

interface FramePageOptions {
  element: FrameElement;
  theme?: string;
  background?: string;
  oembedUrl?: string;
  layout?: string;
  limit?: string;
  /** where a relative endpoint in the settings is fetched from */
  origin?: string;
  log?: (line: string) => void;
}

/**
 * Indexable with a canonical link to the site's page that shows the element, so a search engine folds the frame into
 * it (as YouTube's /embed/ pages do) instead of listing a copy. The theme changes no markup, so one prerender hydrates
 * in every theme.
 */
export async function renderFramePage(options: PageOptions & FramePageOptions): Promise<RenderedPage> {
  const hero = options.element === "hero";
  // Featured work is Home's: its list would take the hero's frame past its first round trip.
  const asked: Record<string, string> = { ...options.settings, ...shownAs(options) };
  const { featured: _featured, ...settings } = asked;
  options = { ...options, settings };
  const inline = new InlineSources();
  const images = hero ? pagePortrait(options, true) : undefined;
  const { theme: settingsTheme, ...markupSettings } = options.settings;
  const frame = FRAME_ELEMENTS[options.element];
  const tag = `portfolio-${options.element}` as const;
  // Inline: it sets the theme before anything paints. It is told what the markup shows, to see a `?layout=` asking otherwise.
  const shown = JSON.stringify({ layout: settings.layout ?? "", limit: settings.limit ?? "" });
  const headScript = inline.script(await inlineAsset("assets/embed-frame.ts"), html` data-themes="${HEAD_SCRIPT_THEMES.frame}" data-shown="${shown}"`);
  const { element, seed } = await prerenderForPage({
    distDir: options.distDir,
    tag,
    settings: markupSettings,
    route: "home",
    inline,
    images,
    pictures: options.pictures,
    origin: options.origin,
    projectsWait: options.projectsWait,
    projects: options.projects,
    log: options.log,
  });
  const theme = THEMES.find((known) => known === (options.theme ?? settingsTheme));
  const text = await wordsForPage(options.distDir, options.settings, frame.subject);
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
      html`<${rawHtml(tag)}${theme ? html` theme="${theme}"` : ""}>${rawHtml(element)}${pageLinks([frame.route], text, "../")}</${rawHtml(tag)}>`,
    ),
  };
  return assemblePage(await productTemplate("page.html"), { options, text, parts, inline, images });
}

function shownAs({ layout, limit }: FramePageOptions) {
  return { ...(layout && { layout }), ...(limit && { limit }) };
}

/** The header and footer are landmarks of their own and may not sit inside `<main>`. */
function frameBody(name: FrameElement, markup: Html) {
  return name === "header" || name === "footer" ? markup : html`<main>${markup}</main>`;
}

const OEMBED_WIDTHS = { min: 240, max: 1280, usual: 800 };

export function frameHeight(element: FrameElement, width: number) {
  const heights = FRAME_ELEMENTS[element].heights;
  return heights.findLast(([from]) => width >= from)?.[1] ?? heights[0][1];
}

/** An oEmbed "rich" answer (https://oembed.com/): absolute URLs only, so it needs the page's own address. */
export function oembedJson({ element, settings, frameUrl, siteUrl, title, maxwidth, maxheight }: { element: FrameElement; settings: Record<string, string>; frameUrl: string; siteUrl?: string; title: string; maxwidth?: number; maxheight?: number }) {
  const asked = maxwidth !== undefined && Number.isFinite(maxwidth) ? Math.floor(maxwidth) : OEMBED_WIDTHS.usual;
  const width = Math.min(OEMBED_WIDTHS.max, Math.max(OEMBED_WIDTHS.min, asked));
  const fits = frameHeight(element, width);
  const height = maxheight !== undefined && Number.isFinite(maxheight) && maxheight > 0 ? Math.min(fits, Math.floor(maxheight)) : fits;
  const iframe = html`<iframe src="${frameUrl}" title="${title}" width="${width}" height="${height}" style="width: 100%; border: 0" loading="lazy"></iframe>`;
  return JSON.stringify(
    {
      version: "1.0",
      type: "rich",
      title,
      ...(settings.name ? { author_name: settings.name } : {}),
      ...(siteUrl ? { author_url: siteUrl, provider_name: settings.name || "Portfolio", provider_url: siteUrl } : {}),
      html: String(iframe),
      width,
      height,
    },
    null,
    2,
  );
}
