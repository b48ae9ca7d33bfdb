// @ts-check
/**
 * The demo's local e-mail provider: the form-send path `@emailjs/browser` calls, and `/outbox`, where the
 * owner reads what arrived. Accepted messages are appended to a JSON-lines file, one message a line.
 */
import ipaddr from "ipaddr.js";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { EMAIL_PATTERN, escapeHtml, isLoopbackHost, MAX_MESSAGE_BYTES } from "#site";
import { BodyTooLarge, readBody, send, sendText } from "./http.js";
import { OutboxFull, appendToOutbox, readOutboxPage } from "./outbox.js";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
export const OUTBOX_PATH = "/outbox";

/** A contact message is three short texts; anything bigger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Who a send is counted against: its address, never anything the client writes into the request (the Origin
 * header is its own choice: rotating it bought a fresh allowance). An IPv6 host usually holds a whole /64, so
 * that prefix is one client.
 * @param {string | undefined} address the socket's remote address
 */
function senderKey(address = "") {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  return ip.kind() === "ipv6" ? `${ip.toNormalizedString().split(":").slice(0, 4).join(":")}::/64` : ip.toString();
}

/**
 * What one client (one address, see senderKey) can make the outbox take: `perMinute` sends a minute, plus up to
 * `burst` more an hour for a rush, and never more than `maxClientBytes` in all while the server runs (by default a
 * twentieth of the outbox: no one client can fill it and refuse every other visitor's message); and what all of
 * them together can: never a file over `maxOutboxBytes`. Bytes are counted as written.
 * @typedef {object} MailLimits
 * @property {number} perMinute
 * @property {number} burst
 * @property {number} maxOutboxBytes
 * @property {number} [maxClientBytes] default: maxOutboxBytes / 20
 */

/** @type {MailLimits} */
const DEFAULT_MAIL_LIMITS = { perMinute: 60, burst: 300, maxOutboxBytes: 10 * 1024 * 1024 };

/** The share of the outbox one client may fill when the limits name no maxClientBytes. */
const CLIENT_SHARE = 1 / 20;

/** Messages shown on one page of /outbox. */
const OUTBOX_PAGE_SIZE = 50;

/**
 * Whether a Host header (name[:port]) is this machine, on any port: a loopback name or address (a DNS-rebinding
 * page has a name of its own). Anything around the name (a path, credentials) makes it no host at all.
 * @param {string} host
 */
function isLoopbackHostHeader(host) {
  if (!URL.canParse(`http://${host}`)) return false;
  const url = new URL(`http://${host}`);
  return url.pathname === "/" && !url.username && !url.password && !url.search && !url.hash && isLoopbackHost(url.hostname);
}

/** The fields of the contact form, as the element names them. */
const MESSAGE_FIELDS = /** @type {const} */ (["name", "email", "message"]);

/**
 * Who may post a message from a browser page: a page served by this machine (a loopback origin, on any port: the
 * demo's own pages, an owner's blog under a local dev server) or by a host name the owner listed for it. A page of
 * any other site is refused before anything is read. CORS alone would not do: a multipart POST needs no
 * preflight, so the browser sends it and only hides the answer. The demo's own pages are same-origin and need no
 * CORS; a request with no Origin at all is not from a web page (curl, a script of the owner's).
 * @param {string | undefined} origin the request's Origin header
 * @param {Set<string>} ownHosts host[:port] names the owner listed (OUTBOX_HOSTS)
 */
function mayPost(origin, ownHosts) {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    if (url.origin !== origin || (url.protocol !== "http:" && url.protocol !== "https:")) return false;
    return isLoopbackHost(url.hostname) || ownHosts.has(url.host.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The answers' headers: no caching, and CORS for an allowed page of another origin, named (never `*`).
 * @param {string | undefined} origin an Origin mayPost allowed
 */
function providerHeaders(origin) {
  /** @type {Record<string, string>} */
  const headers = { "cache-control": "no-store", vary: "Origin" };
  if (origin === undefined) return headers;
  return {
    ...headers,
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type",
    "access-control-max-age": "600",
  };
}

/** The outbox page shows visitor text: no scripts at all, only the demo's own stylesheet. */
const OUTBOX_PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
};

/**
 * The ids the element must send, from the settings read for this request (so an edit applies at once).
 * @param {Record<string, string>} settings
 */
function expectedIds(settings) {
  return {
    service_id: settings.emailjsServiceId,
    template_id: settings.emailjsTemplateId,
    user_id: settings.emailjsPublicKey,
  };
}

/**
 * Google's documented reCAPTCHA v2 test site key: Google's siteverify accepts every token of its checkbox, so this
 * provider, which holds no secret key and calls no Google server, can accept them too.
 */
export const RECAPTCHA_TEST_SITE_KEY = "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI";

/**
 * Why a send fails the captcha, as EmailJS refuses it when the template has reCAPTCHA verification on: only when
 * the demo's settings turn the captcha on (`recaptchaSiteKey`); otherwise a `g-recaptcha-response` is ignored.
 * @param {FormData} form
 * @param {string | undefined} siteKey
 * @returns {string | undefined}
 */
function captchaProblem(form, siteKey) {
  if (!siteKey?.trim()) return undefined;
  const token = form.get("g-recaptcha-response");
  if (typeof token !== "string" || !token.trim()) {
    return "reCAPTCHA is on (recaptchaSiteKey in the demo's settings), and the request has no g-recaptcha-response: tick the checkbox, then send.";
  }
  if (siteKey.trim() === RECAPTCHA_TEST_SITE_KEY) return undefined;
  return `reCAPTCHA is on, and this local provider cannot verify the g-recaptcha-response of site key ${siteKey.trim()}: it holds no secret key and calls no Google server. Locally, use Google's test site key ${RECAPTCHA_TEST_SITE_KEY}; EmailJS verifies real keys' tokens.`;
}

/** What each id is called in the answer, in the provider's own words. */
const ID_NAMES = { service_id: "service ID", template_id: "template ID", user_id: "public key (user_id)" };

/** Fields the provider stores as one line: a line break there could start a mail header. */
const SINGLE_LINE_FIELDS = /** @type {const} */ (["name", "email"]);

/**
 * Checks a parsed form: the ids match the demo settings and the message fields are what the form sends
 * (src/elements/contact/validate.ts): present, name and address on one line, the address of the form's pattern.
 * @param {FormData} form
 * @param {Record<keyof typeof ID_NAMES, unknown>} ids
 * @returns {{ message: Omit<import("./outbox.js").OutboxMessage, "receivedAt"> } | { problem: string }}
 */
function checkSendForm(form, ids) {
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
  for (const key of SINGLE_LINE_FIELDS) {
    if (/[\r\n]/.test(text[key] ?? "")) return { problem: `The ${key} field must be a single line.` };
  }
  if (!EMAIL_PATTERN.test((text.email ?? "").trim())) return { problem: "The email field is not a valid address." };
  return { message: { name: text.name ?? "", email: text.email ?? "", message: text.message ?? "" } };
}

/**
 * The two routes, bound to the demo's settings and outbox file.
 * @param {{ loadSettings: () => Promise<Record<string, string>>, outboxFile: string, limits?: Partial<MailLimits>, outboxHosts?: string[] }} options
 *   outboxHosts: host names /outbox answers to besides loopback ones (e.g. a LAN name the owner uses)
 */
export function createMailRoutes({ loadSettings, outboxFile, limits = {}, outboxHosts = [] }) {
  const { burst, perMinute, maxOutboxBytes, maxClientBytes = Math.floor(maxOutboxBytes * CLIENT_SHARE) } = { ...DEFAULT_MAIL_LIMITS, ...limits };
  // Token buckets from rate-limiter-flexible: one for bursts, one for the sustained rate.
  const burstLimiter = new RateLimiterMemory({ points: burst, duration: 60 * 60 });
  const minuteLimiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  const allowedHosts = new Set(outboxHosts.map((host) => host.toLowerCase()));

  /**
   * Takes one send from this client's limits; undefined when allowed, else the seconds until the next is.
   * @param {string} client
   */
  async function takeSend(client) {
    try {
      // The sustained rate first; past it, sends draw on the burst allowance.
      await minuteLimiter.consume(client);
      return undefined;
    } catch (minute) {
      if (!(minute instanceof RateLimiterRes)) throw minute;
      try {
        await burstLimiter.consume(client);
        return undefined;
      } catch (hour) {
        if (!(hour instanceof RateLimiterRes)) throw hour;
        return Math.max(1, Math.ceil(minute.msBeforeNext / 1000));
      }
    }
  }

  /**
   * The bytes each client has had written while the server runs. Our own running total: the rate library's
   * consume would count a refused send's bytes too, and a send the full outbox refused must be given back.
   * @type {Map<string, number>}
   */
  const storedBy = new Map();

  /**
   * Counts `bytes` against the client's share; false, counting nothing, when they do not fit in it.
   * @param {string} client @param {number} bytes
   */
  function takeBytes(client, bytes) {
    const stored = storedBy.get(client) ?? 0;
    if (stored + bytes > maxClientBytes) return false;
    storedBy.set(client, stored + bytes);
    return true;
  }

  /** @param {string} client @param {number} bytes */
  function giveBack(client, bytes) {
    const stored = (storedBy.get(client) ?? 0) - bytes;
    if (stored > 0) storedBy.set(client, stored);
    else storedBy.delete(client);
  }

  /**
   * POST {origin}/api/v1.0/email/send-form: what `sendForm` posts. 200 "OK" once the message is stored.
   * @param {import("./http.js").Request} req
   * @param {import("./http.js").Response} res
   */
  async function sendForm(req, res) {
    const origin = req.headers.origin;
    if (!mayPost(origin, allowedHosts)) {
      req.resume();
      return sendText(req, res, 403, "Messages are accepted only from pages served by this machine (or a host name in OUTBOX_HOSTS).", {
        "cache-control": "no-store",
        vary: "Origin",
      });
    }
    const headers = providerHeaders(origin);
    if (req.method === "OPTIONS") {
      res.writeHead(204, headers);
      res.end();
      return;
    }
    if (req.method !== "POST") {
      return sendText(req, res, 405, "Method not allowed: use POST.", { ...headers, allow: "POST, OPTIONS" });
    }
    const type = String(req.headers["content-type"] ?? "");
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      req.resume();
      return sendText(req, res, 415, "Expected a multipart/form-data body.", headers);
    }
    let body;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return sendText(req, res, 413, `The body is over ${MAX_BODY_BYTES} bytes.`, { ...headers, connection: "close" });
      }
      throw error;
    }
    let form;
    try {
      // The Fetch API's own multipart parser (undici in Node 20): no hand-rolled boundary handling.
      form = await new Request("http://provider.invalid/", { method: "POST", headers: { "content-type": type }, body: new Uint8Array(body) }).formData();
    } catch {
      return sendText(req, res, 400, "The body is not valid multipart/form-data.", headers);
    }
    const settings = await loadSettings();
    const checked = checkSendForm(form, expectedIds(settings));
    if ("problem" in checked) return sendText(req, res, 400, checked.problem, headers);
    const captcha = captchaProblem(form, settings.recaptchaSiteKey);
    if (captcha) return sendText(req, res, 400, captcha, headers);
    const size = Object.values(checked.message).reduce((total, value) => total + Buffer.byteLength(value), 0);
    if (size > MAX_MESSAGE_BYTES) {
      return sendText(req, res, 413, `The message is ${size} bytes: the limit of the name, email and message together is ${MAX_MESSAGE_BYTES} bytes.`, headers);
    }
    const client = senderKey(req.socket.remoteAddress);
    const wait = await takeSend(client);
    if (wait !== undefined) {
      return sendText(req, res, 429, `Too many messages: try again in ${wait} seconds.`, { ...headers, "retry-after": String(wait) });
    }
    const message = { receivedAt: new Date().toISOString(), ...checked.message };
    // The line appendToOutbox writes (a newline it may add before it is the file's, not this client's).
    const lineBytes = Buffer.byteLength(JSON.stringify(message)) + 1;
    if (!takeBytes(client, lineBytes)) {
      return sendText(req, res, 429, `Too many messages from this sender: its share of the outbox is ${maxClientBytes} bytes while the server runs.`, headers);
    }
    try {
      await appendToOutbox(outboxFile, message, maxOutboxBytes);
    } catch (error) {
      giveBack(client, lineBytes);
      if (!(error instanceof OutboxFull)) throw error;
      return sendText(req, res, 507, `The outbox is full (${maxOutboxBytes} bytes): the owner must move or empty it before more messages are accepted.`, headers);
    }
    return sendText(req, res, 200, "OK", headers);
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
    if (!isLoopbackHostHeader(host) && !allowedHosts.has(host)) {
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

/** Text shown isolated from its neighbours: a right-to-left override in a name cannot reorder what follows. */
const isolated = (/** @type {string} */ text) => `<bdi>${escapeHtml(text)}</bdi>`;

/**
 * How much of a message the list shows. A whole page of the longest messages, each one unbroken word (50 kB of
 * Thai or combining marks, which a browser's line breaker is slowest on), froze the owner's tab for seconds; the
 * rest of a longer message waits in a closed <details>, which the browser lays out only once it is opened.
 */
const PREVIEW_CHARACTERS = 600;

/**
 * A message's text: all of it when short, else its start and the whole message on demand.
 * @param {string} message
 */
function messageText(message) {
  const characters = Array.from(message);
  if (characters.length <= PREVIEW_CHARACTERS) return `<p class="outbox-text" dir="auto">${escapeHtml(message)}</p>`;
  const preview = characters.slice(0, PREVIEW_CHARACTERS).join("");
  return `<p class="outbox-text" dir="auto">${escapeHtml(preview)}…</p>
      <details class="outbox-full"><summary>The whole message (${characters.length} characters)</summary><p class="outbox-text" dir="auto">${escapeHtml(message)}</p></details>`;
}

/**
 * @param {import("./outbox.js").OutboxMessage[]} messages newest first
 * @param {{ page: number, pages: number, total: number }} position
 */
function renderOutbox(messages, { page, pages, total }) {
  const count = total === 1 ? "1 message" : `${total} messages`;
  const items = messages
    .map(
      (m) => `    <li class="outbox-message">
      <p class="outbox-from"><strong>${isolated(m.name)}</strong> &lt;${isolated(m.email)}&gt;</p>
      <p class="outbox-time"><time datetime="${escapeHtml(m.receivedAt)}">${escapeHtml(m.receivedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"))}</time></p>
      ${messageText(m.message)}
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
