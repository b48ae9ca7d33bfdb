/**
 * Light versions of a local project picture, made as the portrait's are. Named by content and width, so a page can
 * name every width and format from the largest WebP's address (src/elements/details/srcset.ts).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { cachedSet, dataUrl, IMAGE_CACHE_DIR, LATE, loadSharp, MAX_FILE_BYTES, message, RASTER, STEP_TIMEOUT, withinWait } from "./image-making.ts";

export const PICTURE_CACHE_DIR = join(IMAGE_CACHE_DIR, "project-pictures");

/** As src/elements/details/srcset.ts's WIDTHS. */
export const PICTURE_WIDTHS = [480, 800, 1200, 1600];

export const PICTURE_NAME = /^project-[0-9a-f]{16}-(\d+)\.(avif|webp)$/;

/** AVIF at a lower effort than the portrait's: a screenshot is larger, and more effort bought few bytes for much time. */
const FORMATS = ([
  { ext: "avif", options: { quality: 45, effort: 4, chromaSubsampling: "4:2:0" } },
  { ext: "webp", options: { quality: 75, effort: 4 } },
] as const);

const RECIPE = JSON.stringify({ v: 3, widths: PICTURE_WIDTHS, formats: FORMATS });

export interface PictureSet {
    width: number;
    height: number;
    files: { name: string; width: number; }[];
    dir: string;
}

/** With its warnings, told again to each caller: another build in the same process warns as the first did. */
const making: Map<string, Promise<{ set: PictureSet | null | undefined; notes: string[]; }>> = new Map();

/** Undefined: use it as it is; null: leave it out, the card shows its designed box. */
export async function pictureSet(file: string, { cacheDir = PICTURE_CACHE_DIR, warn = (line: string) => console.warn(`warning: ${line}`), wait }: { cacheDir?: string; warn?: (line: string) => void; wait?: number; } | undefined = {}): Promise<PictureSet | null | undefined> {
  if (!RASTER.test(extname(file))) return undefined;
  let source;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_FILE_BYTES) {
      warn(`project picture ${file} is ${info.isFile() ? `over ${MAX_FILE_BYTES / 1e6} MB` : "not a regular file"}: left out.`);
      return null;
    }
    source = await readFile(file);
  } catch (error) {
    warn(`project picture ${file} could not be read (${(error as NodeJS.ErrnoException).code ?? message(error)}): left out.`);
    return null;
  }
  const key = createHash("sha256").update(RECIPE).update(source).digest("hex").slice(0, 16);
  const id = `${cacheDir}\0${key}`;
  let made = making.get(id);
  if (!made) {
    const read = source;
    const notes: string[] = [];
    made = (cachedSet(cacheDir, `project-${key}.json`) as Promise<PictureSet | undefined>)
      .then((cached) => (cached && { ...cached, dir: cacheDir }) ?? makeSet(read, cacheDir, key, file, (line) => notes.push(line)))
      .then((set) => ({ set, notes }));
    making.set(id, made);
  }
  const first = wait === undefined ? await made : await withinWait(made, wait);
  if (first === LATE) return undefined;
  const { set, notes } = first;
  notes.forEach((line) => warn(line));
  return set;
}

async function makeSet(source: Buffer, cacheDir: string, key: string, file: string, warn: (line: string) => void): Promise<PictureSet | null | undefined> {
  const loaded = await loadSharp();
  if ("missing" in loaded) {
    warn(`project picture ${file} is served as it is: sharp is not available (${loaded.missing}).`);
    return undefined;
  }
  const { sharp } = loaded;
  let picture, width, height;
  try {
    const decoded = await sharp(source, { failOn: "error" })
      .timeout(STEP_TIMEOUT)
      .rotate()
      .resize({ width: Math.max(...PICTURE_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ width, height } = decoded.info);
    picture = sharp(decoded.data, { raw: { width, height, channels: decoded.info.channels } }).timeout(STEP_TIMEOUT);
  } catch (error) {
    if (/timeout/i.test(message(error))) {
      warn(`project picture ${file} is served as it is: making it light took over ${STEP_TIMEOUT.seconds} s.`);
      return undefined;
    }
    warn(`project picture ${file} could not be read as an image (${message(error)}): left out. A JPEG, PNG or WebP export of it will do.`);
    return null;
  }
  try {
    await mkdir(cacheDir, { recursive: true });
    const widths = [...new Set([...PICTURE_WIDTHS.filter((each) => each < width), width])];
    const files: PictureSet["files"] = [];
    for (const format of FORMATS) {
      for (const each of widths) {
        const data = await picture.clone().resize({ width: each })[format.ext](format.options).toBuffer();
        const name = `project-${key}-${each}.${format.ext}`;
        await writeFile(join(cacheDir, name), data);
        files.push({ name, width: each });
      }
    }
    const set = { width, height, files };
    await writeFile(join(cacheDir, `project-${key}.json`), JSON.stringify(set));
    return { ...set, dir: cacheDir };
  } catch (error) {
    warn(`project picture ${file} is served as it is: its light versions could not be made in ${cacheDir} (${message(error)}).`);
    return undefined;
  }
}

/** The largest WebP: the page's `srcset` names the others from it. */
function lightImage(set: PictureSet, urlPrefix: string) {
  const largest = set.files[set.files.length - 1];
  return { url: `${urlPrefix}${largest.name}`, width: set.width, height: set.height };
}

/** A phone's screen width at 2x. */
const PHONE_WIDTH = 800;

/**
 * The `#portfolio-images` entry (src/elements/details/Picture.tsx): the phone's AVIF in the page; smaller ones left
 * out, since a browser would fetch them where the one in the page costs no request.
 */
function pictureEntry(set: PictureSet, urlPrefix: string) {
  const avif = set.files.filter((entry) => entry.name.endsWith(".avif"));
  const phone = avif.find((entry) => entry.width >= PHONE_WIDTH) ?? avif[avif.length - 1];
  const inline = phone && dataUrl(join(set.dir, phone.name), "image/avif");
  if (!phone || !inline) return undefined;
  const larger = avif.filter((entry) => entry.width > phone.width).map((entry) => `${urlPrefix}${entry.name} ${entry.width}w`);
  return { src: lightImage(set, urlPrefix).url, sizes: "", sources: [{ type: "image/avif", srcset: [`${inline} ${phone.width}w`, ...larger].join(", ") }] };
}

export type PictureEntry = NonNullable<ReturnType<typeof pictureEntry>>;

/** `entryOf` makes a picture's entry only when a page first asks. */
export async function lightenPictures<P extends { image?: { url: string } | null }>(projects: P[], { fileOf, urlPrefix, ...options }: { fileOf: (url: string) => string | undefined; urlPrefix: string; cacheDir?: string; warn?: (line: string) => void; wait?: number; }): Promise<{ projects: P[]; files: { dir: string; name: string; }[]; entryOf: (url: string) => PictureEntry | undefined; }> {
  const files: { dir: string; name: string; }[] = [];
  const sets: Map<string, PictureSet> = new Map();
  const lightened = await Promise.all(
    projects.map(async (project) => {
      const file = project.image && fileOf(project.image.url);
      if (!file) return project;
      const set = await pictureSet(file, options);
      if (set === undefined) return project;
      if (set === null) return { ...project, image: null };
      files.push(...set.files.map((entry) => ({ dir: set.dir, name: entry.name })));
      const image = lightImage(set, urlPrefix);
      sets.set(image.url, set);
      return { ...project, image };
    }),
  );
  // Once, however many pages show the picture first.
  const made: Map<string, PictureEntry | undefined> = new Map();
  const entryOf = (url: string) => {
    const set = sets.get(url);
    if (set && !made.has(url)) made.set(url, pictureEntry(set, urlPrefix));
    return made.get(url);
  };
  return { projects: lightened, files, entryOf };
}
