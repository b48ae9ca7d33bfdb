import { describe, expect, it } from "vitest";
import { ENGLISH } from "../../src/i18n/english.ts";
import { canSend, sendStatusReducer, sendStatusText, type SendEvent, type SendStatus } from "../../src/elements/contact/send-status.ts";

const run = (start: SendStatus, ...events: SendEvent[]) => events.reduce<SendStatus>(sendStatusReducer, start);

describe("sendStatusReducer", () => {
  it("goes idle → sending → success", () => {
    expect(run("idle", "send")).toBe("sending");
    expect(run("idle", "send", "succeeded")).toBe("success");
  });

  it("goes idle → sending → error", () => {
    expect(run("idle", "send", "failed")).toBe("error");
  });

  it("ignores a second send while sending", () => {
    expect(run("idle", "send", "send")).toBe("sending");
    expect(canSend("sending")).toBe(false);
  });

  it("sends again after either outcome", () => {
    expect(run("success", "send")).toBe("sending");
    expect(run("error", "send")).toBe("sending");
    expect(run("idle", "send", "failed", "send", "succeeded")).toBe("success");
    for (const status of ["idle", "success", "error"] as const) expect(canSend(status)).toBe(true);
  });

  it("ignores an outcome when no send is in flight", () => {
    for (const status of ["idle", "success", "error"] as const) {
      expect(sendStatusReducer(status, "succeeded")).toBe(status);
      expect(sendStatusReducer(status, "failed")).toBe(status);
    }
  });

  it("drops the last outcome on reset, but never a send in flight", () => {
    expect(run("success", "reset")).toBe("idle");
    expect(run("error", "reset")).toBe("idle");
    expect(run("idle", "reset")).toBe("idle");
    expect(run("idle", "send", "reset")).toBe("sending");
  });
});

describe("sendStatusText", () => {
  it("says the spec's texts", () => {
    const statuses = ["idle", "sending", "success", "error"] as const;
    expect(statuses.map((status) => sendStatusText(status, ENGLISH))).toEqual([
      "",
      "Sending...",
      "Message sent successfully!",
      "Failed to send message. Please try again.",
    ]);
  });
});
