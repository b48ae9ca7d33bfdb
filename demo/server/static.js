// @ts-check
/**
 * Serves built and demo files with `send` (Express's static file sender: ETag, 304, ranges, HEAD, dot-files
 * hidden), compressed, content-hashed chunks cached for a year and everything else revalidated. A file with a
 * precompressed copy beside it (`index.html.br`, `.gz`: `npm run build:site` writes them) is answered with that
 * copy when the client accepts its encoding, as nginx's `brotli_static`/`gzip_static` and Caddy's `precompressed`
 * do: the smallest encoding, made once at build time instead of on every request.
 * Our own wrapper because no maintained static server keeps all of this: sirv 3 sends a 304 without Vary, a range
 * of the compressed copy, and no stale-copy or real-path check; express-static-gzip and serve-static do the same
 * over `send`, which is what this wraps.
 */
import { realpath, stat } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import Negotiator from "negotiator";
import sendFile from "send";
import { CHUNK_PATH, PRECOMPRESSED, TEXT_TYPES } from "#site";
import { compressed, isClientGone, sendText } from "./http.js";

/**
 * Files named by their content, which never change: the build's chunks (`chunks/<name>-<hash>.js`,
 * src/site/chunk-names.ts), the prerendered markup's stylesheets (`prerender-<12 hex>.css`) and the light
 * portraits (`portrait-<width>-<12-char hash>.avif`, src/site/portrait.ts) and projects' pictures
 * (`project-<16 hex>-<width>.avif`, src/site/project-pictures.ts). An entry file such as
 * `portfolio-elements.js` keeps its name across builds, so it must be revalidated.
 */
const CONTENT_HASHED = new RegExp(
  `(?:^|/)${CHUNK_PATH}$|(?:^|/)prerender-[0-9a-f]{12}\\.css$|(?:^|/)portrait-\\d+-[A-Za-z0-9_-]{12}\\.(?:avif|webp|jpg|png)$|(?:^|/)project-[0-9a-f]{16}-\\d+\\.(?:avif|webp)$`,
);

/**
 * The policy of every file the demo serves: a file is never a page of the demo's origin. An SVG or HTML file an
 * owner drops into demo/public/ opened on its own runs no script (a sandbox with an opaque origin, which cannot
 * read /outbox) and loads nothing; its inline styles still apply. Used as an image, a stylesheet or a script, a
 * file ignores its own policy.
 */
const FILE_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** @param {string} path a URL path below the mount point */
function isContentHashed(path) {
  return CONTENT_HASHED.test(path);
}

/**
 * The precompressed copy of `real` to send, if the client accepts one that exists, lies inside `root` and is not
 * older than the file (a copy older than its file is stale: the file was edited after the build).
 * @param {import("./http.js").Request} req
 * @param {string} root
 * @param {string} real
 * @param {number} modified the file's mtimeMs
 * @returns {Promise<{ encoding: string, suffix: string } | undefined>}
 */
async function precompressedCopy(req, root, real, modified) {
  if (!(extname(real) in TEXT_TYPES) || !req.headers["accept-encoding"]) return undefined;
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const [encoding, suffix] of PRECOMPRESSED) {
    try {
      const copy = await realpath(real + suffix);
      if (copy.startsWith(root + sep) && (await stat(copy)).mtimeMs >= modified) found.set(encoding, suffix);
    } catch {
      // No such copy.
    }
  }
  if (found.size === 0) return undefined;
  // negotiator's second argument (the server's order among encodings the client rates equally) is missing from
  // its types; compression passes it the same way.
  const negotiator = /** @type {{ encoding(available: string[], preferred: string[]): string | undefined }} */ (
    /** @type {unknown} */ (new Negotiator(req))
  );
  const available = PRECOMPRESSED.map(([encoding]) => encoding);
  const encoding = negotiator.encoding([...available, "identity"], available);
  const suffix = encoding && found.get(encoding);
  return encoding && suffix ? { encoding, suffix } : undefined;
}

/**
 * Serves `urlPath` (still percent-encoded, below the mount point) from `dir`. Refused with a 404: dot-files and
 * folders (`.vite/manifest.json`), the top-level folders in `hidden` (`server/`, the build's Node-only code),
 * and anything whose real path, symbolic links followed, is outside `dir`: `send` checks the path it is given,
 * not where a link in it leads.
 * @param {import("./http.js").Request} req
 * @param {import("./http.js").Response} res
 * @param {string} dir
 * @param {string} urlPath
 * @param {{ hidden?: string[], asPages?: boolean }} [options] asPages: the files are a static site's pages (no
 *   FILE_POLICY)
 */
export async function serveFile(req, res, dir, urlPath, options = {}) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return sendText(req, res, 400, "Malformed URL.");
  }
  if (decoded.includes("\0")) return sendText(req, res, 404, "Not found.");
  /** @type {{ encoding: string, suffix: string } | undefined} */
  let copy;
  try {
    const root = await realpath(dir);
    const real = await realpath(join(root, decoded));
    if (!real.startsWith(root + sep)) return sendText(req, res, 404, "Not found.");
    // The folder the file really is in, not the path's first part: "./server/…" and "x/../server/…" name server/ too.
    if (options.hidden?.includes(relative(root, real).split(sep)[0] ?? "")) return sendText(req, res, 404, "Not found.");
    // A folder is not a file: `send` would redirect it to its address with a "/", taken from below the mount point.
    const info = await stat(real);
    if (info.isDirectory()) return sendText(req, res, 404, "Not found.");
    copy = await precompressedCopy(req, root, real, info.mtimeMs);
  } catch {
    return sendText(req, res, 404, "Not found.");
  }
  const path = urlPath.startsWith("/") ? urlPath : `/${urlPath}`;
  /** @param {() => void} write */
  const wrap = (write) => (copy ? write() : compressed(req, res, write));
  return new Promise((resolve) => {
    wrap(() => {
      const stream = sendFile(req, copy ? path + copy.suffix : path, { root: dir, index: false, dotfiles: "ignore", cacheControl: false });
      stream.on("headers", (/** @type {import("node:http").ServerResponse} */ response, /** @type {string} */ file) => {
        // `send` sets only the statuses it chooses (206, 304, errors): a response a framework handed over with
        // another status (Koa starts at 404) must start from 200.
        response.statusCode = 200;
        const type = TEXT_TYPES[extname(copy ? file.slice(0, -copy.suffix.length) : file)];
        if (type) response.setHeader("content-type", type);
        // Set here, before `send` decides on a 304: a 304 must vary as its 200 would (RFC 9110 15.4.5), and
        // compression only adds Vary to answers with a body.
        if (type) response.setHeader("vary", "Accept-Encoding");
        if (copy) response.setHeader("content-encoding", copy.encoding);
        response.setHeader("x-content-type-options", "nosniff");
        if (!options.asPages) response.setHeader("content-security-policy", FILE_POLICY);
        response.setHeader("cache-control", isContentHashed(urlPath) ? "public, max-age=31536000, immutable" : "no-cache");
      });
      stream.on("error", (/** @type {Error & { status?: number }} */ error) => {
        if (res.headersSent || isClientGone(error, req)) res.destroy();
        // Written directly: `res` is already wrapped for compression, and the text is too short to compress.
        else res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" }).end("Not found.");
        resolve(undefined);
      });
      stream.on("end", () => resolve(undefined));
      res.on("close", () => resolve(undefined));
      stream.pipe(res);
    });
  });
}

/**
 * Serves `urlPath` from `dir` as a static host does: a folder's address (empty, or ending in `/`) gets its
 * `index.html`. For built static sites (the tests' and the bench's copies of `npm run build:site`).
 * @param {import("./http.js").Request} req
 * @param {import("./http.js").Response} res
 * @param {string} dir
 * @param {string} urlPath
 */
export function serveFolder(req, res, dir, urlPath) {
  return serveFile(req, res, dir, urlPath === "" || urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath, { asPages: true });
}
