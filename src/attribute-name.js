// @ts-check
/**
 * The attribute r2wc observes for a camelCase property, `emailjsServiceId` → `emailjs-service-id`: r2wc's own
 * mapping (its core's `toDashedCase`, not exported). The elements (src/define/), the manifest
 * (scripts/cem-portfolio.mjs, which Node runs without a build, hence plain JavaScript) and the studio's snippets
 * (demo/studio/outputs.ts) all read it from here.
 * @param {string} property
 */
export function attributeName(property) {
  return property.replace(/([a-z0-9])([A-Z])/g, (_, before, letter) => `${before}-${letter.toLowerCase()}`);
}
