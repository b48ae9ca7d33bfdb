/**
 * The bench's "longest task" per page is read from Lighthouse's `long-tasks` audit: its items are the tasks of
 * 50 ms and more; a page with none has no item, and the figure is then 0 (printed "< 50 ms").
 */
import { describe, expect, it } from "vitest";
import { longestTask } from "../../scripts/bench-lighthouse.mjs";

describe("the bench's longest task", () => {
  it("is the longest of the audit's tasks, wherever it is listed", () => {
    const items = [{ duration: 63 }, { duration: 127.4 }, { duration: 51 }];
    expect(longestTask({ audits: { "long-tasks": { details: { type: "table", items } } } })).toBe(127.4);
  });

  it("is 0 when no task reached 50 ms, or the audit did not run", () => {
    expect(longestTask({ audits: { "long-tasks": { details: { type: "table", items: [] } } } })).toBe(0);
    expect(longestTask({ audits: {} })).toBe(0);
  });
});
