/**
 * A text cut to fit a line or two (featured cards, search results, link previews): whole sentences end at their
 * stop with no ellipsis; otherwise the cut falls between words and "…" follows the last word, never a stop or a comma.
 */
import { describe, expect, it } from "vitest";
import { cutAtWord } from "../../src/text/short-text.ts";

const TRAILHEAD = "Find hiking trails near you, filtered by length, elevation and dog-friendliness. Uses open trail data and a map that stays fast with a few thousand markers.";

describe("cutAtWord", () => {
  it("leaves a text that fits as it is, on one line", () => {
    expect(cutAtWord("  Fits\non a card.  ", 90)).toBe("Fits on a card.");
  });

  it("ends at a full stop without an ellipsis when the sentences fill half the room", () => {
    expect(cutAtWord(TRAILHEAD, 90)).toBe("Find hiking trails near you, filtered by length, elevation and dog-friendliness.");
    expect(cutAtWord(TRAILHEAD, 80)).toBe("Find hiking trails near you, filtered by length, elevation and dog-friendliness.");
    expect(cutAtWord('She said "Done." Then left for good.', 20)).toBe('She said "Done."');
    expect(cutAtWord("Really? Yes, it scales to a thousand.", 12)).toBe("Really?");
  });

  it("otherwise cuts between words with an ellipsis, never after a stop or a comma", () => {
    expect(cutAtWord(TRAILHEAD, 79)).toBe("Find hiking trails near you, filtered by length, elevation and…");
    expect(cutAtWord(TRAILHEAD, 30)).toBe("Find hiking trails near you…");
    expect(cutAtWord("One. Then a much longer second sentence follows here.", 40)).toBe("One. Then a much longer second sentence…");
    for (let max = 10; max < TRAILHEAD.length; max++) {
      const cut = cutAtWord(TRAILHEAD, max);
      expect(cut.length, cut).toBeLessThanOrEqual(max);
      expect(cut, cut).not.toMatch(/[.,;:!?\s-]…$/);
      expect(cut.endsWith("…") || cut.endsWith(".")).toBe(true);
      expect(TRAILHEAD.startsWith(cut.replace(/…$/, ""))).toBe(true);
    }
  });

  it("cuts inside a word longer than half the room", () => {
    expect(cutAtWord("See https://example.com/a/very/long/path/to/a/page for more", 30)).toBe("See https://example.com/a/ver…");
  });
});
