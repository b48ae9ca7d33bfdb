/**
 * The elements against unlucky and hostile conditions: a provider that never answers, a message over the
 * provider's limit, an e-mail setting carrying mailto headers, and content of any size from the service.
 * Real elements in Chromium, against the scripted local servers (tests/servers/*).
 */
import { executeServerCommand, setViewport } from "@web/test-runner-commands";
import { expect } from "chai";
import { DRAFT_KEY } from "../../src/elements/contact/draft.ts";
import { MAX_MESSAGE_BYTES, sendContactForm, TIMED_OUT_TEXT } from "../../src/services/mail.ts";
import { captureConsoleErrors, find, mount, nextFrame, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";
import { answerNext, FAILURE, newMailbox, PROVIDER_IDS, received } from "./mail-provider.ts";


/** Sets a field's value the way typing does (one input event), for texts too long to type key by key. */
function fill(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

async function contactForm(origin: string) {
  const element = await mount("portfolio-contact", { ...PROVIDER_IDS, "emailjs-origin": origin });
  await waitFor(() => element.shadowRoot?.querySelector("form"), "the form");
  const field = (name: string) => find<HTMLInputElement | HTMLTextAreaElement>(element, `[name="${name}"]`);
  return {
    element,
    field,
    button: () => find<HTMLButtonElement>(element, 'button[type="submit"]'),
    status: () => textOf(find(element, '[role="status"]')),
    reason: () => textOf(find(element, ".form-feedback-reason")),
    async fillIn(message: string) {
      fill(field("name"), "Ada Lovelace");
      await nextFrame();
      fill(field("email"), "ada@example.com");
      await nextFrame();
      fill(field("message"), message);
      await waitFor(() => field("message").value.length === message.length && field("name").value === "Ada Lovelace", "the fields filled in");
    },
  };
}

describe("the contact form against its provider", () => {
  let consoleErrors: ReturnType<typeof captureConsoleErrors>;
  beforeEach(() => {
    sessionStorage.removeItem(DRAFT_KEY);
    consoleErrors = captureConsoleErrors();
  });
  afterEach(() => {
    consoleErrors.restore();
    unmountAll();
    sessionStorage.removeItem(DRAFT_KEY);
  });

  it("ends a send the provider never answers within its bound, as a failure that says why", async () => {
    const mailbox = await newMailbox();
    // The provider holds the request far longer than the bound (25 s, shortened here to keep the test quick).
    await answerNext(mailbox, { delayMs: 20_000 });
    const form = document.createElement("form");
    for (const [name, value] of Object.entries({ name: "Ada", email: "ada@example.com", message: "Are you there?" })) {
      const field = document.createElement("input");
      Object.assign(field, { name, value });
      form.append(field);
    }
    const started = performance.now();
    const outcome = await sendContactForm(
      form,
      { emailjsServiceId: "service_test", emailjsTemplateId: "template_test", emailjsPublicKey: "public_test", emailjsOrigin: mailbox.origin },
      1000,
    );
    expect(performance.now() - started, "ended by the bound, not the answer").to.be.below(10_000);
    expect(outcome).to.deep.equal({ ok: false, status: 0, text: TIMED_OUT_TEXT, reason: "timeout" });
    expect(consoleErrors.lines.join("\n")).to.contain("did not answer in time");
  });

  it("tells the visitor a message over the provider's limit is too long, sends nothing and keeps the text", async () => {
    const mailbox = await newMailbox();
    const form = await contactForm(mailbox.origin);
    const long = `Start ${"x".repeat(MAX_MESSAGE_BYTES)} end`;
    await form.fillIn(long);
    form.button().click();
    const describedBy = await waitFor(() => form.field("message").getAttribute("aria-describedby"), "the message error");
    expect(textOf(shadow(form.element).getElementById(describedBy))).to.match(
      /^Message is too long to send: 51 kB, and the e-mail service accepts at most 50 kB\. Please shorten it\.$/,
    );
    // Compared by length and ends: chai's diff of two 50 kB strings would take minutes.
    expect(form.field("message").value.length).to.equal(long.length);
    expect(form.field("message").value.slice(-10)).to.equal(long.slice(-10));
    expect(form.field("message").getAttribute("aria-invalid")).to.equal("true");
    await waitFor(() => shadow(form.element).activeElement === form.field("message"), "focus on the message");
    expect(await received(mailbox)).to.deep.equal([]);
  });

  it("says why when the provider refuses a message as too large (413)", async () => {
    const mailbox = await newMailbox();
    await answerNext(mailbox, { status: 413, text: "Payload Too Large" });
    const form = await contactForm(mailbox.origin);
    await form.fillIn("Small enough here, too large for that provider");
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure");
    expect(form.reason()).to.equal("The message is larger than the e-mail service accepts (at most 50 kB): please shorten it.");
    expect(form.field("message").value).to.equal("Small enough here, too large for that provider");
    expect(form.button().disabled).to.equal(false);
  });
});

describe("an e-mail setting that is not a plain address", () => {
  afterEach(unmountAll);

  it("falls back as if unset: no mailto link, so no header an attacker wrote", async () => {
    for (const email of ["owner@x.com?bcc=spy@evil.example", "owner?bcc=spy@evil.example@x.com", "owner@x.com&body=click%20here"]) {
      const element = await mount("portfolio-contact", { email });
      const card = await waitFor(() => [...shadow(element).querySelectorAll(".link-card")].find((node) => textOf(node).startsWith("Email")), "the Email card");
      expect(card.closest("a"), email).to.equal(null);
      expect(textOf(card.querySelector(".link-card-text")), email).to.equal("Not set");
      expect(shadow(element).querySelector('a[href^="mailto:"]'), email).to.equal(null);
      unmountAll();
    }
    const element = await mount("portfolio-contact", { email: " owner@example.com " });
    const link = await waitFor(() => shadow(element).querySelector<HTMLAnchorElement>('a[href^="mailto:"]'), "the mailto link");
    expect(link.getAttribute("href")).to.equal("mailto:owner@example.com");
  });
});

describe("<portfolio-projects> with content of any size", () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  const endpoint = (scenario: string) => executeServerCommand("content-fault-url", { scenario }) as Promise<string>;
  const cards = (element: Element) => [...shadow(element).querySelectorAll<HTMLElement>(".project-card:not(.project-skeleton)")];

  it("shows the start of a 1,000,000-character description and a Show more control, never a sideways scroll", async () => {
    await setViewport({ width: 375, height: 800 });
    const element = await mount("portfolio-projects", { endpoint: await endpoint("huge-description") });
    const [huge, short] = await waitFor(() => (cards(element).length === 2 ? cards(element) : undefined), "the two cards", 10_000);
    const description = huge!.querySelector<HTMLElement>(".project-description")!;
    const more = huge!.querySelector<HTMLButtonElement>("button.project-more")!;
    expect(description.textContent!.length).to.be.at.most(281);
    expect(description.textContent!.endsWith("…")).to.equal(true);
    expect(textOf(more)).to.equal("Show more of One long word");
    expect(more.getAttribute("aria-expanded")).to.equal("false");
    expect(more.getAttribute("aria-controls")).to.equal(description.id);
    // The short one is shown whole, with no control.
    expect(textOf(short!.querySelector(".project-description"))).to.equal("Fits on a card.");
    expect(short!.querySelector("button")).to.equal(null);
    expect(document.documentElement.scrollWidth).to.be.at.most(375);
    expect(huge!.scrollWidth).to.be.at.most(huge!.clientWidth);

    more.click();
    await waitFor(() => more.getAttribute("aria-expanded") === "true", "expanded");
    expect(textOf(more)).to.equal("Show less of One long word");
    expect(description.textContent!.length).to.be.within(4_000, 5_100);
    expect(description.textContent).to.match(/… \([\d,]+ more characters not shown\)$/);
    await nextFrame();
    expect(document.documentElement.scrollWidth).to.be.at.most(375);
    more.click();
    await waitFor(() => more.getAttribute("aria-expanded") === "false", "collapsed again");
    expect(description.textContent!.length).to.be.at.most(281);
  });

  it("renders 5,000 projects a batch at a time: the first at once, more as the visitor nears the end or asks", async () => {
    const element = await mount("portfolio-projects", { endpoint: await endpoint("thousands") });
    await waitFor(() => cards(element).length > 0, "the first cards", 10_000);
    expect(cards(element)).to.have.length(9);
    const more = () => shadow(element).querySelector<HTMLButtonElement>(".projects-more button");
    expect(textOf(more())).to.equal("Show all 5,000 projects");
    more()!.click();
    await waitFor(() => cards(element).length === 48, "the first batch of all");
    expect(textOf(more())).to.equal("Show more projects (4,952 more)");
    more()!.click();
    await waitFor(() => cards(element).length === 96, "a second batch");
    // Nearing the end of the grid adds the next batch by itself.
    more()!.scrollIntoView();
    await waitFor(() => cards(element).length >= 144, "a batch added on scrolling");
    expect(textOf(cards(element)[0]!.querySelector(".project-title"))).to.equal("Project 1");
    expect(textOf(cards(element)[95]!.querySelector(".project-title"))).to.equal("Project 96");
  });
});

describe("an owner's text of any length", () => {
  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  // One word longer than a phone is wide: a double-barrelled surname, a URL in the availability line.
  const LONG = {
    name: "Maximiliana Wolfeschlegelsteinhausen-Bergerdorff",
    availability: "Open to roles · portfolio.wolfeschlegelsteinhausen-bergerdorff.example/availability",
    tagline: "I build internationalisation-and-accessibility-first interfaces",
  };

  for (const tag of ["portfolio-hero", "portfolio-footer", "portfolio-header"]) {
    it(`<${tag}> wraps it on a 320 px phone instead of widening the page`, async () => {
      await setViewport({ width: 320, height: 800 });
      const element = await mount(tag, LONG);
      await nextFrame();
      expect(document.documentElement.scrollWidth, "the page's width").to.be.at.most(320);
      const root = shadow(element).querySelector<HTMLElement>(".root")!;
      expect(root.scrollWidth, `<${tag}>'s own width`).to.be.at.most(root.clientWidth);
    });
  }
});
