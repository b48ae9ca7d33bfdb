/**
 * What the content service sends can never hold a page of the demo server: a title built to make a pattern
 * backtrack renders in one pass, and a service that answers late gets a bounded wait, after which the page goes out
 * with the projects loading in the browser. A real demo server on port 0 (its prerenderer is the build's:
 * `npm test` builds before these run) and a real slow service (tests/servers/content-faults.mjs).
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { contentFaultsPlugin } from "../servers/content-faults.mjs";
import { needsBuild } from "./needs-build.ts";

let dir: string;
const servers: Server[] = [];
const faults = contentFaultsPlugin();

beforeAll(async () => {
  needsBuild();
  dir = await mkdtemp(join(tmpdir(), "prerender-bounds-"));
  await faults.serverStart?.({} as Parameters<NonNullable<typeof faults.serverStart>>[0]);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await faults.serverStop?.();
});

/** A content service of its own that answers GetProjects after `delayMs`. */
async function slowEndpoint(delayMs: number): Promise<string> {
  const command = { command: "content-fault-url", payload: { scenario: "ok", delayMs } };
  return (await faults.executeCommand?.(command as Parameters<NonNullable<typeof faults.executeCommand>>[0])) as string;
}

async function demo(files: { settings?: object; projects?: object[] }) {
  const own = await mkdtemp(join(dir, "server-"));
  const settingsFile = join(own, "settings.json");
  const projectsFile = join(own, "projects.json");
  await writeFile(settingsFile, JSON.stringify({ name: "Test Owner", endpoint: "/graphql", ...files.settings }));
  await writeFile(projectsFile, JSON.stringify(files.projects ?? []));
  const { server, url } = await startDemoServer({ port: 0, settingsFile, projectsFile, outboxFile: join(own, "outbox.jsonl") });
  servers.push(server);
  return url;
}

/** The page at `path`, and how long the server took to send it all. */
async function timedPage(url: string, path: string) {
  const started = performance.now();
  const response = await fetch(url + path);
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

describe("a hostile project title", () => {
  it("renders in one pass: a title of 90,000 capitals after a space does not stall the server", async () => {
    const title = `Project ${"A".repeat(90_000)}`;
    const url = await demo({ projects: [{ id: "p1", title, description: "Long.", techstack: "React", githubUrl: "https://github.com/x/y", livedemoUrl: "https://x.example/" }] });
    const { status, html, ms } = await timedPage(url, "/projects.html");
    expect(status).toBe(200);
    // It reaches the links' aria-label.
    expect(html).toContain(`aria-label="Code: ${title} on GitHub`);
    // Backtracking over each capital took about 20 s a tag; the bound leaves room for a busy machine.
    expect(ms).toBeLessThan(10_000);
  }, 60_000);
});

describe("a content service that answers after 8 s", () => {
  it("holds no page past the prerender's wait: Home and My Work go out with the projects loading", async () => {
    const url = await demo({ settings: { endpoint: await slowEndpoint(8000), featured: 3 } });
    for (const path of ["/", "/projects.html"]) {
      const { status, html, ms } = await timedPage(url, path);
      expect(status, path).toBe(200);
      // The wait is 1.5 s; without it the page went out after the service's 8 s (room left for a busy machine).
      expect(ms, path).toBeLessThan(7000);
      // No list to seed: the browser loads it.
      expect(html, path).not.toContain('id="portfolio-projects-cache"');
    }
    expect((await timedPage(url, "/projects.html")).html).toContain("Loading projects...");
  }, 30_000);
});
