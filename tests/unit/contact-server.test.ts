/** The demo server's local e-mail provider and /outbox, over real HTTP with Node's fetch and FormData. */
import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { appendToOutbox, readOutbox } from "../../demo/server/outbox.js";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let server: Server;
let base: string;
let dir: string;
let settingsFile: string;
let outboxFile: string;

const SETTINGS = { name: "Test Owner", emailjsServiceId: "service_t", emailjsTemplateId: "template_t", emailjsPublicKey: "key_t", emailjsOrigin: "/" };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portfolio-mail-"));
  settingsFile = join(dir, "settings.json");
  outboxFile = join(dir, "outbox", "messages.jsonl");
  await writeFile(settingsFile, JSON.stringify(SETTINGS));
  // Every send here is from one address, 1 MB in all: one client's share of the outbox is tested apart
  // (contact-server-hostile.test.ts).
  const started = await startDemoServer({ port: 0, settingsFile, outboxFile, mailLimits: { maxClientBytes: Infinity } });
  server = started.server;
  base = started.url;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The fields `sendForm` posts: the form's, then the library's four. */
function libraryForm(fields: Partial<Record<string, string>> = {}): FormData {
  const values: Record<string, string | undefined> = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    message: "Hello from the test",
    lib_version: "4.4.1",
    service_id: "service_t",
    template_id: "template_t",
    user_id: "key_t",
    ...fields,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  return form;
}

/** A page of this machine on another port (an owner's blog under a dev server), as a browser names it. */
const PAGE_ORIGIN = "http://localhost:8000";

function sendForm(body: BodyInit, init: RequestInit = {}) {
  return fetch(`${base}/api/v1.0/email/send-form`, { method: "POST", body, ...init, headers: { origin: PAGE_ORIGIN, ...init.headers } });
}

async function outboxLines(): Promise<string[]> {
  try {
    return (await readFile(outboxFile, "utf8")).split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

describe("the demo's /api/v1.0/email/send-form", () => {
  it('accepts what the library sends, answers 200 "OK" with CORS headers and appends one JSON line', async () => {
    const before = await outboxLines();
    const response = await sendForm(libraryForm({ message: "Line one\nLine two" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("access-control-allow-origin")).toBe(PAGE_ORIGIN);
    const lines = await outboxLines();
    expect(lines).toHaveLength(before.length + 1);
    const stored = JSON.parse(lines.at(-1)!);
    expect(stored).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
    // multipart/form-data sends a text field's line breaks as CRLF.
    expect(stored.message).toBe("Line one\r\nLine two");
    expect(new Date(stored.receivedAt).toISOString()).toBe(stored.receivedAt);
    expect(Object.keys(stored).sort()).toEqual(["email", "message", "name", "receivedAt"]);
  });

  it("stores 50 concurrent sends as 50 whole lines", async () => {
    const before = await outboxLines();
    // Large enough that an unserialized writer could interleave: 50 × ~20 kB.
    const names = Array.from({ length: 50 }, (_, i) => `Sender ${i}`);
    const responses = await Promise.all(
      names.map((name, i) => sendForm(libraryForm({ name, message: `${String(i).padStart(2, "0")}:${"ü".repeat(10_000)}` }))),
    );
    expect(responses.map((response) => response.status)).toEqual(names.map(() => 200));
    const added = (await outboxLines()).slice(before.length);
    expect(added).toHaveLength(50);
    const messages = added.map((line) => JSON.parse(line));
    expect(messages.map((message) => message.name).sort()).toEqual([...names].sort());
    for (const message of messages) expect(message.message).toMatch(/^\d\d:ü{10000}$/);
  });

  const rejected: [string, () => Promise<Response>, number, string][] = [
    ["a missing name", () => sendForm(libraryForm({ name: undefined })), 400, "The name field is required."],
    ["an empty email", () => sendForm(libraryForm({ email: "" })), 400, "The email field is required."],
    ["a message of spaces", () => sendForm(libraryForm({ message: "   " })), 400, "The message field is required."],
    ["another service id", () => sendForm(libraryForm({ service_id: "service_other" })), 400, "The service ID is invalid."],
    ["another template id", () => sendForm(libraryForm({ template_id: "template_other" })), 400, "The template ID is invalid."],
    ["no public key", () => sendForm(libraryForm({ user_id: undefined })), 400, "The public key (user_id) is required."],
    [
      "a file instead of text",
      () => {
        const form = libraryForm({ message: undefined });
        form.append("message", new Blob(["x"]), "x.txt");
        return sendForm(form);
      },
      400,
      "The message field must be text, not a file.",
    ],
    [
      "a JSON body",
      () => sendForm(JSON.stringify({ name: "Ada" }), { headers: { "content-type": "application/json" } }),
      415,
      "Expected a multipart/form-data body.",
    ],
    [
      "a broken multipart body",
      () => sendForm("--nope\r\nnot a part", { headers: { "content-type": "multipart/form-data; boundary=xyz" } }),
      400,
      "The body is not valid multipart/form-data.",
    ],
    ["a body over 64 kB", () => sendForm(libraryForm({ message: "x".repeat(64 * 1024) })), 413, "The body is over 65536 bytes."],
    ["a GET", () => fetch(`${base}/api/v1.0/email/send-form`, { headers: { origin: PAGE_ORIGIN } }), 405, "Method not allowed: use POST."],
  ];

  it.each(rejected)("refuses %s with a reason, writes nothing and keeps serving", async (_, request, status, reason) => {
    const before = await outboxLines();
    const response = await request();
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(reason);
    expect(response.headers.get("access-control-allow-origin")).toBe(PAGE_ORIGIN);
    expect(await outboxLines()).toEqual(before);
    expect((await sendForm(libraryForm())).status).toBe(200);
  });

  it("answers a CORS preflight", async () => {
    const response = await fetch(`${base}/api/v1.0/email/send-form`, {
      method: "OPTIONS",
      headers: { origin: PAGE_ORIGIN, "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(PAGE_ORIGIN);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("reads the ids from the settings file on every request", async () => {
    await writeFile(settingsFile, JSON.stringify({ ...SETTINGS, emailjsServiceId: "service_new" }));
    try {
      expect((await sendForm(libraryForm())).status).toBe(400);
      expect((await sendForm(libraryForm({ service_id: "service_new" }))).status).toBe(200);
    } finally {
      await writeFile(settingsFile, JSON.stringify(SETTINGS));
    }
  });
});

describe("appendToOutbox", () => {
  it("writes lines in the order the appends began, each whole, creating the folder", async () => {
    const file = join(dir, "queue", "deeper", "order.jsonl");
    const texts = Array.from({ length: 200 }, (_, i) => `${i}:${"é".repeat((i * 997) % 30_000)}`);
    await Promise.all(texts.map((message, i) => appendToOutbox(file, { receivedAt: "2026-01-01T00:00:00.000Z", name: `n${i}`, email: "e", message })));
    expect((await readOutbox(file)).map((stored) => stored.message)).toEqual(texts);
  });
});

describe("the demo's /outbox", () => {
  it("lists the messages newest first, every field escaped, under a policy without inline styles or scripts", async () => {
    await sendForm(libraryForm({ name: "Sent before", message: "first" }));
    await sendForm(libraryForm({ name: '<script>alert("x")</script>', email: "a&b@example.com", message: "<img src=x onerror=alert(1)>" }));
    const response = await fetch(`${base}/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const html = await response.text();
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/outbox.css" />');
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(html).toContain("a&#38;b@example.com");
    expect(html.indexOf("alert(&#34;x&#34;)")).toBeLessThan(html.indexOf("Sent before"));
    expect(html).toMatch(/\d+ messages received/);
  });

  it("skips a line that does not parse instead of failing the page", async () => {
    await appendFile(outboxFile, "{broken\n");
    await sendForm(libraryForm({ name: "After the broken line" }));
    const html = await (await fetch(`${base}/outbox`)).text();
    expect(html).toContain("After the broken line");
  });

  it("serves its stylesheet and refuses other methods", async () => {
    expect((await fetch(`${base}/assets/outbox.css`)).status).toBe(200);
    expect((await fetch(`${base}/outbox`, { method: "POST" })).status).toBe(405);
  });
});
