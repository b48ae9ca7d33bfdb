import { describe, expect, it } from "vitest";
import { clearDraft, DRAFT_KEY, readDraft, saveDraft, type DraftStorage } from "../../src/elements/contact/draft.ts";

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const throwing: DraftStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

const DRAFT = { name: "Ada", email: "ada@", message: "Half a thought" };

describe("contact draft", () => {
  it("round-trips what was typed", () => {
    const storage = memoryStorage();
    saveDraft(DRAFT, storage);
    expect(readDraft(storage)).toEqual(DRAFT);
  });

  it("removes the draft when the form is empty, and on clear", () => {
    const storage = memoryStorage();
    saveDraft(DRAFT, storage);
    saveDraft({ name: "", email: "", message: "" }, storage);
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
    saveDraft(DRAFT, storage);
    clearDraft(storage);
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
  });

  it("reads an empty message when there is no draft, or a broken one", () => {
    const empty = { name: "", email: "", message: "" };
    expect(readDraft(memoryStorage())).toEqual(empty);
    expect(readDraft(null)).toEqual(empty);
    expect(readDraft(memoryStorage({ [DRAFT_KEY]: "{not json" }))).toEqual(empty);
    expect(readDraft(memoryStorage({ [DRAFT_KEY]: "42" }))).toEqual(empty);
    expect(readDraft(memoryStorage({ [DRAFT_KEY]: '{"name":7,"email":"a@b.c"}' }))).toEqual({ ...empty, email: "a@b.c" });
  });

  it("never throws when storage is blocked or full", () => {
    expect(readDraft(throwing)).toEqual({ name: "", email: "", message: "" });
    expect(() => saveDraft(DRAFT, throwing)).not.toThrow();
    expect(() => clearDraft(throwing)).not.toThrow();
  });
});
