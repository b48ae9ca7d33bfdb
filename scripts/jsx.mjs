// @ts-check
import { fileURLToPath } from "node:url";
/**
 * How TSX compiles, in the builds and the tests alike: each element is a `createElement` call (React's classic JSX
 * runtime, imported into every .tsx file from src/define/jsx.ts under a name no source uses) rather than react/jsx-runtime's
 * `jsx`. The bundles are smaller: a child is an argument instead of a `children` prop and an array, and no
 * jsx-runtime module ships. In the lite build the same import is preact/compat's. `development: false`: the
 * classic development transform adds `__self`, which React 19 answers with a warning about an outdated transform.
 */

/** Vite's `oxc` options (vite.config.ts, web-test-runner.config.mjs, vitest.config.ts). */
export const JSX_TRANSFORM = {
  jsx: { runtime: /** @type {const} */ ("classic"), pragma: "__jsx", pragmaFrag: "__Fragment", development: false },
  jsxInject: `import { h as __jsx, Frag as __Fragment } from ${JSON.stringify(fileURLToPath(new URL("../src/define/jsx.ts", import.meta.url)))}`,
};
