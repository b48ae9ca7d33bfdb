// @ts-check
/**
 * The demo's local e-mail provider: the form-send path `@emailjs/browser` calls, and `/outbox`, where the
 * owner reads what arrived. Accepted messages are appended to a JSON-lines file, one message a line.
 */
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { BodyTooLarge, CORS_HEADERS, escapeHtml, readBody, send, sendText } from "./http.js";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const OUTBOX_PATH = "/outbox";

/** A contact message is three short texts; anything bigger is not one. */
export const MAX_BODY_BYTES = 64 * 1024;

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
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return [];
    throw error;
  }
  /** @type {OutboxMessage[]} */
  const messages = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const parsed = JSON.parse(line);
      if (typeof parsed === "object" && parsed !== null) {
        messages.push({
          receivedAt: String(parsed.receivedAt ?? ""),
          name: String(parsed.name ?? ""),
          email: String(parsed.email ?? ""),
          message: String(parsed.message ?? ""),
        });
      }
    } catch {
      // Skipped, as documented above.
    }
  }
  return messages;
}

/**
 * The ids the element must send, read from the settings file on every request so an edit applies at once.
 * @param {string} settingsFile
 */
async function expectedIds(settingsFile) {
  const settings = JSON.parse(await readFile(settingsFile, "utf8"));
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
 * The two routes, bound to the demo's settings file and outbox file.
 * @param {{ settingsFile: string, outboxFile: string }} options
 */
export function createMailRoutes({ settingsFile, outboxFile }) {
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
    const checked = checkSendForm(form, await expectedIds(settingsFile));
    if ("problem" in checked) return sendText(req, res, 400, checked.problem, PROVIDER_HEADERS);
    await appendToOutbox(outboxFile, { receivedAt: new Date().toISOString(), ...checked.message });
    return sendText(req, res, 200, "OK", PROVIDER_HEADERS);
  }

  /**
   * GET /outbox: the messages received, newest first.
   * @param {import("./http.js").Request} req
   * @param {import("./http.js").Response} res
   */
  async function outbox(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(req, res, 405, "Method not allowed: use GET.", { allow: "GET, HEAD" });
    }
    const messages = (await readOutbox(outboxFile)).reverse();
    return send(req, res, 200, renderOutbox(messages, outboxFile), OUTBOX_PAGE_HEADERS);
  }

  return { sendForm, outbox };
}

/**
 * @param {OutboxMessage[]} messages newest first
 * @param {string} file
 */
function renderOutbox(messages, file) {
  const count = messages.length === 1 ? "1 message" : `${messages.length} messages`;
  const items = messages
    .map(
      (m) => `    <li class="outbox-message">
      <p class="outbox-from"><strong>${escapeHtml(m.name)}</strong> &lt;${escapeHtml(m.email)}&gt;</p>
      <p class="outbox-time"><time datetime="${escapeHtml(m.receivedAt)}">${escapeHtml(m.receivedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"))}</time></p>
      <p class="outbox-text">${escapeHtml(m.message)}</p>
    </li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Outbox · portfolio-elements demo</title>
  <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/assets/outbox.css">
</head>
<body>
  <main>
    <h1>Outbox</h1>
    <p class="outbox-summary">${count} received by the demo's e-mail provider, newest first. Stored in <code>${escapeHtml(file)}</code>.</p>
${messages.length ? `  <ol class="outbox-list">\n${items}\n  </ol>` : `  <p class="outbox-empty">No messages yet: send one from the contact form.</p>`}
  </main>
</body>
</html>
`;
}
