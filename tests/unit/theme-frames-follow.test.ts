/**
 * The header's switch loads the frames' relay (src/theme/frame-relay.ts) only once the visitor has a choice: a relay
 * that arrives after its choice was replaced or its switch removed never starts, and one that fails to load breaks
 * nothing and is loaded again for the next choice. The loads here are held and released by hand; the relay's own
 * work with real frames is tests/browser/theme-switch.test.ts's.
 */
import { describe, expect, it } from "vitest";
import { followChoice } from "../../src/theme/frames-follow.ts";
import type { Theme } from "../../src/theme/names.ts";

type Relay = Awaited<ReturnType<NonNullable<Parameters<typeof followChoice>[1]>>>;

/** A relay that records what it is asked to do. */
function recordingRelay(log: string[]): Relay {
  return {
    relayChoice: (choice: Theme) => {
      log.push(`start ${choice}`);
      return () => log.push(`stop ${choice}`);
    },
  };
}

/** A load of the relay that resolves when the test releases it. */
function heldLoad(log: string[]) {
  let release!: () => void;
  const loaded = new Promise<Relay>((resolve) => (release = () => resolve(recordingRelay(log))));
  return { release, load: () => loaded };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the frames' relay, loaded once the visitor has a choice", () => {
  it("starts with the choice once loaded, and stops when the choice changes", async () => {
    const log: string[] = [];
    const { release, load } = heldLoad(log);
    const stop = followChoice("dark", load);
    await settle();
    expect(log).toEqual([]);
    release();
    await settle();
    expect(log).toEqual(["start dark"]);
    stop();
    expect(log).toEqual(["start dark", "stop dark"]);
  });

  it("never starts when it arrives after its choice was replaced or its switch removed", async () => {
    const log: string[] = [];
    const { release, load } = heldLoad(log);
    followChoice("dark", load)();
    release();
    await settle();
    expect(log).toEqual([]);
  });

  it("breaks nothing when it fails to load, and is loaded again for the next choice", async () => {
    const log: string[] = [];
    let loads = 0;
    const load = () =>
      ++loads === 1 ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : Promise.resolve(recordingRelay(log));
    const stop = followChoice("dark", load);
    await settle();
    expect(() => stop()).not.toThrow();
    followChoice("light", load);
    await settle();
    expect([loads, log]).toEqual([2, ["start light"]]);
  });
});
