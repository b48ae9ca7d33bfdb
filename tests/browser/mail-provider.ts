/**
 * The scripted e-mail provider (tests/servers/mail-faults.mjs) as the contact tests drive it: a mailbox of its own
 * per test, the answer it gives next, what it received; and the contact form's settings and status texts.
 */
import { executeServerCommand } from "@web/test-runner-commands";

/** One mailbox of the provider: `origin` is the element's `emailjs-origin`. */
export interface Mailbox {
  origin: string;
  box: string;
}

/** How the provider answers the next send: a status and text, after a delay, or a dropped connection. */
export interface ScriptedAnswer {
  status?: number;
  text?: string;
  delayMs?: number;
  drop?: boolean;
}

/** The three EmailJS ids, as attributes: the scripted provider takes any. */
export const PROVIDER_IDS = {
  "emailjs-service-id": "service_test",
  "emailjs-template-id": "template_test",
  "emailjs-public-key": "public_test",
};

/** The contact form's status texts, as the spec words them. */
export const SUCCESS = "Message sent successfully!";
export const FAILURE = "Failed to send message. Please try again.";

export function newMailbox(): Promise<Mailbox> {
  return executeServerCommand("mail-fault-url") as Promise<Mailbox>;
}

export function answerNext(mailbox: Mailbox, answer: ScriptedAnswer): Promise<unknown> {
  return executeServerCommand("mail-set-next", { box: mailbox.box, ...answer });
}

/** The messages the mailbox received, each the form's fields as the provider saw them. */
export function received(mailbox: Mailbox): Promise<Record<string, string>[]> {
  return executeServerCommand("mail-received", { box: mailbox.box }) as Promise<Record<string, string>[]>;
}
