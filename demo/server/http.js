// @ts-check
/** Small HTTP helpers shared by the demo server's routes. */
import { constants } from "node:zlib";
import compression from "compression";
import { MIN_BYTES } from "#site";

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
 * Compresses answers of 1 kB or more (the size `npm run build:site` precompresses from) with streaming zlib
 * (brotli or gzip, as the client accepts), which runs off the main thread: a large answer never holds up the
 * requests behind it, and nothing is kept after it is sent. Never a 206: its Content-Range counts the file's own
 * bytes, and compression would send other bytes under it. Brotli at quality 5, not the package's 4: from 5 on it
 * finds the repeats a page with an inlined image carries (its `<picture>`, preload and image map), ~0.4 kB less on
 * the hero's frame, for ~2 ms more on the 350 kB runtime.
 */
const compress = compression({
  threshold: MIN_BYTES,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
});

/**
 * Runs `write` with `res` wrapped so that what it writes is compressed when the client accepts it.
 * @param {Request} req
 * @param {Response} res
 * @param {() => void} write
 */
export function compressed(req, res, write) {
  compress(/** @type {any} */ (req), /** @type {any} */ (res), write);
}

/**
 * Sends a complete response, compressed when the client accepts it and the body is worth it.
 * @param {Request} req
 * @param {Response} res
 * @param {number} status
 * @param {string | Buffer} body
 * @param {Record<string, string>} [headers]
 */
export function send(req, res, status, body, headers = {}) {
  const payload = typeof body === "string" ? Buffer.from(body) : body;
  compressed(req, res, () => {
    res.writeHead(status, { "x-content-type-options": "nosniff", ...headers, "content-length": payload.length });
    res.end(req.method === "HEAD" ? undefined : payload);
  });
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
 * True for the errors a client causes by going away mid-request (a closed tab, a cancelled fetch): nothing to
 * report, the answer has no one to go to.
 * @param {unknown} error
 * @param {Request} [req]
 */
export function isClientGone(error, req) {
  const code = /** @type {NodeJS.ErrnoException | undefined} */ (error)?.code;
  return (
    code === "ECONNRESET" ||
    code === "EPIPE" ||
    code === "ECONNABORTED" ||
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    /** @type {Error | undefined} */ (error)?.message === "aborted" ||
    req?.destroyed === true
  );
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
