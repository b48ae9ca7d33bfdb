/**
 * The attribute r2wc observes for a camelCase property, `emailjsServiceId` → `emailjs-service-id`: r2wc's own
 * mapping (its core's `toDashedCase`, not exported). The elements (src/define/), the manifest
 * (scripts/cem-portfolio.mjs) and the studio's snippets (demo/studio/outputs.ts) all read it from here.
 */
export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, (_, before: string, letter: string) => `${before}-${letter.toLowerCase()}`);
}
