/** A page per project; an id that cannot name a file gets none, and the app still shows it at its hash. */
import { createHash } from "node:crypto";
import { cutAtWord } from "../text/short-text.ts";
import { isPageId } from "./projects-file.ts";

const DESCRIPTION_CHARS = 200;

type PageProject = { id: string; title: string; description?: string; summary?: string };

/** So the longest file made from a name stays within the file systems' limit. */
const MAX_NAME_BYTES = 200;

const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(\.|$)/i;

/** A hash of the whole id, where needed, so two ids differing only in case never share a file on macOS or Windows. */
export function projectFileName(id: string) {
  if (!isPageId(id)) return undefined;
  const lower = id.toLowerCase();
  // toUpperCase first: a lowercase letter another one folds to ("ſ" and "s") is not a name of its own either.
  if (lower === id && id.toUpperCase().toLowerCase() === id && Buffer.byteLength(id) <= MAX_NAME_BYTES && !WINDOWS_DEVICE.test(id)) return id;
  const hash = createHash("sha256").update(id).digest("hex").slice(0, 10);
  let stem = "";
  for (const char of lower) {
    if (Buffer.byteLength(stem + char) > MAX_NAME_BYTES - hash.length - 1) break;
    stem += char;
  }
  return `${stem}-${hash}`;
}

export function projectPageFile(id: string) {
  const name = projectFileName(id);
  return name && `projects/${name}.html`;
}

export function projectPage(site: { title: string; description: string }, project: PageProject) {
  const cut = cutAtWord(project.summary ?? project.description ?? site.description, DESCRIPTION_CHARS);
  return {
    hash: `#/projects/${encodeURIComponent(project.id)}`,
    text: { title: `${project.title} | ${site.title}`, description: cut },
  };
}
