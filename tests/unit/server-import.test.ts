/**
 * The bundle entry on a server (Node, a framework's server render): importing it throws nothing and defines
 * nothing, as there is no custom element registry there. tests/package/ checks the same of the packed build.
 */
import { describe, expect, it } from "vitest";

describe("importing the bundle entry outside a browser", () => {
  it("throws nothing and leaves the globals as they were", async () => {
    expect(typeof customElements).toBe("undefined");
    const before = Object.getOwnPropertyNames(globalThis);
    await expect(import("../../src/index.ts")).resolves.toBeDefined();
    expect(Object.getOwnPropertyNames(globalThis)).toEqual(before);
    expect(typeof customElements).toBe("undefined");
  });
});
