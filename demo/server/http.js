// @ts-check
/** Small HTTP helpers shared by the demo server's routes. */
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

/** Headers that let an element embedded on another origin call the local services. */
export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, accept",
  "access-control-max-age": "600",
};

/**
 * Sends a complete response, compressed when the client accepts it and the body is worth it.
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {string | Buffer} body
 * @param {Record<string, string>} [headers]
 */
export function send(req, res, status, body, headers = {}) {
  let payload = typeof body === "string" ? Buffer.from(body) : body;
  /** @type {Record<string, string | number>} */
  const out = { "x-content-type-options": "nosniff", ...headers };
  const type = String(out["content-type"] ?? "");
  if (payload.length > 1024 && /text|javascript|json|svg/.test(type)) {
    out["vary"] = "accept-encoding";
    const encoding = pickEncoding(req);
    if (encoding) {
      payload = compress(payload, encoding);
      out["content-encoding"] = encoding;
    }
  }
  out["content-length"] = payload.length;
  res.writeHead(status, out);
  res.end(req.method === "HEAD" ? undefined : payload);
}

/**
 * Answers with plain text: used for every error, so the reason is always readable.
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendText(req, res, status, text, headers = {}) {
  send(req, res, status, text, { "content-type": "text/plain; charset=utf-8", ...headers });
}

/**
 * @param {Request} req
 * @returns {"br" | "gzip" | undefined}
 */
function pickEncoding(req) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

const compressed = new Map();

/**
 * Compresses once per distinct body; static files are compressed on first request only.
 * @param {Buffer} payload
 * @param {"br" | "gzip"} encoding
 * @returns {Buffer}
 */
function compress(payload, encoding) {
  const key = `${encoding}:${payload.length}:${payload.subarray(0, 64).toString("hex")}:${payload.subarray(-64).toString("hex")}`;
  const hit = compressed.get(key);
  if (hit && hit.source.equals(payload)) return hit.result;
  const result =
    encoding === "br"
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(payload, { level: 9 });
  if (compressed.size > 200) compressed.clear();
  compressed.set(key, { source: payload, result });
  return result;
}

/** Thrown by readBody when the body is larger than allowed. */
export class BodyTooLarge extends Error {}

/**
 * Reads a request body up to a limit, rejecting (and stopping the upload) past it.
 * @param {Request} req
 * @param {number} limit bytes
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge(`Body over ${limit} bytes.`));
      req.resume();
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge(`Body over ${limit} bytes.`));
        req.removeAllListeners("data");
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/**
 * Escapes text for HTML element content and quoted attribute values.
 * @param {unknown} value
 */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
