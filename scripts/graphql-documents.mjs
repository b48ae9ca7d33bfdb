// @ts-check
/**
 * GraphQL in the builds, the browser tests and the unit tests (read by vite.config.ts, web-test-runner.config.mjs and
 * vitest.config.ts). Node code (the demo's GraphQL server, the prerenderer) keeps the real `graphql`: the demo server
 * executes queries, which needs all of it.
 */
import { fileURLToPath } from "node:url";
import { Kind, parse, print } from "graphql";

/**
 * The `graphql` graphql-request imports in the browser: src/services/graphql-browser.ts, with no parser and no
 * printer, as every document arrives parsed and printed (graphqlDocuments).
 * @type {{ find: RegExp, replacement: string }}
 */
export const GRAPHQL_WEB_ALIAS = { find: /^graphql$/, replacement: fileURLToPath(new URL("../src/services/graphql-browser.ts", import.meta.url)) };

/**
 * `.graphql` files as modules: the default export is the document, parsed here by the real `graphql` from its print
 * (`text`, the query as graphql-request sends it), without locations but the document's own, whose source is that
 * text: what graphql's parser would record, and all the browser's `print` reads. A file holds one named operation,
 * so the request always carries its operationName.
 * Our own few lines: the npm plugins (@rollup/plugin-graphql, vite-plugin-graphql-loader) are graphql-tag's
 * loader, which ships the source text, every node's location and helpers for fragments and several operations.
 * @returns {import("vite").Plugin}
 */
export function graphqlDocuments() {
  return {
    name: "portfolio-graphql-documents",
    transform(source, id, options) {
      if (!id.endsWith(".graphql")) return null;
      const text = print(parse(source, { noLocation: true }));
      const document = parse(text, { noLocation: true });
      const [operation, ...more] = document.definitions;
      if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name || more.length) this.error(`${id}: a document holds one named operation`);
      const loc = { start: 0, end: text.length, source: { body: text } };
      // A browser's graphql-request reads the operation's kind, type and name, and prints by `loc`; code run on a
      // server (the prerenderer's graphql-request prints with the real `graphql`) needs the whole tree.
      const { kind, operation: type, name } = operation;
      const located = options?.ssr ? { ...document, loc } : { kind: document.kind, definitions: [{ kind, operation: type, name }], loc };
      return {
        code: `export default ${JSON.stringify(located)};\nexport const text = ${JSON.stringify(text)};\n`,
        map: { mappings: "" },
        moduleType: "js",
      };
    },
  };
}
