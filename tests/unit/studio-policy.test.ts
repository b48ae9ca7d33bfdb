/**
 * The studio's own page (`npm start`, /studio.html): no site may frame it (an owner's settings form under someone
 * else's page), and its policy lets the doctor load an http: portrait, so a working local portrait is not called
 * broken.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let dir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "studio-policy-"));
  const settingsFile = join(dir, "settings.json");
  await writeFile(settingsFile, JSON.stringify({ name: "Sam" }));
  ({ server, url } = await startDemoServer({ port: 0, settingsFile, outboxFile: join(dir, "outbox", "messages.jsonl") }));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("the studio page's policy", () => {
  it("forbids every frame, and allows http: images beside https: ones", async () => {
    const response = await fetch(`${url}/studio.html`);
    expect(response.status).toBe(200);
    const policy = Object.fromEntries(
      (response.headers.get("content-security-policy") ?? "").split(";").map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["img-src"]).toEqual(expect.arrayContaining(["'self'", "https:", "http:"]));
  });
});
