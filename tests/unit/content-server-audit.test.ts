/**
 * The demo's /graphql against graphql-http's own GraphQL-over-HTTP audit, over real HTTP: every MUST and every
 * SHOULD passes (the MAYs are the server's choice).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serverAudits } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let server: Server;
let url: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portfolio-audit-"));
  await writeFile(join(dir, "settings.json"), "{}");
  const started = await startDemoServer({ port: 0, settingsFile: join(dir, "settings.json"), outboxFile: join(dir, "outbox.jsonl") });
  server = started.server;
  url = `${started.url}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("the demo's /graphql and the GraphQL-over-HTTP spec", () => {
  const audits = serverAudits({ url: () => url });
  it.each(audits.filter((audit) => !audit.name.startsWith("MAY")).map((audit) => [audit.name, audit] as const))("%s", async (_, audit) => {
    const result = await audit.fn();
    expect(result.status, result.status === "ok" ? "" : result.reason).toBe("ok");
  });
});
