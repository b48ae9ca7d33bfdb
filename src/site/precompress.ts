/**
 * Precompressed copies of a built site's text files: `index.html.br` (brotli at its best quality) and
 * `index.html.gz` (gzip -9) beside `index.html`. A host that serves them (nginx's `brotli_static`/`gzip_static`,
 * Caddy's `precompressed`, the demo server and `npm run bench`) sends each file in its smallest encoding without
 * compressing anything per request; hosts that compress on their own (GitHub Pages, Netlify) ignore them.
 * Brotli's best quality is too slow to run per request (servers use a middle level) but costs nothing done once
 * at build time, and it sends the pages and the runtime chunk noticeably smaller than the per-request level.
 * Node's zlib does the work; the few lines here only walk the folder.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress as brotli, constants, gzip as gz } from "node:zlib";

const brotliCompress = promisify(brotli);
const gzip = promisify(gz);

/**
 * The text files a built site holds, by extension, with the type to send them as: the files precompressed here,
 * and the types demo/server/static.js sends (a copy's type is its file's).
 */
export const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/** The copies, by `Content-Encoding`, best first: brotli is smaller than gzip on text; gzip is for older clients. */
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

/** Smaller files gain too little to be worth it; demo/server/http.js compresses answers from the same size. */
export const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside every text file of `dir` (recursively) of at least `MIN_BYTES`, each only
 * when it is smaller than the file.
 * @returns the copies written, relative to `dir`
 */
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
