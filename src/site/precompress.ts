/**
 * `.br` and `.gz` copies for hosts that serve them (nginx, Caddy): brotli's best quality is too slow per request but
 * free once at build time. Node's zlib does the work; the few lines here only walk the folder.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress as brotli, constants, gzip as gz } from "node:zlib";

const brotliCompress = promisify(brotli);
const gzip = promisify(gz);

/** Also the types demo/server/static.js sends. */
export const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/** Best first; gzip is for older clients. */
export const PRECOMPRESSED = ([
  ["br", ".br"],
  ["gzip", ".gz"],
] as const);

const COMPRESS: Record<(typeof PRECOMPRESSED)[number][0], (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotliCompress(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** Smaller files gain too little; demo/server/http.js uses the same floor. */
export const MIN_BYTES = 1024;

export async function precompressFolder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && extname(entry.name) in TEXT_TYPES)
    .map((entry) => join(entry.parentPath, entry.name));
  const written: string[] = [];
  // One file at a time, its two copies at once: zlib runs on libuv's thread pool, a core each.
  for (const file of files) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const copies = await Promise.all(PRECOMPRESSED.map(async ([encoding, suffix]) => ([suffix, await COMPRESS[encoding](body)] as const)));
    for (const [suffix, data] of copies) {
      if (data.length >= body.length) continue;
      await writeFile(file + suffix, data);
      written.push((file + suffix).slice(dir.length + 1));
    }
  }
  return written;
}
