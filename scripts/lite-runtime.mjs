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
