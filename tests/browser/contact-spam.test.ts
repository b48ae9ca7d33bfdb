/**
 * <portfolio-contact>'s protection against bots, in a real Chromium sending with the real `@emailjs/browser` to the
 * scripted local provider (tests/servers/mail-faults.mjs), which records each multipart body it receives: the
 * honeypot, always there, and the opt-in guards (`emailjs-limit-rate`, `emailjs-block-headless`, `emailjs-block-list`).
 */
import { a11ySnapshot, sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import { DRAFT_KEY } from "../../src/elements/contact/draft.ts";
import { captureConsoleErrors, find, mount, nextFrame, textOf, unmountAll, waitFor } from "./helpers.ts";
import { newMailbox, PROVIDER_IDS, received, SUCCESS, type Mailbox } from "./mail-provider.ts";

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
