/**
 * <portfolio-contact>'s protection against bots, in a real Chromium sending with the real `@emailjs/browser` to the
 * scripted local provider (tests/servers/mail-faults.mjs), which records each multipart body it receives: the
 * honeypot, always there, and the opt-in guards (`emailjs-limit-rate`, `emailjs-block-headless`, `emailjs-block-list`).
 */
import { a11ySnapshot, sendKeys, setViewport } from "@web/test-runner-commands";
import axe from "axe-core";
import { expect } from "chai";
import { DRAFT_KEY } from "../../src/elements/contact/draft.ts";
import { captureConsoleErrors, find, mount, nextFrame, settled, textOf, unmountAll, waitFor } from "./helpers.ts";
import { answerNext, FAILURE, newMailbox, PROVIDER_IDS, received, SUCCESS, type Mailbox } from "./mail-provider.ts";

/** Where the form keeps the time of the browser's last send (src/elements/contact/guards/): not imported, so that
 * only the form fetches that code. */
const LAST_SEND_KEY = "portfolio-elements:last-send";

const ADA = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello there" };

/** What the provider must receive from a person's send: the contract's fields, nothing more. */
const CONTRACT_FIELDS = ["name", "email", "message", "lib_version", "service_id", "template_id", "user_id"];

async function mountForm(mailbox: Mailbox, attributes: Record<string, string> = {}) {
  const element = await mount("portfolio-contact", { ...PROVIDER_IDS, "emailjs-origin": mailbox.origin, ...attributes });
  await waitFor(() => element.shadowRoot?.querySelector("form"), "the contact form");
  const field = (name: string) => find<HTMLInputElement | HTMLTextAreaElement>(element, `form [name="${name}"]`);
  return {
    element,
    field,
    honeypot: () => find<HTMLInputElement>(element, ".honeypot input"),
    button: () => find<HTMLButtonElement>(element, 'button[type="submit"]'),
    status: () => textOf(find(element, '[role="status"]')),
  };
}

type Form = Awaited<ReturnType<typeof mountForm>>;

async function fillIn(form: Form, values = ADA) {
  for (const [name, text] of Object.entries(values)) {
    form.field(name).focus();
    await sendKeys({ type: text });
  }
}

/** Every `type` event that reaches the document, with its detail and how it travelled. */
function heard(type: string) {
  const events: { detail: unknown; bubbles: boolean; composed: boolean; target: EventTarget | null }[] = [];
  const listener = (event: Event) =>
    events.push({ detail: (event as CustomEvent).detail, bubbles: event.bubbles, composed: event.composed, target: event.target });
  document.addEventListener(type, listener);
  stopListening.push(() => document.removeEventListener(type, listener));
  return events;
}

const stopListening: (() => void)[] = [];

/** The focused element, looked for inside shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

interface AxNode {
  role?: string;
  name?: string;
  children?: AxNode[];
}

function axNodes(node: AxNode | null | undefined): AxNode[] {
  return node ? [node, ...(node.children ?? []).flatMap(axNodes)] : [];
}

let consoleErrors: ReturnType<typeof captureConsoleErrors>;

describe("<portfolio-contact> against bots: the honeypot", () => {
  beforeEach(() => {
    sessionStorage.removeItem(DRAFT_KEY);
    consoleErrors = captureConsoleErrors();
  });

  afterEach(() => {
    consoleErrors.restore();
    stopListening.splice(0).forEach((stop) => stop());
    unmountAll();
    sessionStorage.removeItem(DRAFT_KEY);
  });

  it("a form filled in every field, the honeypot too, shows the usual success, sends nothing and fires portfolio-message-blocked", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox);
    const blocked = heard("portfolio-message-blocked");
    const sent = heard("portfolio-message-sent");
    await fillIn(form);
    // As a bot fills it: every field it finds, by script.
    form.honeypot().value = "https://spam.example";
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    await waitFor(() => blocked.length === 1, "portfolio-message-blocked");
    expect(blocked[0]!.detail).to.deep.equal({ reason: "honeypot" });
    expect(blocked[0]!.bubbles && blocked[0]!.composed, "bubbling and composed").to.equal(true);
    expect(blocked[0]!.target === form.element, "dispatched on the element").to.equal(true);
    // Cleared as after a real send.
    expect(["name", "email", "message"].map((name) => form.field(name).value)).to.deep.equal(["", "", ""]);
    await nextFrame();
    expect(sent).to.have.length(0);
    expect(await received(mailbox)).to.deep.equal([]);
  });

  it("a person's send carries exactly the contract's fields, read from the multipart body", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox);
    const blocked = heard("portfolio-message-blocked");
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    const messages = await received(mailbox);
    expect(messages).to.have.length(1);
    expect(Object.keys(messages[0]!).sort()).to.deep.equal([...CONTRACT_FIELDS].sort());
    expect(messages[0]).to.include(ADA);
    expect(blocked).to.have.length(0);
    // With no guard set, their code is never fetched.
    expect(performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/guards/"))).to.deep.equal([]);
  });

  it("is named nothing autofill knows, has autocomplete off, and is off screen", async () => {
    const form = await mountForm(await newMailbox());
    const honeypot = form.honeypot();
    expect(honeypot.autocomplete).to.equal("off");
    expect(honeypot.name).to.not.match(/name|mail|phone|tel|address|url|website|company|organi[sz]ation/i);
    // Outside the form, so `sendForm` (the form's data) never carries it.
    expect(honeypot.form).to.equal(null);
    const box = honeypot.getBoundingClientRect();
    expect(box.right <= 0 || box.left >= innerWidth, `off screen (${box.left}–${box.right})`).to.equal(true);
    expect(document.scrollingElement!.scrollWidth, "no horizontal scroll").to.be.at.most(innerWidth);
  });

  it("is absent from the accessibility tree and from the tab order", async () => {
    const form = await mountForm(await newMailbox());
    const tree = (await a11ySnapshot({})) as unknown as AxNode;
    const textboxes = axNodes(tree).filter((node) => node.role === "textbox");
    expect(textboxes.map((node) => node.name)).to.deep.equal(["Name", "Email", "Message"]);

    // Tab from the start of the page through the element and out of it.
    (document.activeElement as HTMLElement | null)?.blur();
    const reached: (Element | null)[] = [];
    for (let step = 0; step < 8; step += 1) {
      await sendKeys({ press: "Tab" });
      reached.push(deepActiveElement());
    }
    expect(reached).to.include(form.field("message"));
    expect(reached).to.include(form.button());
    expect(reached.includes(form.honeypot()), "the honeypot is never focused").to.equal(false);
  });
});

/** axe's findings inside the element, past the colour transitions. */
async function axeViolations(element: Element): Promise<string[]> {
  await settled();
  const { violations } = await axe.run(element, { resultTypes: ["violations"] });
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" > ")).join(", ")}`);
}

describe("<portfolio-contact> against bots: the provider's guards, opt-in", () => {
  beforeEach(() => {
    sessionStorage.removeItem(DRAFT_KEY);
    localStorage.removeItem(LAST_SEND_KEY);
    consoleErrors = captureConsoleErrors();
  });

  afterEach(() => {
    consoleErrors.restore();
    stopListening.splice(0).forEach((stop) => stop());
    unmountAll();
    sessionStorage.removeItem(DRAFT_KEY);
    localStorage.removeItem(LAST_SEND_KEY);
  });

  it("emailjs-limit-rate: a second send inside the interval is refused with how long to wait, and nothing is sent", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox, { "emailjs-limit-rate": "30" });
    const blocked = heard("portfolio-message-blocked");
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the first send's success");
    expect(await received(mailbox)).to.have.length(1);

    await fillIn(form, { ...ADA, message: "And again" });
    form.button().click();
    await waitFor(() => blocked.length === 1, "portfolio-message-blocked");
    expect(blocked[0]!.detail).to.deep.equal({ reason: "rate" });
    // Typing the second message took a few of the 30 seconds.
    const [, seconds] = /^You can send another message in (\d+) seconds\.$/.exec(form.status()) ?? [];
    expect(Number(seconds), form.status()).to.be.within(15, 30);
    // What she typed stays for when the interval is over.
    expect(form.field("message").value).to.equal("And again");
    expect(await axeViolations(form.element)).to.deep.equal([]);
    expect(await received(mailbox)).to.have.length(1);

    // Once the interval is over (the stored time moved back), the same message goes.
    localStorage.setItem(LAST_SEND_KEY, String(Date.now() - 31_000));
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the second send's success");
    expect((await received(mailbox)).map((message) => message.message)).to.deep.equal([ADA.message, "And again"]);
  });

  it("emailjs-limit-rate: the wait is written in the page's language", async () => {
    const mailbox = await newMailbox();
    localStorage.setItem(LAST_SEND_KEY, String(Date.now()));
    const form = await mountForm(mailbox, { "emailjs-limit-rate": "600", lang: "de" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status().startsWith("Sie können"), "the German wait");
    expect(form.status()).to.equal("Sie können in 10 Minuten eine weitere Nachricht senden.");
    expect(await received(mailbox)).to.have.length(0);
  });

  it("a provider's 429 keeps the spec's failure text with the interval set", async () => {
    const mailbox = await newMailbox();
    await answerNext(mailbox, { status: 429, text: "Too Many Requests" });
    const form = await mountForm(mailbox, { "emailjs-limit-rate": "30" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    // A failed send starts no interval: the retry goes at once.
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the retry's success");
    expect(await received(mailbox)).to.have.length(2);
  });

  it("emailjs-block-list: a listed sender reads the usual success and nothing is sent", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox, { "emailjs-block-list": "spam@example.com, Ada@Example.com" });
    const blocked = heard("portfolio-message-blocked");
    const sent = heard("portfolio-message-sent");
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    await waitFor(() => blocked.length === 1, "portfolio-message-blocked");
    expect(blocked[0]!.detail).to.deep.equal({ reason: "block-list" });
    expect(await axeViolations(form.element)).to.deep.equal([]);
    expect(sent).to.have.length(0);
    expect(await received(mailbox)).to.have.length(0);

    // Anyone else sends as usual.
    await fillIn(form, { ...ADA, email: "grace@example.com" });
    form.button().click();
    await waitFor(() => sent.length === 1, "portfolio-message-sent");
    expect((await received(mailbox)).map((message) => message.email)).to.deep.equal(["grace@example.com"]);
  });

  it("emailjs-block-headless: this headless, automated Chromium is refused with the failure text, and nothing is sent", async () => {
    expect(navigator.webdriver, "the test browser is automated").to.equal(true);
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox, { "emailjs-block-headless": "on" });
    const blocked = heard("portfolio-message-blocked");
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    await waitFor(() => blocked.length === 1, "portfolio-message-blocked");
    expect(blocked[0]!.detail).to.deep.equal({ reason: "headless" });
    expect(form.field("message").value).to.equal(ADA.message);
    expect(await axeViolations(form.element)).to.deep.equal([]);
    expect(await received(mailbox)).to.have.length(0);
  });

  it("off: an unusable setting guards nothing", async () => {
    const mailbox = await newMailbox();
    localStorage.setItem(LAST_SEND_KEY, String(Date.now()));
    const form = await mountForm(mailbox, { "emailjs-limit-rate": "soon", "emailjs-block-list": "ada@example.com, not an address", "emailjs-block-headless": "off" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    expect(await received(mailbox)).to.have.length(1);
  });
});

describe("<portfolio-contact>: the success where the visitor is looking", () => {
  beforeEach(() => sessionStorage.removeItem(DRAFT_KEY));

  afterEach(async () => {
    unmountAll();
    document.querySelector("#spacer")?.remove();
    sessionStorage.removeItem(DRAFT_KEY);
    await setViewport({ width: 800, height: 600 });
  });

  it("stands above the emptied form, in view at 375 px, announced, and the form sends again", async () => {
    await setViewport({ width: 375, height: 667 });
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox);
    const feedback = () => find(form.element, ".form-feedback");
    await fillIn(form);
    // The visitor has scrolled down to the button, as on a phone; the top of the form is out of view.
    form.button().scrollIntoView({ block: "end" });
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    expect(find(form.element, '[role="status"]').getAttribute("aria-live")).to.equal("polite");
    expect(feedback().getBoundingClientRect().bottom, "above the first field").to.be.at.most(form.field("name").getBoundingClientRect().top);
    await waitFor(() => {
      const box = feedback().getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    }, "the success in view");

    await fillIn(form, { ...ADA, message: "One more thing" });
    form.button().click();
    await waitFor(async () => (await received(mailbox)).length === 2, "the second message");
  });

  it("a failure stays under the button", async () => {
    const form = await mountForm({ origin: "", box: "" }, { "emailjs-service-id": "" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    expect(find(form.element, ".form-feedback").getBoundingClientRect().top).to.be.at.least(form.button().getBoundingClientRect().bottom);
  });
});

describe("<portfolio-contact>: reCAPTCHA only with recaptcha-site-key", () => {
  /** Google's checkbox script, as the form asks for it. */
  const captchaScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[src]")].filter((script) => script.src.startsWith("https://www.google.com/recaptcha/api.js"));
  /** Every request of the page to another host than the tests' own local servers. */
  const thirdPartyRequests = () =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name)).filter((url) => !["127.0.0.1", "localhost"].includes(url.hostname));

  beforeEach(() => {
    sessionStorage.removeItem(DRAFT_KEY);
    consoleErrors = captureConsoleErrors();
  });

  afterEach(() => {
    consoleErrors.restore();
    unmountAll();
    captchaScripts().forEach((script) => script.remove());
    sessionStorage.removeItem(DRAFT_KEY);
  });

  it("without a key: nothing is loaded from another host, no slot, no extra field", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox);
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    expect(captchaScripts()).to.deep.equal([]);
    expect(thirdPartyRequests().map(String)).to.deep.equal([]);
    expect(form.element.shadowRoot!.querySelector("slot")).to.equal(null);
    expect(Object.keys((await received(mailbox))[0]!)).to.not.include("g-recaptcha-response");
  });

  it("with a key: Google's script is asked for when the visitor first focuses the form, never before", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox, { "recaptcha-site-key": "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" });
    // Every script the page is given, kept as it arrives: a failed load (no network here) removes its element.
    const added: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach((node) => node instanceof HTMLScriptElement && added.push(node.src))),
    );
    observer.observe(document.head, { childList: true });
    try {
      await nextFrame();
      expect(added, "nothing before a focus").to.deep.equal([]);
      expect(await axeViolations(form.element)).to.deep.equal([]);
      form.field("name").focus();
      await waitFor(() => added.length, "the reCAPTCHA script");
      const url = new URL(added[0]!);
      expect(url.origin + url.pathname).to.equal("https://www.google.com/recaptcha/api.js");
      expect(url.searchParams.get("render")).to.equal("explicit");
      expect(url.searchParams.get("hl")).to.equal("en");
      // The request went out, and failed here: the form says so to the owner and stays usable.
      await waitFor(() => consoleErrors.lines.some((line) => line.includes("reCAPTCHA's script could not be loaded")), "the load failure", 10_000);
      // The checkbox renders into the host's light DOM (reCAPTCHA cannot work in a shadow root), shown by the form's slot.
      expect(form.element.shadowRoot!.querySelector("form slot[name='recaptcha']")).to.not.equal(null);
    } finally {
      observer.disconnect();
    }
  });

  it("with a key: a send carries the contract's fields and g-recaptcha-response, nothing else", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm(mailbox, { "recaptcha-site-key": "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    const [message] = await received(mailbox);
    expect(Object.keys(message!).sort()).to.deep.equal([...CONTRACT_FIELDS, "g-recaptcha-response"].sort());
  });

  // Last: the form keeps the checkbox API it was given for the rest of the page.
  it("with a key: an unticked checkbox stops the send, its token goes with the next, and the box is cleared after", async () => {
    // Google's API stood in for by the page (no network here): given to the form when its script element arrives.
    const widgets: { callback: (token: string) => void }[] = [];
    const resets: number[] = [];
    const grecaptcha = {
      render: (container: Element, parameters: { callback: (token: string) => void }) => {
        container.textContent = "the checkbox";
        return widgets.push(parameters) - 1;
      },
      reset: (widget: number) => void resets.push(widget),
    };
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        record.addedNodes.forEach((node) => {
          const onload = node instanceof HTMLScriptElement ? new URL(node.src).searchParams.get("onload") : null;
          if (!onload) return;
          Object.assign(window, { grecaptcha });
          (window as unknown as Record<string, () => void>)[onload]!();
        }),
      ),
    );
    observer.observe(document.head, { childList: true });
    try {
      const mailbox = await newMailbox();
      const form = await mountForm(mailbox, { "recaptcha-site-key": "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" });
      const blocked = heard("portfolio-message-blocked");
      const reason = () => textOf(find(form.element, ".form-feedback-reason"));
      await fillIn(form);
      await waitFor(() => widgets.length === 1, "the checkbox");
      expect(textOf(form.element.querySelector('[slot="recaptcha"]')), "in the host's light DOM").to.equal("the checkbox");

      form.button().click();
      await waitFor(() => form.status() === FAILURE, "the failure message");
      expect(reason()).to.equal("Please tick the reCAPTCHA box first, then send again.");
      expect(form.field("message").value, "what she typed stays").to.equal(ADA.message);
      expect(await axeViolations(form.element)).to.deep.equal([]);

      widgets[0]!.callback("token-1");
      form.button().click();
      await waitFor(() => form.status() === SUCCESS, "the success message");
      const messages = await received(mailbox);
      expect(messages.map((message) => message["g-recaptcha-response"])).to.deep.equal(["token-1"]);
      // A token is good for one send: the box is cleared for the next message.
      await waitFor(() => resets.length === 1, "the checkbox reset");
      expect(find<HTMLInputElement>(form.element, '[name="g-recaptcha-response"]').value).to.equal("");
      expect(blocked, "an unticked box is no spam stopped").to.have.length(0);
    } finally {
      observer.disconnect();
    }
  });
});
