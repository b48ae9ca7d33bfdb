// @ts-check
/** Serves built and demo files: compressed, hashed chunks cached for a year, everything else revalidated. */
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { send, sendText } from "./http.js";

/** @type {Record<string, string>} */
const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** A file name with a content hash (`name-Ab12Cd34.js`) never changes, so it can be cached for good. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z]+$/;

/**
 * Serves `relativePath` from `dir`, refusing anything that would escape it.
 * @param {import("./http.js").Request} req
 * @param {import("./http.js").Response} res
 * @param {string} dir
 * @param {string} relativePath URL path below the mount point, already decoded
 */
export async function serveFile(req, res, dir, relativePath) {
  const file = normalize(join(dir, relativePath));
  if (!file.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return sendText(req, res, 404, "Not found.");
  let info;
  try {
    info = await stat(file);
  } catch {
    return sendText(req, res, 404, "Not found.");
  }
  if (!info.isFile()) return sendText(req, res, 404, "Not found.");
  const etag = `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
  const cacheControl = HASHED.test(file) ? "public, max-age=31536000, immutable" : "no-cache";
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, { etag, "cache-control": cacheControl });
    res.end();
    return;
  }
  const body = await readFile(file);
  send(req, res, 200, body, {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "cache-control": cacheControl,
    etag,
  });
}
