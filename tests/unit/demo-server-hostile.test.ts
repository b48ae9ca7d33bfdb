/**
 * The demo server (`npm start`) against hostile and unlucky requests: forged Host headers, hostile queries,
 * floods, symlinks, a bad setting, clients that go away. Real servers on 127.0.0.1, port 0, read over HTTP.
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { request as httpRequest, createServer, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { appendToOutbox } from "../../demo/server/outbox.js";
import { CHUNK_HASH_LENGTH, CHUNK_PATH } from "../../src/site/chunk-names.ts";
import { needsBuild } from "./needs-build.ts";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });


const SETTINGS = {
  name: "Test Owner",
  endpoint: "/graphql",
  emailjsServiceId: "service_t",
  emailjsTemplateId: "template_t",
  emailjsPublicKey: "key_t",
  emailjsOrigin: "/",
};

let dir: string;
const servers: Server[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portfolio-hostile-"));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

let serial = 0;

/** A demo server of its own, with its own settings, outbox and (optionally) projects file. */
async function demo(options: { settings?: unknown; projects?: unknown; mailLimits?: object; outboxHosts?: string[]; distDir?: string } = {}) {
  const own = join(dir, `server-${++serial}`);
  await mkdir(own, { recursive: true });
  const settingsFile = join(own, "settings.json");
  await writeFile(settingsFile, typeof options.settings === "string" ? options.settings : JSON.stringify(options.settings ?? SETTINGS));
  let projectsFile: string | undefined;
  if (options.projects !== undefined) {
    projectsFile = join(own, "projects.json");
    await writeFile(projectsFile, JSON.stringify(options.projects));
  }
  const outboxFile = join(own, "outbox", "messages.jsonl");
  const { server, url } = await startDemoServer({
    port: 0,
    settingsFile,
    outboxFile,
    ...(projectsFile ? { projectsFile } : {}),
    ...(options.mailLimits ? { mailLimits: options.mailLimits } : {}),
    ...(options.outboxHosts ? { outboxHosts: options.outboxHosts } : {}),
    ...(options.distDir ? { distDir: options.distDir } : {}),
    // Its pages carry the projects even on a busy machine, where the prerenderer's own limit may pass first.
    projectsWait: 25_000,
  });
  servers.push(server);
  return { server, url, settingsFile, outboxFile, dir: own };
}

/** A GET with a Host header of our choosing (fetch sets its own). */
function get(url: string, host?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { headers: { ...(host ? { host } : {}), ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function graphql(url: string, query: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...headers },
    body: JSON.stringify({ query }),
  });
}

function libraryForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = { name: "Ada", email: "ada@example.com", message: "Hello", lib_version: "4.4.1", service_id: "service_t", template_id: "template_t", user_id: "key_t", ...fields };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
}

const sendForm = (url: string, fields?: Record<string, string>) =>
  fetch(`${url}/api/v1.0/email/send-form`, { method: "POST", body: libraryForm(fields) });

describe("the Host header is never used to reach anything or written into a page", () => {
  it("prerenders from the server's own address, whatever Host says, and writes no host into the page", async () => {
    needsBuild();
    // A service listening where a forged Host points: the demo must never call it.
    let calls = 0;
    const bait = createServer((_, res) => {
      calls++;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { project: [{ id: "x", title: "Planted by the Host header" }] } }));
    });
    await new Promise<void>((resolve) => bait.listen(0, "127.0.0.1", resolve));
    servers.push(bait);
    const baitHost = `127.0.0.1:${(bait.address() as { port: number }).port}`;
    const { url } = await demo();
    for (const host of [baitHost, "evil.example:81", "[::1]:1"]) {
      const page = await get(`${url}/projects.html`, host);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(host);
      expect(page.body).not.toContain("Planted by the Host header");
      expect(page.body).toContain("Budget Buddy");
      expect(page.body).toContain('"endpoint": "/graphql"');
      expect(page.body).toContain('"emailjsOrigin": "/"');
    }
    expect(calls).toBe(0);
  });

  it("embeds in each of 20 concurrent pages the list that page was rendered with, and only it", async () => {
    needsBuild();
    const { url } = await demo();
    // A first page loads the prerenderer's code, so that the burst asks for rendering only.
    expect((await get(`${url}/projects.html`, "warm.example")).status).toBe(200);
    const pages = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`${url}/projects.html`, `host-${i}.example`)));
    for (const page of pages) {
      expect(page.status).toBe(200);
      const seed = /<script type="application\/json" id="portfolio-projects-cache">(.*?)<\/script>/.exec(page.body)?.[1];
      expect(Object.keys(JSON.parse(seed ?? "{}"))).toEqual(["/graphql"]);
      expect(page.body).not.toMatch(/host-\d+\.example/);
    }
  });
});

describe("only content-hashed files are immutable; the build's private files are not served", () => {
  /** A chunk named as the build names one. */
  const CHUNK = `runtime-${"B".repeat(CHUNK_HASH_LENGTH)}.js`;
  let url: string;
  let distDir: string;

  beforeAll(async () => {
    distDir = join(dir, "dist");
    await mkdir(join(distDir, "chunks"), { recursive: true });
    await mkdir(join(distDir, "lite"), { recursive: true });
    await mkdir(join(distDir, "server"), { recursive: true });
    await mkdir(join(distDir, ".vite"), { recursive: true });
    const secrets = join(dir, "outside");
    await mkdir(secrets, { recursive: true });
    await writeFile(join(secrets, "secret.txt"), "outside the served folder");
    await writeFile(join(distDir, "portfolio-elements.js"), "export {};");
    await writeFile(join(distDir, "lite", "portfolio-elements.js"), "export {};");
    await writeFile(join(distDir, "custom-elements.json"), "{}");
    await writeFile(join(distDir, "chunks", CHUNK), "export {};");
    await writeFile(join(distDir, "server", "prerender.js"), "export {};");
    await writeFile(join(distDir, ".vite", "manifest.json"), "{}");
    await symlink(join(secrets, "secret.txt"), join(distDir, "linked.txt"));
    await symlink(secrets, join(distDir, "linked-folder"));
    ({ url } = await demo({ distDir }));
  });

  it("revalidates entry files and the manifest, which keep their names across builds", async () => {
    for (const path of ["/dist/portfolio-elements.js", "/dist/lite/portfolio-elements.js", "/dist/custom-elements.json"]) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
    }
    const chunk = await fetch(`${url}/dist/chunks/${CHUNK}`);
    expect(chunk.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(chunk.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("takes every chunk the build wrote for a content-hashed file", () => {
    needsBuild();
    const built = join(import.meta.dirname, "../../dist");
    const chunks = [...readdirSync(join(built, "chunks")).map((file) => `chunks/${file}`), ...readdirSync(join(built, "lite", "chunks")).map((file) => `lite/chunks/${file}`)];
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.filter((file) => !new RegExp(`(?:^|/)${CHUNK_PATH}$`).test(file))).toEqual([]);
  });

  it("answers 404 for the prerenderer, the build manifest and anything a symbolic link leads out to", async () => {
    for (const path of [
      "/dist/server/prerender.js",
      "/dist/.vite/manifest.json",
      "/dist/%2Evite/manifest.json",
      "/dist/linked.txt",
      "/dist/linked-folder/secret.txt",
      "/dist/../package.json",
      "/dist/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
      // server/ named by a path that does not start with it, but leads into it.
      "/dist/.%2Fserver/prerender.js",
      "/dist/x%2F..%2Fserver/prerender.js",
      "/dist/.%2F%2Fserver%2Fprerender.js",
    ]) {
      const response = await get(url + path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain("outside the served folder");
    }
  });

  it("answers 404 for a folder's address, never a redirect (send's would leave the /dist/ mount: /dist/lite -> /lite/)", async () => {
    for (const path of ["/dist/lite", "/dist/chunks", "/dist//lite"]) {
      const response = await get(url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
  });
});

describe("compression", () => {
  it("never holds up other requests: a 2.5 MB answer is compressed off the event loop", async () => {
    const words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor ".split(" ");
    const projects = Array.from({ length: 1200 }, (_, i) => ({
      id: `p${i}`,
      title: `Project ${i}`,
      description: Array.from({ length: 300 }, (_, j) => words[(i * 31 + j * 7) % words.length]).join(" ") + ` ${i}`,
    }));
    const { url } = await demo({ projects });
    const query = "{ project { id title description } }";
    // Read once uncompressed, so the file is warm and the JSON work is not what is measured.
    expect((await graphql(url, query)).status).toBe(200);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const response = await graphql(url, query, { "accept-encoding": "br" });
    // fetch decompresses: what arrives is the whole answer.
    const bytes = (await response.arrayBuffer()).byteLength;
    delay.disable();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(bytes).toBeGreaterThan(2_000_000);
    // Brotli at quality 11 on the event loop held it for seconds (5.7 s for 6 MB); the JSON work alone is a tenth of one.
    expect(delay.max / 1e6).toBeLessThan(800);
  });
});

describe("the GraphQL endpoint bounds what one query may ask for", () => {
  it("refuses 1,473 aliases with a 400 and a reason, before running anything", async () => {
    const { url } = await demo();
    // 97 kB, under the body limit: the size of the attack that made 3.7 MB answers.
    const query = `{${Array.from({ length: 1473 }, (_, i) => `a${i}:project{id title description techstack livedemoUrl githubUrl}`).join(" ")}}`;
    const response = await graphql(url, query);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toMatch(/more that 2000 tokens/);
    // Fewer aliases, in fewer tokens, meet the alias rule itself.
    const few = await graphql(url, `{${Array.from({ length: 50 }, (_, i) => `a${i}:project{id}`).join(" ")}}`);
    expect(few.status).toBe(400);
    expect((await few.json()).errors[0].message).toMatch(/Aliases limit of 10 exceeded, found 50/);
  });

  it("refuses a query nested 10,000 deep with a 400 and a reason, no stack trace anywhere", async () => {
    const error = vi.spyOn(console, "error");
    const { url } = await demo();
    const response = await graphql(url, `{${"project{".repeat(10_000)}id${"}".repeat(10_000)}}`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text).errors[0].message).toMatch(/more that 2000 tokens/);
    expect(text).not.toMatch(/\bat \S+ \(/);
    expect(error).not.toHaveBeenCalled();
  });

  it("refuses an answer over 8 MB with a 400 and a reason", async () => {
    const { url } = await demo({ projects: Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, title: "t", description: "d".repeat(1_000_000) })) });
    const response = await graphql(url, "{ project { id description } }");
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toMatch(/over 8388608 bytes/);
  });
});

describe("the local e-mail provider's limits", () => {
  it("refuses a message over the provider's 50 kB with 413 and the reason, storing nothing", async () => {
    const { url, outboxFile } = await demo();
    const response = await sendForm(url, { message: "é".repeat(26_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/the limit of the name, email and message together is 51200 bytes/);
    expect(existsSync(outboxFile)).toBe(false);
  });

  it("takes a burst, then answers 429 with Retry-After, and never grows the outbox past its size", async () => {
    const { url, outboxFile } = await demo({ mailLimits: { perMinute: 3, burst: 2 } });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await sendForm(url, { name: `n${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await sendForm(url);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/^Too many messages: try again in \d+ seconds\.$/);
    expect((await readFile(outboxFile, "utf8")).trim().split("\n")).toHaveLength(5);

    const small = await demo({ mailLimits: { maxOutboxBytes: 300, maxClientBytes: Infinity } });
    expect((await sendForm(small.url, { message: "x".repeat(100) })).status).toBe(200);
    const full = await sendForm(small.url, { message: "x".repeat(200) });
    expect(full.status).toBe(507);
    expect(await full.text()).toMatch(/The outbox is full/);
  });
});

describe("/outbox", () => {
  it("pages the messages, 50 a page, newest first", async () => {
    const { url, outboxFile } = await demo();
    for (let i = 1; i <= 120; i++) await appendToOutbox(outboxFile, { receivedAt: "2026-01-01T00:00:00.000Z", name: `Sender ${i}`, email: "a@b.example", message: `m${i}` });
    const names = (html: string) => [...html.matchAll(/<strong><bdi>(Sender \d+)<\/bdi><\/strong>/g)].map((match) => match[1]);
    const first = await get(`${url}/outbox`);
    expect(first.status).toBe(200);
    expect(names(first.body)).toHaveLength(50);
    expect(names(first.body)[0]).toBe("Sender 120");
    expect(first.body).toContain('<a href="?page=2" rel="next">Older</a>');
    expect(first.body).toContain("120 messages");
    const last = await get(`${url}/outbox?page=3`);
    expect(names(last.body)).toEqual(Array.from({ length: 20 }, (_, i) => `Sender ${20 - i}`));
    expect(last.body).toContain('<a href="?page=2" rel="prev">Newer</a>');
    expect((await get(`${url}/outbox?page=4`)).status).toBe(404);
    for (const page of ["0", "-1", "abc", "1e3"]) expect((await get(`${url}/outbox?page=${page}`)).status, page).toBe(400);
  });

  it("isolates each text's direction, so a right-to-left override cannot reorder the address after it", async () => {
    const { url, outboxFile } = await demo();
    await appendToOutbox(outboxFile, { receivedAt: "2026-01-01T00:00:00.000Z", name: "Bank \u202E", email: "security@bank.com", message: "\u202Eevil" });
    const { body } = await get(`${url}/outbox`);
    expect(body).toContain("<strong><bdi>Bank \u202E</bdi></strong> &lt;<bdi>security@bank.com</bdi>&gt;");
    expect(body).toContain('<p class="outbox-text" dir="auto">\u202Eevil</p>');
  });

  it("answers only loopback host names and configured ones (no DNS rebinding), and shows no server path", async () => {
    const { url, dir: own } = await demo({ outboxHosts: ["laptop.local:4173"] });
    const port = new URL(url).port;
    const loopback = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `[::ffff:127.0.0.1]:${port}`, `127.0.0.2:${port}`, `localhost.:${port}`, `LOCALHOST:${port}`];
    for (const host of [...loopback, "laptop.local:4173", "app.localhost", "a.b.localhost"]) {
      const page = await get(`${url}/outbox`, host);
      expect(page.status, host).toBe(200);
      expect(page.body).not.toContain(own);
      expect(page.body).not.toContain(tmpdir());
    }
    const others = [`0.0.0.0:${port}`, `10.0.0.1:${port}`, `127.0.0.1@rebind.example:${port}`, `rebind.example/127.0.0.1:${port}`, "localhost.rebind.example"];
    for (const host of [`rebind.example:${port}`, "evil.example", "127.0.0.1.evil.example", "laptop.local", ...others]) {
      const page = await get(`${url}/outbox`, host);
      expect(page.status, host).toBe(403);
      expect(page.body).not.toContain("<li");
    }
  });
});

describe("one bad setting", () => {
  it.each([
    ["a portrait URL that does not parse", { ...SETTINGS, portrait: "http://[::1" }, /portrait "http:\/\/\[::1" is not a usable/],
    ["an e-mail with mailto headers", { ...SETTINGS, email: "owner@x.com?bcc=spy@evil.example" }, /email .* is not a plain e-mail address/],
    ["a settings file that is not JSON", "{ broken", /could not be read/],
  ])("%s: every page still answers 200, and the owner gets one warning", async (_, settings, warning) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    const { url } = await demo({ settings });
    for (const path of ["/", "/projects.html", "/embed.html", "/themes.html", "/embed/hero.html", "/embed/contact.html"]) {
      const page = await get(url + path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain("spy@evil.example");
    }
    expect(warn.mock.calls.filter(([line]) => warning.test(String(line)))).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });
});

describe("an owner's own services in the settings (docs/publishing.md: the studio's settings.json saved over demo/settings.json)", () => {
  it("are allowed in every page's connect-src, as build:site's pages allow them, and nothing else is", async () => {
    const { url } = await demo({
      settings: { name: "Ann", endpoint: "https://eu-west-2.cdn.hygraph.com/content/abc/master", emailjsServiceId: "service_x", emailjsTemplateId: "t", emailjsPublicKey: "k" },
    });
    for (const path of ["/", "/contact.html", "/embed.html", "/embed/contact.html", "/embed/hero.html?theme=dark"]) {
      const page = await get(url + path);
      const connect = String(page.headers["content-security-policy"]).split("; ").find((part) => part.startsWith("connect-src "));
      expect(connect, path).toBe("connect-src 'self' https://eu-west-2.cdn.hygraph.com https://api.emailjs.com");
    }
    const local = await get(`${(await demo()).url}/contact.html`);
    expect(String(local.headers["content-security-policy"])).toContain("connect-src 'self';");
  });

  it("a portrait at an http: address is allowed in img-src (Chromium refused it: a broken image in the hero)", async () => {
    const { url } = await demo({ settings: { name: "Ann", portrait: "http://photos.example:8080/ann.jpg" } });
    for (const path of ["/", "/embed/hero.html"]) {
      const page = await get(url + path);
      const images = String(page.headers["content-security-policy"]).split("; ").find((part) => part.startsWith("img-src "));
      expect(images, path).toMatch(/^img-src 'self' https: http:\/\/photos\.example:8080( data:)?$/);
    }
  });
});

describe("clients that go away", () => {
  it("are not logged as errors", async () => {
    const error = vi.spyOn(console, "error");
    const { url } = await demo();
    const { port } = new URL(url);
    for (const path of ["/graphql", "/api/v1.0/email/send-form"]) {
      // Announces a 50 kB body, sends a little of it and hangs up.
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\ncontent-type: ${path === "/graphql" ? "application/json" : "multipart/form-data; boundary=x"}\r\ncontent-length: 50000\r\n\r\n{"query":`,
            () => setTimeout(() => socket.destroy(), 50),
          );
        });
        socket.on("close", () => resolve());
      });
    }
    // The server still answers, and said nothing.
    expect((await graphql(url, "{ project { id } }")).status).toBe(200);
    expect(error).not.toHaveBeenCalled();
  });
});
