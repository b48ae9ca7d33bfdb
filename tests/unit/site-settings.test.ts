import { describe, expect, it } from "vitest";
import { siteSettings } from "../../src/site/site-settings.ts";

const demo = {
  name: "Alex Rivera",
  portrait: "/assets/portrait.svg",
  github: "https://github.com/alex",
  endpoint: "/graphql",
  emailjsServiceId: "service_demo",
  emailjsTemplateId: "template_demo",
  emailjsPublicKey: "demo-public-key",
  emailjsOrigin: "/",
  theme: "auto",
};

describe("static site settings (npm run build:site)", () => {
  it("leaves out the demo server's relative services, with a warning for each", () => {
    const { settings, connect, warnings } = siteSettings(demo);
    expect(settings.endpoint).toBeUndefined();
    for (const key of ["emailjsOrigin", "emailjsServiceId", "emailjsTemplateId", "emailjsPublicKey"]) expect(settings).not.toHaveProperty(key);
    expect(settings).toMatchObject({ name: "Alex Rivera", github: "https://github.com/alex", theme: "auto" });
    expect(connect).toEqual([]);
    expect(warnings.join("\n")).toMatch(/endpoint "\/graphql"/);
    expect(warnings.join("\n")).toMatch(/emailjsOrigin "\/"/);
  });

  it("takes real services from the site section, and lists their origins for connect-src", () => {
    const { settings, connect, siteUrl, warnings } = siteSettings({
      ...demo,
      site: {
        url: "https://alex.github.io/portfolio",
        endpoint: "https://eu-west.cdn.example.com/v2/abc/master",
        emailjsOrigin: "https://api.emailjs.com",
        emailjsServiceId: "service_real",
      },
    });
    expect(settings.endpoint).toBe("https://eu-west.cdn.example.com/v2/abc/master");
    expect(settings.emailjsServiceId).toBe("service_real");
    expect(settings.emailjsTemplateId).toBe("template_demo");
    expect(settings).not.toHaveProperty("url");
    expect(siteUrl).toBe("https://alex.github.io/portfolio/");
    expect(connect).toEqual(["https://eu-west.cdn.example.com", "https://api.emailjs.com"]);
    expect(warnings).toEqual([]);
  });

  it("mail ids with no origin call the provider's default host", () => {
    const { connect } = siteSettings({ emailjsServiceId: "s", emailjsTemplateId: "t", emailjsPublicKey: "k" });
    expect(connect).toEqual(["https://api.emailjs.com"]);
  });

  it("copies a demo asset portrait and makes it relative; drops one it cannot ship", () => {
    expect(siteSettings(demo)).toMatchObject({ portraitFile: "portrait.svg", settings: { portrait: "assets/portrait.svg" } });
    expect(siteSettings({ portrait: "https://cdn.example.com/me.jpg" }).settings.portrait).toBe("https://cdn.example.com/me.jpg");
    const elsewhere = siteSettings({ portrait: "/photos/me.jpg" });
    expect(elsewhere.settings.portrait).toBeUndefined();
    expect(elsewhere.warnings.join("\n")).toMatch(/portrait "\/photos\/me.jpg"/);
    expect(siteSettings({ portrait: "/assets/../settings.json" }).portraitFile).toBeUndefined();
  });

  it("leaves out, with a warning, a setting that would break a page: a URL that does not parse, a mailto with headers", () => {
    const { settings, connect, warnings } = siteSettings({
      ...demo,
      portrait: "http://[::1",
      email: "owner@example.com?bcc=spy@evil.example",
      site: { endpoint: "https://[broken", emailjsOrigin: "https://api.emailjs.com" },
    });
    expect(settings.portrait).toBeUndefined();
    expect(settings.email).toBeUndefined();
    expect(settings.endpoint).toBeUndefined();
    expect(connect).toEqual(["https://api.emailjs.com"]);
    const text = warnings.join("\n");
    expect(text).toMatch(/portrait "http:\/\/\[::1"/);
    expect(text).toMatch(/email "owner@example.com\?bcc=spy@evil.example" is not a plain e-mail address/);
    expect(text).toMatch(/endpoint "https:\/\/\[broken"/);
  });

  it("refuses a public site whose services are on this computer or a private network, each with its fix", () => {
    const { errors } = siteSettings({
      ...demo,
      endpoint: "http://127.0.0.1:4173/graphql",
      emailjsOrigin: "http://192.168.1.20:8080",
      portrait: "http://localhost:4173/assets/me.jpg",
      site: { url: "https://alex.github.io/portfolio/" },
    });
    expect(errors).toEqual([
      'endpoint "http://127.0.0.1:4173/graphql" is on this computer or a private network, which visitors of https://alex.github.io/portfolio/ cannot reach: set "site": { "endpoint": "https://…" } to your hosted content service\'s address.',
      'emailjsOrigin "http://192.168.1.20:8080" is on this computer or a private network, which visitors of https://alex.github.io/portfolio/ cannot reach: set "site": { "emailjsOrigin": "https://api.emailjs.com" } (EmailJS\'s own), with your EmailJS ids.',
      'portrait "http://localhost:4173/assets/me.jpg" is on this computer or a private network, which visitors of https://alex.github.io/portfolio/ cannot reach: put the photo in demo/public/ and set "portrait": "/assets/<its file name>", or use its https:// address.',
    ]);
    for (const origin of ["http://10.0.0.5", "http://[::1]:4173", "http://nas.local", "http://[::ffff:7f00:1]"]) {
      expect(siteSettings({ emailjsOrigin: origin, site: { url: "https://alex.example/" } }).errors, origin).toHaveLength(1);
    }
    // The site section's own services replace them, and a site on this computer may use them.
    expect(siteSettings({ endpoint: "http://127.0.0.1:4173/graphql", site: { url: "https://alex.example/", endpoint: "https://cdn.example.com/graphql" } }).errors).toEqual([]);
    expect(siteSettings({ endpoint: "http://127.0.0.1:4173/graphql", site: { url: "http://127.0.0.1:8080/" } }).errors).toEqual([]);
    const unknown = siteSettings({ endpoint: "http://127.0.0.1:4173/graphql" });
    expect(unknown.errors).toEqual([]);
    expect(unknown.warnings.join("\n")).toMatch(/endpoint "http:\/\/127.0.0.1:4173\/graphql" is on this computer .* before you publish/);
  });
});
