/**
 * build:site never deletes or overwrites what it did not write: a marker lists its files. Whole or nothing: the site
 * is staged inside the output folder (same file system, so every move is a rename) and moved in once all is written.
 */
import { existsSync, realpathSync } from "node:fs";
import { copyFile, lstat, mkdir, readFile, readdir, realpath, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";

export const SITE_MARKER = ".portfolio-site";

export const STAGING_DIR = ".portfolio-site-next";

const WRITTEN_BY = "portfolio-elements build:site";

interface Stage {
  out: string;
  staging: string;
  created: boolean;
}

/** Also for a path not made yet, so "out/../.." or a link to the project is seen for what it is. */
function realPath(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
}

const within = (folder: string, path: string): boolean => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

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

/** Why build:site may not write into `outDir`, as one sentence with the fix. */
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

/** A `write` that throws leaves the folder as it was. */
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

/** Clears what a killed run left. */
async function startStaging(outDir: string): Promise<Stage> {
  const created = !existsSync(outDir);
  await mkdir(outDir, { recursive: true });
  const out = await realpath(outDir);
  const staging = join(out, STAGING_DIR);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging);
  return { out, staging, created };
}

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

/** Assets before the pages that name them, so a visitor mid-swap never gets a page whose files are missing. */
async function swapIn({ out, staging }: Stage, files: string[]): Promise<void> {
  const previous = [...((await markedFiles(out)) ?? [])].filter((file) => file !== SITE_MARKER);
  const next = new Set(files);
  // Both lists while files move: a run stopped now leaves only listed files.
  await replaceMarker(out, staging, [...previous, ...next]);
  const pagesLast = [...next].sort((a, b) => Number(a.endsWith(".html")) - Number(b.endsWith(".html")));
  for (const file of pagesLast) {
    const target = join(out, file);
    await mkdir(dirname(target), { recursive: true });
    if ((await lstat(target).catch(() => undefined))?.isDirectory()) await rm(target, { recursive: true });
    await rename(join(staging, file), target);
  }
  const gone = previous.filter((file) => !next.has(file));
  for (const file of gone) await rm(join(out, file), { recursive: true, force: true });
  const folders = new Set(gone.flatMap((file) => file.split("/").slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join("/"))));
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) await rmdir(join(out, folder)).catch(() => undefined);
  await replaceMarker(out, staging, next);
  await rm(staging, { recursive: true, force: true });
}

async function writeMarker(dir: string, files: Iterable<string>, path = join(dir, SITE_MARKER)): Promise<void> {
  const body = { writtenBy: WRITTEN_BY, note: "npm run build:site replaces this folder's files only while it holds nothing but these files.", files: [...new Set(files)].sort() };
  await writeFile(path, `${JSON.stringify(body, null, 2)}\n`);
}

/** Never a link out of the folder: a portrait may link to a private file. */
export async function fileInside(folder: string, name: string): Promise<string | undefined> {
  try {
    const [base, file] = await Promise.all([realpath(folder), realpath(join(folder, name))]);
    if (!within(base, file) || file === base) return undefined;
    return (await lstat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the list of what it wrote, for the marker. */
export function siteWriter(dir: string, warn: (line: string) => void) {
  const files: string[] = [];
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
    async copyIn(folder: string, name: string, to: string): Promise<void> {
      const source = await fileInside(folder, name);
      if (!source) return warn(`warning: ${join(folder, name)} is not a file inside ${folder} (a link out of it?): not published.`);
      await copy(source, to);
    },
  };
}
