/**
 * The elements themselves take and refuse what tests/unit/settings-one-rule.test.ts says their parsers do, for a
 * sample of each kind: set the attribute, watch what the element uses.
 */
import { expect } from "chai";
import { captureConsoleWarnings, find, mount, shadow, unmountAll, waitFor } from "./helpers.ts";

/** A tag far past 64 characters: refused before any Intl call. */
const LONG_TAG = `en-${"a1b2c-".repeat(5000)}x`;

describe("one rule per setting, in the elements", () => {
  let warnings: ReturnType<typeof captureConsoleWarnings>;
  beforeEach(() => (warnings = captureConsoleWarnings()));
  afterEach(() => {
    warnings.restore();
    unmountAll();
  });

  it("lang: a tag with an extension is taken; a tag of thousands of subtags is refused at once", async () => {
    const taken = await mount("portfolio-about", { lang: "en-u-nu-arab" });
    await waitFor(() => shadow(taken).querySelector(".root")?.getAttribute("lang") === "en-u-nu-arab", "lang on the root");
    const started = performance.now();
    const refused = await mount("portfolio-about", { lang: LONG_TAG });
    await waitFor(() => shadow(refused).querySelector("h2"), "the About heading");
    expect(shadow(refused).querySelector(".root")?.getAttribute("lang") ?? "en").to.equal("en");
    expect(performance.now() - started).to.be.below(3000);
    expect(warnings.lines.join("\n")).to.contain("is not a language tag");
  });

  it("heading-level: 9 is refused (the default, h2), 4 taken", async () => {
    const refused = await mount("portfolio-about", { "heading-level": "9" });
    expect(find(refused, "h2")).to.exist;
    const taken = await mount("portfolio-about", { "heading-level": "4" });
    expect(find(taken, "h4")).to.exist;
  });

  it("site-url: an address naming a user or password is refused, never linked", async () => {
    const hero = await mount("portfolio-hero", { name: "Ada", "site-url": "https://ada:secret@ada.example/" });
    const href = find<HTMLAnchorElement>(hero, ".button-primary").getAttribute("href") ?? "";
    expect(href).not.to.contain("secret");
    expect(href).to.equal("#/projects");
  });

  it("texts and names holding {__proto__} or {constructor} show as written", async () => {
    const hero = await mount("portfolio-hero", { name: "{constructor}", tagline: "{__proto__}", texts: JSON.stringify({ "hero.viewWork": "{__proto__}" }) });
    await waitFor(() => find(hero, ".button-primary").textContent === "{__proto__}", "the owner's text");
    expect(find(hero, "h1, h2").textContent).to.contain("{constructor}");
  });

  it("email: an address with mailto headers is refused (Not set)", async () => {
    const contact = await mount("portfolio-contact", { email: "owner@x.com?bcc=spy@evil.example" });
    expect(shadow(contact).querySelector('a[href^="mailto:"]')).to.equal(null);
  });
});
