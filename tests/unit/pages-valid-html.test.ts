/**
 * Every page we serve or write passes html-validate's recommended preset, configured only by .htmlvalidate.json
 * (see the README's "Judged by other people's tools"): the demo server's pages, fetched from a real server on a
 * free loopback port (with a message in its outbox), and the static site `build:site` writes into a temp folder.
 * Needs the build: `npm test` builds before these run.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HtmlValidate, type ConfigData } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { buildSite } from "../../src/site/build.ts";
import { FRAME_ELEMENTS } from "../../src/site/frames.ts";
import { ROUTE_PAGES } from "../../src/site/route-pages.ts";
import { needsBuild } from "./needs-build.ts";

const ROOT = join(import.meta.dirname, "../..");
const FRAMES = Object.keys(FRAME_ELEMENTS);
const ROUTE_FILES = Object.values(ROUTE_PAGES);

const validator = new HtmlValidate(JSON.parse(await readFile(join(ROOT, ".htmlvalidate.json"), "utf8")) as ConfigData);

/** Each message as `page:line:column rule: text`, so a failure names what to fix. */
async function problems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) => result.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

describe("the demo server's pages are valid HTML", () => {
  beforeAll(needsBuild);
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), "valid-html-"));
    ({ server, url } = await startDemoServer({ outboxFile: join(dir, "outbox.jsonl") }));
    // A message in the outbox, so its page shows a list rather than its empty state.
    const settings = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
    const form = new FormData();
    const fields = { name: "Ada", email: "ada@example.com", message: "Hello <there>", service_id: settings.emailjsServiceId, template_id: settings.emailjsTemplateId, user_id: settings.emailjsPublicKey, lib_version: "4.4.1" };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const sent = await fetch(`${url}/api/v1.0/email/send-form`, { method: "POST", body: form });
    expect(sent.status, await sent.text()).toBe(200);
  });
  afterAll(() => server?.close());

  const frames = FRAMES.flatMap((name) => ["", "?theme=light", "?theme=dark", "?theme=auto&background=transparent"].map((query) => `/embed/${name}.html${query}`));
  const paths = ["/", ...ROUTE_FILES.filter((file) => file !== "index.html").map((file) => `/${file}`), "/embed.html", "/themes.html", "/studio.html", "/outbox", ...frames];

  it.each(paths)("%s", async (path) => {
    const response = await fetch(url + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    if (path === "/outbox") expect(html).toContain("ada@example.com");
    expect(await problems(html, path)).toEqual([]);
    // The first page also loads the prerenderer: on a busy machine, seconds.
  }, 30_000);
});

describe("the static site's pages are valid HTML", () => {
  beforeAll(needsBuild);
  let outDir: string;

  beforeAll(async () => {
    ({ outDir } = await buildSite({ outDir: join(await mkdtemp(join(tmpdir(), "valid-html-site-")), "site"), log: () => undefined }));
  }, 60_000);

  it.each([...ROUTE_FILES, ...FRAMES.map((name) => `embed/${name}.html`)])("%s", async (file) => {
    expect(await problems(await readFile(join(outDir, file), "utf8"), file)).toEqual([]);
  }, 30_000);
});
