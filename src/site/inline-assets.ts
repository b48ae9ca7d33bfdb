/**
 * The pages' own files (`assets/`, next to this module) as every page puts them in itself: the template, the
 * page CSS minified, the small scripts without their comment lines, the icon as a `data:` URL. Each is read and
 * prepared once, not on each page the demo server renders.
 */
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "lightningcss";

// From the project's root, not from this module: built with the prerenderer, it runs from dist/server/ (two folders
// down, like src/site/), while its files stay here.
const SITE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../..", "src/site");

/** The files the pages link (`{{assets}}…`): the demo server serves them under /assets/, build:site copies them. */
export const SITE_ASSETS_DIR = join(SITE_DIR, "assets");

export type InlineAsset = "assets/site.css" | "assets/embed.css" | "assets/route.js" | "assets/embed-frame.js" | "assets/start.js";

const files: Map<string, Promise<string>> = new Map();

/**
 * The product's page template or one of the files the pages inline, as written.
 */
export function productTemplate(name: "page.html" | InlineAsset) {
  let file = files.get(name);
  if (!file) {
    file = readFile(join(SITE_DIR, name), "utf8");
    files.set(name, file);
  }
  return file;
}

const prepared: Map<string, Promise<string>> = new Map();

/**
 * One of the pages' own files as every page inlines it.
 */
export function inlineAsset(name: InlineAsset) {
  let asset = prepared.get(name);
  if (!asset) {
    const prepare = name.endsWith(".css") ? (css: string) => minifiedCss(name, css) : withoutCommentLines;
    asset = productTemplate(name).then(prepare);
    prepared.set(name, asset);
  }
  return asset;
}

/**
 * The pages' CSS minified by Lightning CSS, the minifier Vite itself uses.
 */
function minifiedCss(filename: string, css: string) {
  return transform({ filename, code: Buffer.from(css), minify: true }).code.toString();
}

/**
 * A script of ours as it goes into every page: without its whole-line comments (`//` lines, and block comments on one line),
 * which explain it to a reader of the source. Our own: a minifier would also rename and reflow these short ES5 scripts, and its output would be
 * what a page's reader sees. Enough for these files (no line of a string or template starts with a comment's opening).
 */
function withoutCommentLines(js: string) {
  return js.replace(/^\s*(?:\/\/.*|\/\*.*\*\/\s*)\n/gm, "");
}
