// @ts-check
/**
 * Short text ids in the client builds (vite.config.ts) and the browser tests (web-test-runner.config.mjs): each id of
 * the catalog ("hero.viewWork", src/i18n/en.ts) is written in our source as its index in the catalog, base 36 ("m").
 * In full, every id ships twice, as a key of the catalog and where it is used: about 0.5 kB gzip of the whole site.
 * The ids stay in full in the source, the README, the manifest and the owner's `texts`; src/i18n/owner-texts.ts maps
 * an owner's id to its key through the list this defines, in full and in order, as `import.meta.env.PORTFOLIO_TEXT_IDS`.
 * Our own few lines: a string literal that is exactly an id is replaced, before TypeScript is stripped (`pre`), so
 * the defined list, put in later, keeps the ids in full. So an id is always written whole, as a string literal,
 * never put together (`projects.${name}`), which would name a key the built catalog does not have.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CHUNK_HASH_LENGTH } from "../src/site/chunk-names.ts";
import { textCatalog } from "./texts.mjs";

const SOURCE = fileURLToPath(new URL("../src/", import.meta.url));
/** A quoted string that may be an id (`"area.name"`); it changes only if the catalog has it. */
const ID_LITERAL = /(["'`])([\w.-]+)\1/g;

/** @returns {import("vite").Plugin} */
export function shortTextIds() {
  const ids = textCatalog().map(([id]) => id);
  const keys = new Map(ids.map((id, index) => [id, index.toString(36)]));
  return {
    name: "portfolio-short-text-ids",
    enforce: "pre",
    config: () => ({ define: { "import.meta.env.PORTFOLIO_TEXT_IDS": JSON.stringify(ids) } }),
    transform(code, id) {
      if (!id.startsWith(SOURCE) || id.includes("?")) return null;
      const short = code.replace(ID_LITERAL, (literal, quote, name) => {
        const key = keys.get(name);
        return key === undefined ? literal : `${quote}${key}${quote}`;
      });
      return short === code ? null : { code: short, map: null };
    },
  };
}

/** The ES builds' language loaders, whose entries name each language's catalog: `de: () => import("./de.ts")`. */
const CHUNK_LOADERS = "src/i18n/catalog-chunks.ts";
const LOADER_ENTRY = /"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("\.\/([\w-]+\.ts)"\)/g;

/**
 * The classic script's languages (vite.config.ts, the `iife` modes): a file holds no chunks, so each language is
 * written beside it as `chunks/texts-<lang>-<hash>.js`, a classic script that hands its catalog (short ids) to its
 * own script element, and src/i18n/catalog-scripts.ts takes catalog-chunks.ts's place to add it to the page when
 * the language is set. Named by content like the chunks, so a server may cache them for good. Our own few lines:
 * rolldown writes one file for a classic script, its dynamic imports inlined.
 * @returns {import("vite").Plugin}
 */
export function classicCatalogs() {
  const keys = new Map(textCatalog().map(([id], index) => [id, index.toString(36)]));
  const loaders = readFileSync(fileURLToPath(new URL(`../${CHUNK_LOADERS}`, import.meta.url)), "utf8");
  const files = [...loaders.matchAll(LOADER_ENTRY)].map(([, language, file]) => {
    const catalog = Object.fromEntries(textCatalog(`src/i18n/${file}`).map(([id, text]) => [keys.get(id) ?? id, text]));
    const source = `document.currentScript.catalog=${JSON.stringify(catalog)};\n`;
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, CHUNK_HASH_LENGTH);
    return { language, fileName: `chunks/texts-${language}-${hash}.js`, source };
  });
  if (!files.length) throw new Error(`${CHUNK_LOADERS} names no language`);
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
