import { describe, expect, it } from "vitest";
import { initials } from "../../src/text/initials.ts";
import { MAX_FEATURED, parseFeatured } from "../../src/settings/counts.ts";
import { parsePageConfig, pickSettings } from "../../src/settings/page-config.ts";
import { checkSettings } from "../../src/site/settings.ts";
import { httpUrl } from "../../src/settings/kinds.ts";

describe("Home's identity settings", () => {
  it("featured is a whole number of projects, at most MAX_FEATURED; anything else is none", () => {
    expect(parseFeatured("3")).toBe(3);
    expect(parseFeatured(" 2 ")).toBe(2);
    expect(parseFeatured("0")).toBe(0);
    expect(parseFeatured("99")).toBe(MAX_FEATURED);
    for (const value of [undefined, "", "-1", "2.5", "three", "3px", "1e2", "0x3", "Infinity"]) expect(parseFeatured(value), value).toBe(0);
  });

  it("the page config may write featured as a number; other settings stay strings only", () => {
    expect(pickSettings({ featured: 3, tagline: "Frontend", availability: 4, resume: "https://a.example/cv" })).toEqual({
      featured: "3",
      tagline: "Frontend",
      resume: "https://a.example/cv",
    });
    expect(parsePageConfig('{"featured": 2}').settings).toEqual({ featured: "2" });
  });

  it("the résumé is shown only for an absolute http(s) URL", () => {
    expect(httpUrl("https://alex.example/resume.pdf")).toBe("https://alex.example/resume.pdf");
    expect(httpUrl(" http://alex.example/cv ")).toBe("http://alex.example/cv");
    for (const value of ["javascript:alert(1)", "data:application/pdf;base64,AA", "resume.pdf", "/cv.pdf", "ftp://a.example/cv", ""]) {
      expect(httpUrl(value), value).toBeUndefined();
    }
  });

  it("the settings file: a résumé that is no http(s) URL and a featured that is no count are left out, with a warning", () => {
    const { settings, warnings } = checkSettings({ resume: "javascript:alert(1)", featured: "lots", tagline: "Frontend" });
    expect(settings).toEqual({ tagline: "Frontend" });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^resume "javascript:alert\(1\)" is not a usable http\(s\) URL/);
    expect(warnings[1]).toMatch(/^featured "lots" is not a whole number/);
    expect(checkSettings({ featured: 3, resume: "https://a.example/cv.pdf" })).toEqual({
      settings: { featured: "3", resume: "https://a.example/cv.pdf" },
      warnings: [],
    });
  });

  it("the placeholder portrait shows the owner's initials", () => {
    expect(initials("Alex Rivera")).toBe("AR");
    expect(initials("  maria  de la cruz ")).toBe("MC");
    expect(initials("Prince")).toBe("P");
    expect(initials("Łukasz Żak")).toBe("ŁŻ");
    expect(initials("")).toBe("");
  });
});
