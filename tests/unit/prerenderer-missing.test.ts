/**
 * A build folder whose prerenderer (server/prerender.js) is missing or crashes on import never gives pages with
 * nothing prerendered: the page renderers reject with the reason, `build:site` stops before writing anything, and
 * the demo server answers with the reason instead of an empty page. Build folders of its own in a temporary folder:
 * no build is needed.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { buildSite } from "../../src/site/build.ts";
import { PrerendererUnavailable } from "../../src/site/prerendering.ts";
import { renderFramePage } from "../../src/site/frames.ts";
import { renderSitePage } from "../../src/site/site-page.ts";

// Loads the build's prerenderer and renders pages: many seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let dir: string;
const servers: Server[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "prerenderer-missing-"));
});

afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

/** A build folder with the client build's files, and a prerenderer that is `prerenderer` (or none). */
async function distFolder(name: string, prerenderer?: string) {
  const distDir = join(dir, name);
  await mkdir(join(distDir, ".vite"), { recursive: true });
  await writeFile(join(distDir, "portfolio-elements.js"), "");
  await writeFile(join(distDir, ".vite", "manifest.json"), JSON.stringify({ "src/index.ts": { file: "portfolio-elements.js" } }));
  if (prerenderer !== undefined) {
    await mkdir(join(distDir, "server"), { recursive: true });
    await writeFile(join(distDir, "server", "prerender.js"), prerenderer);
  }
  return distDir;
}

const CASES = [
  ["missing", undefined, /prerender\.js is missing, so no page can be prerendered: run `npm run build` first/],
  ["crashing on import", 'throw new Error("half-written build");', /prerender\.js fails to load \(half-written build\), so no page can be prerendered/],
] as const;

describe.each(CASES)("a prerenderer %s", (name, prerenderer, reason) => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await distFolder(name.replace(/\W+/g, "-"), prerenderer);
  });

  it("stops every page renderer with the reason", async () => {
    const options = { distDir, distUrl: "lib/", assetsUrl: "assets/", settings: { name: "Ann Lee" } };
    for (const rendering of [renderSitePage(options), renderFramePage({ ...options, element: "hero" })]) {
      await expect(rendering).rejects.toBeInstanceOf(PrerendererUnavailable);
      await expect(rendering).rejects.toThrow(reason);
    }
  });

  it("stops build:site before it writes anything", async () => {
    const settingsFile = join(dir, `${name}-settings.json`);
    await writeFile(settingsFile, JSON.stringify({ name: "Ann Lee" }));
    const outDir = join(dir, `${name}-site`);
    await expect(buildSite({ settingsFile, distDir, outDir, log: () => {} })).rejects.toThrow(reason);
    expect(existsSync(outDir)).toBe(false);
  });

  it("makes the demo server answer 500 with the reason, never an empty page", async () => {
    const own = join(dir, `${name}-demo`);
    await mkdir(own, { recursive: true });
    const settingsFile = join(own, "settings.json");
    await writeFile(settingsFile, JSON.stringify({ name: "Ann Lee" }));
    const { server, url } = await startDemoServer({ port: 0, distDir, settingsFile, outboxFile: join(own, "outbox.jsonl") });
    servers.push(server);
    for (const path of ["/", "/about.html", "/embed/hero.html"]) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(500);
      expect(await response.text(), path).toMatch(reason);
    }
  });
});
