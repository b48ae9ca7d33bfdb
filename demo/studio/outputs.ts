/**
 * What the studio writes for the owner to copy: the settings file for `npm run build:site`, the snippets for a
 * blog (script tag, iframe), React usage, the page config, and the design tokens as CSS. Pure functions of the
 * settings typed in, unit-tested; the page only shows them.
 */
import { attributeName } from "../../src/define/attribute-name.ts";
import { escapeHtml, scriptJson } from "../../src/text/html.ts";
import { PROJECTS_TITLE } from "../../src/routing/routes.ts";
import { TAGS } from "../../src/define/tags.ts";
import { PAGE_SETTING_NAMES, SETTING_NAMES, settingDefault } from "../../src/settings/declaration.ts";
import type { Settings } from "../../src/settings/page-config.ts";
import { accentTokens, DEFAULT_ACCENTS } from "../../src/theme/accent-tokens.ts";
import { FRAME_HEIGHT_MESSAGE } from "../../src/theme/frame-messages.ts";
import { parseTheme, type Theme } from "../../src/theme/names.ts";
import type { StudioSettings } from "./doctor.ts";

/** The design tokens the studio edits; the rest keep the defaults of src/styles/base.css. */
export interface Tokens {
  accentLight: string;
  accentDark: string;
  radius: string;
  fontFamily: string;
  /** The headings' font; empty: the same as the text's. */
  headingFont: string;
  fontSize: string;
  space: string;
}

/** The defaults of src/styles/base.css: a token equal to its default is left out of every output. */
export const DEFAULT_TOKENS: Tokens = {
  accentLight: DEFAULT_ACCENTS.light,
  accentDark: DEFAULT_ACCENTS.dark,
  radius: "0.75rem",
  fontFamily: "system-ui, sans-serif",
  headingFont: "",
  fontSize: "1rem",
  space: "1rem",
};

/** Characters no token value needs that would let it escape its declaration, its rule or its `<style>` element. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern exists to refuse
const UNSAFE_CSS_VALUE = /[;{}<>\\\u0000-\u001f\u007f]/;

/** The custom properties for the tokens that differ from the defaults, in a stable order. */
export function tokenProperties(tokens: Tokens): [name: string, value: string][] {
  const properties: [string, string][] = [];
  // A value that could end its declaration or the <style> block around it (";", "}", "</style>") is left out.
  const changed = (key: keyof Tokens) => tokens[key].trim() !== "" && tokens[key].trim() !== DEFAULT_TOKENS[key] && !UNSAFE_CSS_VALUE.test(tokens[key]);
  if (changed("accentLight") || changed("accentDark")) {
    const usable = (key: "accentLight" | "accentDark") =>
      tokens[key].trim() && !UNSAFE_CSS_VALUE.test(tokens[key]) ? tokens[key].trim() : DEFAULT_TOKENS[key];
    const light = usable("accentLight");
    const dark = usable("accentDark");
    properties.push(...accentTokens(light, dark, ", "));
  }
  if (changed("radius")) properties.push(["--pe-radius", tokens.radius.trim()]);
  if (changed("fontFamily")) properties.push(["--pe-font-family", tokens.fontFamily.trim()]);
  if (changed("headingFont")) properties.push(["--pe-font-heading", tokens.headingFont.trim()]);
  if (changed("fontSize")) properties.push(["--pe-font-size", tokens.fontSize.trim()]);
  if (changed("space")) properties.push(["--pe-space", tokens.space.trim()]);
  return properties;
}

/** The tokens as a CSS rule for the owner's stylesheet; empty when every token is the default. */
export function tokensCss(tokens: Tokens): string {
  const properties = tokenProperties(tokens);
  if (!properties.length) return "";
  return `${TAGS.join(",\n")} {\n${properties.map(([name, value]) => `  ${name}: ${value};`).join("\n")}\n}\n`;
}

/**
 * The element settings that are set, trimmed, in the schema's order; one that says its default is left out. The
 * site's address is not among them: the settings file names it as `site.url`, and the snippets for other pages set
 * it themselves (pageSettings).
 */
function elementSettings(settings: StudioSettings): Settings {
  const out: Settings = {};
  for (const key of SETTING_NAMES) {
    const value = settings[key]?.trim();
    if (!value || key === "siteUrl") continue;
    if (value.replace(/\/+$/, "") === settingDefault(key)) continue;
    out[key] = value;
  }
  return out;
}

/** The site's address with a trailing slash, or undefined. */
function siteBase(settings: StudioSettings): string | undefined {
  const url = settings.siteUrl?.trim();
  if (!url || !/^https?:\/\//i.test(url) || !URL.canParse(url)) return undefined;
  return url.endsWith("/") ? url : `${url}/`;
}

/**
 * Where a page on another host finds the portrait and the scripts: absolute URLs on the published site (undefined
 * while its address is unknown, or for a portrait that is not set). `npm run build:site` publishes a portrait of
 * the demo's public folder ("/assets/me.jpg") as `assets/me.jpg` under the site's address, an SVG one as a PNG;
 * any other path stays a path of the site. The doctor checks these same URLs.
 */
export function publishedUrls(settings: StudioSettings): { portrait?: string; scripts: string[] } {
  const base = siteBase(settings);
  if (!base) return { scripts: [] };
  const scripts = [new URL("lib/portfolio-elements.iife.js", base).href];
  const portrait = settings.portrait?.trim();
  if (!portrait) return { scripts };
  if (/^[a-z][a-z0-9+.-]*:/i.test(portrait)) return { portrait, scripts };
  const asset = /^\/assets\/([^/?#]+)$/.exec(portrait)?.[1];
  const path = asset ? `assets/${asset.replace(/\.svg$/i, ".png")}` : portrait.replace(/^\/+/, "");
  return { portrait: new URL(path, base).href, scripts };
}

/** The settings for a page on another host: `site-url` set to the published site, and every URL absolute. */
function pageSettings(settings: StudioSettings): Settings {
  const out = elementSettings(settings);
  const base = siteBase(settings);
  if (!base) return out;
  const { portrait } = publishedUrls(settings);
  if (portrait) out.portrait = portrait;
  return { ...out, siteUrl: base };
}

/**
 * The settings file's `look` section (src/site/look.ts reads it): the tokens the static site and `npm start` take
 * from the settings, where they differ from the defaults; undefined when none does.
 */
function lookSection(tokens: Tokens): Record<string, string> | undefined {
  const look: Record<string, string> = {};
  const changed = (key: keyof Tokens) => tokens[key].trim() !== "" && tokens[key].trim() !== DEFAULT_TOKENS[key];
  if (changed("accentLight") || changed("accentDark")) {
    look.accent = tokens.accentLight.trim() || DEFAULT_TOKENS.accentLight;
    look.accentDark = tokens.accentDark.trim() || DEFAULT_TOKENS.accentDark;
  }
  if (changed("headingFont")) look.headingFont = tokens.headingFont.trim();
  if (changed("fontFamily")) look.font = tokens.fontFamily.trim();
  if (changed("radius")) look.radius = tokens.radius.trim();
  if (changed("fontSize")) look.fontSize = tokens.fontSize.trim();
  if (changed("space")) look.space = tokens.space.trim();
  return Object.keys(look).length ? look : undefined;
}

/**
 * `demo/settings.json` for `npm run build:site` and `npm start`: the settings, the look when it differs from the
 * defaults, `site.url` when the site's address is known and `site.projectsFile` when the projects come from a file.
 */
export function settingsJson(settings: StudioSettings, tokens: Tokens = DEFAULT_TOKENS): string {
  const file: Record<string, unknown> = { ...elementSettings(settings) };
  // The settings file holds `about` and `texts` as objects (their JSON is an attribute's form).
  for (const key of ["about", "texts"] as const) {
    try {
      if (file[key] !== undefined) file[key] = JSON.parse(String(file[key]));
    } catch {
      // Not JSON: the doctor names it, and the settings file's check leaves it out.
    }
  }
  for (const key of PAGE_SETTING_NAMES) if (settings[key]?.trim()) file[key] = settings[key].trim();
  const look = lookSection(tokens);
  if (look) file.look = look;
  // The build leaves out service addresses that are paths (the demo server's): these are the owner's own.
  const base = siteBase(settings);
  const projectsFile = settings.projectsFile?.trim();
  if (base || projectsFile) file.site = { ...(base && { url: base }), ...(projectsFile && { projectsFile }) };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The page-level config every element on the page reads, for a page on any host. */
export function configScript(settings: StudioSettings): string {
  return configBlock(pageSettings(settings));
}

function configBlock(settings: Settings): string {
  return `<script type="application/json" id="portfolio-config">\n${scriptJson(settings)}\n</script>\n`;
}

/** The hero's optional lines, whose height the stylesheet (src/portfolio-elements.css) reserves unless told not to. */
const HERO_LINES = ["tagline", "availability", "resume"] as const;

/** The owner's answer, or the site's own theme when there is none. */
function embedTheme(settings: StudioSettings, blogTheme: Theme | undefined): Theme {
  return parseTheme(blogTheme ?? settings.theme?.trim());
}

/**
 * For a blog that strips `<template>` (the studio's first choice, the prerendered snippet, comes from the demo
 * server: src/site/snippets.ts): the stylesheet that reserves the elements' space (so the post does not jump), the
 * classic script, the config, the tokens and three elements in the blog's theme. The projects grid is on the
 * page, so the hero features no work: the config leaves `featured` out, or the same projects would show twice.
 */
export function scriptTagSnippet(settings: StudioSettings, tokens: Tokens, blogTheme?: Theme): string {
  const base = siteBase(settings) ?? "https://YOUR-SITE/";
  const script = publishedUrls(settings).scripts[0] ?? `${base}lib/portfolio-elements.iife.js`;
  const css = tokensCss(tokens);
  const { featured: _shownByTheGrid, ...config } = pageSettings(settings);
  const theme = embedTheme(settings, blogTheme);
  const tag = (name: string, attributes = "") => `<portfolio-${name} theme="${theme}"${attributes}></portfolio-${name}>`;
  // The hero's lines the owner has not set, as empty attributes: the stylesheet then reserves no room for them.
  const unset = HERO_LINES.filter((key) => !config[key]?.trim()).map((key) => ` ${key}=""`).join("");
  return [
    `<link rel="stylesheet" href="${escapeHtml(`${base}lib/portfolio-elements.css`)}">`,
    `<script src="${escapeHtml(script)}" defer></script>`,
    configBlock(config).trimEnd(),
    ...(css ? [`<style>\n${css}</style>`] : []),
    "",
    tag("hero", unset),
    tag("projects"),
    tag("contact"),
    "",
  ].join("\n");
}

/** An embed page's query: the blog's theme, and the owner's layout and limit for a page that is not the portfolio. */
function frameQuery(settings: StudioSettings, theme: Theme): string {
  const query = new URLSearchParams({ theme });
  const layout = settings.layout?.trim();
  if (layout && layout !== settingDefault("layout")) query.set("layout", layout);
  const limit = settings.limit?.trim();
  if (limit && /^[1-9]\d{0,2}$/.test(limit)) query.set("limit", limit);
  return query.toString();
}

/** The largest height a frame is set to: a taller page is a bug or a hostile message, not content. */
export const MAX_FRAME_HEIGHT = 20_000;

/**
 * For a page of the owner's own that embeds a frame and lets it set its height. The script acts only on a height
 * message whose sender is that frame's window at the embed page's origin, and only on a height within bounds: any
 * other window of the page (an ad, another frame) could post one too.
 */
export function iframeSnippet(settings: StudioSettings, element = "projects", blogTheme?: Theme): string {
  const base = siteBase(settings) ?? "https://YOUR-SITE/";
  const theme = embedTheme(settings, blogTheme);
  const src = `${base}embed/${element}.html?${frameQuery(settings, theme)}`;
  const origin = URL.canParse(src) ? new URL(src).origin : "https://YOUR-SITE";
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(element === "projects" ? PROJECTS_TITLE : element)}"
        style="width: 100%; border: 0" height="600" loading="lazy"></iframe>
<script>
  // The frame posts its content height whenever it changes: size that frame to fit, and only from its own messages.
  addEventListener("message", (event) => {
    const height = event.data?.type === ${scriptJson(FRAME_HEIGHT_MESSAGE)} ? event.data.height : undefined;
    if (event.origin !== ${scriptJson(origin)} || typeof height !== "number" || !(height > 0 && height <= ${MAX_FRAME_HEIGHT})) return;
    const frame = [...document.querySelectorAll("iframe")].find((f) => f.contentWindow === event.source);
    if (frame) frame.style.height = \`\${Math.ceil(height)}px\`;
  });
</script>
`;
}

/**
 * A JSX attribute: a plain string when JSX reads it back unchanged, an expression otherwise. JSX decodes character
 * references in attribute strings ("&amp;" becomes "&"), so a value with "&" is an expression too.
 */
function jsxAttribute(name: string, value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern exists to refuse
  return /^[^"{}<>\\&\u0000-\u001f\u007f\u2028\u2029]*$/.test(value) ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`;
}

/** React 19: the whole site as one element, its settings as kebab-case attributes, the tokens as a style. */
export function reactSnippet(settings: StudioSettings, tokens: Tokens): string {
  const attributes = Object.entries(elementSettings(settings)).map(([key, value]) => `      ${jsxAttribute(attributeName(key), value as string)}`);
  const properties = tokenProperties(tokens);
  if (properties.length) {
    const style = properties.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`).join(", ");
    attributes.push(`      style={{ ${style} } as React.CSSProperties}`);
  }
  return `import "portfolio-elements";

export function Portfolio() {
  return (
    <portfolio-app${attributes.length ? `\n${attributes.join("\n")}\n    ` : " "}/>
  );
}
`;
}

/** Everything the studio offers to copy, by the id its block has on the page. */
export function allOutputs(settings: StudioSettings, tokens: Tokens, blogTheme?: Theme): Record<string, string> {
  return {
    "settings-json": settingsJson(settings, tokens),
    "script-tag-reserved": scriptTagSnippet(settings, tokens, blogTheme),
    iframe: iframeSnippet(settings, "projects", blogTheme),
    react: reactSnippet(settings, tokens),
    config: configScript(settings),
    tokens: tokensCss(tokens) || "/* Every token is the default: nothing to add. */\n",
  };
}
