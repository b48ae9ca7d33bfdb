/**
 * The page renderers (src/site/) fed what a careless owner or a hostile content service may hand them:
 * strings that look like markup, like the template's own slots, or like line breaks. Every page must still
 * carry one policy, in its head, that names exactly the inline blocks a browser will see.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { renderFramePage } from "../../src/site/frames.ts";
import { InlineSources, contentSecurityPolicy, policyText, serviceOrigins } from "../../src/site/policy.ts";
import { renderSitePage } from "../../src/site/site-page.ts";

// Renders pages and opens them in Chromium: many seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ROOT = join(import.meta.dirname, "../..");
const BASE = { distDir: join(ROOT, "dist"), distUrl: "lib/", assetsUrl: "assets/" };

/** The text of a page's head, with its title's text and attribute values taken out: what is left is markup only. */
function headMarkup(html: string): string {
  return html.slice(0, html.indexOf("</head>")).replace(/<title>[^<]*<\/title>|"[^"]*"/g, "");
}

describe("a setting that reads like one of the template's slots", () => {
  const name = "Ann {{csp}} {{title}} Lee";

  it("stays text, and the page keeps its one policy in the head (static site)", async () => {
    const pages = [
      (await renderSitePage({ ...BASE, settings: { name }, csp: contentSecurityPolicy() })).html,
      (await renderFramePage({ ...BASE, settings: { name }, csp: contentSecurityPolicy(), element: "footer" })).html,
    ];
    for (const html of pages) {
      expect(html.match(/<meta http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^(Footer \| )?Ann \{\{csp\}\} \{\{title\}\} Lee \| Junior Software Engineer$/);
      expect(headMarkup(html)).not.toContain("{{");
      // The policy comes before the first inline script, so it applies to it.
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));
    }
  });

  it("leaves no slot behind on a page sent with its policy as a header (demo server)", async () => {
    const { html } = await renderSitePage({ ...BASE, settings: { name } });
    expect(headMarkup(html)).not.toContain("{{");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("Ann {{csp}} {{title}} Lee | Junior Software Engineer");
  });
});

describe("the hashes of the inline blocks", () => {
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("are of the text a browser checks: line breaks as \\n and NUL as U+FFFD, as its parser reads them (CRLF files on Windows)", () => {
    // Chromium refused both blocks of such a page when they were hashed as written (tried with puppeteer-core).
    const inline = new InlineSources();
    inline.style("body{color:red}\r\nhtml{color:blue}\r");
    inline.script("window.ran = 1;\r\nwindow.x = '\0';");
    expect(inline.sources("style-src")).toEqual([hash("body{color:red}\nhtml{color:blue}\n")]);
    expect(inline.sources("script-src")).toEqual([hash("window.ran = 1;\nwindow.x = '\uFFFD';")]);
    expect(policyText({ "script-src": ["'self'"] }, inline)).toBe(`script-src 'self' ${hash("window.ran = 1;\nwindow.x = '\uFFFD';")}`);
  });
});

describe("the services' origins in connect-src", () => {
  it("name only what a source list can hold: a host with ';' would end the directive and add one that blocks every script", async () => {
    expect(serviceOrigins({ endpoint: "https://x;script-src-elem/graphql", emailjsServiceId: "s", emailjsOrigin: "https://a'b.example" })).toEqual([]);
    expect(serviceOrigins({ endpoint: "http://[::1]:4000/graphql" })).toEqual([]);
    expect(serviceOrigins({ endpoint: " https://eu-west-2.cdn.hygraph.com/content/x/master", emailjsServiceId: "s" })).toEqual([
      "https://eu-west-2.cdn.hygraph.com",
      "https://api.emailjs.com",
    ]);
    expect(serviceOrigins({ endpoint: "/graphql", emailjsOrigin: "/" })).toEqual([]);
    const settings = { name: "Ann", endpoint: "https://x;script-src-elem/graphql" };
    const { html } = await renderSitePage({ ...BASE, settings, csp: contentSecurityPolicy(serviceOrigins(settings)) });
    const policy = (/http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "").replace(/&#39;/g, "'");
    expect(policy.split(";").map((directive) => directive.trim().split(" ")[0])).toEqual([
      "default-src", "script-src", "style-src", "img-src", "connect-src", "object-src", "base-uri", "form-action",
    ]);
  });
});
