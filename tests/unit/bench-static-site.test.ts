/**
 * The bench's static host serves a built site's pages as pages: under the demo's policy for stray files (a
 * sandbox), a page's scripts never ran, so every static-site row measured a page that never started.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveStaticSite } from "../../scripts/bench-harness.mjs";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe("the bench's static host", () => {
  let close = () => {};
  afterEach(() => close());

  it("serves the site's pages without a sandbox, under its sub-path", async () => {
    const dir = await mkdtemp(join(tmpdir(), "bench-site-"));
    await writeFile(join(dir, "index.html"), "<!doctype html><title>Home</title><script type=module src=start.js></script>");
    await writeFile(join(dir, "about.html"), "<!doctype html><title>About</title>");
    const site = await serveStaticSite(dir);
    close = site.close;
    for (const page of ["", "about.html"]) {
      const response = await fetch(`${site.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("content-security-policy") ?? "", page).not.toMatch(/sandbox/);
    }
    expect((await fetch(new URL("/index.html", site.url))).status).toBe(404);
  });
});
