import { defineConfig } from "vitest/config";
import { GRAPHQL_WEB_ALIAS, graphqlDocuments } from "./scripts/graphql-documents.mjs";
import { JSX_TRANSFORM } from "./scripts/jsx.mjs";

/** The unit tests (`npm run test:unit`): Node, with the source resolved as the default build resolves it. */
export default defineConfig({
  define: { "import.meta.env.PORTFOLIO_HYDRATE": "true" },
  resolve: { alias: [GRAPHQL_WEB_ALIAS] },
  plugins: [graphqlDocuments()],
  // TSX compiles as in the builds.
  oxc: JSX_TRANSFORM,
  test: {
    include: ["tests/unit/**/*.test.ts"],
    // `?inline` CSS imports return the CSS, not "".
    css: true,
    // A floor for a busy machine, where even a plain test can wait seconds for a core; a test that starts a server,
    // a build, a browser or a child process sets its own timeout from what it does.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: "node",
    server: {
      deps: {
        // graphql-request goes through Vite, so its `graphql` is the browser's as in the bundle; the demo's
        // server is Node code (its GraphQL server executes queries with the real graphql) and loads as Node loads it.
        inline: ["graphql-request"],
        external: [/[\\/]node_modules[\\/]/, /[\\/]demo[\\/]server[\\/]/],
      },
    },
  },
});
