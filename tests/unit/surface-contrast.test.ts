import { describe, expect, it } from "vitest";
import { contrast, hex, isDark, MIN_CONTRAST, readableAccent } from "../../src/surface/contrast.ts";

describe("the accent on the host page's background (surface=\"none\")", () => {
  it("measures WCAG contrast", () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([59, 63, 196], [255, 255, 255])).toBeGreaterThan(MIN_CONTRAST);
    expect(contrast([59, 63, 196], [21, 23, 28])).toBeLessThan(MIN_CONTRAST);
  });

  it("keeps an accent that reads, and darkens or lightens one that does not, keeping its hue", () => {
    const beige = [245, 236, 220] as const;
    expect(readableAccent([59, 63, 196], beige)).toEqual([59, 63, 196]);
    const dark = [21, 23, 28] as const;
    const lighter = readableAccent([59, 63, 196], dark);
    expect(contrast(lighter, dark)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(lighter[2]).toBeGreaterThan(lighter[0]);
    const pale = readableAccent([158, 167, 255], beige);
    expect(contrast(pale, beige)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(isDark(dark)).toBe(true);
    expect(isDark(beige)).toBe(false);
    expect(hex([59, 63, 196])).toBe("#3b3fc4");
  });
});
