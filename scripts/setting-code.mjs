// @ts-check
/**
 * Code only a setting loads: the `lang` and `texts` settings' and each built-in language's texts (src/i18n/),
 * `project-details`' cards and pages (src/elements/details/), Home's `featured` work (src/elements/featured/), the contact form's guards and captcha
 * (src/elements/contact/guards/), the compact layouts (src/elements/<name>/compact/), the `portrait`'s light versions'
 * check (src/elements/hero/portrait/), `surface="none"`
 * (src/surface/) and the `about` setting's check (src/settings/about.ts). No row counts them: the rows are a page's
 * figures with the default settings, and the build leaves what such code alone imports out of the shared parts
 * (vite.config.ts).
 */
export const SETTING_CODE =
  /[\\/]src[\\/](?:(?:i18n|surface|elements[\\/](?:details|featured|contact[\\/]guards|hero[\\/]portrait|[a-z]+[\\/]compact))[\\/]|settings[\\/]about\.ts$)/;
