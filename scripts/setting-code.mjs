// @ts-check
/**
 * Code only a setting or a visitor's choice loads: the `lang` and `texts` settings' and each built-in language's
 * texts (src/i18n/), `project-details`' cards and pages (src/elements/details/), Home's `featured` work
 * (src/elements/featured/), the contact form's guards and captcha (src/elements/contact/guards/), the compact layouts
 * (src/elements/<name>/compact/), the `portrait`'s light versions' check (src/elements/hero/portrait/),
 * `surface="none"` (src/surface/), the `about` setting's check (src/settings/about.ts), and the relay that tells the
 * page's frames the theme a visitor chose with the header's switch (src/theme/frame-relay.ts). No row counts them:
 * the rows are a page's figures with the default settings on a visit before any choice, and the build leaves what
 * such code alone imports out of the shared parts (vite.config.ts).
 */
export const SETTING_CODE =
  /[\\/]src[\\/](?:(?:i18n|surface|elements[\\/](?:details|featured|contact[\\/]guards|hero[\\/]portrait|[a-z]+[\\/]compact))[\\/]|(?:settings[\\/]about|theme[\\/]frame-relay)\.ts$)/;
