// @ts-check
/**
 * The default (React) and the lite (preact/compat) build side by side, gzip -9 of the JavaScript:
 * the site's first screen (`#/`), every ES chunk, each element alone on a page, and the classic script.
 * `npm run bench` calls benchLite(); `node scripts/bench-lite.mjs` prints it alone (on an existing dist/).
 *
 * What a page downloads is read from each build's manifest (dist/.vite/, dist/lite/.vite/): the entry and
 * its static imports, then the element's chunk and its static imports. "+ at once" adds what the element
 * imports dynamically as soon as it shows (the GraphQL client of `<portfolio-projects>`); what waits for a
 * visitor (the e-mail library on the form's first focus, the other screens of `<portfolio-app>`) is left out.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The lite build's targets, from issue 7. */
const TARGETS = { site: 25_000, hero: 14_000 };

/** Chunks an element imports dynamically when it shows, before any visitor action: by manifest source. */
const LOADED_AT_ONCE = [/node_modules[\\/]graphql-request[\\/]|src[\\/]services[\\/]graphql-client\.ts/];

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} Chunk
 * @typedef {Record<string, Chunk>} Manifest
 */

/** The tags and their modules, read from src/elements.ts (the single list of tags). */
function elementSources() {
  const source = readFileSync(join(ROOT, "src", "elements.ts"), "utf8");
  const found = [...source.matchAll(/"(portfolio-[a-z-]+)":\s*\(\)\s*=>\s*import\("\.\/([^"]+)"\)/g)];
  return found.map(([, tag, path], index) => ({ tag, src: `src/${path}`, index, count: found.length }));
}

/** One build as files and their gzip sizes, and the files each page of it downloads. */
class Build {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
    /** @type {Manifest} */
    this.manifest = JSON.parse(readFileSync(join(dir, ".vite", "manifest.json"), "utf8"));
    /** @type {Map<string, number>} */
    this.sizes = new Map();
  }

  /** @param {string} file */
  gzip(file) {
    let size = this.sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(this.dir, file)), { level: 9 }).length;
      this.sizes.set(file, size);
    }
    return size;
  }

  /** @param {Iterable<string>} files */
  total(files) {
    let sum = 0;
    for (const file of files) sum += this.gzip(file);
    return sum;
  }

  /**
   * The files of the given manifest keys and everything they import statically.
   * @param {string[]} keys
   * @param {Set<string>} [files]
   */
  closure(keys, files = new Set()) {
    for (const key of keys) {
      const chunk = this.manifest[key];
      if (!chunk) throw new Error(`${key} is not in ${this.dir}/.vite/manifest.json`);
      if (files.has(chunk.file)) continue;
      files.add(chunk.file);
      this.closure(chunk.imports ?? [], files);
    }
    return files;
  }

  get entryKey() {
    const key = Object.keys(this.manifest).find((name) => this.manifest[name].isEntry);
    if (!key) throw new Error(`no entry in ${this.dir}/.vite/manifest.json`);
    return key;
  }

  /**
   * The manifest key of an element's chunk. A module merged into a named chunk group (the app's code is in
   * "shell") has no key of its own: the entry imports the elements in the order src/elements.ts lists them.
   * @param {string} src
   * @param {number} index its place in src/elements.ts
   * @param {number} count how many elements src/elements.ts lists
   */
  keyOf(src, index, count) {
    if (this.manifest[src]) return src;
    const imports = this.manifest[this.entryKey].dynamicImports ?? [];
    if (imports.length !== count) throw new Error(`cannot tell which chunk of ${this.dir} holds ${src}`);
    return imports[index];
  }

  /**
   * A page with only this element: the entry, the element's chunk, their static imports.
   * @param {{ src: string, index: number, count: number }} element its module (src/elements/hero/index.ts)
   *   and its place among the elements
   * @param {{ atOnce?: boolean }} [options] also what the element imports dynamically as soon as it shows
   */
  elementFiles({ src, index, count }, { atOnce = false } = {}) {
    const files = this.closure([this.entryKey, this.keyOf(src, index, count)]);
    if (atOnce) {
      const dynamic = [...files].flatMap((file) => {
        const chunk = Object.values(this.manifest).find((candidate) => candidate.file === file);
        return chunk?.dynamicImports ?? [];
      });
      this.closure(dynamic.filter((key) => LOADED_AT_ONCE.some((pattern) => pattern.test(key))), files);
    }
    return files;
  }

  /** Every ES file of the build, as its manifest lists them (not the classic script). */
  allEsFiles() {
    return new Set(Object.values(this.manifest).map((chunk) => chunk.file));
  }
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("   ")}`);
    if (index === 0) console.log(`  ${widths.map((width) => "-".repeat(width)).join("   ")}`);
  }
}

/**
 * Prints the comparison and returns the lite figures checked against the targets.
 * @param {string} [dist]
 */
export function benchLite(dist = join(ROOT, "dist")) {
  const liteDir = join(dist, "lite");
  if (!existsSync(join(liteDir, ".vite", "manifest.json")) || !existsSync(join(dist, ".vite", "manifest.json"))) {
    console.log("\nLite build: dist/lite/ is missing (run `npm run build`).");
    return undefined;
  }
  const react = new Build(dist);
  const lite = new Build(liteDir);
  const elements = elementSources();
  const app = elements.find(({ tag }) => tag === "portfolio-app");
  const hero = elements.find(({ tag }) => tag === "portfolio-hero");
  if (!app || !hero) throw new Error("src/elements.ts lists no portfolio-app or portfolio-hero");

  /** @param {(build: Build) => number} measure @returns {[string, string, string]} */
  const both = (measure) => {
    const [a, b] = [measure(react), measure(lite)];
    return [kb(a), kb(b), `${Math.round((b / a) * 100)} %`];
  };
  /** @param {number} bytes @param {number} target */
  const check = (bytes, target) => `${bytes <= target ? "ok" : "OVER"} (≤ ${kb(target)})`;

  const siteLite = lite.total(lite.elementFiles(app));
  const heroLite = lite.total(lite.elementFiles(hero));

  console.log("\nDefault (React 19) and lite (preact/compat) builds, gzip -9 of the JavaScript:");
  table([
    ["what", "default", "lite", "lite/default", "lite target"],
    ["site, #/ first visit (entry + <portfolio-app>)", ...both((build) => build.total(build.elementFiles(app))), check(siteLite, TARGETS.site)],
    ["site, every ES chunk", ...both((build) => build.total(build.allEsFiles())), ""],
    ...elements.flatMap((element) => {
      const { tag } = element;
      const rows = [[`<${tag}> alone`, ...both((build) => build.total(build.elementFiles(element))), tag === hero.tag ? check(heroLite, TARGETS.hero) : ""]];
      const extra = lite.elementFiles(element, { atOnce: true }).size !== lite.elementFiles(element).size;
      if (extra) rows.push([`<${tag}> alone, + at once`, ...both((build) => build.total(build.elementFiles(element, { atOnce: true }))), ""]);
      return rows;
    }),
    ["classic script (portfolio-elements.iife.js)", ...both((build) => build.gzip("portfolio-elements.iife.js")), ""],
  ]);
  return { site: siteLite, hero: heroLite, ok: siteLite <= TARGETS.site && heroLite <= TARGETS.hero };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = benchLite();
  if (!result) process.exit(1);
}
