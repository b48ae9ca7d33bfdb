/**
 * `site.projectsFile`, baked into the pages so the static site needs no content service. Warns of what the elements
 * would drop; a file that cannot be used stops the build, since a typo must not publish an empty My Work.
 */
import { constants } from "node:fs";
import { open, stat } from "node:fs/promises";
import { httpUrl } from "../settings/kinds.ts";
import { xmlSafe } from "./xml-text.ts";

/** A portfolio past this is a catalogue, and every page carries the list. */
export const MAX_PROJECTS = 100;

/** Far past any honest list, well short of what would slow the build. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** A card shows fewer (services/projects.ts). */
export const TEXT_LIMITS = {
  title: 200,
  description: 5_000,
  techstack: 500,
  role: 200,
  year: 20,
  summary: 500,
  imageAlt: 500,
  body: 20_000,
} as const;

/** An id names the project's page file: no hidden file, never `..`. */
const PAGE_ID = /^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,99}$/u;

/** An id a service sends that cannot still gets its card, without a page. */
export function isPageId(id: string) {
  return PAGE_ID.test(id) && !id.includes("..");
}

class ProjectsFileError extends Error {}

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";


/** Never inside a surrogate pair. */
function cut(text: string, limit: number) {
  let end = limit;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Pure, for the unit tests. `pictures`: the public folder's files to publish. */
export function checkProjectsFile(text: string, name: string, options: { siteUrl?: string } = {}): { data: { project: Record<string, unknown>[] }; warnings: string[]; pictures: string[] } {
  const warnings: string[] = [];
  const project: Record<string, unknown>[] = [];
  const pictures: string[] = [];
  let list;
  try {
    // Before any page or preview is made of it: librsvg refuses what XML refuses.
    list = xmlSafe(JSON.parse(text));
  } catch (error) {
    throw new ProjectsFileError(`site.projectsFile ${name} is not JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  // A GetProjects answer's `data` is welcome too: the same list, one level down.
  if (!Array.isArray(list) && typeof list === "object" && list !== null && Array.isArray(list.project)) list = list.project;
  if (!Array.isArray(list)) throw new ProjectsFileError(`site.projectsFile ${name} is not a list of projects (like demo/projects.json).`);
  if (list.length > MAX_PROJECTS) {
    warnings.push(`site.projectsFile ${name} has ${list.length} projects: the first ${MAX_PROJECTS} are published, the rest left out.`);
  }
  const seen = new Set();
  for (const [index, entry] of list.slice(0, MAX_PROJECTS).entries()) {
    const at = `${name}, project ${index + 1}`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      warnings.push(`${at} is not an object: left out.`);
      continue;
    }
    const record = entry as Record<string, unknown>;
    const id = typeof record.id === "number" && Number.isFinite(record.id) ? String(record.id) : isText(record.id) ? String(record.id).trim() : undefined;
    if (!id) {
      warnings.push(`${at} has no id: left out.`);
      continue;
    }
    if (!isPageId(id)) {
      warnings.push(`${at}: id ${JSON.stringify(id.slice(0, 120))} cannot name a page (letters, digits, "-", "_" and "." only, no ".."): left out.`);
      continue;
    }
    if (seen.has(id)) {
      warnings.push(`${at}: id "${id}" is already used by an earlier project: left out.`);
      continue;
    }
    if (!isText(record.title)) {
      warnings.push(`${at} ("${id}") has no title: left out.`);
      continue;
    }
    seen.add(id);
    const kept: Record<string, unknown> = { id };
    for (const [field, limit] of Object.entries(TEXT_LIMITS)) {
      let value = record[field];
      if (field === "year" && typeof value === "number" && Number.isFinite(value)) value = String(value);
      if (value === undefined || value === null) continue;
      if (typeof value !== "string") {
        warnings.push(`${at} ("${id}"): ${field} is not text: left out.`);
        continue;
      }
      if (value.length > limit) {
        warnings.push(`${at} ("${id}"): ${field} has ${value.length} characters: cut to ${limit}.`);
        value = cut(value, limit);
      }
      kept[field] = field === "year" && typeof record.year === "number" ? record.year : value;
    }
    for (const field of ["githubUrl", "livedemoUrl"]) {
      const value = record[field];
      if (value === undefined || value === null || value === "") continue;
      const url = httpUrl(value);
      if (url) kept[field] = url;
      else warnings.push(`${at} ("${id}"): ${field} is not an http: or https: URL: left out.`);
    }
    const image = checkImage(record.image, `${at} ("${id}")`, warnings, options.siteUrl, pictures);
    if (image) kept.image = image;
    project.push(kept);
  }
  return { data: { project }, warnings, pictures };
}

export const PUBLIC_FILE = /^\/assets\/([\w-]+(?:\/[\w.-]+)*\.(?:png|jpe?g|webp|avif|gif|svg))$/i;

const MAX_IMAGE_SIDE = 10_000;

/** `https:` only, as the contract says, or a file of the public folder published with the site. */
function checkImage(value: unknown, at: string, warnings: string[], siteUrl: string | undefined, pictures: string[]) {
  if (value === undefined || value === null) return undefined;
  const image = typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const file = typeof image.url === "string" ? PUBLIC_FILE.exec(image.url.trim())?.[1] : undefined;
  if (file && !file.split("/").includes("..")) {
    if (!siteUrl) {
      warnings.push(`${at}: image.url ${image.url} is a file of the public folder, which a page can name only with "site": { "url": "https://…/" }: the picture is left out.`);
      return undefined;
    }
    pictures.push(file);
  }
  const url = file && siteUrl ? new URL(`assets/${file}`, siteUrl).href : httpUrl(image.url);
  if (!url?.startsWith("https:") && !(file && url)) {
    warnings.push(`${at}: image.url is not an https: URL: the picture is left out.`);
    return undefined;
  }
  const side = (size: unknown) => Number.isInteger(size) && Number(size) > 0 && Number(size) <= MAX_IMAGE_SIDE;
  if (!side(image.width) || !side(image.height)) {
    warnings.push(`${at}: image.width and image.height must be whole pixels (1 to ${MAX_IMAGE_SIDE}): the picture is left out.`);
    return undefined;
  }
  return { url, width: image.width, height: image.height };
}

/** A FIFO or a device is never read: it could block or never end. */
export async function readProjectsFile(file: string, name: string, options: { siteUrl?: string } = {}) {
  const named = `site.projectsFile ${name} (${file})`;
  const problem = (stats: { isFile(): boolean; size: number }) =>
    !stats.isFile() ? `${named} is not a regular file.` : stats.size > MAX_FILE_BYTES ? `${named} is ${stats.size} bytes, more than ${MAX_FILE_BYTES}.` : undefined;
  let handle;
  try {
    const before = problem(await stat(file));
    if (before) throw new ProjectsFileError(before);
    // Non-blocking, so a file swapped for a FIFO since the check cannot hold the open; checked again once open.
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const after = problem(await handle.stat());
    if (after) throw new ProjectsFileError(after);
    const text = await handle.readFile("utf8");
    if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new ProjectsFileError(`${named} is more than ${MAX_FILE_BYTES} bytes.`);
    return checkProjectsFile(text, name, options);
  } catch (error) {
    if (error instanceof ProjectsFileError) throw error;
    const code = (error as { code?: unknown }).code;
    throw new ProjectsFileError(code === "ENOENT" ? `${named} is missing.` : `${named} could not be read (${code ?? String(error)}).`, { cause: error });
  } finally {
    await handle?.close();
  }
}
