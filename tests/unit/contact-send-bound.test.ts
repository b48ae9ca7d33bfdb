/**
 * The contract's "a send ends, one way or the other, within 30 seconds", with the bound the contact form uses (the
 * default of sendContactForm, which the form does not override): a provider that never answers ends the send as a
 * timeout by then. The library is replaced by one that never answers, and the clock is Vitest's, so the test takes
 * no 30 seconds; tests/browser/hostile.test.ts sends to a real provider that holds its answer, with a shorter bound.
 */
import { afterEach, expect, it, vi } from "vitest";
import { sendContactForm, TIMED_OUT_TEXT, type SendOutcome } from "../../src/services/mail.ts";

vi.mock("../../src/services/emailjs.ts", () => ({ init: () => undefined, sendForm: () => new Promise(() => undefined) }));

/** The contract's bound. */
const CONTRACT_MS = 30_000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("a send the provider never answers ends as a timeout within the contract's 30 seconds", async () => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  let outcome: SendOutcome | undefined;
  const settings = { emailjsServiceId: "service_x", emailjsTemplateId: "template_x", emailjsPublicKey: "key_x", emailjsOrigin: "https://mail.example" };
  void sendContactForm({} as HTMLFormElement, settings).then((result) => (outcome = result));
  await vi.advanceTimersByTimeAsync(CONTRACT_MS);
  expect(outcome).toEqual({ ok: false, status: 0, text: TIMED_OUT_TEXT, reason: "timeout" });
});
