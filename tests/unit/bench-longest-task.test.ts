/**
 * The bench's longest tasks per page are read from Lighthouse's `long-tasks` audit: its items are the tasks of 50 ms
 * and more, each with its start; they are split at the first paint (a task still running then counts as after it,
 * as TBT counts it). None on a side gives 0 (printed "< 50 ms").
 */
import { describe, expect, it } from "vitest";
import { longestTasks } from "../../scripts/bench-lighthouse.mjs";

/** A Lighthouse result with these long tasks and this first paint. */
function result(items: { startTime: number; duration: number }[], firstPaint = 800) {
  return { audits: { "long-tasks": { details: { type: "table", items } }, "first-contentful-paint": { numericValue: firstPaint } } };
}

describe("the bench's longest tasks", () => {
  it("are the longest of the audit's tasks before and after the first paint, wherever they are listed", () => {
    const tasks = [
      { startTime: 1200, duration: 63 },
      { startTime: 700, duration: 76 },
      { startTime: 900, duration: 127.4 },
      { startTime: 600, duration: 51 },
    ];
    expect(longestTasks(result(tasks))).toEqual({ beforePaint: 76, afterPaint: 127.4 });
  });

  it("count a task still running at the first paint as after it", () => {
    expect(longestTasks(result([{ startTime: 780, duration: 60 }]))).toEqual({ beforePaint: 0, afterPaint: 60 });
  });

  it("are 0 when no task reached 50 ms, or the audit did not run", () => {
    expect(longestTasks(result([]))).toEqual({ beforePaint: 0, afterPaint: 0 });
    expect(longestTasks({ audits: {} })).toEqual({ beforePaint: 0, afterPaint: 0 });
  });
});
