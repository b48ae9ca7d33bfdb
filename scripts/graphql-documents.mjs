// @ts-check
/**
 * GraphQL in the builds, the browser tests and the unit tests (read by vite.config.ts, web-test-runner.config.mjs and
 * vitest.config.ts). Node code (the demo's GraphQL server, the prerenderer) keeps the real `graphql`: the demo server
 * executes queries, which needs all of it.
 */
import { fileURLToPath } from "node:url";
import { Kind, parse, print } from "graphql";

/**
 * The `graphql` graphql-request imports in the browser: src/services/graphql-browser.ts, the printer of
 * `@0no-co/graphql.web` (what urql uses) and no parser, as every document arrives parsed (graphqlDocuments).
 * @type {{ find: RegExp, replacement: string }}
 */
export const GRAPHQL_WEB_ALIAS = { find: /^graphql$/, replacement: fileURLToPath(new URL("../src/services/graphql-browser.ts", import.meta.url)) };

/**
 * `.graphql` files as modules: the default export is the document, parsed here by the real `graphql` without
 * locations (nothing reads them, and they would carry the source text); `text` is the query as graphql-request
 * sends it, its print. A file holds one named operation, so the request always carries its operationName.
 * Our own few lines: the npm plugins (@rollup/plugin-graphql, vite-plugin-graphql-loader) are graphql-tag's
 * loader, which ships the source text, its locations and helpers for fragments and several operations.
 * @returns {import("vite").Plugin}
 */
export function graphqlDocuments() {
  return {
    name: "portfolio-graphql-documents",
    transform(source, id) {
      if (!id.endsWith(".graphql")) return null;
      const document = parse(source, { noLocation: true });
      const [operation, ...more] = document.definitions;
      if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name || more.length) this.error(`${id}: a document holds one named operation`);
      return {
        code: `export default ${JSON.stringify(document)};\nexport const text = ${JSON.stringify(print(document))};\n`,
        map: { mappings: "" },
        moduleType: "js",
      };
    },
  };
}
