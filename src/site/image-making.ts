/**
 * What making light images shares, for the portrait (portrait.ts) and the projects' pictures (project-pictures.ts):
 * sharp, loaded once; which files it reads and how long each step may take; the cache the sets are kept in, and a
 * page's bounded wait for a set still being made.
 */
import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Where made images are kept between runs, each kind in a folder of its own (never committed). */
export const IMAGE_CACHE_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), "..", ".."), "node_modules", ".cache", "portfolio-elements");

/**
 * Raster files sharp can read and that are worth resizing (an SVG is drawn by sharp too: see portrait.ts); a static
 * host serves them as images, which run nothing (portrait-file.ts publishes them as they are).
 */
export const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;

/**
 * The largest image file read (well above a phone's JPEG or a scanned TIFF), portrait or project picture: past
 * that, or a path that is not a regular file (a FIFO would block the read for good, a link to /dev/zero fill the
 * memory), it is left out.
 */
export const MAX_FILE_BYTES = 100_000_000;

/**
 * No step of a conversion may run longer (sharp's own timeout, in seconds): an image that would take that long is
 * shown as it is rather than hold up a build or a server for good; a phone's photo needs a small part of it.
 */
export const STEP_TIMEOUT = { seconds: 60 };

type Sharp = typeof import("sharp").default;

let loading: Promise<{ sharp: Sharp } | { missing: string }> | undefined;

/**
 * sharp, or why it is missing (its native package is not installed for this machine): asked once, so every image
 * that cannot be made light says the same reason, in its caller's words.
 */
export function loadSharp() {
  loading ??= import("sharp").then(
    (module) => ({ sharp: module.default }),
    (error) => ({ missing: message(error) }),
  );
  return loading;
}

/** What withinWait() gives for a making that has not settled in time. */
export const LATE = Symbol("late");

/**
 * What `making` settles to within `wait` ms, or LATE: a page waits that long for images being made light (a
 * portrait's, a project picture's), and the making goes on for the next page.
 */
export async function withinWait<T>(making: Promise<T>, wait: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late: Promise<typeof LATE> = new Promise((resolveLate) => (timer = setTimeout(resolveLate, wait, LATE)));
  return Promise.race([making, late]).finally(() => clearTimeout(timer));
}

/**
 * A set of made images read back from the cache (a portrait's, a project picture's), when its index (`index`, a
 * JSON file in `cacheDir`) and every file it names are still there.
 */
export async function cachedSet<S extends { files: { name: string }[] }>(cacheDir: string, index: string): Promise<S | undefined> {
  try {
    const set: S = JSON.parse(await readFile(join(cacheDir, index), "utf8"));
    await Promise.all(set.files.map((entry) => stat(join(cacheDir, entry.name))));
    return set;
  } catch {
    return undefined;
  }
}

/**
 * The largest made image a page carries in itself as a `data:` URL (the portrait on Home, the first project picture
 * on My Work and on a project's page): painted with the HTML instead of one request later, which on a slow phone
 * network is the page's largest paint. Past it, the bytes in the HTML would hold up the first paint longer than the
 * request does.
 */
export const INLINE_LIMIT = 16_000;

const inlined: Map<string, string | undefined> = new Map();

/**
 * A made file as a `data:` URL of `type`, or undefined when it is larger than INLINE_LIMIT (or unreadable). Read once
 * per path: a made file's name is its content's.
 */
export function dataUrl(path: string, type: string) {
  if (!inlined.has(path)) {
    let url;
    try {
      const data = readFileSync(path);
      if (data.length <= INLINE_LIMIT) url = `data:${type};base64,${data.toString("base64")}`;
    } catch {
      url = undefined;
    }
    inlined.set(path, url);
  }
  return inlined.get(path);
}

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
