/**
 * Light versions of a project's picture when it is a local raster file (an owner's 1.5 MB PNG screenshot): AVIF
 * and WebP at the widths the cards, Home's featured work and a project's page ask for, made with sharp as the
 * portrait's are (src/site/portrait.ts): once per content, kept on disk, each step bounded in time. The files are
 * named `project-<key>-<width>.<avif|webp>`, the key being the source's content, so a page can name every width
 * and format from the largest WebP's address (src/elements/details/srcset.ts). An SVG is left as it is.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { cachedSet, dataUrl, IMAGE_CACHE_DIR, LATE, loadSharp, MAX_FILE_BYTES, message, RASTER, STEP_TIMEOUT, withinWait } from "./image-making.ts";

/** Where the made pictures are kept between runs (beside the portraits). */
export const PICTURE_CACHE_DIR = join(IMAGE_CACHE_DIR, "project-pictures");

/** The widths offered: as src/elements/details/srcset.ts's WIDTHS (a phone's card, a laptop's card, both at 2x). */
export const PICTURE_WIDTHS = [480, 800, 1200, 1600];

/** The name of a made picture: what the page's `srcset` reads its width from. */
export const PICTURE_NAME = /^project-[0-9a-f]{16}-(\d+)\.(avif|webp)$/;

/**
 * As the portrait's (src/site/portrait.ts), but AVIF at effort 4 (of 9): a screenshot is larger than a portrait, and
 * at 6 its four widths took twice as long (9 s on a busy machine) for about a sixth fewer bytes. WebP last, the
 * `<img>`'s own.
 */
const FORMATS = ([
  { ext: "avif", options: { quality: 45, effort: 4, chromaSubsampling: "4:2:0" } },
  { ext: "webp", options: { quality: 75, effort: 4 } },
] as const);

/** Changes whenever the recipe does, so a set made by another recipe is not reused. */
const RECIPE = JSON.stringify({ v: 3, widths: PICTURE_WIDTHS, formats: FORMATS });

export interface PictureSet {
    width: number;
    height: number;
    files: { name: string; width: number; }[];
    dir: string;
}

/**
 * One making per cache folder and content, remembered whatever its outcome, with what it warned of: told again to
 * each caller (another build in the same process warns as the first did).
 */
const making: Map<string, Promise<{ set: PictureSet | null | undefined; notes: string[]; }>> = new Map();

/**
 * The light versions of a local picture file. Undefined: use it as it is (an SVG or another kind, sharp missing,
 * too slow, or still being made after `wait` ms); null: leave the picture out, the card shows its designed box (the
 * file is missing or is no image). `warn` is told why.
 */
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

/**
 * @param file for messages
 */
async function makeSet(source: Buffer, cacheDir: string, key: string, file: string, warn: (line: string) => void): Promise<PictureSet | null | undefined> {
  const loaded = await loadSharp();
  if ("missing" in loaded) {
    warn(`project picture ${file} is served as it is: sharp is not available (${loaded.missing}).`);
    return undefined;
  }
  const { sharp } = loaded;
  let picture, width, height;
  try {
    // Decoded once, turned as its EXIF says, at the largest width offered (never enlarged).
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

/**
 * The `image` a page is given for a made set: its largest WebP version, at `urlPrefix` ("/project-pictures/",
 * "https://me.dev/assets/"); the page's `srcset` names the smaller ones beside it.
 */
function lightImage(set: PictureSet, urlPrefix: string) {
  const largest = set.files[set.files.length - 1];
  return { url: `${urlPrefix}${largest.name}`, width: set.width, height: set.height };
}

/**
 * The width a phone asks for where a picture takes the screen's width (My Work's card, a project's page): a phone's
 * 400 px or so at 2x.
 */
const PHONE_WIDTH = 800;

/**
 * What a page whose first screen shows this picture declares of it (its `#portfolio-images` entry, keyed by the
 * picture's address; read by src/elements/details/Picture.tsx): the AVIF a phone asks for carried in the page itself,
 * the larger ones as files; the smaller ones are left out, since a browser would fetch them where the one in the page
 * costs no request. Undefined when that version is over INLINE_LIMIT (image-making.ts): the page names files only.
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

/**
 * The projects with each local raster picture replaced by its light versions (or left out when its file is no
 * image), the made files a site must publish, and `entryOf`: what a page that shows a light picture first declares
 * of it, by its address (pictureEntry), made only when a page first asks. `fileOf` names the local file a picture's address
 * stands for.
 */
export async function lightenPictures<P extends { image?: { url: string } | null }>(projects: P[], { fileOf, urlPrefix, ...options }: { fileOf: (url: string) => string | undefined; urlPrefix: string; cacheDir?: string; warn?: (line: string) => void; wait?: number; }): Promise<{ projects: P[]; files: { dir: string; name: string; }[]; entryOf: (url: string) => PictureEntry | undefined; }> {
  const files: { dir: string; name: string; }[] = [];
  /** the made sets by their light picture's address */
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
  // Each made once, however many pages show the picture first (My Work's, its iframe's, the project's own).
  const made: Map<string, PictureEntry | undefined> = new Map();
  /** @param url */
  const entryOf = (url: string) => {
    const set = sets.get(url);
    if (set && !made.has(url)) made.set(url, pictureEntry(set, urlPrefix));
    return made.get(url);
  };
  return { projects: lightened, files, entryOf };
}
