/**
 * The demo server's `POST /studio/blog-snippet`, which makes the studio's prerendered blog snippet: clear 4xx
 * answers to bad input, and no request to any address the body names (the list comes from the studio).
 */
import { createServer, type Server } from "node:http";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { needsBuild } from "./needs-build.ts";

let demo: Awaited<ReturnType<typeof startDemoServer>>;
let service: Server;
let serviceUrl: string;
const serviceRequests: string[] = [];

beforeAll(async () => {
  needsBuild();
  const dir = await mkdtemp(join(tmpdir(), "portfolio-studio-snippet-"));
  const settingsFile = join(dir, "settings.json");
  await writeFile(settingsFile, JSON.stringify({ name: "Test Owner" }));
  demo = await startDemoServer({ settingsFile, outboxFile: join(dir, "outbox.jsonl") });
  // A content service that records whoever asks it.
  service = createServer((req, res) => {
    serviceRequests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" }).end('{"data":{"project":[]}}');
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  const address = service.address();
  serviceUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/graphql`;
}, 60_000);

afterAll(async () => {
  for (const server of [demo?.server, service]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

const ask = (body: string, init: RequestInit = {}) =>
  fetch(`${demo.url}/studio/blog-snippet`, { method: "POST", headers: { "content-type": "application/json" }, body, ...init });

describe("POST /studio/blog-snippet", () => {
  it("answers bad input with a 4xx and the reason", { timeout: 30_000 }, async () => {
    const get = await fetch(`${demo.url}/studio/blog-snippet`);
    expect(get.status).toBe(405);
    expect((await ask("{}", { headers: { "content-type": "text/plain" } })).status).toBe(415);
    const broken = await ask("{ not json");
    expect([broken.status, await broken.text()]).toEqual([400, "The body is not valid JSON."]);
    expect((await ask('{"settings": "name"}')).status).toBe(400);
    const siteless = await ask(JSON.stringify({ settings: { name: "Ann" } }));
    expect(siteless.status).toBe(422);
    expect(await siteless.text()).toMatch(/site's address/);
  });

  it("prerenders the list the studio sends, and asks no address the body names", { timeout: 60_000 }, async () => {
    const settings = { name: "Ann", endpoint: serviceUrl, site: { url: "http://127.0.0.1:9/ann/" } };
    const loading = await ask(JSON.stringify({ settings, projects: null }));
    const markup = await loading.text();
    expect(loading.status, markup).toBe(200);
    expect(markup).toContain('<portfolio-projects name="Ann"');
    expect(markup).toContain("Loading projects...");
    const project = { id: "p1", title: "Sent Along", description: "From the studio.", techstack: "TypeScript", livedemoUrl: null, githubUrl: null };
    const shown = await (await ask(JSON.stringify({ settings, projects: { project: [project] } }))).text();
    expect(shown).toContain("Sent Along");
    // Seeded under the endpoint the elements ask, so they show it at once and refresh it from there.
    expect(shown).toContain(`{"${serviceUrl}":{"project":[{"id":"p1"`);
    expect(serviceRequests).toEqual([]);
  });
});
