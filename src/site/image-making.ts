/** What the portrait's and the project pictures' making share. */
import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const IMAGE_CACHE_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), "..", ".."), "node_modules", ".cache", "portfolio-elements");

/** Served as images, which run nothing, so they may be published as they are. */
export const RASTER = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;

/** Well above a phone's JPEG; with the regular-file check, a link to /dev/zero cannot fill the memory. */
export const MAX_FILE_BYTES = 100_000_000;

/** Such an image is shown as it is rather than hold up a build or a server for good. */
export const STEP_TIMEOUT = { seconds: 60 };

type Sharp = typeof import("sharp").default;

let loading: Promise<{ sharp: Sharp } | { missing: string }> | undefined;

/** Asked once, so every image that cannot be made light says the same reason. */
export function loadSharp() {
  loading ??= import("sharp").then(
    (module) => ({ sharp: module.default }),
    (error) => ({ missing: message(error) }),
  );
  return loading;
}

export const LATE = Symbol("late");

/** The making goes on for the next page. */
export async function withinWait<T>(making: Promise<T>, wait: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late: Promise<typeof LATE> = new Promise((resolveLate) => (timer = setTimeout(resolveLate, wait, LATE)));
  return Promise.race([making, late]).finally(() => clearTimeout(timer));
}

/** Only when every file the index names is still there. */
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
 * An image in the page paints with the HTML, not a request later; past this, its bytes would hold up the first paint
 * longer than the request does.
 */
export const INLINE_LIMIT = 16_000;

const inlined: Map<string, string | undefined> = new Map();

/** Read once per path: a made file's name is its content's. */
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
