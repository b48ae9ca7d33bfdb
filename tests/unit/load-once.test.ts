import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "../../src/define/load-once.ts";

describe("loadOnce", () => {
  it("fetches once for every caller and keeps the value for synchronous reads", async () => {
    const fetch = vi.fn(async () => ({ answer: 42 }));
    const code = loadOnce(fetch);
    expect(code.value).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.value).toBe(first);
    expect(await code.load()).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed fetch, so the next load fetches again", async () => {
    const failure = new TypeError("Failed to fetch dynamically imported module");
    const fetch = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValueOnce("code");
    const code = loadOnce(fetch);
    const [first, meanwhile] = [code.load(), code.load()];
    await expect(first).rejects.toBe(failure);
    await expect(meanwhile).rejects.toBe(failure);
    expect(code.value).toBeUndefined();
    expect(await code.load()).toBe("code");
    expect(code.value).toBe("code");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
