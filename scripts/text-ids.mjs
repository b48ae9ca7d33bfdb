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
import { fileURLToPath } from "node:url";
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
