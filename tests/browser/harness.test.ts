/**
 * The test harness itself: a failure must always reach the terminal. The runner sends failures as JSON, walking
 * every own property of `actual` and `expected`; a node React rendered carries React's fiber (the whole tree), so
 * a failure on an element once stalled its test file until the runner's 240 s limit, with no result at all.
 */
import { AssertionError, expect } from "chai";
import { mount, reportable, shadow, unmountAll } from "./helpers.ts";

describe("test harness", () => {
  afterEach(unmountAll);

  it("reports a failure on a rendered element as the element's markup, in a few hundred characters", async () => {
    const hero = await mount("portfolio-hero", { name: "Alex" });
    const button = shadow(hero).querySelector("a, button")!;
    const error = new AssertionError("expected an element to equal undefined", { actual: button, expected: undefined });
    const report = JSON.stringify({ actual: reportable(error.actual), expected: reportable(error.expected), list: reportable([button, 1]) });
    expect(report.length).to.be.below(1_000);
    expect(reportable(button)).to.be.a("string").and.match(/^<(a|button)\b/);
    expect(reportable([button, 1])).to.deep.equal([reportable(button), 1]);
  });

  it("keeps plain values as they are, for the diff", () => {
    expect(reportable({ a: [1, "x"], b: null })).to.deep.equal({ a: [1, "x"], b: null });
    expect(reportable("text")).to.equal("text");
    expect(reportable(undefined)).to.equal(undefined);
  });
});
