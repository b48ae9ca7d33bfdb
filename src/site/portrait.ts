/**
 * Portrait images for the pages: a local photo (a small JPEG or a full-size one from a phone) made into the sizes
 * the hero's slot shows, as AVIF and WebP, named by their content, with the photo's dominant colour for the
 * first paint. sharp (libvips) does the work, once per photo: the files are kept on disk (node_modules/.cache,
 * never committed), so a restart of the demo server or another `npm run build:site` does not make them again.
 * A local vector one (SVG) is drawn into the same light versions: an SVG in an `<img>` is a document of its own that
 * the browser builds on the main thread before the first paint, while a small AVIF is decoded off it (without sharp,
 * a small SVG is carried in the page as it is). A remote portrait URL is used as it is; a local file that is missing
 * or is no image is left out, so the hero shows its placeholder, and the owner is told why.
 * Our own over 11ty's eleventy-img: its 7.x needs Node 22, and 6.x pins sharp 0.33 (a second set of native binaries
 * beside our 0.35) and a remote fetcher this pipeline must not have.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { cachedSet, dataUrl, IMAGE_CACHE_DIR, INLINE_LIMIT, LATE, loadSharp, MAX_FILE_BYTES, message, RASTER, STEP_TIMEOUT, withinWait } from "./image-making.ts";

/** Where made portraits are kept between runs. */
export const PORTRAIT_CACHE_DIR = join(IMAGE_CACHE_DIR, "portraits");

/**
 * The hero's portrait slot (src/elements/hero/hero.css): 320 CSS px wide, 192 px where the element is at most
 * 720 px wide, 60vw below 320 px. The image widths are 1x and 2x of each. A phone shows the portrait smaller (88 to
 * 136 px), but its slot stays declared at 192 px: the 2x of that is the version inlined in the page, painted with no
 * request, where a smaller slot would make a phone fetch a file.
 */
const PORTRAIT_SIZES = "(max-width: 320px) 60vw, (max-width: 720px) 192px, 320px";
export const PORTRAIT_WIDTHS = [192, 320, 384, 640];

/**
 * Formats in the order a browser should prefer them; the last one is also the `<img>`'s fallback. AVIF with half
 * the colour resolution (4:2:0, as JPEG and WebP always have; sharp's AVIF default is 4:4:4) and effort 6 (of 9):
 * fewer bytes for a little more time per photo, paid once, so that the hero's frame and Home, with the phone's
 * portrait inlined, fit in the first round trip of a new connection (TCP's initial window of 10 segments).
 */
const FORMATS = ([
  { ext: "avif", type: "image/avif", options: { quality: 45, effort: 6, chromaSubsampling: "4:2:0" } },
  { ext: "webp", type: "image/webp", options: { quality: 75, effort: 4 } },
] as const);

/** Changes whenever the recipe does, so a cached set made by another recipe is not reused. */
const RECIPE = JSON.stringify({ v: 2, widths: PORTRAIT_WIDTHS, formats: FORMATS });

/**
 * The file of demo/public/ a portrait setting names, as a file name ("/assets/me.jpg", "/assets/my photo.jpg",
 * "/assets/my%20photo.jpg" all name a file there), or undefined: never a folder's, a dot-file or one outside it.
 */
export function publicPortraitFile(portrait: string | undefined) {
  const name = /^\/assets\/([^/?#]+)$/.exec(portrait ?? "")?.[1];
  let file;
  try {
    file = name && decodeURIComponent(name);
  } catch {
    return undefined;
  }
  return file && /^[^./\\\0][^/\\\0]*$/.test(file) ? file : undefined;
}

interface PortraitFile {
    name: string;
    type: string;
    width: number;
}

export interface PortraitSet {
    color: string;
    files: PortraitFile[];
    dir?: string;
    svg?: string;
}

const making: Map<string, Promise<PortraitSet | null | undefined>> = new Map();

/** @param line */
const warnLine = (line: string) => console.warn(`warning: ${line}`);

/**
 * The portrait set of a local image file, made on the first call and read from the cache after. Undefined: show
 * the file as it is (a vector image, one that could not be made light, or one still being made after `wait`);
 * null: leave it out, the hero shows its placeholder (the file is missing, or is no image). `warn` is told why,
 * once per content of the file. `wait` (ms): how long to wait for a making still under way; its clock starts only
 * then, so a set made already is answered whatever the load, and the making goes on for the next call.
 */
export async function portraitSet(file: string, { cacheDir = PORTRAIT_CACHE_DIR, warn = warnLine, wait }: { cacheDir?: string; warn?: (line: string) => void; wait?: number; } | undefined = {}): Promise<PortraitSet | null | undefined> {
  let source: Buffer | undefined;
  let stamp = "";
  const vector = /\.svg$/i.test(file);
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_FILE_BYTES) {
      const what = info.isFile() ? `${Math.round(info.size / 1e6)} MB, over the ${MAX_FILE_BYTES / 1e6} MB a portrait file may be` : "not a regular file";
      warn(`portrait ${file} is ${what}: left out, the placeholder shows.`);
      return null;
    }
    if (vector && !(await isSvgFile(file))) return undefined;
    if (!vector && !RASTER.test(extname(file))) return undefined;
    stamp = [info.dev, info.ino, info.size, info.mtimeMs, info.ctimeMs].join(":");
    const known = contentKeys.get(file);
    if (known?.stamp !== stamp || !making.has(`${cacheDir}\0${known.key}`)) source = await readFile(file);
  } catch (error) {
    warn(`portrait ${file} could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): left out, the placeholder shows.`);
    return null;
  }
  // No source: the file is as it was when its key was taken (the stamp), and its making is remembered.
  const key = source ? createHash("sha256").update(RECIPE).update(source).digest("hex").slice(0, 24) : (contentKeys.get(file)?.key as string);
  if (source) contentKeys.set(file, { stamp, key });
  const cacheKey = `${cacheDir}\0${key}`;
  const remembered = making.get(cacheKey);
  // A set whose files were deleted meanwhile (the cache emptied while a server runs) is made again, not named for good.
  if (remembered && settled.has(remembered) && (await remembered) && !existsSync(join(cacheDir, `${key}.json`)) && making.get(cacheKey) === remembered) {
    making.delete(cacheKey);
  }
  let set = making.get(cacheKey);
  if (!set) {
    // Its making was forgotten since the key was taken (the cache emptied): the file is read again to make it.
    if (!source) {
      contentKeys.delete(file);
      return portraitSet(file, { cacheDir, warn, wait });
    }
    // Remembered whatever the outcome: the key is the file's content, so a fixed file is a new key, tried afresh.
    const read = source;
    const made = (cachedSet(cacheDir, `${key}.json`) as Promise<PortraitSet | undefined>)
      .then((cached) => cached ?? makeSet(read, cacheDir, key, file, warn))
      // Without sharp, a small SVG is still carried in the page as it is.
      .then((result) => (result === undefined && vector ? vectorSet(read) : result))
      .then((result) => result && { ...result, dir: cacheDir });
    made.finally(() => settled.add(made)).catch(() => undefined);
    making.set(cacheKey, made);
    set = made;
  }
  if (wait === undefined || settled.has(set)) return set;
  const first = await withinWait(set, wait);
  if (first !== LATE) return first;
  warn(`portrait ${file} is being made light: pages show it as it is until it is ready.`);
  return undefined;
}

/** An SVG document (and not, say, HTML named .svg), by its first bytes. @param file */
async function isSvgFile(file: string) {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(4096), position: 0 });
    return SVG_START.test(buffer.subarray(0, bytesRead).toString("utf8").trimStart());
  } finally {
    await handle.close();
  }
}

const SVG_START = /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/;

/**
 * A small SVG as a set the page carries in itself, where sharp is missing and it cannot be made into light raster
 * versions; undefined for a large one: used as it is. An SVG in an `<img>` runs no script.
 */
function vectorSet(source: Buffer): PortraitSet | undefined {
  if (source.length > INLINE_LIMIT) return undefined;
  return { color: "", files: [], svg: `data:image/svg+xml,${encodeURIComponent(source.toString("utf8").trim())}` };
}

/** The makings that have settled: asked for again, they answer at once, with no clock. */
const settled = new WeakSet();

/**
 * The content key of each file as last read, with the stat it was read at: while the file is unchanged (same inode,
 * size and times; a replaced or rewritten file changes them), a page does not read and hash a large photo again.
 */
const contentKeys: Map<string, { stamp: string; key: string; }> = new Map();

/**
 * @param file for messages
 */
async function makeSet(source: Buffer, cacheDir: string, key: string, file: string, warn: (line: string) => void): Promise<PortraitSet | null | undefined> {
  const loaded = await loadSharp();
  if ("missing" in loaded) {
    warn(`portrait ${file} is served as it is: sharp is not available (${loaded.missing}).`);
    return undefined;
  }
  const { sharp } = loaded;
  let square;
  try {
    // Decoded once, at the largest size needed: square, centred, as the slot shows it (object-fit: cover), never
    // enlarged (a photo narrower than the largest size gives a square of its shorter side). Phone photos are
    // stored sideways with an EXIF orientation: rotate() applies it (and drops the metadata).
    let input = sharp(source, { failOn: "error" }).timeout(STEP_TIMEOUT);
    const first = await input.metadata();
    const { pages = 1, format } = first;
    let { width = 0, height = 0, autoOrient } = first;
    if (format === "svg") {
      // Drawn (librsvg: no script, no fetch) at the density that gives the largest size, not at its 72 dpi size.
      const density = Math.min(72 * (Math.max(...PORTRAIT_WIDTHS) / Math.max(1, Math.min(width, height))), 10_000);
      input = sharp(source, { failOn: "error", density }).timeout(STEP_TIMEOUT);
      ({ width = 0, height = 0, autoOrient } = await input.metadata());
    }
    const side = Math.min(Math.max(...PORTRAIT_WIDTHS), autoOrient?.width ?? width, autoOrient?.height ?? height);
    if (pages > 1) warn(`portrait ${file} is animated: its light versions show its first frame.`);
    square = await input.rotate().resize(side, side, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/timeout/i.test(message(error))) {
      warn(`portrait ${file} is served as it is: making it light took over ${STEP_TIMEOUT.seconds} s (${message(error)}).`);
      return undefined;
    }
    warn(
      `portrait ${file} could not be read as an image (${message(error)}): left out, the placeholder shows. ` +
        `A JPEG, PNG or WebP export of it, at most 16,000 px a side, will do.`,
    );
    return null;
  }
  try {
    const { width: side, height, channels } = square.info;
    const photo = sharp(square.data, { raw: { width: side, height, channels } }).timeout(STEP_TIMEOUT);
    const { dominant, isOpaque } = await photo.clone().resize(64, 64, { fit: "cover" }).stats();
    const color = isOpaque ? `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, "0")).join("")}` : "";
    await mkdir(cacheDir, { recursive: true });
    const files: PortraitFile[] = [];
    for (const format of FORMATS) {
      const made: Set<number> = new Set();
      for (const width of PORTRAIT_WIDTHS) {
        const resized = photo.clone().resize(width, width, { fit: "cover", withoutEnlargement: true });
        const { data, info } = await resized[format.ext](format.options).toBuffer({ resolveWithObject: true });
        if (made.has(info.width)) continue;
        made.add(info.width);
        const name = `portrait-${info.width}-${createHash("sha256").update(data).digest("base64url").slice(0, 12)}.${format.ext}`;
        await writeFile(join(cacheDir, name), data);
        files.push({ name, type: format.type, width: info.width });
      }
    }
    const set: PortraitSet = { color, files };
    await writeFile(join(cacheDir, `${key}.json`), JSON.stringify(set));
    return set;
  } catch (error) {
    warn(`portrait ${file} is served as it is: its light versions could not be made in ${cacheDir} (${message(error)}).`);
    return undefined;
  }
}

/** The width a phone asks for (2x of the 192 px slot), carried in the page itself when small (INLINE_LIMIT). */
const PORTRAIT_INLINE_WIDTH = 384;

/**
 * What a page tells the hero about a portrait (the `#portfolio-images` entry, see src/elements/hero/images.ts):
 * one `<source>` per format, the `<img>`'s fallback, the slot's `sizes` and the placeholder colour. The best
 * format's phone size is in the entry itself when small (see PORTRAIT_INLINE_WIDTH); the smaller widths of that
 * format are left out then, since a browser would fetch them where the inline one costs no request.
 * @param urlPrefix where the page finds the files ("/portraits/", "assets/", "../assets/")
 * @param options `inline: false`: files only (a page that does not show the portrait first)
 */
export function portraitEntry(set: PortraitSet, urlPrefix: string, { inline: inlining = true }: { inline?: boolean; } | undefined = {}) {
  // A vector portrait is carried whole (a page that does not show it first should name no entry: see pagePortrait in assembly.ts).
  if (set.svg) return { color: "", sizes: PORTRAIT_SIZES, src: set.svg, sources: [] };
  const types = [...new Set(set.files.map((entry) => entry.type))];
  const phone = set.files.find((entry) => entry.type === types[0] && entry.width === PORTRAIT_INLINE_WIDTH);
  const inline = inlining && phone && set.dir ? dataUrl(join(set.dir, phone.name), phone.type) : undefined;
  const sources = types.map((type) => ({
    type,
    srcset: set.files
      .filter((entry) => entry.type === type && !(inline && phone && type === phone.type && entry.width < phone.width))
      .map((entry) => `${inline && entry === phone ? inline : urlPrefix + entry.name} ${entry.width}w`)
      .join(", "),
  }));
  const fallbacks = set.files.filter((entry) => entry.type === types[types.length - 1]);
  // The `<img>`'s own src: the 1x of the wide slot, or the nearest there is.
  const fallback = fallbacks.reduce((best, entry) =>
    Math.abs(entry.width - 320) < Math.abs(best.width - 320) ? entry : best,
  );
  return { color: set.color, sizes: PORTRAIT_SIZES, src: urlPrefix + fallback.name, sources };
}

export type PortraitEntry = ReturnType<typeof portraitEntry>;
