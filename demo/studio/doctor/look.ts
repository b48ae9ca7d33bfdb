/** The look: whether the accent colours stay readable in both themes (WCAG contrast). */
import { finding, type Finding } from "./findings.ts";

/** The colours the accent meets in each theme (src/styles/base.css): page, card, and the text on accent buttons. */
export const THEME_COLOURS = {
  light: { page: "#ffffff", card: "#f5f6fa", onAccent: "#ffffff" },
  dark: { page: "#0d1120", card: "#161c30", onAccent: "#0d1120" },
} as const;

/** WCAG's minimum contrast for normal text. */
const MIN_CONTRAST = 4.5;

function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21), or undefined when one is not such a colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The accent colours against what they meet: links on the page and cards, text on accent buttons. */
export function checkAccents(accents: { accentLight: string; accentDark: string }): Finding[] {
  const found: Finding[] = [];
  for (const theme of ["light", "dark"] as const) {
    const accent = theme === "light" ? accents.accentLight : accents.accentDark;
    const colours = THEME_COLOURS[theme];
    const links = Math.min(contrastRatio(accent, colours.page) ?? 21, contrastRatio(accent, colours.card) ?? 21);
    const buttons = contrastRatio(accent, colours.onAccent) ?? 21;
    const worst = Math.min(links, buttons);
    if (worst >= MIN_CONTRAST) continue;
    const where = links <= buttons ? `links on the ${theme} page` : `the text of the ${theme} theme's buttons`;
    found.push(
      finding(
        `accent-${theme}-contrast`,
        "warning",
        "look",
        `The ${theme} accent ${accent} reaches only ${worst.toFixed(1)}:1 against ${where}, below the ${MIN_CONTRAST}:1 text needs to be readable.`,
        theme === "light" ? "Pick a darker light accent." : "Pick a lighter dark accent.",
      ),
    );
  }
  return found;
}
