import { describe, expect, it } from "vitest";
import { ROUTES, parseRoute } from "../../src/router.ts";

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
});
