/**
 * The static site's page per project (`project-details="on"`): `projects/<id>.html`, the projects route prerendered
 * for `#/projects/<id>`, with its own title, description and link preview. Only an id that can name a file gets a
 * page (src/site/projects-file.ts); the app still shows the others at their hash.
 */
import { createHash } from "node:crypto";
import { cutAtWord } from "../text/short-text.ts";
import { isPageId } from "./projects-file.ts";

/** Characters of a description search engines and link previews show. */
const DESCRIPTION_CHARS = 200;

type PageProject = { id: string; title: string; description?: string; summary?: string };

/** Bytes of a name made from an id: the longest file made from it ("og-project-<name>.png", "<name>.html.br") stays within 255. */
const MAX_NAME_BYTES = 200;

/** Names Windows keeps for devices, with any extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(\.|$)/i;

/**
 * The name the files made from a project's id carry (its page, its link preview), or undefined when the id cannot name
 * one. An id in lowercase that fits the bytes is its own name; any other is shortened and lowercased and gets a hash of
 * the whole id, so names fit every file system and two ids that differ only in case (or only past the cut) never share
 * a file where case is ignored (macOS, Windows). The app's `#/projects/<id>` keeps the id itself.
 */
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

/**
 * The page's file in the site, or undefined when the id cannot name one.
 */
export function projectPageFile(id: string) {
  const name = projectFileName(id);
  return name && `projects/${name}.html`;
}

/**
 * The page's title ("Budget Buddy | Alex Rivera | Junior Software Engineer") and description (the summary, else the
 * description, cut between words); its link preview is made from its picture (project-preview.ts).
 * @param site the site's words (its Home's, wordsForPage)
 */
export function projectPage(site: { title: string; description: string }, project: PageProject) {
  const cut = cutAtWord(project.summary ?? project.description ?? site.description, DESCRIPTION_CHARS);
  return {
    hash: `#/projects/${encodeURIComponent(project.id)}`,
    text: { title: `${project.title} | ${site.title}`, description: cut },
  };
}
