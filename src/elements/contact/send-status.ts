import type { TextId } from "../../i18n/en.ts";
import { ENGLISH } from "../../i18n/english.ts";
import type { Texts } from "../../i18n/texts.ts";

/** The contact form's send status, from the spec: idle, then sending, ending in success or error. */
export type SendStatus = "idle" | "sending" | "success" | "error";

export type SendEvent = { type: "send" } | { type: "succeeded" } | { type: "failed" } | { type: "reset" };

/**
 * The send status machine. A send starts from any state but "sending", so the form can be submitted again
 * after either outcome while a second click during a send does nothing; an outcome only ends a send in flight.
 * "reset" (a submit that failed validation) drops the last outcome, so it is not shown beside new errors.
 */
export function sendStatusReducer(status: SendStatus, event: SendEvent): SendStatus {
  switch (event.type) {
    case "send":
      return status === "sending" ? status : "sending";
    case "succeeded":
      return status === "sending" ? "success" : status;
    case "failed":
      return status === "sending" ? "error" : status;
    case "reset":
      return status === "sending" ? status : "idle";
  }
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

/** The spec's texts, by status. */
export const SEND_STATUS_TEXT: Readonly<Record<SendStatus, string>> = {
  idle: sendStatusText("idle", ENGLISH),
  sending: sendStatusText("sending", ENGLISH),
  success: sendStatusText("success", ENGLISH),
  error: sendStatusText("error", ENGLISH),
};
