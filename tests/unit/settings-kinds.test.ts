/**
 * The patterns the settings' kinds share with the JSON Schema: the language tag's is the rule `Intl` applies (so
 * no element, settings file or studio answers otherwise), and a count's range is exact and quick.
 */
import { describe, expect, it } from "vitest";
import { rangePattern } from "../../src/settings/json-schema.ts";
import { LANGUAGE_TAG_PATTERN, languageTag } from "../../src/settings/language-tag.ts";

describe("the language tag's pattern", () => {
  it("agrees with Intl on every tag of at most 64 characters, among many made of real and broken subtags", { timeout: 60_000 }, () => {
    const pattern = new RegExp(LANGUAGE_TAG_PATTERN, "u");
    const pieces = ["en", "de", "zh", "yue", "abcde", "Latn", "US", "419", "1996", "valencia", "u", "t", "x", "a", "nu", "arab", "ca", "gregory", "h0", "ab", "abc", "q", "z9", "ja", "foo", "1", "0abc", "EN", "Abcd", "", "-"];
    const tags = ["en-u-nu-arab", "art-lojban", "abcde-abcde", "en-t-ja-1996-1996", "en-x-t-abcde-abcde", "en-u-ca-abcde-abcde", "en-t-ja-abcde-h0-abcde", "EN-U-NU-ARAB-u-ca-thai", "en-a-bb-A-cc"];
    let seed = 1;
    const random = (below: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % below;
    for (let index = 0; index < 30_000; index++) tags.push(Array.from({ length: 1 + random(6) }, () => pieces[random(pieces.length)]).join("-"));
    const disagree = tags.filter((tag) => {
      let intl = true;
      try {
        Intl.getCanonicalLocales(tag);
      } catch {
        intl = false;
      }
      return intl !== pattern.test(tag);
    });
    expect(disagree).toEqual([]);
  });

  it("refuses a tag of thousands of subtags at once, before any Intl call sees it", () => {
    const long = `en-${"a1b2c-".repeat(5000)}x`;
    const started = performance.now();
    for (let index = 0; index < 100; index++) expect(languageTag(long)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
    expect(languageTag(`en-x-${"abcdefgh-".repeat(6)}abcde`)).toBeDefined();
    expect(languageTag(`en-x-${"abcdefgh-".repeat(6)}abcdef`)).toBeUndefined();
    expect(languageTag(" en-u-nu-arab ")).toBe("en-u-nu-arab");
  });
});

describe("a count's range pattern", () => {
  it("takes exactly the numbers of its bounds, however large, at once", () => {
    for (const [min, max] of [[0, 6], [1, 6], [1, 86400], [3, 1234], [0, Number.MAX_SAFE_INTEGER]] as const) {
      const pattern = new RegExp(rangePattern(min, max), "u");
      for (let count = 0; count < 2000; count++) expect(pattern.test(String(count)), `${count} in ${min}..${max}`).toBe(count >= min && count <= max);
      for (const count of [max, max + 1, max - 1, 99999]) expect(pattern.test(` 0${count} `), `${count}`).toBe(count >= min && count <= max);
      const started = performance.now();
      pattern.test("9".repeat(40));
      pattern.test(`${"0".repeat(40)}x`);
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});
