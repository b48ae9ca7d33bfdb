import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { minify as terser } from "terser";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { PREACT_ALIASES } from "./scripts/lite-runtime.mjs";
import { GRAPHQL_WEB_ALIAS, graphqlDocuments } from "./scripts/graphql-documents.mjs";
import { SETTING_CODE } from "./scripts/setting-code.mjs";
import { JSX_TRANSFORM } from "./scripts/jsx.mjs";
import { classicCatalogs, shortTextIds } from "./scripts/text-ids.mjs";
import { CHUNK_FILE_NAMES } from "./src/site/chunk-names.ts";

/**
 * The ES builds' entries: the bundle, which defines every element (importing it is the contract), and the
 * element classes without defining anything (`portfolio-elements/elements`). The classic script is the first alone.
 */
const ENTRIES = { "portfolio-elements": "src/index.ts", elements: "src/classes.ts" };
const ENTRY_IDS = new Set(Object.values(ENTRIES).map((file) => fileURLToPath(new URL(file, import.meta.url))));
/** The spec's English, which every element's code imports (its `english`). */
const ENGLISH = fileURLToPath(new URL("src/i18n/english.ts", import.meta.url));

/** The modules of the elements' folders, src/elements/<name>/: each folder is named after its tag, `<portfolio-<name>>`. */
const inElementFolder = (id: string, ...names: string[]) =>
  names.some((name) => new RegExp(`[\\\\/]src[\\\\/]elements[\\\\/]${name}[\\\\/]`).test(id));
/**
 * Parts several elements share (src/elements/*.tsx) and src/'s shared code outside the elements, the services,
 * the code of the `lang`, `texts` and `about` settings (src/i18n/ and their kinds in src/settings/), which only a
 * page with one of them fetches, the theme (src/theme/): what the entry does not load of it is the header's switch's,
 * and goes with it, but for the frames' relay, fetched once a visitor has chosen; and the code of `surface="none"`
 * (src/surface/), which only a page with it fetches. The elements' layouts (src/layouts/) are a chunk of their own,
 * so an element that needs no other part (About) downloads none.
 */
const SHARED = /[\\/]src[\\/](elements[\\/][^\\/]+$|(?!elements[\\/.]|services[\\/]|i18n[\\/]|theme[\\/]|surface[\\/]|layouts[\\/]|settings[\\/](?:about|language-tag|texts)\.ts))/;

/** The elements' layouts (src/layouts/), which every element's code imports as it does the spec's English. */
const LAYOUTS = /[\\/]src[\\/]layouts[\\/]/;

const SERVICE = /[\\/]src[\\/]services[\\/]/;

/** The places whose default code imports a module: setting code brings what it alone imports in its own chunk. */
const placesImporting = (id: string, graph: Rolldown.ChunkingContext) =>
  new Set((graph.getModuleInfo(id)?.importers ?? []).filter((importer) => !SETTING_CODE.test(importer)).map(placeOf));

/** Places whose code My Work and the shell alone share: the services chunk, which both load and the others do not. */
const projectsAndShellOnly = (places: Set<string>) => places.size > 1 && [...places].every((place) => place === "projects" || place === "shell");

/**
 * A shared module that code of two places a default page loads imports (two element folders outside the shell, the
 * shell, or the shared modules), and not My Work and the shell alone: one element's own helper, or a setting's, goes
 * with it rather than into every element's parts.
 */
const sharedByDefaultCode = (id: string, graph: Rolldown.ChunkingContext) => {
  const places = placesImporting(id, graph);
  return places.size > 1 && !projectsAndShellOnly(places);
};

/** Where a module's code goes: the shell for the folders it holds, else its element folder ("" for shared modules). */
const placeOf = (id: string) => {
  const folder = folderOf(id) ?? "";
  return SHELL_FOLDERS.includes(folder) ? "shell" : folder;
};

/** The element folder (src/elements/<name>/) a module is in, if any. */
const folderOf = (id: string) => /[\\/]src[\\/]elements[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];

/** The folders whose code the site's shell holds (see chunkGroups): they share their modules within it. */
const SHELL_FOLDERS = ["app", "header", "footer", "hero"];

/** What an element alone on a page needs and the app does not (src/elements/<name>/alone/): with its code module, never in the shell. */
const ALONE = /[\\/]src[\\/]elements[\\/][^\\/]+[\\/]alone[\\/]/;

/**
 * A module of an element's folder outside the shell that another element's folder imports (the projects' list
 * hook, for Home's featured work): shared like a service, so neither element downloads the other's code.
 */
const sharedFromFolder = (id: string, graph: Rolldown.ChunkingContext) => {
  const own = folderOf(id);
  return own !== undefined && !SHELL_FOLDERS.includes(own) &&
    (graph.getModuleInfo(id)?.importers ?? []).some((importer) => ![own, undefined].includes(folderOf(importer)));
};

/**
 * The element folders (src/elements/<name>/) that import a service module, directly or through other services (or
 * through a module one element's folder shares with another).
 */
function elementFoldersImporting(id: string, graph: Rolldown.ChunkingContext, seen = new Set<string>()): Set<string> {
  const folders = new Set<string>();
  seen.add(id);
  for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
    const folder = folderOf(importer);
    if (folder) folders.add(folder);
    if ((folder ? sharedFromFolder(importer, graph) : SERVICE.test(importer)) && !seen.has(importer)) {
      for (const name of elementFoldersImporting(importer, graph, seen)) folders.add(name);
    }
  }
  return folders;
}

/** The npm package a module belongs to (`react` for react/jsx-runtime), if it comes from node_modules. */
const packageOf = (id: string) => /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace("\\", "/");

/**
 * The ES builds' chunks, by the module graph and the elements' folders, never by file names, so that renaming a
 * file moves nothing:
 * - runtime: what the entries import statically (React, r2wc, the element classes, settings, tokens) and the
 *   rest of those packages (react/jsx-runtime): one request before any element renders. The classes are here,
 *   so that both entries share them; each entry is the few bytes of its own module.
 * - parts: the parts elements share (icons, links, url.ts): inside the shell, `<portfolio-contact>` or
 *   `<portfolio-projects>` alone (an iframe page, a blog post) would download the site's frame and the hero.
 * - services: a service two elements' code imports, and a module of one element's folder another's imports (the
 *   project list and its hook, for My Work and Home's featured work).
 * - shell: the app's, header's, footer's and hero's folders: the site's frame and its first screen, which the app
 *   renders at once, in one request instead of four; compressed together they weigh less than as a frame and a
 *   Home chunk. `<portfolio-hero>` alone pays for it with the frame's code (size-budget.json's rows, and their
 *   commit). In the lite build the shell holds their code modules (the index.ts each class imports dynamically)
 *   too; the default build leaves each of those in a small chunk of its own, since a code module inside a group is
 *   loaded through rolldown's `__export` helper, which beside React's CommonJS helper there becomes a chunk of its
 *   own in every row.
 * Everything else (the other elements, the services and their libraries) is a chunk of its own, loaded when needed.
 */
function chunkGroups(lite: boolean): Rolldown.CodeSplittingGroup[] {
  let initial: { modules: Set<string>; packages: Set<string> } | undefined;
  /** What the entries load statically: their modules and those modules' packages. Read once per build. */
  const loadedAtOnce = (graph: Rolldown.ChunkingContext) => {
    if (initial) return initial;
    const modules = new Set(ENTRY_IDS);
    for (const id of modules) for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) modules.add(imported);
    initial = { modules, packages: new Set([...modules].map(packageOf).filter((name) => name !== undefined)) };
    return initial;
  };
  /** A group of lazily loaded modules; an element's code module joins it only if it is one of `own`'s. */
  const lazy = (name: string, own: string[], belongs: (id: string, graph: Rolldown.ChunkingContext) => boolean): Rolldown.CodeSplittingGroup => ({
    debugName: name,
    name: (id, graph) => {
      if (!belongs(id, graph) || loadedAtOnce(graph).modules.has(id)) return null;
      const elementCode = (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      return !elementCode || inElementFolder(id, ...own) ? name : null;
    },
  });
  return [
    {
      debugName: "runtime",
      name: (id, graph) => {
        if (ENTRY_IDS.has(id)) return null;
        const { modules, packages } = loadedAtOnce(graph);
        const pkg = packageOf(id);
        return modules.has(id) || (pkg !== undefined && packages.has(pkg)) ? "runtime" : null;
      },
    },
    lazy("parts", [], (id, graph) => SHARED.test(id) && sharedByDefaultCode(id, graph)),
    // The spec's English and its catalog, beyond what the entries load (the formatter): one chunk every element's code
    // imports, rather than a part of the first chunk that imports it (the shell), which the others would then import.
    {
      debugName: "english",
      name: (id, graph) => {
        if (loadedAtOnce(graph).modules.has(id)) return null;
        return id === ENGLISH || graph.getModuleInfo(ENGLISH)?.importedIds.includes(id) || LAYOUTS.test(id) ? "english" : null;
      },
    },
    // The services the code of two elements imports (the project list: My Work's and Home's featured work): after
    // the parts (which would join it, and the contact form load it), before the shell, which would take it in.
    {
      debugName: "services",
      name: (id, graph) => {
        // A setting's module that two setting-only chunks import (the details' hooks) stays out of it.
        if (loadedAtOnce(graph).modules.has(id) || SETTING_CODE.test(id)) return null;
        if (sharedFromFolder(id, graph) || (SHARED.test(id) && projectsAndShellOnly(placesImporting(id, graph)))) return "services";
        return SERVICE.test(id) && elementFoldersImporting(id, graph).size > 1 ? "services" : null;
      },
    },
    lazy("shell", lite ? ["app", "header", "footer"] : [], (id) => inElementFolder(id, ...SHELL_FOLDERS) && !SETTING_CODE.test(id) && !ALONE.test(id)),
  ];
}

/**
 * The build manifest keys a chunk by its facade module only, so a module loaded by a dynamic import inside a group
 * chunk (the app's, header's and footer's code in the lite build's shell) has no key of its own. This adds one for
 * each, a copy of its chunk's entry, so that a page preloading `src/elements/header/index.ts` (src/site/) finds it.
 * Our own few lines: Vite's manifest has no option for modules that are not a chunk's facade.
 */
const elementManifestKeys: Plugin = {
  name: "portfolio-element-manifest-keys",
  enforce: "post",
  generateBundle: {
    order: "post",
    handler(_, bundle) {
      const asset = bundle[".vite/manifest.json"];
      if (asset?.type !== "asset") return;
      const manifest: Record<string, { file: string; src?: string; isDynamicEntry?: boolean }> = JSON.parse(String(asset.source));
      const root = fileURLToPath(new URL(".", import.meta.url));
      for (const chunk of Object.values(bundle)) {
        const key = Object.keys(manifest).find((name) => manifest[name]?.file === chunk.fileName);
        if (chunk.type !== "chunk" || !key) continue;
        for (const id of chunk.moduleIds) {
          const src = relative(root, id).split(sep).join("/");
          if (manifest[src] || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
          manifest[src] = { ...manifest[key]!, src, isDynamicEntry: true };
        }
      }
      asset.source = `${JSON.stringify(manifest, null, 2)}\n`;
    },
  },
};

/** dist/portfolio-elements.css, the page stylesheet a blog links beside the script (what it does: its own comment). */
const pageStylesheet: Plugin = {
  name: "portfolio-page-stylesheet",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "portfolio-elements.css", source: readFileSync("src/portfolio-elements.css", "utf8") });
  },
};

/**
 * terser's compressor over each chunk, before rolldown's minifier mangles and strips what is left: it folds what
 * that minifier keeps, such as an object read for one property (graphql.web's Kind table). In the chunk holding
 * React's CommonJS build (react-dom), Closure Compiler's output, it leaves single-use functions where they are
 * (`reduce_funcs`): inlined into their callers, they make that chunk larger. Our own few lines: Vite's
 * `minify: "terser"` has one set of options for every chunk and replaces rolldown's minifier.
 */
const terserCompress: Plugin = {
  name: "portfolio-terser-compress",
  async renderChunk(code, chunk, options) {
    const react = chunk.moduleIds.some((id) => packageOf(id) === "react-dom");
    const compressed = await terser(code, {
      module: options.format === "es",
      ecma: 2020,
      compress: react ? { reduce_funcs: false } : { passes: 3 },
      mangle: false,
      format: { comments: false },
    });
    return compressed.code === undefined ? null : { code: compressed.code, map: null };
  },
};

const PRODUCTION = { "process.env.NODE_ENV": JSON.stringify("production") };

/**
 * V8's compile hint (`//# allFunctionsCalledOnLoad`): the chunk's functions are compiled on the thread that streams
 * it in, as it arrives, not one by one on the main thread when first called. For the code every page runs as it
 * starts (the runtime: React, r2wc, the element classes; the shell: the site's frame and Home), where lazy compiles
 * made the start one long task, and for the app's later screens, fetched ahead and rendered whole on their first
 * visit (compiled before the click that first shows them).
 */
const COMPILED_AHEAD = ["runtime", "shell", "about", "contact", "projects"];
const compileHints = (chunk: { name: string }) => (COMPILED_AHEAD.includes(chunk.name) ? "//# allFunctionsCalledOnLoad" : "");

/**
 * `vite build` writes the ES modules; `vite build --mode iife` the classic script for a blog's `<script src>`.
 * `--mode lite` and `--mode lite-iife` write the same files to dist/lite/, built on preact/compat.
 * `--mode ssr` writes dist/server/prerender.js, the prerenderer for Node, and dist/server/site.js; `--mode studio` the studio page's script,
 * dist/studio/studio.js. `npm run build` runs all six. The unit tests' config is vitest.config.ts.
 */
export default defineConfig(({ mode }) => {
  if (mode === "ssr") {
    // The prerenderer (src/prerender.ts) for Node: the demo server and `npm run build:site` render the
    // elements' first paint with it. Beside it dist/server/site.js (src/site/index.ts, `#site`): the pages' code,
    // which the demo server and the scripts import, so that Node needs no TypeScript of its own. React and the
    // other packages stay imports of node_modules.
    return {
      oxc: JSX_TRANSFORM,
      plugins: [graphqlDocuments()],
      define: { ...PRODUCTION, "import.meta.env.PORTFOLIO_HYDRATE": "true" },
      build: {
        target: "node20",
        outDir: "dist/server",
        emptyOutDir: true,
        ssr: true,
        rolldownOptions: {
          input: { prerender: "src/prerender.ts", site: "src/site/index.ts" },
          output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
        },
      },
    };
  }
  if (mode === "studio") {
    // The studio page's own script (demo/studio/): one file, dist/studio/studio.js, served by the demo server.
    return {
      oxc: JSX_TRANSFORM,
      plugins: [graphqlDocuments()],
      define: PRODUCTION,
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
  const iife = mode.endsWith("iife");
  const lite = mode.startsWith("lite");
  return {
    oxc: JSX_TRANSFORM,
    // The lite runtime does not prerender, so its build leaves hydration out (src/define/renderer.ts).
    define: { ...PRODUCTION, "import.meta.env.PORTFOLIO_HYDRATE": JSON.stringify(!lite) },
    plugins: [graphqlDocuments(), shortTextIds(), terserCompress, ...(iife ? [classicCatalogs()] : [elementManifestKeys, ...(lite ? [] : [pageStylesheet])])],
    resolve: { alias: [GRAPHQL_WEB_ALIAS, ...(lite ? PREACT_ALIASES : [])] },
    build: {
      target: "es2022",
      // The browsers with custom states (`:state()`), which every element's theme needs, have `light-dark()` too:
      // kept as written, like the prerendered markup's CSS. Lowered (es2022's default), the colour tokens resolve
      // on the host by the system's scheme, ignoring a prerendered root's `data-theme` until the state is set.
      cssTarget: ["chrome125", "edge125", "firefox126", "safari17.5"],
      outDir: lite ? "dist/lite" : "dist",
      emptyOutDir: !iife,
      // dist/.vite/manifest.json: the demo server reads it to preload the chunks the first screen needs.
      manifest: !iife,
      // The licences of the packages bundled into the chunks (React, r2wc, graphql-request...): the minifier
      // leaves their comments out, and the classic script of the same build bundles the same packages.
      license: iife ? false : { fileName: "THIRD-PARTY-LICENSES.md" },
      minify: true,
      lib: iife
        ? { entry: ENTRIES["portfolio-elements"], formats: ["iife"], name: "PortfolioElements", fileName: () => "portfolio-elements.iife.js" }
        : { entry: ENTRIES, formats: ["es"], fileName: (_, name) => `${name}.js` },
      rolldownOptions: {
        // `minify: true` above minifies the CSS; in library ES output only rolldown's own minifier removes all whitespace.
        // Pure annotations and doc comments serve a bundler and an editor, not a browser: these chunks are final.
        output: { minify: true, postBanner: compileHints, comments: { legal: false, annotation: false, jsdoc: false }, chunkFileNames: CHUNK_FILE_NAMES, codeSplitting: iife ? false : { groups: chunkGroups(lite) } },
      },
    },
  };
});
