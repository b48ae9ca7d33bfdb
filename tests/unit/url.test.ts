import { describe, expect, it } from "vitest";
import { httpUrl } from "../../src/url.ts";

describe("httpUrl", () => {
  it("keeps http and https URLs", () => {
    expect(httpUrl("https://github.com/alex")).toBe("https://github.com/alex");
    expect(httpUrl("  http://example.com/demo ")).toBe("http://example.com/demo");
  });

  it("drops every other scheme, as if absent", () => {
    for (const value of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "file:///etc/passwd", "mailto:a@b.c"]) {
      expect(httpUrl(value), value).toBeUndefined();
    }
  });

  it("drops values that are not absolute URLs or not strings", () => {
    for (const value of ["", "   ", "github.com/alex", "/relative", "https://", 42, null, undefined, {}]) {
      expect(httpUrl(value), String(value)).toBeUndefined();
    }
  });
});
