import { defineConfig } from "vitest/config";
import { PREACT_ALIASES } from "./scripts/lite-runtime.mjs";
import { GRAPHQL_WEB_ALIAS } from "./scripts/graphql-web.mjs";

/**
 * `vite build` writes the ES module; `vite build --mode iife` the classic script for a blog's `<script src>`.
 * `--mode lite` and `--mode lite-iife` write the same two files to dist/lite/, built on preact/compat.
 * `--mode ssr` writes dist/server/prerender.js, the prerenderer for Node; `--mode studio` the studio page's script,
 * dist/studio/studio.js. `npm run build` runs all six.
 */
export default defineConfig(({ mode }) => {
  if (mode === "ssr") {
    // The prerenderer (src/prerender.ts) for Node: the demo server and `npm run build:site` render the
    // elements' first paint with it. React stays an import of node_modules.
    return {
      define: { "process.env.NODE_ENV": JSON.stringify("production"), "import.meta.env.PORTFOLIO_HYDRATE": "true" },
      build: {
        target: "node20",
        outDir: "dist/server",
        emptyOutDir: true,
        ssr: "src/prerender.ts",
        rolldownOptions: { output: { format: "es", entryFileNames: "prerender.js", chunkFileNames: "[name]-[hash].js" } },
      },
    };
  }
  if (mode === "studio") {
    // The studio page's own script (demo/studio/): one file, dist/studio/studio.js, served by the demo server.
    return {
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        target: "es2022",
        outDir: "dist/studio",
        emptyOutDir: true,
        minify: true,
        lib: { entry: "demo/studio/studio.ts", formats: ["es"], fileName: () => "studio.js" },
        rolldownOptions: { output: { minify: true, codeSplitting: false } },
      },
    };
  }
  const iife = mode === "iife" || mode === "lite-iife";
  const lite = mode === "lite" || mode === "lite-iife";
  return {
    // The lite runtime does not prerender, so its build leaves hydration out (src/define.ts).
    define: { "process.env.NODE_ENV": JSON.stringify("production"), "import.meta.env.PORTFOLIO_HYDRATE": JSON.stringify(!lite) },
    resolve: { alias: [GRAPHQL_WEB_ALIAS, ...(lite ? PREACT_ALIASES : [])] },
    build: {
      target: "es2022",
      outDir: lite ? "dist/lite" : "dist",
      emptyOutDir: !iife,
      // dist/.vite/manifest.json: the demo server reads it to preload the chunks the first screen needs.
      manifest: !iife,
      minify: true,
      lib: {
        entry: "src/index.ts",
        formats: [iife ? "iife" : "es"],
        name: "PortfolioElements",
        fileName: () => (iife ? "portfolio-elements.iife.js" : "portfolio-elements.js"),
      },
      rolldownOptions: {
        output: {
          minify: true,
          chunkFileNames: "chunks/[name]-[hash].js",
          ...(iife
            ? { codeSplitting: false }
            : {
                // React, r2wc and our shared helpers ship as one chunk; each element's own code as its own.
                codeSplitting: {
                  groups: [
                    {
                      name: "runtime",
                      test: /node_modules[\\/](react|react-dom|scheduler|preact|@r2wc)[\\/]|rolldown[\\/]runtime|src[\\/](define|settings|router|url)\.ts|src[\\/]styles[\\/]/,
                    },
                    {
                      // Home on its own, imported by the shell: `<portfolio-hero>` alone does not load the site's frame.
                      name: "home",
                      test: /src[\\/]elements[\\/]hero[\\/](Hero\.tsx|hero\.css)/,
                    },
                    {
                      // What the site's frame needs besides Home: one request instead of five.
                      name: "shell",
                      test: /src[\\/]elements[\\/](app[\\/](?!app-element)|header[\\/]Header|footer[\\/]Footer|icons|links)/,
                    },
                  ],
                },
              }),
        },
      },
    },
    test: {
      include: ["tests/unit/**/*.test.ts"],
      css: true,
      environment: "node",
      server: {
        deps: {
          // graphql-request goes through Vite, so its `graphql` is @0no-co/graphql.web as in the bundle; the demo's
          // server is Node code (its GraphQL server executes queries with the real graphql) and loads as Node loads it.
          inline: ["graphql-request"],
          external: [/[\\/]node_modules[\\/]/, /[\\/]demo[\\/]server[\\/]/],
        },
      },
    },
  };
});
