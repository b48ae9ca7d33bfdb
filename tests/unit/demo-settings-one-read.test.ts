/**
 * The demo server reads the owner's settings file once per page (demo/server/server.js): the page's settings and its
 * look come from that one reading, so an owner saving the file while a page is made never gets a page that mixes
 * two versions of it. The file is replaced right after every reading of it, as a save at the worst moment would.
 */
import type { Server } from "node:http";
import { createRequire, syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** The real fs/promises, whose readFile the demo server imports (it loads as Node loads it, not through Vite). */
const fsPromises = createRequire(import.meta.url)("node:fs/promises") as typeof import("node:fs/promises");

const VERSIONS = [
  // Colours lightningcss prints as they are written.
  { name: "Version One", look: { accent: "#ab0012" } },
  { name: "Version Two", look: { accent: "#0123bc" } },
];

describe("the demo server's settings file, read once per page", () => {
  let server: Server;
  let url: string;
  let file: string;
  let reads = 0;

  beforeAll(async () => {
    const dir = await fsPromises.mkdtemp(join(tmpdir(), "settings-read-"));
    file = join(dir, "settings.json");
    await fsPromises.writeFile(file, JSON.stringify(VERSIONS[0]));
    const readFile = fsPromises.readFile;
    // Every named import of readFile follows the spy once the builtin's exports are synced.
    vi.spyOn(fsPromises, "readFile").mockImplementation(async (...args: Parameters<typeof readFile>) => {
      const result = await readFile(...args);
      if (args[0] === file) await fsPromises.writeFile(file, JSON.stringify(VERSIONS[++reads % 2]));
      return result;
    });
    syncBuiltinESMExports();
    ({ server, url } = await startDemoServer({ port: 0, settingsFile: file, outboxFile: join(dir, "outbox.jsonl") }));
  });
  afterAll(() => {
    server.close();
    vi.restoreAllMocks();
    syncBuiltinESMExports();
  });

  /** A page as the server makes it now, with how many times the settings file was read for it. */
  async function page(path: string) {
    const before = reads;
    const response = await fetch(url + path);
    expect(response.status, path).toBe(200);
    return { html: await response.text(), reads: reads - before };
  }

  it.each(["/", "/about.html", "/embed/hero.html", "/embed/contact.html"])("%s: settings and look come from one reading", async (path) => {
    const { html, reads: count } = await page(path);
    const fromVersion = (part: (version: (typeof VERSIONS)[number]) => string) =>
      VERSIONS.filter((version) => html.includes(part(version))).map(({ name }) => name);
    const settings = fromVersion(({ name }) => name);
    expect(settings, "the versions the page's settings come from").toHaveLength(1);
    expect(fromVersion(({ look }) => `--pe-color-accent:light-dark(${look.accent},`), "the versions its look comes from").toEqual(settings);
    expect(count, "readings of the settings file").toBe(1);
  });

  it.each(["/embed.html", "/themes.html", "/embed/hero.oembed.json"])("%s: one reading of the file", async (path) => {
    expect((await page(path)).reads).toBe(1);
  });
});
