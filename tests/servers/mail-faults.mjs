// @ts-check
/**
 * A scripted e-mail provider for the browser tests: it speaks the form-send path of `@emailjs/browser`,
 * records every field it receives and answers as the test tells it (status, text, delay, dropped connection).
 *
 * Each test gets a mailbox of its own, a path prefix in its `emailjs-origin`
 * (`http://127.0.0.1:PORT/box/7`), because the library appends `/api/v1.0/email/send-form` to the origin:
 * test files running side by side never see each other's messages or scripted faults.
 *
 * Server commands (from `executeServerCommand`):
 * - `mail-fault-url` → `{ origin, box }`: a fresh mailbox.
 * - `mail-set-next` `{ box, status?, text?, delayMs?, drop? }`: how to answer the mailbox's next send
 *   (queued; unscripted sends get 200 "OK").
 * - `mail-received` `{ box }` → the fields of every send the mailbox received, in order.
 * - `demo-outbox` → the messages in the demo server's outbox file, oldest first.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CORS_HEADERS, readBody } from "../../demo/server/http.js";
import { readOutbox } from "../../demo/server/outbox.js";
import { closeNow, listenOnLoopback } from "./loopback.mjs";

/**
 * @typedef {object} ScriptedAnswer
 * @property {number} [status] default 200
 * @property {string} [text] default "OK"
 * @property {number} [delayMs] wait before answering
 * @property {boolean} [drop] close the connection without an answer (the browser sees a network error)
 */

/** @typedef {{ script: ScriptedAnswer[], received: Record<string, string>[] }} Mailbox */

/**
 * Every answer closes its connection. Chromium silently retries a request whose reused keep-alive socket
 * closes without an answer, which would turn a scripted drop into a second, successful send.
 */
const HEADERS = { ...CORS_HEADERS, connection: "close" };

const SEND_FORM = /^\/box\/(\d+)\/api\/v1\.0\/email\/send-form$/;

/**
 * The plugin, with the temporary outbox file the demo server should write to (removed when the run ends).
 * @returns {import("@web/test-runner").TestRunnerPlugin & { outboxFile: string }}
 */
export function mailFaultsPlugin() {
  const outboxDir = mkdtempSync(join(tmpdir(), "portfolio-outbox-"));
  const outboxFile = join(outboxDir, "messages.jsonl");
  /** @type {Map<string, Mailbox>} */
  const mailboxes = new Map();
  let nextBox = 1;
  let origin = "";

  const server = createServer(async (req, res) => {
    const match = SEND_FORM.exec(new URL(req.url ?? "/", "http://localhost").pathname);
    const mailbox = match ? mailboxes.get(match[1] ?? "") : undefined;
    if (!mailbox) {
      res.writeHead(404, { ...HEADERS, "content-type": "text/plain" }).end("No such mailbox.");
      return;
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, HEADERS).end();
      return;
    }
    const type = String(req.headers["content-type"] ?? "");
    const body = await readBody(req, 64 * 1024);
    /** @type {Record<string, string>} */
    const fields = {};
    try {
      const form = await new Request("http://faults.invalid/", { method: "POST", headers: { "content-type": type }, body: new Uint8Array(body) }).formData();
      for (const [key, value] of form) fields[key] = typeof value === "string" ? value : `[file ${value.name}]`;
    } catch {
      fields["(unparsed)"] = body.toString("utf8");
    }
    mailbox.received.push(fields);
    const answer = mailbox.script.shift() ?? {};
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.drop) {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status ?? 200, { ...HEADERS, "content-type": "text/plain; charset=utf-8" });
    res.end(answer.text ?? "OK");
  });

  return {
    name: "mail-faults",
    outboxFile,
    async serverStart() {
      origin = await listenOnLoopback(server);
    },
    async serverStop() {
      await closeNow(server);
      await rm(outboxDir, { recursive: true, force: true });
    },
    async executeCommand({ command, payload }) {
      const args = /** @type {Record<string, unknown>} */ (payload ?? {});
      const mailbox = mailboxes.get(String(args.box));
      switch (command) {
        case "mail-fault-url": {
          const box = String(nextBox++);
          mailboxes.set(box, { script: [], received: [] });
          return { origin: `${origin}/box/${box}`, box };
        }
        case "mail-set-next":
          if (!mailbox) throw new Error(`mail-set-next: no mailbox ${String(args.box)}`);
          mailbox.script.push({
            status: typeof args.status === "number" ? args.status : undefined,
            text: typeof args.text === "string" ? args.text : undefined,
            delayMs: typeof args.delayMs === "number" ? args.delayMs : undefined,
            drop: args.drop === true,
          });
          return true;
        case "mail-received":
          if (!mailbox) throw new Error(`mail-received: no mailbox ${String(args.box)}`);
          return mailbox.received;
        case "demo-outbox":
          return readOutbox(outboxFile);
        default:
          return undefined;
      }
    },
  };
}
