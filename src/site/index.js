// @ts-check
/**
 * What Node code outside src/ uses of the source: the demo server, the scripts and the test servers import it as
 * `#site` (package.json's "imports"), which is dist/server/site.js, built with the prerenderer (vite.config.ts, mode
 * ssr). Built, so that the facts it shares with the elements are written once, in TypeScript; the type checker
 * reads this file.
 */
export { attributeName } from "../attribute-name.ts";
export { EMAIL_PATTERN } from "../elements/contact/email-pattern.ts";
export { escapeHtml, scriptJson } from "../html.ts";
export { LANGUAGES } from "../i18n/languages.ts";
export { ROUTES } from "../routes.ts";
export { MAX_MESSAGE_BYTES } from "../services/mail-defaults.ts";
export { PAGE_SETTING_NAMES, SETTINGS, SETTING_NAMES } from "../settings/declaration.ts";
export { settingSchema } from "../settings/json-schema.ts";
export { TAGS } from "../tags.ts";
export { THEMES } from "../theme/names.ts";
export { renderPage } from "./assembly.js";
export { buildSite } from "./build.js";
export { CHUNK_PATH } from "./chunk-names.ts";
export { FRAME_BACKGROUNDS, FRAME_ELEMENTS, isFrameElement, oembedJson, renderFramePage } from "./frames.js";
export { SITE_ASSETS_DIR } from "./inline-assets.ts";
export { isLoopbackHost } from "./local-address.ts";
export { LOOK, checkLook } from "./look.js";
export { SITE_FRAME_ANCESTORS, contentSecurityPolicy, imageOrigins, policyForPage, policyText, serviceOrigins } from "./policy.ts";
export { PORTRAIT_CACHE_DIR, portraitSet, publicPortraitFile } from "./portrait.ts";
export { MIN_BYTES, PRECOMPRESSED, TEXT_TYPES } from "./precompress.ts";
export { PrerendererUnavailable, wordsForPage } from "./prerendering.ts";
export { projectPageFile } from "./project-pages.js";
export { PICTURE_CACHE_DIR, lightenPictures, pictureSet } from "./project-pictures.ts";
export { PUBLIC_FILE } from "./projects-file.js";
export { ROUTE_PAGES } from "./route-pages.js";
export { checkSettings } from "./settings.js";
export { renderSitePage } from "./site-page.js";
export { studioBlogSnippet } from "./snippets.js";
