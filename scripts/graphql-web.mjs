// @ts-check
/**
 * graphql-request imports `parse`, `print` and `Kind` from `graphql`. In the browser it gets
 * src/services/graphql-browser.js instead: the one constant it reads and no parser or printer, which a string
 * document sent with `excludeOperationName` never calls (src/services/content.ts). The builds, the browser tests and the unit tests read this one alias. Node code
 * (the demo's GraphQL server, the prerenderer) keeps the real `graphql`: the demo server executes queries, which
 * needs all of it.
 */
import { fileURLToPath } from "node:url";

/** @type {{ find: RegExp, replacement: string }} */
export const GRAPHQL_WEB_ALIAS = {
  find: /^graphql$/,
  replacement: fileURLToPath(new URL("../src/services/graphql-browser.js", import.meta.url)),
};
