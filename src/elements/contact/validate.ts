import { ENGLISH } from "../../i18n/english.ts";
import type { Texts } from "../../i18n/texts.ts";
import { EMAIL_PATTERN } from "./email-pattern.ts";

/** What the visitor types into the contact form: the spec's contact message, all text. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

/** The form's fields in the order they appear, so focus can go to the first invalid one. */
export const CONTACT_FIELDS = ["name", "email", "message"] as const satisfies readonly ContactField[];

/** One message per invalid field; an empty object means the form may be sent. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * The spec's validation rules, checked on submit before any send. No length limits.
 * A field holding only spaces counts as empty: it would arrive as an empty message. The messages are the spec's,
 * in the form's language (`texts`).
 */
export function validateContact(values: ContactMessage, texts: Texts = ENGLISH): ContactErrors {
  const errors: ContactErrors = {};
  const email = values.email.trim();
  if (!values.name.trim()) errors.name = texts.text("contact.nameRequired");
  if (!email) errors.email = texts.text("contact.emailRequired");
  else if (!EMAIL_PATTERN.test(email)) errors.email = texts.text("contact.emailInvalid");
  if (!values.message.trim()) errors.message = texts.text("contact.messageRequired");
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}
