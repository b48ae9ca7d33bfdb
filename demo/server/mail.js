// @ts-check
/**
 * The demo's local e-mail provider: the form-send path `@emailjs/browser` calls, and `/outbox`, where the
 * owner reads what arrived. Accepted messages are appended to a JSON-lines file, one message a line.
 */
import { appendFile, mkdir, readFile, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { MAX_MESSAGE_BYTES } from "../../src/services/mail-defaults.js";
import { BodyTooLarge, CORS_HEADERS, escapeHtml, readBody, send, sendText } from "./http.js";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const OUTBOX_PATH = "/outbox";

/** A contact message is three short texts; anything bigger is not one. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * What any web page (the provider answers CORS) can make the outbox take: `perMinute` sends a minute, plus up to
 * `burst` more an hour for a rush, and never a file over `maxOutboxBytes`.
 * @typedef {object} MailLimits
 * @property {number} perMinute
 * @property {number} burst
 * @property {number} maxOutboxBytes
 */

/** @type {MailLimits} */
export const DEFAULT_MAIL_LIMITS = { perMinute: 60, burst: 300, maxOutboxBytes: 10 * 1024 * 1024 };

/** Messages shown on one page of /outbox. */
export const OUTBOX_PAGE_SIZE = 50;

/** Host names /outbox answers to besides the configured ones: this machine's (a DNS-rebinding page is refused). */
const LOOPBACK_HOST = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/** The fields of the contact form, as the element names them. */
const MESSAGE_FIELDS = /** @type {const} */ (["name", "email", "message"]);

/**
 * @typedef {object} OutboxMessage
 * @property {string} receivedAt ISO 8601 time the provider accepted it
 * @property {string} name
 * @property {string} email
 * @property {string} message
 */

/** Answers every provider request carries: the library calls from whatever page embeds the element. */
const PROVIDER_HEADERS = { ...CORS_HEADERS, "cache-control": "no-store" };

/** The outbox page shows visitor text: no scripts at all, only the demo's own stylesheet. */
const OUTBOX_PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
};

/** @type {Map<string, Promise<unknown>>} */
const appendQueues = new Map();

/**
 * Appends one complete line, after every append to the same file started earlier in this process, so
 * concurrent sends never interleave or lose a line. Resolves once the line is written.
 * @param {string} file
 * @param {OutboxMessage} message
 * @returns {Promise<void>}
 */
export function appendToOutbox(file, message) {
  const line = `${JSON.stringify(message)}\n`;
  const previous = appendQueues.get(file) ?? Promise.resolve();
  const written = previous.then(async () => {
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, line, "utf8");
  });
  // A failed write fails its own send; the queue goes on for the next one.
  const tail = written.catch(() => {});
  appendQueues.set(file, tail);
  tail.then(() => {
    if (appendQueues.get(file) === tail) appendQueues.delete(file);
  });
  return written;
}

/**
 * The messages in the outbox, oldest first. A missing file is an empty outbox; a line that does not parse
 * (edited by hand) is skipped rather than hiding every other message.
 * @param {string} file
 * @returns {Promise<OutboxMessage[]>}
 */
export async function readOutbox(file) {
  return parsedLines(await outboxLines(file));
}

/**
 * The outbox file's non-blank lines; a missing file has none.
 * @param {string} file
 */
async function outboxLines(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return [];
    throw error;
  }
  return text.split("\n").filter((line) => line.trim());
}

/**
 * The messages of these lines; a line that does not parse is left out.
 * @param {string[]} lines
 * @returns {OutboxMessage[]}
 */
function parsedLines(lines) {
  return lines.flatMap((line) => {
    const message = parseLine(line);
    return message ? [message] : [];
  });
}

/**
 * One outbox line, or undefined when it does not parse (edited by hand): skipped rather than hiding the others.
 * @param {string} line
 * @returns {OutboxMessage | undefined}
 */
function parseLine(line) {
  try {
    const parsed = JSON.parse(line);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    return {
      receivedAt: String(parsed.receivedAt ?? ""),
      name: String(parsed.name ?? ""),
      email: String(parsed.email ?? ""),
      message: String(parsed.message ?? ""),
    };
  } catch {
    return undefined;
  }
}

/**
 * The ids the element must send, read from the settings on every request so an edit applies at once.
 * @param {() => Promise<Record<string, string>>} loadSettings
 */
async function expectedIds(loadSettings) {
  const settings = await loadSettings();
  return {
    service_id: settings.emailjsServiceId,
    template_id: settings.emailjsTemplateId,
    user_id: settings.emailjsPublicKey,
  };
}

/** What each id is called in the answer, in the provider's own words. */
const ID_NAMES = { service_id: "service ID", template_id: "template ID", user_id: "public key (user_id)" };

/**
 * Checks a parsed form: the ids match the demo settings and the message fields are present.
 * @param {FormData} form
 * @param {Record<keyof typeof ID_NAMES, unknown>} ids
 * @returns {{ message: Omit<OutboxMessage, "receivedAt"> } | { problem: string }}
 */
export function checkSendForm(form, ids) {
  /** @type {Record<string, string>} */
  const text = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") return { problem: `The ${key} field must be text, not a file.` };
    text[key] = value;
  }
  for (const key of /** @type {(keyof typeof ID_NAMES)[]} */ (Object.keys(ID_NAMES))) {
    if (!text[key]) return { problem: `The ${ID_NAMES[key]} is required.` };
    if (text[key] !== ids[key]) return { problem: `The ${ID_NAMES[key]} is invalid.` };
  }
  for (const key of MESSAGE_FIELDS) {
    if (!text[key]?.trim()) return { problem: `The ${key} field is required.` };
  }
  return { message: { name: text.name ?? "", email: text.email ?? "", message: text.message ?? "" } };
}

/**
 * The two routes, bound to the demo's settings and outbox file.
 * @param {{ loadSettings: () => Promise<Record<string, string>>, outboxFile: string, limits?: Partial<MailLimits>, outboxHosts?: string[] }} options
 *   outboxHosts: host names /outbox answers to besides loopback ones (e.g. a LAN name the owner uses)
 */
export function createMailRoutes({ loadSettings, outboxFile, limits = {}, outboxHosts = [] }) {
  const { burst, perMinute, maxOutboxBytes } = { ...DEFAULT_MAIL_LIMITS, ...limits };
  // Token buckets from rate-limiter-flexible: one for bursts, one for the sustained rate.
  const burstLimiter = new RateLimiterMemory({ points: burst, duration: 60 * 60 });
  const minuteLimiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  const allowedHosts = new Set(outboxHosts.map((host) => host.toLowerCase()));

  /** Takes one send from the limits; undefined when allowed, else the seconds until the next is. */
  async function takeSend() {
    try {
      // The sustained rate first; past it, sends draw on the burst allowance.
      await minuteLimiter.consume("outbox");
      return undefined;
    } catch (minute) {
      if (!(minute instanceof RateLimiterRes)) throw minute;
      try {
        await burstLimiter.consume("outbox");
        return undefined;
      } catch (hour) {
        if (!(hour instanceof RateLimiterRes)) throw hour;
        return Math.max(1, Math.ceil(minute.msBeforeNext / 1000));
      }
    }
  }

  /** @returns {Promise<number>} */
  async function outboxSize() {
    try {
      return (await stat(outboxFile)).size;
    } catch {
      return 0;
    }
  }

  /**
   * POST {origin}/api/v1.0/email/send-form: what `sendForm` posts. 200 "OK" once the message is stored.
   * @param {import("./http.js").Request} req
   * @param {import("./http.js").Response} res
   */
  async function sendForm(req, res) {
    if (req.method === "OPTIONS") {
      res.writeHead(204, PROVIDER_HEADERS);
      res.end();
      return;
    }
    if (req.method !== "POST") {
      return sendText(req, res, 405, "Method not allowed: use POST.", { ...PROVIDER_HEADERS, allow: "POST, OPTIONS" });
    }
    const type = String(req.headers["content-type"] ?? "");
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      req.resume();
      return sendText(req, res, 415, "Expected a multipart/form-data body.", PROVIDER_HEADERS);
    }
    let body;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return sendText(req, res, 413, `The body is over ${MAX_BODY_BYTES} bytes.`, { ...PROVIDER_HEADERS, connection: "close" });
      }
      throw error;
    }
    let form;
    try {
      // The Fetch API's own multipart parser (undici in Node 20): no hand-rolled boundary handling.
      form = await new Request("http://provider.invalid/", { method: "POST", headers: { "content-type": type }, body: new Uint8Array(body) }).formData();
    } catch {
      return sendText(req, res, 400, "The body is not valid multipart/form-data.", PROVIDER_HEADERS);
    }
    const checked = checkSendForm(form, await expectedIds(loadSettings));
    if ("problem" in checked) return sendText(req, res, 400, checked.problem, PROVIDER_HEADERS);
    const size = Object.values(checked.message).reduce((total, value) => total + Buffer.byteLength(value), 0);
    if (size > MAX_MESSAGE_BYTES) {
      return sendText(req, res, 413, `The message is ${size} bytes: the limit of the name, email and message together is ${MAX_MESSAGE_BYTES} bytes.`, PROVIDER_HEADERS);
    }
    if ((await outboxSize()) + size > maxOutboxBytes) {
      return sendText(req, res, 507, `The outbox is full (${maxOutboxBytes} bytes): the owner must move or empty it before more messages are accepted.`, PROVIDER_HEADERS);
    }
    const wait = await takeSend();
    if (wait !== undefined) {
      return sendText(req, res, 429, `Too many messages: try again in ${wait} seconds.`, { ...PROVIDER_HEADERS, "retry-after": String(wait) });
    }
    await appendToOutbox(outboxFile, { receivedAt: new Date().toISOString(), ...checked.message });
    return sendText(req, res, 200, "OK", PROVIDER_HEADERS);
  }

  /**
   * GET /outbox[?page=N]: the messages received, newest first, OUTBOX_PAGE_SIZE a page. Only for the owner on
   * this machine: a request whose Host is not a loopback name (or a configured one) is refused, so a page on
   * another site that points its own host name at 127.0.0.1 (DNS rebinding) cannot read the messages.
   * @param {import("./http.js").Request} req
   * @param {import("./http.js").Response} res
   */
  async function outbox(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(req, res, 405, "Method not allowed: use GET.", { allow: "GET, HEAD" });
    }
    const host = String(req.headers.host ?? "").toLowerCase();
    if (!LOOPBACK_HOST.test(host) && !allowedHosts.has(host)) {
      return sendText(req, res, 403, "The outbox is only served to this machine: open it from http://127.0.0.1 or http://localhost.");
    }
    const pageParam = new URL(req.url ?? "/", "http://outbox.invalid").searchParams.get("page") ?? "1";
    if (!/^[1-9]\d{0,6}$/.test(pageParam)) return sendText(req, res, 400, `page must be a whole number from 1; "${pageParam}" is not one.`);
    const page = Number(pageParam);
    const { messages, total } = await readOutboxPage(outboxFile, page, OUTBOX_PAGE_SIZE);
    const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
    if (page > pages) return sendText(req, res, 404, `There are ${pages} page${pages === 1 ? "" : "s"} of messages; page ${page} is past the last.`);
    return send(req, res, 200, renderOutbox(messages, { page, pages, total }), OUTBOX_PAGE_HEADERS);
  }

  return { sendForm, outbox };
}

/**
 * One page of the outbox, newest first, and how many messages it holds: only that page's lines are parsed.
 * @param {string} file
 * @param {number} page from 1
 * @param {number} size
 * @returns {Promise<{ messages: OutboxMessage[], total: number }>}
 */
export async function readOutboxPage(file, page, size) {
  const lines = await outboxLines(file);
  const end = lines.length - (page - 1) * size;
  return { messages: parsedLines(lines.slice(Math.max(0, end - size), Math.max(0, end)).reverse()), total: lines.length };
}

/** Text shown isolated from its neighbours: a right-to-left override in a name cannot reorder what follows. */
const isolated = (/** @type {string} */ text) => `<bdi>${escapeHtml(text)}</bdi>`;

/**
 * @param {OutboxMessage[]} messages newest first
 * @param {{ page: number, pages: number, total: number }} position
 */
function renderOutbox(messages, { page, pages, total }) {
  const count = total === 1 ? "1 message" : `${total} messages`;
  const items = messages
    .map(
      (m) => `    <li class="outbox-message">
      <p class="outbox-from"><strong>${isolated(m.name)}</strong> &lt;${isolated(m.email)}&gt;</p>
      <p class="outbox-time"><time datetime="${escapeHtml(m.receivedAt)}">${escapeHtml(m.receivedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"))}</time></p>
      <p class="outbox-text" dir="auto">${escapeHtml(m.message)}</p>
    </li>`,
    )
    .join("\n");
  const nav =
    pages > 1
      ? `  <nav class="outbox-pages" aria-label="Pages">${page > 1 ? `<a href="?page=${page - 1}" rel="prev">Newer</a>` : ""} <span>Page ${page} of ${pages}</span> ${page < pages ? `<a href="?page=${page + 1}" rel="next">Older</a>` : ""}</nav>\n`
      : "";
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Outbox · portfolio-elements demo</title>
  <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
  <link rel="stylesheet" href="/assets/outbox.css" />
</head>
<body>
  <main>
    <h1>Outbox</h1>
    <p class="outbox-summary">${count} received by the demo's e-mail provider, newest first, ${OUTBOX_PAGE_SIZE} a page. Stored in the demo's outbox file (<code>.outbox/messages.jsonl</code> by default).</p>
${nav}${messages.length ? `  <ol class="outbox-list">\n${items}\n  </ol>` : `  <p class="outbox-empty">No messages yet: send one from the contact form.</p>`}
${nav}  </main>
</body>
</html>
`;
}
