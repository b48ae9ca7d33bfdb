import type { ContactMessage } from "./validate.ts";

/** One draft per tab and origin: a visitor who reloads, or opens the form elsewhere on the site, keeps it. */
export const DRAFT_KEY = "portfolio-elements:contact-draft";

export const EMPTY_MESSAGE: ContactMessage = { name: "", email: "", message: "" };

/** The storage the draft lives in; sessionStorage in the browser, or null where storage is unavailable. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * sessionStorage, or null when the page may not use it (sandboxed iframes, storage disabled):
 * the form then works without a draft.
 */
function sessionDraftStorage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or an empty message when there is none or it cannot be read. */
export function readDraft(storage = sessionDraftStorage()): ContactMessage {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return EMPTY_MESSAGE;
    const record = parsed as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return { name: text(record.name), email: text(record.email), message: text(record.message) };
  } catch {
    return EMPTY_MESSAGE;
  }
}

/** Saves the draft; an empty form removes it. A full or blocked storage only costs the draft, never the form. */
export function saveDraft(values: ContactMessage, storage = sessionDraftStorage()): void {
  try {
    if (!values.name && !values.email && !values.message) storage?.removeItem(DRAFT_KEY);
    else storage?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Quota exceeded or storage revoked: the visitor still has what is on screen.
  }
}

export function clearDraft(storage = sessionDraftStorage()): void {
  saveDraft(EMPTY_MESSAGE, storage);
}
