/**
 * The accent of each theme for an owner who sets none: `--pe-color-accent`'s default in src/styles/base.css (CSS
 * imports nothing; tests/unit/theme-names.test.ts holds the two equal).
 */
export const DEFAULT_ACCENTS = { light: "#3b3fc4", dark: "#9ea7ff" } as const;

/**
 * The design tokens an owner's accent sets (src/styles/base.css has their defaults): the accent; its hover, a little
 * darker in light and lighter in dark; the focus ring; and the tints of tags, the current page's link and the About
 * cards' icons, mixed from it, so a site in the owner's colour keeps none of the default indigo (tests/unit/look.test.ts
 * holds their contrast). The one derivation for the settings file's `look` (src/site/look.ts) and the studio's token
 * output (demo/studio/outputs.ts).
 * @param light the accent of the light theme, a checked CSS colour
 * @param dark the accent of the dark theme, a checked CSS colour
 * @param comma between arguments: "," for a page's own style, ", " for CSS an owner reads
 */
export function accentTokens(light: string, dark: string, comma = ","): [name: string, value: string][] {
  const pair = (inLight: string, inDark: string) => `light-dark(${inLight}${comma}${inDark})`;
  const mix = (colour: string, share: number, other: string) =>
    `color-mix(in oklab${comma}${colour} ${share}%${comma}${other})`;
  return [
    ["--pe-color-accent", pair(light, dark)],
    ["--pe-color-accent-hover", pair(mix(light, 80, "black"), mix(dark, 75, "white"))],
    ["--pe-color-focus", pair(light, dark)],
    // Over the default page colours of each theme (#fff, #0d1120).
    ["--pe-color-tag-bg", pair(mix(light, 9, "white"), mix(dark, 20, "#0d1120"))],
    ["--pe-color-tag-text", pair(mix(light, 70, "black"), mix(dark, 60, "white"))],
  ];
}
