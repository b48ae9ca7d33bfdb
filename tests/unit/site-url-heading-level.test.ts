import { describe, expect, it } from "vitest";
import { headingTag, parseHeadingLevel } from "../../src/settings/heading-level.ts";
import { pickSettings } from "../../src/settings/page-config.ts";
import { checkSettings } from "../../src/site/settings.ts";
import { siteSettings } from "../../src/site/site-settings.ts";
import { onSite, parseSiteUrl, siteRouteUrl } from "../../src/settings/site-url.ts";

describe("heading-level", () => {
  it("is a whole number from 1 to 6", () => {
    expect(["1", " 3 ", "6"].map(parseHeadingLevel)).toEqual([1, 3, 6]);
  });

  it("is 2 when unset or unusable, so a blog post keeps its one <h1>", () => {
    for (const value of [undefined, "", "0", "7", "2.5", "h1", "-1", "1e0"]) expect(parseHeadingLevel(value), String(value)).toBe(2);
  });

  it("gives the headings under the top one a level down each, never past <h6>", () => {
    expect([headingTag(2), headingTag(2, 1), headingTag(2, 2)]).toEqual(["h2", "h3", "h4"]);
    expect([headingTag(5, 1), headingTag(5, 2), headingTag(6, 2)]).toEqual(["h6", "h6", "h6"]);
  });

  it("may be written as a number in the page config", () => {
    expect(pickSettings({ headingLevel: 3, siteUrl: "https://alex.example/" })).toEqual({ headingLevel: "3", siteUrl: "https://alex.example/" });
  });
});

describe("site-url", () => {
  it("is an http(s) URL without its fragment; anything else is unset", () => {
    expect(parseSiteUrl(" https://alex.example/portfolio/#/about ")?.href).toBe("https://alex.example/portfolio/");
    for (const value of [undefined, "", "alex.example", "/portfolio/", "javascript:alert(1)", "ftp://alex.example/"]) {
      expect(parseSiteUrl(value), String(value)).toBeUndefined();
    }
  });

  it("never names a user or a password, which every page would publish", () => {
    for (const value of ["https://user:secret@alex.example/", "https://user@alex.example/", "http://:secret@alex.example/"]) {
      expect(parseSiteUrl(value), value).toBeUndefined();
      expect(checkSettings({ siteUrl: value }).warnings).toEqual([expect.stringContaining("names a user or password")]);
      const site = siteSettings({ site: { url: value }, portrait: "https://alex.example/me.jpg" });
      expect(site.siteUrl, value).toBeUndefined();
      expect(site.warnings).toContainEqual(expect.stringMatching(/^site\.url .* names a user or password/));
      expect(JSON.stringify(site)).not.toContain("secret@");
    }
  });

  it("names each route's page on the site", () => {
    const site = parseSiteUrl("https://alex.example/portfolio/")!;
    expect(siteRouteUrl(site, "projects")).toBe("https://alex.example/portfolio/#/projects");
    expect(siteRouteUrl(site, "contact")).toBe("https://alex.example/portfolio/#/contact");
    expect(siteRouteUrl(parseSiteUrl("https://alex.example")!, "projects")).toBe("https://alex.example/#/projects");
  });

  it("resolves a relative portrait against the site; an absolute one, or no site, leaves it as it is", () => {
    const site = parseSiteUrl("https://alex.example/portfolio/");
    expect(onSite("assets/me.jpg", site)).toBe("https://alex.example/portfolio/assets/me.jpg");
    expect(onSite("/assets/me.jpg", site)).toBe("https://alex.example/assets/me.jpg");
    expect(onSite("https://cdn.example/me.jpg", site)).toBe("https://cdn.example/me.jpg");
    expect(onSite("assets/me.jpg", undefined)).toBe("assets/me.jpg");
    expect(onSite(undefined, site)).toBeUndefined();
  });
});

describe("the settings file's siteUrl and headingLevel", () => {
  it("keeps usable ones (a level written as a number too)", () => {
    expect(checkSettings({ siteUrl: "https://alex.example/", headingLevel: 3 })).toEqual({
      settings: { siteUrl: "https://alex.example/", headingLevel: "3" },
      warnings: [],
    });
  });

  it("leaves out, with a warning, a site that is no http(s) URL and a level outside 1 to 6", () => {
    const { settings, warnings } = checkSettings({ siteUrl: "/portfolio/", headingLevel: "7" });
    expect(settings).toEqual({});
    expect(warnings).toEqual([
      'siteUrl "/portfolio/" is not a usable http(s) URL: left out, as if unset.',
      'headingLevel "7" is not a whole number from 1 to 6: left out (2).',
    ]);
  });
});
