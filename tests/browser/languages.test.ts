/**
 * A page in German or Arabic (issue 33): no text of the English catalog left on any route or in any state of the
 * project list and the contact form, nor in an aria-label; Arabic laid out right to left, with no sideways scroll,
 * and no serious accessibility finding, in both themes at 375 and 1280 px.
 */
import { expect } from "chai";
import { emulateMedia, setViewport } from "@web/test-runner-commands";
import axe from "axe-core";
import { en } from "../../src/i18n/en.ts";
import { contentEndpoint } from "./content-service.ts";
import { answerNext, newMailbox, PROVIDER_IDS } from "./mail-provider.ts";
import { find, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** The English catalog's sentences and labels that another language must not show (names like "GitHub" aside). */
function englishOf(catalog: Record<string, string>): string[] {
  return Object.entries(en)
    .map(([id, text]) => [id, text.split(/\{[^}]*\}|#/)[0]!.trim()] as const)
    // A word both languages write (a name, a technology) is no slip.
    .filter(([id, text]) => text.length >= 6 && !catalog[id]?.includes(text))
    .map(([, text]) => text);
}

/** Every text and label in the element's shadow root. */
function allWords(element: Element): string {
  const root = shadow(element);
  const labels = [...root.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].map((node) =>
    ["aria-label", "title", "alt", "placeholder"].map((name) => node.getAttribute(name) ?? "").join(" "),
  );
  return `${root.textContent ?? ""} ${labels.join(" ")}`;
}

/** Whether `text` stands in `words` as words of its own, not inside a longer word ("System" in "Systemeinstellung"). */
const standsIn = (words: string, text: string) =>
  new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(words);

function expectNoEnglish(element: Element, english: string[], where: string): void {
  const words = allWords(element);
  expect(english.filter((text) => standsIn(words, text)), where).to.deep.equal([]);
}

for (const lang of ["de", "ar"] as const) {
  describe(`a page in ${lang}`, () => {
    let english: string[];
    before(async () => {
      const catalog = (await import(`../../src/i18n/${lang}.ts`)) as { default: Record<string, string> };
      english = englishOf(catalog.default);
    });
    afterEach(unmountAll);

    it("every route of the app, in its language", async () => {
      const app = await mount("portfolio-app", { name: "Priya", lang, endpoint: await contentEndpoint("ok"), email: "priya@example.com" });
      for (const hash of ["#/", "#/about", "#/projects", "#/contact"]) {
        window.location.hash = hash;
        await waitFor(() => shadow(app).querySelector(`main [data-route="${hash.slice(2) || "home"}"], main h1`), hash);
        if (hash === "#/projects") await waitFor(() => shadow(app).querySelector(".project-card:not(.project-skeleton)"), "the cards");
        expectNoEnglish(app, english, hash);
      }
      window.location.hash = "";
    });

    it("the project list's loading, error and empty states", async () => {
      for (const [scenario, ready] of [
        ["status-500", "[role=alert]"],
        ["empty", ".projects-empty, [part~=projects-empty]"],
        ["drop", "[role=alert]"],
      ] as const) {
        const projects = await mount("portfolio-projects", { lang, endpoint: await contentEndpoint(scenario) });
        await waitFor(() => shadow(projects).querySelector(ready), scenario);
        expectNoEnglish(projects, english, scenario);
        unmountAll();
      }
      const unset = await mount("portfolio-projects", { lang });
      expectNoEnglish(unset, english, "no endpoint");
      const loading = await mount("portfolio-projects", { lang, endpoint: await contentEndpoint("ok", 3000) });
      expectNoEnglish(loading, english, "loading");
    });

    it("the contact form's errors, sending, sent and failed", async () => {
      sessionStorage.clear();
      const mailbox = await newMailbox();
      const contact = await mount("portfolio-contact", { lang, ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
      const form = find<HTMLFormElement>(contact, "form");
      find<HTMLButtonElement>(contact, "button[type=submit]").click();
      await waitFor(() => shadow(contact).querySelectorAll(".field-error").length === 3, "the three errors");
      expectNoEnglish(contact, english, "errors");
      const type = (name: string, value: string) => {
        const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)!;
        field.value = value;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      };
      type("email", "not-an-address");
      find<HTMLButtonElement>(contact, "button[type=submit]").click();
      await waitFor(() => shadow(contact).querySelectorAll(".field-error").length === 3, "the invalid address");
      expectNoEnglish(contact, english, "invalid address");
      type("name", "Jordan");
      type("email", "jordan@example.com");
      type("message", "Hello!");
      for (const [answer, state] of [
        [{ status: 200, delayMs: 600 }, "sent"],
        [{ status: 429 }, "too many"],
        [{ status: 500 }, "failed"],
      ] as const) {
        await answerNext(mailbox, answer);
        if (state !== "sent") {
          type("message", "Hello again!");
        }
        find<HTMLButtonElement>(contact, "button[type=submit]").click();
        if (state === "sent") {
          await waitFor(() => find<HTMLButtonElement>(contact, "button[type=submit]").disabled, "sending");
          expectNoEnglish(contact, english, "sending");
        }
        await waitFor(() => shadow(contact).querySelector(".form-feedback-success, .form-feedback-error"), state);
        expectNoEnglish(contact, english, state);
        if (state === "sent") {
          type("name", "Jordan");
          type("email", "jordan@example.com");
        }
      }
    });
  });
}

describe("Arabic, right to left", () => {
  after(async () => {
    unmountAll();
    await emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [375, 1280]) {
    for (const scheme of ["light", "dark"] as const) {
      it(`at ${width} px in ${scheme}: right to left, no sideways scroll, no serious axe finding`, async () => {
        document.documentElement.lang = "en";
        document.title = "Arabic check";
        await setViewport({ width, height: 800 });
        await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        const app = await mount("portfolio-app", { name: "بريا", lang: "ar", endpoint: await contentEndpoint("ok") });
        for (const hash of ["#/", "#/about", "#/projects", "#/contact"]) {
          window.location.hash = hash;
          await waitFor(() => textOf(shadow(app).querySelector("main h1")), hash);
          const root = shadow(app).querySelector(".root")!;
          expect(getComputedStyle(root).direction, hash).to.equal("rtl");
          expect(root.getAttribute("lang"), hash).to.equal("ar");
          expect(document.documentElement.scrollWidth, `${hash}: sideways scroll`).to.be.at.most(document.documentElement.clientWidth);
          const results = await axe.run(document, { resultTypes: ["violations"] });
          const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" > ")).join(", ")}`);
          expect(serious, hash).to.deep.equal([]);
        }
        window.location.hash = "";
        unmountAll();
      });
    }
  }
});
