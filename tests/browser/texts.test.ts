/**
 * The owner's words and language: `texts` overrides any text by its id (attribute JSON, object property, page
 * config), `lang` renders the built-in languages from the first render on, marks the shadow content's `lang` and
 * `dir`, and a bad value warns once and breaks nothing.
 */
import { expect } from "chai";
import { captureConsoleWarnings, find, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** Every text in the element's shadow root, with its aria-labels, titles and alt texts. */
function allWords(element: Element): string {
  const root = shadow(element);
  const labels = [...root.querySelectorAll("[aria-label], [title], [alt]")].map((node) =>
    ["aria-label", "title", "alt"].map((name) => node.getAttribute(name) ?? "").join(" "),
  );
  return `${root.textContent ?? ""} ${labels.join(" ")}`;
}

describe("the owner's texts", () => {
  let warnings: ReturnType<typeof captureConsoleWarnings>;
  const added: Element[] = [];
  beforeEach(() => (warnings = captureConsoleWarnings()));
  afterEach(() => {
    warnings.restore();
    unmountAll();
    for (const element of added.splice(0)) element.remove();
  });

  it("replace a text by its id, given as the attribute's JSON", async () => {
    const hero = await mount("portfolio-hero", { name: "Ada", texts: JSON.stringify({ "hero.viewWork": "See my projects", "hero.greeting": "Hi, {name} here" }) });
    expect(textOf(find(hero, ".button-primary"))).to.equal("See my projects");
    expect(textOf(find(hero, "h2"))).to.equal("Hi, Ada here");
    expect(textOf(find(hero, ".button-secondary"))).to.equal("Get In Touch");
  });

  it("replace a text given as an object property", async () => {
    const footer = await mount("portfolio-footer", { name: "Ada" });
    (footer as HTMLElement & { texts: unknown }).texts = { "footer.copyright": "© {year} Ada" };
    await waitFor(() => textOf(find(footer, ".footer-copy")).endsWith("Ada"), "the new copyright line");
    expect(footer.getAttribute("texts")).to.equal('{"footer.copyright":"© {year} Ada"}');
  });

  it("come from the page config, and name an unknown id in one warning", async () => {
    const config = document.createElement("script");
    config.type = "application/json";
    config.id = "portfolio-config";
    config.textContent = JSON.stringify({ texts: { "header.openMenu": "Menu", "header.nope": "?" } });
    document.body.append(config);
    added.push(config);
    const header = await mount("portfolio-header");
    await mount("portfolio-header");
    expect(find(header, ".menu-toggle").getAttribute("aria-label")).to.equal("Menu");
    expect(warnings.lines.filter((line) => line.includes('"header.nope"'))).to.have.length(1);
  });
});

describe("the owner's language", () => {
  let warnings: ReturnType<typeof captureConsoleWarnings>;
  beforeEach(() => (warnings = captureConsoleWarnings()));
  afterEach(() => {
    warnings.restore();
    unmountAll();
  });

  it("renders German from the first render, with no English text left", async () => {
    const contact = await mount("portfolio-contact", { lang: "de", email: "ada@example.com" });
    expect(textOf(find(contact, "h2"))).to.equal("Lassen Sie uns zusammenarbeiten");
    expect(find(contact, ".root, [part=base]").closest("[lang]")?.getAttribute("lang")).to.equal("de");
    for (const english of ["Let's Work Together", "Send Message", "Message", "Email", "opens in a new tab"]) {
      expect(allWords(contact), english).not.to.contain(english);
    }
  });

  it("shows the form's messages in the language", async () => {
    // An empty form: no draft an earlier test typed (the form keeps a visitor's draft for the session).
    sessionStorage.clear();
    const contact = await mount("portfolio-contact", { lang: "fr" });
    find<HTMLButtonElement>(contact, "button[type=submit]").click();
    await waitFor(() => shadow(contact).querySelector(".field-error"), "the errors");
    expect([...shadow(contact).querySelectorAll(".field-error")].map(textOf)).to.deep.equal([
      "Veuillez indiquer votre nom.",
      "Veuillez indiquer votre adresse e-mail.",
      "Veuillez écrire un message.",
    ]);
  });

  it("lays Arabic out right to left", async () => {
    const header = await mount("portfolio-header", { lang: "ar" });
    const root = shadow(header).querySelector(".root")!;
    expect(root.getAttribute("dir")).to.equal("rtl");
    expect(root.getAttribute("lang")).to.equal("ar");
    expect(getComputedStyle(find(header, ".header-bar")).direction).to.equal("rtl");
    expect(find(header, ".menu-toggle").getAttribute("aria-label")).to.equal("فتح القائمة");
  });

  it("changes language when the setting changes", async () => {
    const hero = await mount("portfolio-hero", { name: "Ada" });
    expect(textOf(find(hero, ".button-primary"))).to.equal("View My Work");
    hero.setAttribute("lang", "es");
    await waitFor(() => textOf(find(hero, ".button-primary")) === "Ver mis proyectos", "Spanish");
    hero.removeAttribute("lang");
    await waitFor(() => textOf(find(hero, ".button-primary")) === "View My Work", "English again");
    expect(shadow(hero).querySelector(".root")!.hasAttribute("lang")).to.equal(false);
  });

  it("falls back to the base language, then English, with one warning each", async () => {
    const hero = await mount("portfolio-hero", { lang: "pt-PT" });
    await mount("portfolio-hero", { lang: "pt-PT" });
    expect(textOf(find(hero, ".button-primary"))).to.equal("Ver meus projetos");
    const japanese = await mount("portfolio-hero", { lang: "ja" });
    expect(textOf(find(japanese, ".button-primary"))).to.equal("View My Work");
    expect(warnings.lines.filter((line) => line.includes('"pt-PT"'))).to.have.length(1);
    expect(warnings.lines.filter((line) => line.includes('"ja"'))).to.have.length(1);
  });
});
