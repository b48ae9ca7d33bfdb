import { describe, expect, it } from "vitest";
import { PLAIN_EMAIL } from "../../src/settings/kinds.ts";
import { checkSettings } from "../../src/site/settings.ts";
import { httpUrl, httpUrlOn, plainEmail } from "../../src/settings/kinds.ts";

describe("httpUrlOn", () => {
  it("resolves a path against the site, and applies httpUrl's rule to the result", () => {
    expect(httpUrlOn("/assets/me.jpg", "https://alex.dev/site/")).toBe("https://alex.dev/assets/me.jpg");
    expect(httpUrlOn(" me.jpg ", "https://alex.dev/site/")).toBe("https://alex.dev/site/me.jpg");
    expect(httpUrlOn("https://cdn.example/me.jpg", "https://alex.dev/")).toBe("https://cdn.example/me.jpg");
    for (const value of ["javascript:alert(1)", "data:image/png,x", "", "   ", 42]) expect(httpUrlOn(value, "https://alex.dev/"), String(value)).toBeUndefined();
  });

  it("is httpUrl without a base", () => {
    for (const value of ["https://alex.dev/", "/relative", "", "javascript:x"]) expect(httpUrlOn(value, undefined)).toBe(httpUrl(value));
  });
});

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

describe("plainEmail", () => {
  const plain = ["owner@example.com", " alex.rivera+site@mail.example.co.uk ", "o'brien@example.ie", "a_b-c@sub-domain.example"];
  const notPlain = [
    "owner@x.com?bcc=spy@evil.example",
    "owner?bcc=spy@evil.example@x.com",
    "own?cc=spy@x.com",
    "owner@x.com&body=hi",
    "owner%40x.com@x.com",
    "owner@x.com#frag",
    "owner@localhost",
    "owner @x.com",
    "owner@x.com\r\nBcc: spy@evil.example",
    "<owner@x.com>",
    "",
    "@x.com",
  ];

  it("keeps a plain address, trimmed", () => {
    for (const value of plain) expect(plainEmail(value), value).toBe(value.trim());
  });

  it("drops anything a mailto link would read as headers, escapes or a fragment", () => {
    for (const value of notPlain) expect(plainEmail(value), value).toBeUndefined();
    for (const value of [undefined, null, 42, {}]) expect(plainEmail(value)).toBeUndefined();
  });

  it("is the rule the settings file is checked with (src/site/settings.ts)", () => {
    for (const value of [...plain, ...notPlain]) expect(PLAIN_EMAIL.test(value.trim()), value).toBe(plainEmail(value) !== undefined);
    expect(checkSettings({ email: "owner@x.com?bcc=spy@evil.example" }).settings).toEqual({});
  });
});
