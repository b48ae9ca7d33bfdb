/**
 * The output folder of `npm run build:site`: it writes a marker file listing every file it wrote, and replaces files
 * in a folder only when everything in it is on that list. A folder that holds the project or the build's inputs,
 * or that is not empty and was not written by it (a docs/ folder of guides, an owner's CNAME or .git), is refused
 * before anything is touched: the tool never deletes or overwrites what it did not write.
 *
 * Whole or nothing: the site is written aside, into a staging folder inside the output folder (the same file system,
 * so every move is a rename; cleared by the next run if a run is killed), and moved in only once all of it is
 * written. A failed build removes the staging folder and leaves the previous site byte for byte as it was. While the
 * files move, the marker lists both the old and the new site's, so a run stopped half way never leaves a folder the
 * next run refuses.
 */
import { existsSync, realpathSync } from "node:fs";
import { copyFile, lstat, mkdir, readFile, readdir, realpath, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";

/** The marker: JSON `{ "writtenBy": …, "files": [paths relative to the folder, with "/"] }`. */
export const SITE_MARKER = ".portfolio-site";

/** The folder a run writes the new site into, inside the output folder, before moving it in. */
export const STAGING_DIR = ".portfolio-site-next";

const WRITTEN_BY = "portfolio-elements build:site";

/** A run's output folder (its real path), its staging folder, and whether the run made the output folder. */
interface Stage {
  out: string;
  staging: string;
  created: boolean;
}

/**
 * The path with every link in it resolved, also for a path that does not exist yet (its nearest existing
 * ancestor's real path, and the rest), so "out/../.." or a link to the project is seen for what it is.
 */
function realPath(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
}

/** Whether `path` is `folder` or inside it (both real paths). */
const within = (folder: string, path: string): boolean => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/** The files the marker in `dir` lists, or undefined when there is no marker (or it is not ours). */
async function markedFiles(dir: string): Promise<Set<string> | undefined> {
  let parsed: { writtenBy?: unknown; files?: unknown } | null;
  try {
    parsed = JSON.parse(await readFile(join(dir, SITE_MARKER), "utf8"));
  } catch {
    return undefined;
  }
  if (parsed?.writtenBy !== WRITTEN_BY || !Array.isArray(parsed.files)) return undefined;
  return new Set([SITE_MARKER, ...parsed.files.filter((file): file is string => typeof file === "string")]);
}

/**
 * Why build:site may not write into `outDir`, as one sentence with the fix, or undefined when it may: the folder
 * is new, empty, or holds only files a build:site run wrote (its marker lists them). `project`: the project's root;
 * `inputs`: the folders and files the build reads.
 */
export async function outputFolderProblem(outDir: string, { project, inputs }: { project: string; inputs: string[] }): Promise<string | undefined> {
  const out = realPath(outDir);
  const shown = relative(process.cwd(), outDir) || ".";
  const fix = "build into a new or empty folder instead (--out=site), or one an earlier build:site wrote";
  if (within(out, realPath(project))) return `--out=${shown} holds the project itself, so emptying it would delete your work: ${fix}.`;
  const input = inputs.map(realPath).find((path) => within(out, path));
  if (input) return `--out=${shown} holds ${relative(project, input) || input}, which the build reads: ${fix}.`;
  if (!existsSync(out)) return undefined;
  if (!(await lstat(out)).isDirectory()) return `--out=${shown} is a file, not a folder: ${fix}.`;
  // A staging folder a killed run left is this tool's own: the next run clears it.
  const entries = (await readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => {
    const path = relative(out, join(entry.parentPath, entry.name)).split(sep).join("/");
    return path !== STAGING_DIR && !path.startsWith(`${STAGING_DIR}/`);
  });
  if (entries.length === 0) return undefined;
  const listed = await markedFiles(out);
  if (!listed) return `--out=${shown} is not empty and was not written by build:site (it has no ${SITE_MARKER} file), so nothing in it is deleted: ${fix}.`;
  const foreign = entries
    .map((entry) => ({ entry, path: relative(out, join(entry.parentPath, entry.name)).split(sep).join("/") }))
    .filter(({ entry, path }) => (entry.isDirectory() ? ![...listed].some((file) => file.startsWith(`${path}/`)) : !listed.has(path)))
    .map(({ path }) => path);
  if (foreign.length) {
    const named = foreign.slice(0, 3).join(", ") + (foreign.length > 3 ? ` and ${foreign.length - 3} more` : "");
    return `--out=${shown} holds files build:site did not write (${named}), so nothing in it is deleted: move them out, or build into another folder.`;
  }
  return undefined;
}

/**
 * Runs `write` into a staging folder inside `outDir` (a folder `outputFolderProblem` passed) and moves what it wrote
 * in only when it resolves (with what it wrote, relative to `dir`); when it throws, the staging folder goes and the
 * folder is as it was.
 */
export async function writeWhole<T extends { files: string[]; precompressed: string[] }>(outDir: string, write: (dir: string) => Promise<T>): Promise<T> {
  const stage = await startStaging(outDir);
  try {
    const written = await write(stage.staging);
    await swapIn(stage, [...written.files, ...written.precompressed]);
    return written;
  } catch (error) {
    await dropStaging(stage);
    throw error;
  }
}

/**
 * Makes the staging folder a run writes the whole site into, inside `outDir` (a folder `outputFolderProblem` passed),
 * clearing one a killed run left. `created`: whether `outDir` was made for it, to remove again if the run fails.
 */
async function startStaging(outDir: string): Promise<Stage> {
  const created = !existsSync(outDir);
  await mkdir(outDir, { recursive: true });
  const out = await realpath(outDir);
  const staging = join(out, STAGING_DIR);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging);
  return { out, staging, created };
}

/**
 * After a failed run: the staging folder goes, and the output folder too when the run made it; the previous site is
 * untouched.
 */
async function dropStaging({ out, staging, created }: Stage): Promise<void> {
  await rm(staging, { recursive: true, force: true });
  if (created) await rmdir(out).catch(() => undefined);
}

/** Writes the marker by a rename, so it is never seen half-written. */
async function replaceMarker(out: string, staging: string, files: Iterable<string>): Promise<void> {
  const next = join(staging, `${SITE_MARKER}.swap`);
  await writeMarker(staging, files, next);
  await rename(next, join(out, SITE_MARKER));
}

/**
 * Moves the new site (`files`, relative, all written into the staging folder) into the output folder: assets before
 * the pages that name them, each file by a rename that replaces the old one; then removes the old site's files the new
 * one lacks, and the staging folder. The owner's own files are never there (outputFolderProblem refuses such a folder).
 */
async function swapIn({ out, staging }: Stage, files: string[]): Promise<void> {
  const previous = [...((await markedFiles(out)) ?? [])].filter((file) => file !== SITE_MARKER);
  const next = new Set(files);
  // Both lists while files move: a run stopped now leaves only listed files.
  await replaceMarker(out, staging, [...previous, ...next]);
  const pagesLast = [...next].sort((a, b) => Number(a.endsWith(".html")) - Number(b.endsWith(".html")));
  for (const file of pagesLast) {
    const target = join(out, file);
    await mkdir(dirname(target), { recursive: true });
    // A folder of the old site where the new one has a file (or the reverse) is the old site's own.
    if ((await lstat(target).catch(() => undefined))?.isDirectory()) await rm(target, { recursive: true });
    await rename(join(staging, file), target);
  }
  const gone = previous.filter((file) => !next.has(file));
  for (const file of gone) await rm(join(out, file), { recursive: true, force: true });
  // Folders the old site's files were in and that are now empty.
  const folders = new Set(gone.flatMap((file) => file.split("/").slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join("/"))));
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) await rmdir(join(out, folder)).catch(() => undefined);
  await replaceMarker(out, staging, next);
  await rm(staging, { recursive: true, force: true });
}

/** Writes the marker listing `files` (relative, with "/") into `dir` (or at `path`). */
async function writeMarker(dir: string, files: Iterable<string>, path = join(dir, SITE_MARKER)): Promise<void> {
  const body = { writtenBy: WRITTEN_BY, note: "npm run build:site replaces this folder's files only while it holds nothing but these files.", files: [...new Set(files)].sort() };
  await writeFile(path, `${JSON.stringify(body, null, 2)}\n`);
}

/**
 * The real path of `name` inside `folder` when it is a regular file there, links resolved, or undefined when it
 * is missing, not a file, or a link to somewhere outside the folder (a portrait that links to a private file).
 */
export async function fileInside(folder: string, name: string): Promise<string | undefined> {
  try {
    const [base, file] = await Promise.all([realpath(folder), realpath(join(folder, name))]);
    if (!within(base, file) || file === base) return undefined;
    return (await lstat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Writes files into the staging folder (`dir`), keeping the list of what it wrote. */
export function siteWriter(dir: string, warn: (line: string) => void) {
  /** What was written, relative to the folder. */
  const files: string[] = [];
  /** Copies `source` to `to`, relative to the folder. */
  const copy = async (source: string, to: string): Promise<void> => {
    await mkdir(dirname(join(dir, to)), { recursive: true });
    await copyFile(source, join(dir, to));
    files.push(to);
  };
  return {
    files,
    copy,
    async write(relative: string, body: string | Buffer): Promise<void> {
      await mkdir(dirname(join(dir, relative)), { recursive: true });
      await writeFile(join(dir, relative), body);
      files.push(relative);
    },
    /** Copies a file of `folder` in, to `to`; a link out of the folder (or anything but a file) is not followed. */
    async copyIn(folder: string, name: string, to: string): Promise<void> {
      const source = await fileInside(folder, name);
      if (!source) return warn(`warning: ${join(folder, name)} is not a file inside ${folder} (a link out of it?): not published.`);
      await copy(source, to);
    },
  };
}
