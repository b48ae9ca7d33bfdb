/**
 * What Node code outside src/ uses of the source: the demo server, the scripts and the test servers import it as
 * `#site` (package.json's "imports"), which is dist/server/site.js, built with the prerenderer (vite.config.ts, mode
 * ssr). Built, so that the facts it shares with the elements are written once, in TypeScript; the type checker
 * reads this file.
 */
export { attributeName } from "../define/attribute-name.ts";
export { EMAIL_PATTERN } from "../elements/contact/email-pattern.ts";
export { escapeHtml, scriptJson } from "../text/html.ts";
export { LANGUAGES } from "../i18n/languages.ts";
export { ROUTES } from "../routing/routes.ts";
export { MAX_MESSAGE_BYTES } from "../services/mail-defaults.ts";
export { PAGE_SETTING_NAMES, SETTINGS, SETTING_NAMES } from "../settings/declaration.ts";
export { settingSchema } from "../settings/json-schema.ts";
export { TAGS } from "../define/tags.ts";
export { THEMES } from "../theme/names.ts";
export { renderPage } from "./assembly.ts";
export { buildSite } from "./build.ts";
export { CHUNK_PATH } from "./chunk-names.ts";
export { FRAME_BACKGROUNDS, FRAME_ELEMENTS, isFrameElement, oembedJson, renderFramePage } from "./frames.ts";
export { SITE_ASSETS_DIR } from "./inline-assets.ts";
export { isLoopbackHost } from "./local-address.ts";
export { LOOK, checkLook } from "./look.ts";
export { SITE_FRAME_ANCESTORS, contentSecurityPolicy, imageOrigins, policyForPage, policyText, serviceOrigins } from "./policy.ts";
export { PORTRAIT_CACHE_DIR, portraitSet, publicPortraitFile } from "./portrait.ts";
export { MIN_BYTES, PRECOMPRESSED, TEXT_TYPES } from "./precompress.ts";
export { PrerendererUnavailable, wordsForPage } from "./prerendering.ts";
export { projectPageFile } from "./project-pages.ts";
export { PICTURE_CACHE_DIR, lightenPictures, pictureSet } from "./project-pictures.ts";
export { PUBLIC_FILE } from "./projects-file.ts";
export { ROUTE_PAGES } from "./route-pages.ts";
export { checkSettings } from "./settings.ts";
export { renderSitePage } from "./site-page.ts";
export { studioBlogSnippet } from "./snippets.ts";
