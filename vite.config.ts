import { defineConfig } from "vitest/config";

/**
 * `vite build` writes the ES module; `vite build --mode iife` the classic script for a blog's `<script src>`.
 * `npm run build` runs both.
 */
export default defineConfig(({ mode }) => {
  const iife = mode === "iife";
  return {
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      target: "es2022",
      emptyOutDir: !iife,
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
          ...(iife ? { codeSplitting: false } : {}),
        },
      },
    },
    test: {
      include: ["tests/unit/**/*.test.ts"],
      css: true,
      environment: "node",
    },
  };
});
