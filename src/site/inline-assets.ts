/**
 * The pages' own files (`assets/`, next to this module) as every page puts them in itself: the template, the
 * page CSS minified, the small scripts compiled from TypeScript and minified, the icon as a `data:` URL. Each is read
 * and prepared once, not on each page the demo server renders.
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

export type InlineAsset = "assets/site.css" | "assets/embed.css" | "assets/route.ts" | "assets/embed-frame.ts" | "assets/start.ts";

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
    const prepare = name.endsWith(".css") ? (css: string) => minifiedCss(name, css) : (code: string) => inlineScript(name, code);
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
 * A script of ours as it goes into every page: one classic script, its TypeScript compiled and minified by Vite's own
 * tools (Oxc), for the browsers the bundles are built for.
 */
async function inlineScript(filename: string, code: string) {
  // Only the site builder and the demo server inline these: the prerenderer the package publishes never loads Vite.
  const { minify, transformWithOxc } = await import("vite");
  const javaScript = await transformWithOxc(code, filename, { lang: "ts", target: "es2022" });
  const minified = await minify(filename.replace(/\.ts$/, ".js"), javaScript.code, { compress: { target: "es2022" }, mangle: true });
  if (minified.errors.length) throw new Error(`${filename}: ${minified.errors.map((error) => error.message).join("; ")}`);
  return minified.code.trim();
}
