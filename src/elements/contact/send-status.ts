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

/** What the visitor is told in each status (the spec's texts); idle says nothing. */
export const SEND_STATUS_TEXT: Readonly<Record<SendStatus, string>> = {
  idle: "",
  sending: "Sending...",
  success: "Message sent successfully!",
  error: "Failed to send message. Please try again.",
};
