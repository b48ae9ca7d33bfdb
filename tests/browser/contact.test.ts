/**
 * <portfolio-contact>'s form in a real Chromium, sending with the real `@emailjs/browser` to real local
 * providers: a scripted one (tests/servers/mail-faults.mjs) for faults, and the demo server's for the end to end.
 */
import { executeServerCommand, sendKeys } from "@web/test-runner-commands";
import axe from "axe-core";
import { expect } from "chai";
import { DRAFT_KEY } from "../../src/elements/contact/draft.ts";
import { captureConsoleErrors, demoUrl, find, mount, settled, textOf, unmountAll, waitFor } from "./helpers.ts";
import { answerNext, FAILURE, newMailbox, PROVIDER_IDS, received, SUCCESS } from "./mail-provider.ts";

/** Mounts the element pointed at a provider and waits for its form. */
async function mountForm(attributes: Record<string, string>) {
  const element = await mount("portfolio-contact", attributes);
  const form = await waitFor(() => element.shadowRoot?.querySelector<HTMLFormElement>("form"), "the contact form");
  const field = (name: string) => find<HTMLInputElement | HTMLTextAreaElement>(element, `[name="${name}"]`);
  return {
    element,
    form,
    name: () => field("name"),
    email: () => field("email"),
    message: () => field("message"),
    button: () => find<HTMLButtonElement>(element, 'button[type="submit"]'),
    status: () => textOf(find(element, '[role="status"]')),
    /** The line under the status that says why a send failed, when there is a reason the visitor can act on. */
    reason: () => textOf(find(element, ".form-feedback-reason")),
    /** The error shown under a field, found the way assistive technology finds it: through aria-describedby. */
    errorOf: (name: string) => {
      const describedBy = field(name).getAttribute("aria-describedby");
      return describedBy ? textOf(element.shadowRoot!.getElementById(describedBy)) : "";
    },
    focused: () => element.shadowRoot!.activeElement,
  };
}

type Form = Awaited<ReturnType<typeof mountForm>>;

/** Types like a visitor: focus the field, then real key presses. */
async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.focus();
  await sendKeys({ type: text });
}

async function fillIn(form: Form, values: { name: string; email: string; message: string }) {
  await typeInto(form.name(), values.name);
  await typeInto(form.email(), values.email);
  await typeInto(form.message(), values.message);
}

const ADA = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello there" };

/** console.error calls during a test, kept out of the test output; the mail service reports failures there. */
let consoleErrors: ReturnType<typeof captureConsoleErrors>;

function loggedText(): string {
  return consoleErrors.lines.join("\n");
}

describe("<portfolio-contact> form", () => {
  beforeEach(() => {
    sessionStorage.removeItem(DRAFT_KEY);
    consoleErrors = captureConsoleErrors();
  });

  afterEach(() => {
    consoleErrors.restore();
    unmountAll();
    sessionStorage.removeItem(DRAFT_KEY);
  });

  it("has labelled fields, a 4-row message box and native validation off", async () => {
    const form = await mountForm({});
    expect(form.form.noValidate).to.equal(true);
    for (const [name, label] of [["name", "Name"], ["email", "Email"], ["message", "Message"]] as const) {
      expect(textOf(form[name]().labels?.[0]), name).to.equal(label);
    }
    expect((form.message() as HTMLTextAreaElement).rows).to.equal(4);
    expect(form.form.getAttribute("part")).to.equal("form");
    expect(form.button().getAttribute("part")).to.equal("button button-primary");
    const heading = form.element.shadowRoot!.getElementById(form.form.getAttribute("aria-labelledby") ?? "");
    expect(textOf(heading)).to.equal("Or Send Me a Message Directly");
  });

  it("shows every required message under its field for an empty form, focuses the first and sends nothing", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    form.button().click();
    await waitFor(() => form.errorOf("name"), "the name error");
    expect(form.errorOf("name")).to.equal("Name is required.");
    expect(form.errorOf("email")).to.equal("Email is required.");
    expect(form.errorOf("message")).to.equal("Message is required.");
    for (const name of ["name", "email", "message"]) {
      expect(form[name as "name"]().getAttribute("aria-invalid"), name).to.equal("true");
    }
    await waitFor(() => form.focused() === form.name(), "focus on the name field");
    expect(form.status()).to.equal("");

    // Then a valid send: the provider's only message is that one, so the empty form sent nothing.
    await fillIn(form, ADA);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    expect(await received(mailbox)).to.have.length(1);
  });

  it("rejects an e-mail address that is not text@text.text, focusing it, and sends nothing", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    await fillIn(form, { ...ADA, email: "ada@example" });
    form.button().click();
    await waitFor(() => form.errorOf("email"), "the email error");
    expect(form.errorOf("email")).to.equal("Email is not valid.");
    expect(form.errorOf("name")).to.equal("");
    expect(form.errorOf("message")).to.equal("");
    expect(form.name().hasAttribute("aria-invalid")).to.equal(false);
    await waitFor(() => form.focused() === form.email(), "focus on the email field");

    // Fixing the address and sending again goes through, and that is the provider's only message.
    await typeInto(form.email(), ".com");
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    const messages = await received(mailbox);
    expect(messages).to.have.length(1);
    expect(messages[0]?.email).to.equal("ada@example.com");
  });

  it("sends the library's multipart fields and clears the form on success", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    await fillIn(form, { ...ADA, message: "Hello & <welcome>" });
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    expect(await received(mailbox)).to.deep.equal([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "Hello & <welcome>",
        lib_version: "4.4.1",
        service_id: "service_test",
        template_id: "template_test",
        user_id: "public_test",
      },
    ]);
    expect([form.name().value, form.email().value, form.message().value]).to.deep.equal(["", "", ""]);
    expect(find(form.element, '[role="status"]').getAttribute("aria-live")).to.equal("polite");
    expect(sessionStorage.getItem(DRAFT_KEY)).to.equal(null);
    expect(consoleErrors.lines).to.deep.equal([]);

    // Submitting the now empty form shows its errors, not the last success beside them.
    form.button().click();
    await waitFor(() => form.errorOf("name"), "the name error");
    expect(form.status()).to.equal("");
    expect(await received(mailbox)).to.have.length(1);
  });

  it('reads "Sending..." with the button disabled while the provider is slow, and sends a double click once', async () => {
    const mailbox = await newMailbox();
    await answerNext(mailbox, { delayMs: 1000 });
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    await fillIn(form, ADA);
    // Two clicks in one task: the second arrives before React has re-rendered the button as disabled.
    form.button().click();
    form.button().click();
    await waitFor(() => textOf(form.button()) === "Sending...", '"Sending..." on the button');
    expect(form.button().disabled).to.equal(true);
    form.button().click();
    form.form.requestSubmit();
    await waitFor(() => form.status() === SUCCESS, "the success message", 5000);
    expect(textOf(form.button())).to.equal("Send Message");
    expect(form.button().disabled).to.equal(false);
    expect(await received(mailbox)).to.have.length(1);
  });

  it("shows the failure for a 400, keeps what was typed and logs the provider's text", async () => {
    const mailbox = await newMailbox();
    await answerNext(mailbox, { status: 400, text: "The template ID is invalid." });
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    await fillIn(form, ADA);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    expect([form.name().value, form.email().value, form.message().value]).to.deep.equal([ADA.name, ADA.email, ADA.message]);
    expect(loggedText()).to.contain("The template ID is invalid.");
    expect(loggedText()).to.contain("400");
    expect(form.button().disabled).to.equal(false);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null")).to.deep.equal(ADA);
  });

  it("treats a 429 as a failure, and says to wait", async () => {
    const mailbox = await newMailbox();
    await answerNext(mailbox, { status: 429, text: "Too Many Requests" });
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    await fillIn(form, ADA);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    // The spec's sentence stands alone as the status; the reason is a line of its own.
    expect(form.reason()).to.equal("The e-mail service is receiving too many messages: please try again in a minute.");
    expect(loggedText()).to.contain("Too Many Requests");
    expect(form.message().value).to.equal(ADA.message);
  });

  it('treats a dropped connection as a failure with status 0 "Network Error"', async () => {
    const mailbox = await newMailbox();
    await answerNext(mailbox, { drop: true });
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    await fillIn(form, ADA);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    expect(loggedText()).to.match(/\(0\).*Network Error/);
    expect(form.name().value).to.equal(ADA.name);
  });

  it("sends again after a failure", async () => {
    const mailbox = await newMailbox();
    await answerNext(mailbox, { status: 500, text: "Internal error" });
    const form = await mountForm({ ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    await fillIn(form, ADA);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    const sends = await received(mailbox);
    expect(sends.map((fields) => fields.message)).to.deep.equal([ADA.message, ADA.message]);
    expect(form.name().value).to.equal("");
  });

  it("fails with a message naming the missing setting, without calling any provider", async () => {
    const mailbox = await newMailbox();
    const form = await mountForm({ "emailjs-origin": mailbox.origin, "emailjs-template-id": "template_test" });
    await fillIn(form, ADA);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    expect(loggedText()).to.contain("emailjs-service-id");
    expect(loggedText()).to.contain("emailjs-public-key");
    expect(loggedText()).not.to.contain("emailjs-template-id");
    expect(await received(mailbox)).to.have.length(0);
    expect(form.email().value).to.equal(ADA.email);
  });

  it("passes axe with errors and with the failure message shown, in both themes", async () => {
    const form = await mountForm({ theme: "light" });
    const check = async () => {
      // Past the colour transitions, so contrast is measured on the final colours.
      await settled();
      const { violations } = await axe.run(form.element, { resultTypes: ["violations"] });
      return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" > ")).join(", ")}`);
    };
    form.button().click();
    await waitFor(() => form.errorOf("message"), "the errors");
    expect(await check(), "errors, light").to.deep.equal([]);
    form.element.setAttribute("theme", "dark");
    expect(await check(), "errors, dark").to.deep.equal([]);
    // No provider ids: the send fails at once with the visitor-facing failure message.
    await fillIn(form, ADA);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    expect(await check(), "failure, dark").to.deep.equal([]);
    form.element.setAttribute("theme", "light");
    expect(await check(), "failure, light").to.deep.equal([]);
  });

  it("keeps the draft when the element is removed and added again", async () => {
    let form = await mountForm({});
    await fillIn(form, ADA);
    unmountAll();
    form = await mountForm({});
    expect([form.name().value, form.email().value, form.message().value]).to.deep.equal([ADA.name, ADA.email, ADA.message]);
  });

  it("keeps the draft through a real reload of the page", async () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    try {
      const load = () => new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
      const contactIn = async () => {
        const element = await waitFor(() => frame.contentDocument?.querySelector("portfolio-contact"), "the element in the frame");
        const state = () =>
          `(defined: ${Boolean(frame.contentWindow?.customElements.get("portfolio-contact"))}, shadow: ${element.shadowRoot?.innerHTML.slice(0, 200) ?? "none"})`;
        return waitFor(() => element.shadowRoot?.querySelector<HTMLTextAreaElement>("textarea"), "the form in the frame", 10_000).catch(
          (error: Error) => Promise.reject(new Error(`${error.message} ${state()}`)),
        );
      };
      let loaded = load();
      frame.src = "/tests/browser/fixtures/contact-page.html";
      await loaded;
      const message = await contactIn();
      await typeInto(message, "Typed before the reload");
      loaded = load();
      frame.contentWindow!.location.reload();
      await loaded;
      expect((await contactIn()).value).to.equal("Typed before the reload");
    } finally {
      frame.remove();
    }
  });

  it("sends end to end through the demo server's provider", async () => {
    const form = await mountForm({
      "emailjs-service-id": "service_demo",
      "emailjs-template-id": "template_demo",
      "emailjs-public-key": "demo-public-key",
      "emailjs-origin": await demoUrl(),
    });
    const name = `Grace ${Date.now()}`;
    await fillIn(form, { ...ADA, name });
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    const outbox = (await executeServerCommand("demo-outbox")) as { name: string; email: string; message: string }[];
    expect(outbox.find((message) => message.name === name)).to.include({ email: ADA.email, message: ADA.message });
  });
});
