// @ts-check
/**
 * Short text ids in the client builds (vite.config.ts) and the browser tests (web-test-runner.config.mjs): each id of
 * the catalog ("hero.viewWork", src/i18n/en.ts) is written in our source as its index in the catalog ("15"), and
 * each catalog (en.ts and every language's) as an array of its texts at those indexes. In full, every id ships
 * twice, as a key of the catalog and where it is used.
 * The ids stay in full in the source, the README, the manifest and the owner's `texts`; src/i18n/owner-texts.ts maps
 * an owner's id to its key through the list this defines, in full and in order, as `import.meta.env.PORTFOLIO_TEXT_IDS`.
 * Our own few lines: a string literal that is exactly an id is replaced, before TypeScript is stripped (`pre`), so
 * the defined list, put in later, keeps the ids in full. So an id is always written whole, as a string literal,
 * never put together (`projects.${name}`), which would name a key the built catalog does not have.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogLiteral, textCatalog } from "./texts.mjs";

const SOURCE = fileURLToPath(new URL("../src/", import.meta.url));
/** As src/site/chunk-names.ts's CHUNK_HASH_LENGTH (TypeScript, which Node does not run here): a chunk's name. */
const CHUNK_HASH_LENGTH = 6;
/** A quoted string that may be an id (`"area.name"`); it changes only if the catalog has it. */
const ID_LITERAL = /(["'`])([\w.-]+)\1/g;

/** @returns {import("vite").Plugin} */
export function shortTextIds() {
  const ids = textCatalog().map(([id]) => id);
  const keys = new Map(ids.map((id, index) => [id, String(index)]));
  const catalogs = new Set([CATALOG_FILE, ...languageFiles().map(({ file }) => join(SOURCE, "i18n", file))]);
  return {
    name: "portfolio-short-text-ids",
    enforce: "pre",
    config: () => ({ define: { "import.meta.env.PORTFOLIO_TEXT_IDS": JSON.stringify(ids) } }),
    transform(code, id) {
      if (!id.startsWith(SOURCE) || id.includes("?")) return null;
      if (catalogs.has(id)) code = asArray(id, code, ids).code;
      const short = code.replace(ID_LITERAL, (literal, quote, name) => {
        const key = keys.get(name);
        return key === undefined ? literal : `${quote}${key}${quote}`;
      });
      return short === code && !catalogs.has(id) ? null : { code: short, map: null };
    },
  };
}

const CATALOG_FILE = join(SOURCE, "i18n", "en.ts");

/** The ES builds' language loaders, whose entries name each language's catalog: `de: () => import("./de.ts")`. */
const CHUNK_LOADERS = "src/i18n/catalog-chunks.ts";
const LOADER_ENTRY = /"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("\.\/([\w-]+\.ts)"\)/g;

/** Each language but English and its catalog's file in src/i18n/, as the ES builds' loaders name them. */
function languageFiles() {
  const loaders = readFileSync(join(SOURCE, "i18n", "catalog-chunks.ts"), "utf8");
  const files = [...loaders.matchAll(LOADER_ENTRY)].map(([, language, file]) => ({ language: language ?? "", file: file ?? "" }));
  if (!files.length) throw new Error(`${CHUNK_LOADERS} names no language`);
  return files;
}

/**
 * A catalog's source with its object literal written as an array of its texts, each at its id's index: a key per
 * text is bytes no lookup needs, since a short id is that index. `array` is that array's own source.
 * @param {string} path @param {string} code @param {string[]} ids
 */
function asArray(path, code, ids) {
  const { entries, start, end } = catalogLiteral(path, code);
  const texts = new Map(entries);
  const array = `[${ids.map((id) => {
    const text = texts.get(id);
    if (text === undefined) throw new Error(`${path} has no text "${id}"`);
    return JSON.stringify(text);
  }).join(",")}]`;
  return { code: `${code.slice(0, start)}${array}${code.slice(end)}`, array };
}


/**
 * The classic script's languages (vite.config.ts, the `iife` modes): a file holds no chunks, so each language is
 * written beside it as `chunks/texts-<lang>-<hash>.js`, a classic script that hands its catalog (short ids) to its
 * own script element, and src/i18n/catalog-scripts.ts takes catalog-chunks.ts's place to add it to the page when
 * the language is set. Named by content like the chunks, so a server may cache them for good. Our own few lines:
 * rolldown writes one file for a classic script, its dynamic imports inlined.
 * @returns {import("vite").Plugin}
 */
export function classicCatalogs() {
  const ids = textCatalog().map(([id]) => id);
  const files = languageFiles().map(({ language, file }) => {
    const path = `src/i18n/${file}`;
    const source = `document.currentScript.catalog=${asArray(path, readFileSync(join(SOURCE, "i18n", file), "utf8"), ids).array};\n`;
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, CHUNK_HASH_LENGTH);
    return { language, fileName: `chunks/texts-${language}-${hash}.js`, source };
  });
  return {
    name: "portfolio-classic-catalogs",
    config: () => ({
      define: { "import.meta.env.PORTFOLIO_CLASSIC_CATALOGS": JSON.stringify(Object.fromEntries(files.map(({ language, fileName }) => [language, fileName]))) },
      resolve: { alias: [{ find: /^\.\/catalog-chunks\.ts$/, replacement: fileURLToPath(new URL("../src/i18n/catalog-scripts.ts", import.meta.url)) }] },
    }),
    generateBundle() {
      for (const { fileName, source } of files) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
