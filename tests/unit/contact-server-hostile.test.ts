/**
 * The demo's local e-mail provider and /outbox against what a hostile page, a flood or a hand edit does to
 * them (issue 24, items 7, 9 and 10). Real servers on 127.0.0.1, port 0, read over HTTP.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { messageSizeProblem } from "../../src/services/mail.ts";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SETTINGS = { name: "Test Owner", emailjsServiceId: "service_t", emailjsTemplateId: "template_t", emailjsPublicKey: "key_t", emailjsOrigin: "/" };

let dir: string;
const servers: Server[] = [];
let serial = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portfolio-mail-hostile-"));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await rm(dir, { recursive: true, force: true });
});

async function demo(mailLimits?: object) {
  const own = join(dir, `server-${++serial}`);
  await mkdir(own, { recursive: true });
  const settingsFile = join(own, "settings.json");
  await writeFile(settingsFile, JSON.stringify(SETTINGS));
  const outboxFile = join(own, "outbox", "messages.jsonl");
  const { server, url } = await startDemoServer({ port: 0, settingsFile, outboxFile, ...(mailLimits ? { mailLimits } : {}) });
  servers.push(server);
  return { url, outboxFile };
}

function libraryForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = { name: "Ada", email: "ada@example.com", message: "Hello", lib_version: "4.4.1", service_id: "service_t", template_id: "template_t", user_id: "key_t", ...fields };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
}

const sendForm = (url: string, fields?: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/v1.0/email/send-form`, { method: "POST", body: libraryForm(fields), headers });

/** Sends the library's form from another address of this machine (a second visitor); resolves with the status. */
async function sendFrom(localAddress: string, url: string, fields?: Record<string, string>): Promise<number> {
  const body = new Response(libraryForm(fields));
  const bytes = Buffer.from(await body.arrayBuffer());
  return new Promise((resolve, reject) => {
    const headers = { "content-type": body.headers.get("content-type")!, "content-length": String(bytes.length) };
    httpRequest(`${url}/api/v1.0/email/send-form`, { method: "POST", localAddress, headers }, (res) => resolve(res.resume().statusCode!))
      .on("error", reject)
      .end(bytes);
  });
}

const lines = async (file: string) => {
  try {
    return (await readFile(file, "utf8")).split("\n").filter(Boolean);
  } catch {
    return [];
  }
};

describe("who may post to the local provider", () => {
  it("refuses a page of another site (multipart needs no preflight), storing nothing", async () => {
    const { url, outboxFile } = await demo();
    const response = await sendForm(url, {}, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/only from pages served by this machine/);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await lines(outboxFile)).toEqual([]);
    const preflight = await fetch(`${url}/api/v1.0/email/send-form`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("takes pages of this machine on any port, naming the origin it allows", async () => {
    const { url, outboxFile } = await demo();
    const origins = ["http://localhost:8000", "http://127.0.0.1:5173", "http://[::1]:3000", "http://[::ffff:7f00:1]:3000", "http://127.0.0.2:8000", "http://blog.localhost:4000", url];
    for (const origin of origins) {
      const response = await sendForm(url, {}, { origin });
      expect(response.status, origin).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
      expect(response.headers.get("vary")).toMatch(/origin/i);
    }
    expect(await lines(outboxFile)).toHaveLength(origins.length);
  });

  it("refuses pages of the local network and of names that only look like this machine's", async () => {
    const { url } = await demo();
    for (const origin of ["http://10.0.0.1:8000", "http://0.0.0.0:8000", "http://[::]:8000", "http://printer.local", "http://localhost.evil.example"]) {
      expect((await sendForm(url, {}, { origin })).status, origin).toBe(403);
    }
  });
});

describe("the local provider's limits", () => {
  it("counts sends per client: one sender's burst does not block another", async () => {
    const { url } = await demo({ perMinute: 2, burst: 0 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await sendFrom("127.0.0.1", url));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await sendFrom("127.0.0.2", url)).toBe(200);
  });

  it("counts a client by its address alone: a new Origin header buys no fresh allowance", async () => {
    const { url, outboxFile } = await demo({ perMinute: 2, burst: 0 });
    const statuses = [];
    for (let port = 8001; port <= 8004; port++) statuses.push((await sendForm(url, {}, { origin: `http://localhost:${port}` })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await lines(outboxFile)).toHaveLength(2);
  });

  it("keeps the outbox under its cap in bytes written, escaping counted, under 150 concurrent sends", async () => {
    const cap = 20_000;
    // One client may fill it all here: the cap on the file is what is tested.
    const { url, outboxFile } = await demo({ perMinute: 1000, burst: 0, maxOutboxBytes: cap, maxClientBytes: Infinity });
    // Each \u0001 is written as six bytes ("\u0001").
    const responses = await Promise.all(Array.from({ length: 150 }, (_, i) => sendForm(url, { name: `n${i}`, message: "\u0001".repeat(500) })));
    const statuses = responses.map((response) => response.status);
    expect(new Set(statuses)).toEqual(new Set([200, 507]));
    expect((await stat(outboxFile)).size).toBeLessThanOrEqual(cap);
    expect(await lines(outboxFile)).toHaveLength(statuses.filter((status) => status === 200).length);
    const full = responses[statuses.indexOf(507)]!;
    expect(await full.text()).toMatch(/^The outbox is full/);
  });
});

describe("one client against the outbox", () => {
  it("cannot fill it: past its share it is refused, and every other visitor's message is still taken", async () => {
    // The default limits: 10 MB, 60 sends a minute plus 300 more an hour, each up to 50 kB (18 MB in all).
    const { url, outboxFile } = await demo();
    const message = "x".repeat(49_000);
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 400) {
      status = await sendFrom("127.0.0.1", url, { message });
      if (status === 200) sent++;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(11);
    expect((await stat(outboxFile)).size).toBeLessThanOrEqual((10 * 1024 * 1024) / 20);
    expect(await sendFrom("127.0.0.2", url, { message })).toBe(200);
  }, 60_000);
});

describe("the form and the provider count a message's size alike", () => {
  it("as the wire carries it: each line break two bytes, so what the form accepts is never refused 413", async () => {
    const { url } = await demo();
    // 2,600 lines: as typed (LF) both fit in 50 kB; on the wire (CRLF) the second is 52,000 bytes and over it.
    for (const lineLength of [17, 18]) {
      const message = `${"x".repeat(lineLength)}\n`.repeat(2600);
      const fields = { name: "Ada", email: "ada@example.com", message };
      const status = (await sendForm(url, fields)).status;
      expect(status, `lines of ${lineLength}`).toBe(messageSizeProblem(fields) === undefined ? 200 : 413);
    }
    expect(messageSizeProblem({ name: "Ada", email: "ada@example.com", message: `${"x".repeat(18)}\n`.repeat(2600) })).toBe("51 kB");
  });
});

describe("an outbox edited by hand", () => {
  it("loses nothing when its last line has no final newline", async () => {
    const { url, outboxFile } = await demo();
    await mkdir(join(outboxFile, ".."), { recursive: true });
    await writeFile(outboxFile, JSON.stringify({ receivedAt: "2026-01-01T00:00:00.000Z", name: "Edited", email: "e@x.example", message: "m" }));
    expect((await sendForm(url, { name: "Sent after the edit" })).status).toBe(200);
    const stored = (await lines(outboxFile)).map((line) => JSON.parse(line).name);
    expect(stored).toEqual(["Edited", "Sent after the edit"]);
    const html = await (await fetch(`${url}/outbox`)).text();
    expect(html).toContain("Edited");
    expect(html).toContain("Sent after the edit");
  });
});

describe("the local provider checks the fields as the form does", () => {
  const refused: [string, Record<string, string>, string][] = [
    ["a name with a line break", { name: "Ada\r\nBcc: all@example.com" }, "The name field must be a single line."],
    ["an address with a line break", { email: "ada@example.com\r\nBcc: all@example.com" }, "The email field must be a single line."],
    ["an address that is not one", { email: "not an email" }, "The email field is not a valid address."],
    ["an address without a dot", { email: "ada@example" }, "The email field is not a valid address."],
    ["an empty message", { message: "" }, "The message field is required."],
  ];
  it.each(refused)("refuses %s with 400 and the reason, storing nothing", async (_, fields, reason) => {
    const { url, outboxFile } = await demo();
    const response = await sendForm(url, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(reason);
    expect(await lines(outboxFile)).toEqual([]);
  });

  it("takes a message of several lines and an address the form takes", async () => {
    const { url } = await demo();
    expect((await sendForm(url, { email: " ada@example.co.uk ", message: "one\ntwo" })).status).toBe(200);
  });
});

describe("/outbox under load", () => {
  it("reads only the page it shows: 40 concurrent reads of a 10 MB outbox stay small", async () => {
    const { url, outboxFile } = await demo();
    await mkdir(join(outboxFile, ".."), { recursive: true });
    const line = `${JSON.stringify({ receivedAt: "2026-01-01T00:00:00.000Z", name: "Bulk", email: "b@x.example", message: "x".repeat(1000) })}\n`;
    await writeFile(outboxFile, line.repeat(Math.ceil((10 * 1024 * 1024) / line.length)));
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const pages = await Promise.all(Array.from({ length: 40 }, () => fetch(`${url}/outbox`).then((response) => response.text())));
      for (const html of pages) expect(html).toMatch(/\d+ messages received/);
    } finally {
      clearInterval(sample);
    }
    // Each read of the whole file holds it several times over (bytes, text, lines): 40 of them, well over 1 GB.
    expect(peak - before).toBeLessThan(300 * 1024 * 1024);
  });
});

describe("/outbox with the longest messages", () => {
  it("lays out a bounded start of each, and keeps the whole message, escaped, in a closed <details>", async () => {
    const { url, outboxFile } = await demo();
    await mkdir(join(outboxFile, ".."), { recursive: true });
    // One unbroken word of 51 kB each, in Thai (a browser's line breaker is slowest on it: 50 of them took 56 s
    // to first paint in Chromium when laid out whole), then one short message.
    const word = "\u0e01\u0e32".repeat(8500);
    const line = (message: string) => `${JSON.stringify({ receivedAt: "2026-01-01T00:00:00.000Z", name: "N", email: "n@x.example", message })}\n`;
    await writeFile(outboxFile, line(`<b>${word}`).repeat(49) + line("Short & sweet."));
    const html = await (await fetch(`${url}/outbox`)).text();
    const items = [...html.matchAll(/<li class="outbox-message">([\s\S]*?)<\/li>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(50);
    expect(items[0]).toContain('<p class="outbox-text" dir="auto">Short &#38; sweet.</p>');
    expect(items[0]).not.toContain("<details");
    for (const item of items.slice(1)) {
      const [shown, hidden] = item.split('<details class="outbox-full">');
      expect(shown!.length).toBeLessThan(2000);
      expect(hidden).toMatch(/^<summary>The whole message \(17003 characters\)<\/summary>/);
      expect(hidden).toContain(`&#60;b&#62;${word}</p></details>`);
    }
  });
});

describe("files an owner drops into demo/public", () => {
  it("never run script on the demo's origin: each is served under a sandboxing policy", async () => {
    const publicDir = join(dir, "public");
    await mkdir(publicDir, { recursive: true });
    await writeFile(join(publicDir, "evil.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/outbox")</script></svg>');
    await writeFile(join(publicDir, "evil.html"), "<script>fetch('/outbox')</script>");
    const { server, url } = await startDemoServer({ port: 0, publicDir, settingsFile: join(dir, "none.json"), outboxFile: join(dir, "o.jsonl") });
    servers.push(server);
    for (const file of ["evil.svg", "evil.html"]) {
      const response = await fetch(`${url}/assets/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-security-policy"), file).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'");
    }
    // A 304 keeps the policy too: the browser shows the file it has under the answer's headers. (fetch would add
    // Cache-Control: no-cache to a conditional request, so this one goes by node:http.)
    const etag = (await fetch(`${url}/assets/evil.svg`)).headers.get("etag")!;
    const again = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest(`${url}/assets/evil.svg`, { headers: { "if-none-match": etag } }, (res) => resolve(res.resume())).on("error", reject).end(),
    );
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toContain("sandbox");
  });
});
