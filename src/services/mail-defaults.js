// @ts-check
/**
 * The e-mail library's own default origin, its public API host: used when the settings name none. The contact
 * form (mail.ts) and the static-site builder (scripts/build-site.mjs, which Node runs without a build, hence
 * plain JavaScript) both read it from here.
 */
export const DEFAULT_EMAILJS_ORIGIN = "https://api.emailjs.com";
