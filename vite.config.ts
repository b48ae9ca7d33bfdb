import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { defineConfig } from "vitest/config";
import { PREACT_ALIASES } from "./scripts/lite-runtime.mjs";
import { GRAPHQL_WEB_ALIAS } from "./scripts/graphql-web.mjs";

/** The modules of the elements' folders, src/elements/<name>/: each folder is named after its tag, `<portfolio-<name>>`. */
function inElementFolder(id: string, ...names: string[]): boolean {
  return names.some((name) => new RegExp(`[\\\\/]src[\\\\/]elements[\\\\/]${name}[\\\\/]`).test(id));
}
/** Files of src/elements/ itself, outside any element's folder: parts several elements share. */
const SHARED_PARTS = /[\\/]src[\\/]elements[\\/][^\\/]+$/;
/**
 * src/'s own shared code: everything but the elements and the services (which load with the element using them).
 * What the entry loads of it is in the runtime chunk; the rest (url.ts) is shared by elements only, so it joins them.
 */
const SHARED_CODE = /[\\/]src[\\/](?!elements[\\/.]|services[\\/])/;

/**
 * The ES builds' chunks, by the module graph and the elements' folders, never by file names, so that renaming a
 * file moves nothing:
 * - runtime: what the entry imports statically (React, r2wc, the element factory, settings, tokens) and the rest
 *   of those packages (react/jsx-runtime): one request before any element renders, nothing it does not run.
 *   The modules that import the elements' code stay in the small entry file, so that a change to one element
 *   leaves this big chunk cached.
 * - home: the hero's folder, which the shell imports too: `<portfolio-hero>` alone does not load the site's frame.
 * - parts: the parts elements share (icons, links) and src/'s shared code the entry does not load (url.ts), a
 *   chunk of their own: inside the shell, `<portfolio-contact>` or `<portfolio-projects>` alone (an iframe page, a
 *   blog post) also downloaded the site's frame and the hero, 4.4 kB for the 1 kB it uses.
 * - shell: the app's, header's and footer's folders (in the lite build their code modules too, see `lazy`): one
 *   request instead of three.
 * Everything else (the other elements, the services and their libraries) is a chunk of its own, loaded when needed.
 */
function chunkGroups(lite: boolean): Rolldown.CodeSplittingGroup[] {
  /** What the entry loads statically: its modules and their packages. Read once per build. */
  let initial: { modules: Set<string>; packages: Set<string>; loadsElements: Set<string> } | undefined;
  const entryLoads = (id: string, graph: Rolldown.ChunkingContext) => {
    if (initial) return initial;
    // Up from any module to the entry, then down its static imports.
    const up = new Set([id]);
    let entry: string | undefined;
    for (const current of up) {
      const info = graph.getModuleInfo(current);
      if (info?.isEntry) {
        entry = current;
        break;
      }
      for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) up.add(importer);
    }
    const modules = new Set(entry ? [entry] : []);
    for (const current of modules) for (const imported of graph.getModuleInfo(current)?.importedIds ?? []) modules.add(imported);
    const packages = new Set([...modules].map(packageOf).filter((name) => name !== undefined));
    // The modules that load elements' code (the tag list, the element classes) and those importing them.
    const loadsElements = new Set([...modules].filter((module) => graph.getModuleInfo(module)?.dynamicallyImportedIds.length));
    for (const current of loadsElements) {
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) if (modules.has(importer)) loadsElements.add(importer);
    }
    initial = { modules, packages, loadsElements };
    return initial;
  };
  const loadedByEntry = (id: string, graph: Rolldown.ChunkingContext) => entryLoads(id, graph).modules.has(id);
  /**
   * A lazily loaded group: the given folders' modules that the entry does not load, with the code module (the
   * index.ts the entry imports dynamically) of the elements it owns, so that they cost no chunk of their own.
   * The catch: a code module inside a group is loaded as a namespace object, built by rolldown's `__export`
   * helper. The default build's runtime chunk uses rolldown's CommonJS helper for React too, so the helpers
   * become a chunk of their own there, in every row (0.2 kB and a request): that build leaves every code module
   * in a ~0.1 kB chunk of its own, which only `<portfolio-x>` alone loads (−0.2 kB per element alone, −0.1 kB
   * whole site). The lite build has no CommonJS: there the helper costs nothing, so the shell owns the app's,
   * header's and footer's code modules (the app's first visit one request less). The hero's stays a chunk of its
   * own in both: every user of the home chunk would carry it (+0.1 kB for `<portfolio-hero>` alone, lite).
   */
  const lazy = (name: string, own: string[], belongs: (id: string) => boolean): Rolldown.CodeSplittingGroup => ({
    debugName: name,
    name: (id, graph) => {
      if (!belongs(id) || loadedByEntry(id, graph)) return null;
      const elementCode = (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      return !elementCode || inElementFolder(id, ...own) ? name : null;
    },
  });
  return [
    {
      debugName: "runtime",
      name: (id, graph) => {
        const { modules, packages, loadsElements } = entryLoads(id, graph);
        if (loadsElements.has(id)) return null;
        const pkg = packageOf(id);
        return modules.has(id) || (pkg !== undefined && packages.has(pkg)) ? "runtime" : null;
      },
    },
    lazy("parts", [], (id) => SHARED_PARTS.test(id) || SHARED_CODE.test(id)),
    // The services the code of two elements imports (the project list: My Work's and Home's featured work): after
    // the parts (which would join it, and the contact form load it), before the hero's group, which would take it in.
    {
      debugName: "services",
      name: (id, graph) => {
        if (!/[\\/]src[\\/]services[\\/]/.test(id) || loadedByEntry(id, graph)) return null;
        const folders = new Set(graph.getModuleInfo(id)?.importers.map((importer) => /[\\/]src[\\/]elements[\\/]([^\\/]+)[\\/]/.exec(importer)?.[1]));
        folders.delete(undefined);
        return folders.size > 1 ? "services" : null;
      },
    },
    lazy("home", [], (id) => inElementFolder(id, "hero")),
    lazy("shell", lite ? ["app", "header", "footer"] : [], (id) => inElementFolder(id, "app", "header", "footer")),
  ];
}

/** The npm package a module belongs to (`react` for react/jsx-runtime), if it comes from node_modules. */
function packageOf(id: string): string | undefined {
  return /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace("\\", "/");
}

/**
 * The build manifest keys a chunk by its facade module only, so a module loaded by a dynamic import inside a group
 * chunk (the app's, header's and footer's code in the lite build's shell) has no key of its own. This adds one for each, a copy
 * of its chunk's entry, so that a page preloading `src/elements/header/index.ts` (src/site/pages.js) finds it.
 * Our own few lines: Vite's manifest has no option for modules that are not a chunk's facade.
 */
function elementManifestKeys(): Plugin {
  let root = process.cwd();
  return {
    name: "portfolio-element-manifest-keys",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        const asset = bundle[".vite/manifest.json"];
        if (asset?.type !== "asset") return;
        const manifest: Record<string, { file: string; src?: string; isDynamicEntry?: boolean }> = JSON.parse(String(asset.source));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const key = Object.keys(manifest).find((name) => manifest[name]?.file === chunk.fileName);
          for (const id of chunk.moduleIds) {
            const src = relative(root, id).split(sep).join("/");
            if (!key || manifest[src] || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
            manifest[src] = { ...manifest[key]!, src, isDynamicEntry: true };
          }
        }
        asset.source = `${JSON.stringify(manifest, null, 2)}\n`;
      },
    },
  };
}

/** dist/portfolio-elements.css, the page stylesheet a blog links beside the script (what it does: its own comment). */
const pageStylesheet: Plugin = {
  name: "portfolio-page-stylesheet",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "portfolio-elements.css", source: readFileSync("src/portfolio-elements.css", "utf8") });
  },
};

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
    plugins: [elementManifestKeys(), ...(lite || iife ? [] : [pageStylesheet])],
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
                codeSplitting: { groups: chunkGroups(lite) },
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
