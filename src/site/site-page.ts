/** The standalone site's page: one `<portfolio-app>`, prerendered for its route. */
import { html, rawHtml } from "../text/html.ts";
import { ROUTES, type Route } from "../routing/routes.ts";
import { parseFeatured } from "../settings/counts.ts";
import { HEAD_SCRIPT_THEMES } from "../theme/head-scripts.ts";
import { assemblePage, pageIcon, pagePortrait, themeAttribute, type PageOptions, type RenderedPage } from "./assembly.ts";
import { pageScripts, preloadLinks } from "./chunks.ts";
import { iconDataUrl } from "./icon.ts";
import { inlineAsset, productTemplate } from "./inline-assets.ts";
import { InlineSources } from "./policy.ts";
import { prerenderForPage, wordsForPage } from "./prerendering.ts";
import { PAGES_BY_HASH, ROUTE_PAGES, pageLinks } from "./route-pages.ts";
import { personStructuredData } from "./seo.ts";

/** For the route script to title the tab on a route change in the page. */
async function routeTitles(distDir: string, settings: Record<string, string>) {
  const routes = Object.keys(ROUTES) as (keyof typeof ROUTES)[];
  const titles = await Promise.all(routes.map(async (route) => [ROUTES[route], (await wordsForPage(distDir, settings, route)).title]));
  return JSON.stringify(Object.fromEntries(titles));
}

/** A project's page is the projects route's, one folder down, for its own hash. */
type ProjectPageOptions = { hash: string; text: { title: string; description: string } };

export async function renderSitePage(options: PageOptions & { route?: Route; origin?: string; project?: ProjectPageOptions; log?: (line: string) => void }): Promise<RenderedPage> {
  const route = options.route ?? "home";
  const home = route === "home";
  const inline = new InlineSources();
  const images = pagePortrait(options, home);
  const project = options.project;
  const up = project ? "../" : "";
  const titles = await routeTitles(options.distDir, options.settings);
  const headScript = inline.script(
    await inlineAsset("assets/route.ts"),
    project
      ? html` data-pages="${PAGES_BY_HASH}" data-titles="${titles}" data-own="${project.hash}" data-up="${up}" data-themes="${HEAD_SCRIPT_THEMES.route}"`
      : html` data-pages="${PAGES_BY_HASH}" data-titles="${titles}" data-themes="${HEAD_SCRIPT_THEMES.route}"`,
  );
  const { element, seed } = await prerenderForPage({
    distDir: options.distDir,
    tag: "portfolio-app",
    settings: options.settings,
    route,
    inline,
    images,
    pictures: options.pictures,
    origin: options.origin,
    projectsWait: options.projectsWait,
    projects: options.projects,
    hash: project?.hash,
    log: options.log,
  });
  const words = await wordsForPage(options.distDir, options.settings, route);
  const parts = {
    rootAttributes: themeAttribute(options.settings.theme),
    body: html`<portfolio-app>${rawHtml(element)}${pageLinks(Object.keys(ROUTE_PAGES) as Route[], words, up)}</portfolio-app>`,
    seed,
    structuredData: home ? personStructuredData(options.settings, options.canonicalUrl, words.jobTitle) : "",
    pageCss: await inlineAsset("assets/site.css"),
    icon: pageIcon(iconDataUrl(options.settings.name, options.accent), inline),
    headScript,
    scripts: await pageScripts({
      distDir: options.distDir,
      distUrl: options.distUrl,
      // The app waits for featured work's own code before it takes over the page.
      elements: ["src/elements/app/index.ts", "shell", ...(home ? (parseFeatured(options.settings.featured) ? ["src/elements/featured/index.ts"] : []) : [`src/elements/${route}/index.ts`])],
      prerendered: Boolean(element),
      inline,
    }),
    preload: await preloadLinks({
      distDir: options.distDir,
      distUrl: options.distUrl,
      // Prerendered, the page paints without its script: preloading it would only take bandwidth from the portrait.
      elements: element ? [] : ["src/elements/app/index.ts", "shell"],
      modules: !element,
      portrait: home ? options.settings.portrait : undefined,
      images: home ? images : undefined,
    }),
  };
  return assemblePage(await productTemplate("page.html"), { options, text: project?.text ?? words, parts, inline, images });
}
