import type { TextId } from "../../i18n/en.ts";
import type { Texts } from "../../i18n/texts.ts";

/** The contact form's send status, from the spec: idle, then sending, ending in success or error. */
export type SendStatus = "idle" | "sending" | "success" | "error";

export type SendEvent = "send" | "succeeded" | "failed" | "reset";

/**
 * The send status machine. A send starts from any state but "sending", so the form can be submitted again
 * after either outcome while a second click during a send does nothing; an outcome only ends a send in flight.
 * "reset" (a submit that failed validation) drops the last outcome, so it is not shown beside new errors.
 */
export function sendStatusReducer(status: SendStatus, event: SendEvent): SendStatus {
  if (status === "sending") return event === "succeeded" ? "success" : event === "failed" ? "error" : status;
  return event === "send" ? "sending" : event === "reset" ? "idle" : status;
}

/** Whether a submit in this status may start a send. */
export function canSend(status: SendStatus): boolean {
  return status !== "sending";
}

const SEND_STATUS_IDS: Readonly<Record<SendStatus, TextId | undefined>> = {
  idle: undefined,
  sending: "contact.sending",
  success: "contact.sent",
  error: "contact.failed",
};

/** What the visitor is told in a status (the spec's texts in English); idle says nothing. */
export function sendStatusText(status: SendStatus, texts: Texts): string {
  const id = SEND_STATUS_IDS[status];
  return id ? texts.text(id) : "";
}
