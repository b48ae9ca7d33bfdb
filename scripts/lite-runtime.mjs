// @ts-check
/**
 * The lite build's one difference from the default build: React's module names resolve to preact/compat.
 * The build (vite.config.ts, `--mode lite` and `--mode lite-iife`) and the browser tests
 * (`PORTFOLIO_RUNTIME=lite`) both read this list, so the tests run what the lite build ships.
 */

/** Exact module names only: `react-dom/client` must not become `preact/compat/client` by prefix. */
/** @type {{ find: RegExp, replacement: string }[]} */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

/** What the test server pre-bundles in place of React's entry points: one copy of Preact for every importer. */
export const PREACT_DEPS = [
  "preact",
  "preact/hooks",
  "preact/compat",
  "preact/compat/client",
  "preact/compat/jsx-runtime",
  "preact/compat/jsx-dev-runtime",
];

const R2WC_REACT = "\0portfolio:r2wc-react";
const FROM_R2WC = /[\\/]@r2wc[\\/]react-to-web-component[\\/]/;

/**
 * For the lite build: r2wc reads only `createElement` from its default import of React (tests/unit/lite-runtime
 * checks that). On preact/compat that default import is an object of every compat export, which keeps all of
 * them in the bundle (1.3 kB gzip); r2wc gets an object of just `createElement` instead.
 * @returns {import("vite").Plugin}
 */
export function r2wcCreateElementOnly() {
  return {
    name: "portfolio:r2wc-create-element-only",
    enforce: "pre",
    resolveId(source, importer) {
      // Vite's aliases run first: r2wc's `react` arrives here as preact/compat.
      return (source === "preact/compat" || source === "react") && importer && FROM_R2WC.test(importer) ? R2WC_REACT : null;
    },
    load(id) {
      return id === R2WC_REACT ? 'import { createElement } from "preact/compat";\nexport default { createElement };\n' : null;
    },
  };
}
