/**
 * The designed states of <portfolio-contact>'s form, sending to the scripted provider (tests/servers/mail-faults.mjs):
 * invalid fields stay red under hover and focus, errors leave the button where it is, a failure offers the owner's
 * address, sending shows progress, and every state passes axe in both themes.
 */
import { emulateMedia, executeServerCommand, sendKeys, sendMouse } from "@web/test-runner-commands";
import axe from "axe-core";
import { expect } from "chai";
import { DRAFT_KEY } from "../../src/elements/contact/draft.ts";
import { captureConsoleErrors, find, mount, settled, textOf, unmountAll, waitFor } from "./helpers.ts";
import { answerNext, FAILURE, newMailbox, PROVIDER_IDS, SUCCESS, type ScriptedAnswer } from "./mail-provider.ts";

async function providerAnswering(answer: ScriptedAnswer = {}): Promise<Record<string, string>> {
  const mailbox = await newMailbox();
  if (answer.status || answer.delayMs) await answerNext(mailbox, answer);
  return { ...PROVIDER_IDS, "emailjs-origin": mailbox.origin };
}

async function mountForm(attributes: Record<string, string>) {
  const element = await mount("portfolio-contact", attributes);
  await waitFor(() => element.shadowRoot?.querySelector("form"), "the contact form");
  const field = (name: string) => find<HTMLInputElement | HTMLTextAreaElement>(element, `[name="${name}"]`);
  return {
    element,
    field,
    form: () => find<HTMLFormElement>(element, "form"),
    button: () => find<HTMLButtonElement>(element, 'button[type="submit"]'),
    status: () => textOf(find(element, '[role="status"]')),
  };
}

type Form = Awaited<ReturnType<typeof mountForm>>;

async function fillIn(form: Form) {
  for (const [name, text] of [["name", "Ada Lovelace"], ["email", "ada@example.com"], ["message", "Hello there"]]) {
    form.field(name!).focus();
    await sendKeys({ type: text! });
  }
}

const borderColour = (element: Element) => getComputedStyle(element).borderTopColor;

/** The page's pointer over the middle of an element (a real mouse move: :hover applies). */
async function hover(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: "move", position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}


let consoleErrors: ReturnType<typeof captureConsoleErrors>;

describe("<portfolio-contact> form states", () => {
  beforeEach(() => {
    sessionStorage.removeItem(DRAFT_KEY);
    // The mail service reports failures on the console; kept out of the test output.
    consoleErrors = captureConsoleErrors();
  });

  afterEach(async () => {
    consoleErrors.restore();
    unmountAll();
    sessionStorage.removeItem(DRAFT_KEY);
    await sendMouse({ type: "move", position: [0, 0] });
  });

  it("keeps an invalid field's error border under hover and under focus", async () => {
    const form = await mountForm({ theme: "light" });
    const name = form.field("name");
    await hover(name);
    await settled();
    const validHover = borderColour(name);
    await sendMouse({ type: "move", position: [0, 0] });

    form.button().click();
    await waitFor(() => name.getAttribute("aria-invalid") === "true", "the name error");
    await settled();
    const error = getComputedStyle(find(form.element, ".field-error")).color;
    expect(borderColour(name), "invalid").to.equal(error);
    await hover(name);
    await settled();
    expect(name.matches(":hover")).to.equal(true);
    expect(borderColour(name), "invalid, hovered").to.equal(error);
    expect(validHover).to.not.equal(error);
    name.focus();
    await settled();
    expect(borderColour(name), "invalid, hovered and focused").to.equal(error);
    await sendMouse({ type: "move", position: [0, 0] });
    await settled();
    expect(borderColour(name), "invalid, focused").to.equal(error);
  });

  it("shows the errors without moving the button", async () => {
    const form = await mountForm({});
    const before = form.button().getBoundingClientRect().top;
    form.button().click();
    await waitFor(() => form.field("message").getAttribute("aria-invalid") === "true", "the errors");
    expect(form.button().getBoundingClientRect().top).to.equal(before);
  });

  it("offers the owner's address as a mailto link beside the failure, when the email setting is set", async () => {
    const form = await mountForm({ ...(await providerAnswering({ status: 500, text: "Internal error" })), email: "alex@example.com" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    const link = find<HTMLAnchorElement>(form.element, ".form-feedback a");
    expect(link.getAttribute("href")).to.equal("mailto:alex@example.com");
    expect(textOf(link.parentElement)).to.equal("or e-mail me at alex@example.com");
    // The spec's text stays exactly as it is, and what was typed stays too.
    expect(form.field("message").value).to.equal("Hello there");
  });

  it("the spec's failure sentence is the status alone; the reason and the mailto follow it, each a line of its own", async () => {
    const form = await mountForm({ ...(await providerAnswering({ status: 429, text: "Too Many Requests" })), email: "alex@example.com" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    const status = find(form.element, '[role="status"]');
    expect(status.textContent).to.equal(FAILURE);
    const lines = [...(status.parentElement?.children ?? [])].map((line) => [line === status ? "status" : line.className, textOf(line)]);
    expect(lines).to.deep.equal([
      ["status", FAILURE],
      ["form-feedback-reason", "The e-mail service is receiving too many messages: please try again in a minute."],
      ["form-feedback-help", "or e-mail me at alex@example.com"],
    ]);
  });

  it("offers no mailto link when no email is set", async () => {
    const form = await mountForm(await providerAnswering({ status: 500 }));
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === FAILURE, "the failure message");
    expect(form.element.shadowRoot!.querySelectorAll(".form-feedback a")).to.have.length(0);
  });

  it("shows progress while sending, then a success note over a cleared form ready for another message", async () => {
    const form = await mountForm(await providerAnswering({ delayMs: 800 }));
    await fillIn(form);
    form.button().click();
    await waitFor(() => textOf(form.button()) === "Sending...", '"Sending..."');
    expect(form.button().querySelector(".spinner")).to.not.equal(null);
    expect(form.form().getAttribute("aria-busy")).to.equal("true");
    await waitFor(() => form.status() === SUCCESS, "the success message");
    expect(form.form().getAttribute("aria-busy")).to.equal("false");
    expect(form.button().querySelector(".spinner")).to.equal(null);
    expect(find(form.element, ".form-feedback-success").getBoundingClientRect().height).to.be.greaterThan(40);
    expect(["name", "email", "message"].map((name) => form.field(name).value)).to.deep.equal(["", "", ""]);
    expect(form.button().disabled).to.equal(false);
  });

  it("has no serious or critical axe finding with errors, while sending, after a failure and after a success, in both themes", async () => {
    const check = async (what: string) => {
      for (const scheme of ["light", "dark"] as const) {
        await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
        await settled();
        const { violations } = await axe.run(form.element, { resultTypes: ["violations"] });
        const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" > ")).join(", ")}`), `${what}, ${scheme}`)
          .to.deep.equal([]);
      }
    };
    const provider = await providerAnswering({ status: 500 });
    const form = await mountForm({ ...provider, email: "alex@example.com" });
    try {
      form.button().click();
      await waitFor(() => form.field("message").getAttribute("aria-invalid") === "true", "the errors");
      await check("errors");
      await fillIn(form);
      form.button().click();
      await waitFor(() => form.status() === FAILURE, "the failure message");
      await check("failure");
      await executeServerCommand("mail-set-next", { box: provider["emailjs-origin"]!.split("/").pop(), delayMs: 5000 });
      form.button().click();
      await waitFor(() => textOf(form.button()) === "Sending...", '"Sending..."');
      await check("sending");
      await waitFor(() => form.status() === SUCCESS, "the success message", 9000);
      await check("success");
    } finally {
      await emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    }
  });
});
