/** WCAG contrast between colours as sRGB channels (0–255), and a readable accent where the owner's is not. */

export type Rgb = readonly [red: number, green: number, blue: number];

/** WCAG's minimum contrast for normal text. */
export const MIN_CONTRAST = 4.5;

/** WCAG relative luminance (0 black to 1 white). */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A background is dark when white text reads better on it than black. */
export const isDark = (background: Rgb): boolean => contrast(background, [255, 255, 255]) > contrast(background, [0, 0, 0]);

/**
 * The accent itself when it keeps MIN_CONTRAST on the background; otherwise the least change that does: the accent
 * mixed step by step with black (on a light background) or white (on a dark one), so it keeps its hue as far as it can.
 */
export function readableAccent(accent: Rgb, background: Rgb): Rgb {
  const toward = isDark(background) ? 255 : 0;
  for (let share = 0; share <= 100; share += 5) {
    const mixed = accent.map((channel) => Math.round(channel + ((toward - channel) * share) / 100)) as unknown as Rgb;
    if (contrast(mixed, background) >= MIN_CONTRAST) return mixed;
  }
  return [toward, toward, toward];
}

/** `#rrggbb`, for the console and a CSS custom property. */
export const hex = (colour: Rgb): string => `#${colour.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
