import { describe, expect, it } from "vitest";
import { parseRoute, parseTagFilter, tagFilterHash } from "../../src/routing/router.ts";
import { ROUTES } from "../../src/routing/routes.ts";

describe("hash routes", () => {
  it("maps the four routes", () => {
    expect(parseRoute("#/")).toBe("home");
    expect(parseRoute("#/about")).toBe("about");
    expect(parseRoute("#/projects")).toBe("projects");
    expect(parseRoute("#/contact")).toBe("contact");
  });

  it("shows Home for an empty or unknown hash", () => {
    for (const hash of ["", "#", "#/nope", "#about", "#/About", "#/projects/1", "#main"]) {
      expect(parseRoute(hash), hash).toBe("home");
    }
  });

  it("tolerates a trailing slash and a query", () => {
    expect(parseRoute("#/about/")).toBe("about");
    expect(parseRoute("#/contact?ref=blog")).toBe("contact");
  });

  it("every route's link leads back to it", () => {
    for (const [route, href] of Object.entries(ROUTES)) expect(parseRoute(href)).toBe(route);
  });

  it("reads My Work's tag filter from the query, and ignores any other query", () => {
    expect(parseTagFilter("#/projects?tag=React")).toBe("React");
    expect(parseTagFilter("#/projects/?tag=node.js&ref=blog")).toBe("node.js");
    expect(parseTagFilter("#/projects?tag=%20Tailwind%20CSS%20")).toBe("Tailwind CSS");
    for (const hash of ["#/projects", "#/projects?tag=", "#/projects?ref=blog", "#/about?tag=React", "#/?tag=React", "#/projects#tag=React"]) {
      expect(parseTagFilter(hash), hash).toBe(undefined);
    }
  });

  it("writes a filter's address that reads back as the same tag", () => {
    for (const tag of ["C++", "Node.js", "Tailwind CSS", "C#", "a&b=c"]) {
      expect(parseRoute(tagFilterHash(tag))).toBe("projects");
      expect(parseTagFilter(tagFilterHash(tag))).toBe(tag);
    }
    expect(tagFilterHash(undefined)).toBe("#/projects");
  });
});
