// @ts-check
/**
 * The output folder of `npm run build:site`: it writes a marker file listing every file it wrote, and empties a
 * folder again only when everything in it is on that list. A folder that holds the project or the build's inputs,
 * or that is not empty and was not written by it (a docs/ folder of guides, the project root), is refused before
 * anything is deleted: the tool never deletes or overwrites what it did not write.
 */
import { existsSync, realpathSync } from "node:fs";
import { copyFile, lstat, mkdir, readFile, readdir, realpath, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";

/** The marker: JSON `{ "writtenBy": …, "files": [paths relative to the folder, with "/"] }`. */
export const SITE_MARKER = ".portfolio-site";

const WRITTEN_BY = "portfolio-elements build:site";

/**
 * The path with every link in it resolved, also for a path that does not exist yet (its nearest existing
 * ancestor's real path, and the rest), so "out/../.." or a link to the project is seen for what it is.
 * @param {string} path
 * @returns {string}
 */
function realPath(path) {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
}

/** @param {string} folder @param {string} path whether `path` is `folder` or inside it (both real paths) */
const within = (folder, path) => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/**
 * The files the marker in `dir` lists, or undefined when there is no marker (or it is not ours).
 * @param {string} dir
 * @returns {Promise<Set<string> | undefined>}
 */
async function markedFiles(dir) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile(join(dir, SITE_MARKER), "utf8"));
  } catch {
    return undefined;
  }
  if (parsed?.writtenBy !== WRITTEN_BY || !Array.isArray(parsed.files)) return undefined;
  return new Set([SITE_MARKER, ...parsed.files.filter((/** @type {unknown} */ file) => typeof file === "string")]);
}

/**
 * Why build:site may not write into `outDir`, as one sentence with the fix, or undefined when it may: the folder
 * is new, empty, or holds only files a build:site run wrote (its marker lists them).
 * @param {string} outDir
 * @param {{ project: string, inputs: string[] }} keep the project's root, and the folders and files the build reads
 * @returns {Promise<string | undefined>}
 */
export async function outputFolderProblem(outDir, { project, inputs }) {
  const out = realPath(outDir);
  const shown = relative(process.cwd(), outDir) || ".";
  const fix = "build into a new or empty folder instead (--out=site), or one an earlier build:site wrote";
  if (within(out, realPath(project))) return `--out=${shown} holds the project itself, so emptying it would delete your work: ${fix}.`;
  const input = inputs.map(realPath).find((path) => within(out, path));
  if (input) return `--out=${shown} holds ${relative(project, input) || input}, which the build reads: ${fix}.`;
  if (!existsSync(out)) return undefined;
  if (!(await lstat(out)).isDirectory()) return `--out=${shown} is a file, not a folder: ${fix}.`;
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
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
 * Empties a folder `outputFolderProblem` passed (everything in it was written by build:site) and keeps the folder
 * itself (a linked or shared folder stays what it is).
 * @param {string} outDir
 */
export async function emptyOutputFolder(outDir) {
  const out = await realpath(outDir).catch(() => undefined);
  if (!out) return;
  for (const name of await readdir(out)) await rm(join(out, name), { recursive: true, force: true });
}

/**
 * Writes the marker listing `files` (relative, with "/"): called before each file is written, so a build that
 * stops half-way leaves a folder the next build may still empty.
 * @param {string} outDir
 * @param {Iterable<string>} files
 */
export async function writeMarker(outDir, files) {
  const body = { writtenBy: WRITTEN_BY, note: "npm run build:site empties this folder only while it holds nothing but these files.", files: [...new Set(files)].sort() };
  await writeFile(join(outDir, SITE_MARKER), `${JSON.stringify(body, null, 2)}\n`);
}

/**
 * The real path of `name` inside `folder` when it is a regular file there, links resolved, or undefined when it
 * is missing, not a file, or a link to somewhere outside the folder (a portrait that links to a private file).
 * @param {string} folder
 * @param {string} name
 * @returns {Promise<string | undefined>}
 */
export async function fileInside(folder, name) {
  try {
    const [base, file] = await Promise.all([realpath(folder), realpath(join(folder, name))]);
    if (!within(base, file) || file === base) return undefined;
    return (await lstat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes files into an output folder `outputFolderProblem` passed, each put on the marker's list before it is
 * written (so the folder stays one the next build may empty).
 * @param {string} outDir
 * @param {(line: string) => void} warn
 */
export function siteWriter(outDir, warn) {
  /** What was written, relative to the folder. @type {string[]} */
  const files = [];
  /** @type {Set<string>} */
  const claimed = new Set();
  /** @param {string[]} relatives */
  const claim = async (...relatives) => {
    for (const path of relatives) claimed.add(path);
    await writeMarker(outDir, claimed);
  };
  /** @param {string} source @param {string} to relative to the folder */
  const copy = async (source, to) => {
    await claim(to);
    await mkdir(dirname(join(outDir, to)), { recursive: true });
    await copyFile(source, join(outDir, to));
    files.push(to);
  };
  return {
    files,
    claimed,
    claim,
    copy,
    /** @param {string} relative @param {string | Buffer} body */
    async write(relative, body) {
      await claim(relative);
      await mkdir(dirname(join(outDir, relative)), { recursive: true });
      await writeFile(join(outDir, relative), body);
      files.push(relative);
    },
    /**
     * Copies a file of `folder` in; a link out of the folder (or anything but a file) is not followed.
     * @param {string} folder @param {string} name @param {string} to relative to the folder
     */
    async copyIn(folder, name, to) {
      const source = await fileInside(folder, name);
      if (!source) return warn(`warning: ${join(folder, name)} is not a file inside ${folder} (a link out of it?): not published.`);
      await copy(source, to);
    },
  };
}
