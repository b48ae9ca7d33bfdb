/**
 * A local portrait made light once (sharp, cached on disk). An SVG is drawn too: in an `<img>` it is a document the
 * browser builds on the main thread before the first paint, while a small AVIF is decoded off it.
 * Our own over 11ty's eleventy-img: its 7.x needs Node 22, and 6.x pins sharp 0.33 (a second set of native binaries
 * beside our 0.35) and a remote fetcher this pipeline must not have.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { cachedSet, dataUrl, IMAGE_CACHE_DIR, INLINE_LIMIT, LATE, loadSharp, MAX_FILE_BYTES, message, RASTER, STEP_TIMEOUT, withinWait } from "./image-making.ts";

export const PORTRAIT_CACHE_DIR = join(IMAGE_CACHE_DIR, "portraits");

/**
 * Mirrors src/elements/hero/hero.css. A phone shows the portrait smaller than declared here, on purpose: its 2x is
 * the version inlined in the page, where a smaller slot would make a phone fetch a file.
 */
const PORTRAIT_SIZES = "(max-width: 320px) 60vw, (max-width: 720px) 192px, 320px";
export const PORTRAIT_WIDTHS = [192, 320, 384, 640];

/**
 * Best first; the last is the `<img>`'s fallback. AVIF at 4:2:0 (sharp defaults to 4:4:4) and a higher effort, paid
 * once, so a page with the phone's portrait inlined fits a new connection's first round trip.
 */
const FORMATS = ([
  { ext: "avif", type: "image/avif", options: { quality: 45, effort: 6, chromaSubsampling: "4:2:0" } },
  { ext: "webp", type: "image/webp", options: { quality: 75, effort: 4 } },
] as const);

/** Changes whenever the recipe does, so a cached set made by another recipe is not reused. */
const RECIPE = JSON.stringify({ v: 2, widths: PORTRAIT_WIDTHS, formats: FORMATS });

/** Never a folder's file, a dot-file or one outside demo/public/. */
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

const warnLine = (line: string) => console.warn(`warning: ${line}`);

/**
 * Undefined: show the file as it is; null: leave it out, the placeholder shows. `wait`'s clock starts only once the
 * making is under way, so a set made already is answered whatever the load.
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
  // No source: the file is unchanged since its key was taken.
  const key = source ? createHash("sha256").update(RECIPE).update(source).digest("hex").slice(0, 24) : (contentKeys.get(file)?.key as string);
  if (source) contentKeys.set(file, { stamp, key });
  const cacheKey = `${cacheDir}\0${key}`;
  const remembered = making.get(cacheKey);
  // The cache may be emptied while a server runs.
  if (remembered && settled.has(remembered) && (await remembered) && !existsSync(join(cacheDir, `${key}.json`)) && making.get(cacheKey) === remembered) {
    making.delete(cacheKey);
  }
  let set = making.get(cacheKey);
  if (!set) {
    if (!source) {
      contentKeys.delete(file);
      return portraitSet(file, { cacheDir, warn, wait });
    }
    // Remembered whatever the outcome: a fixed file is a new key.
    const read = source;
    const made = (cachedSet(cacheDir, `${key}.json`) as Promise<PortraitSet | undefined>)
      .then((cached) => cached ?? makeSet(read, cacheDir, key, file, warn))
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

/** Not, say, HTML named .svg. */
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

/** Without sharp a small SVG is carried in the page: in an `<img>` it runs no script. */
function vectorSet(source: Buffer): PortraitSet | undefined {
  if (source.length > INLINE_LIMIT) return undefined;
  return { color: "", files: [], svg: `data:image/svg+xml,${encodeURIComponent(source.toString("utf8").trim())}` };
}

/** Asked for again, these answer at once, with no clock. */
const settled = new WeakSet();

/** By stat, so an unchanged large photo is not read and hashed again for each page. */
const contentKeys: Map<string, { stamp: string; key: string; }> = new Map();

async function makeSet(source: Buffer, cacheDir: string, key: string, file: string, warn: (line: string) => void): Promise<PortraitSet | null | undefined> {
  const loaded = await loadSharp();
  if ("missing" in loaded) {
    warn(`portrait ${file} is served as it is: sharp is not available (${loaded.missing}).`);
    return undefined;
  }
  const { sharp } = loaded;
  let square;
  try {
    // Decoded once at the largest size. Phone photos are stored sideways with an EXIF orientation: rotate() applies it.
    let input = sharp(source, { failOn: "error" }).timeout(STEP_TIMEOUT);
    const first = await input.metadata();
    const { pages = 1, format } = first;
    let { width = 0, height = 0, autoOrient } = first;
    if (format === "svg") {
      // librsvg runs no script and fetches nothing.
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

/** The width a phone asks for, carried in the page itself when small. */
const PORTRAIT_INLINE_WIDTH = 384;

/**
 * The `#portfolio-images` entry (src/elements/hero/images.ts). Smaller widths than the inlined one are left out: a
 * browser would fetch them where the inline one costs no request.
 */
export function portraitEntry(set: PortraitSet, urlPrefix: string, { inline: inlining = true }: { inline?: boolean; } | undefined = {}) {
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
  const fallback = fallbacks.reduce((best, entry) =>
    Math.abs(entry.width - 320) < Math.abs(best.width - 320) ? entry : best,
  );
  return { color: set.color, sizes: PORTRAIT_SIZES, src: urlPrefix + fallback.name, sources };
}

export type PortraitEntry = ReturnType<typeof portraitEntry>;
