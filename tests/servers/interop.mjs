// @ts-check
/**
 * The interop apps (tests/interop/: Vue 3, Svelte 5, Lit), built with Vite in the test run against the build in
 * dist/ (dist/lite/ in the lite run) into a temporary folder, and served on the tests' own origin under
 * `/interop/<app>/`. Each app is built once, when first asked for (server command `interop-build`, or its page),
 * so that a run without the interop test pays nothing.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import vue from "@vitejs/plugin-vue";
import { build } from "vite";
import { serveFolder } from "../../demo/server/static.js";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const APPS_DIR = join(ROOT, "tests", "interop");
const INTEROP_APPS = /** @type {const} */ (["vue", "svelte", "lit"]);

/** @param {string} tag */
const isOurs = (tag) => tag.startsWith("portfolio-");

/** Each app's framework plugin: Vue is told which tags are custom elements, Svelte and Lit know it. */
const PLUGINS = {
  vue: () => [vue({ template: { compilerOptions: { isCustomElement: isOurs } } })],
  svelte: () => [svelte()],
  lit: () => [],
};

/**
 * @param {{ runtime: "react" | "lite" }} options
 */
export function interopPlugin({ runtime }) {
  const bundle = join(ROOT, "dist", ...(runtime === "lite" ? ["lite"] : []), "portfolio-elements.js");
  const out = mkdtemp(join(tmpdir(), "portfolio-interop-"));
  /** @type {Map<string, Promise<string>>} */
  const built = new Map();

  /** Builds the app once; resolves with its folder. @param {(typeof INTEROP_APPS)[number]} name */
  function buildApp(name) {
    let done = built.get(name);
    if (!done) {
      done = out.then(async (dir) => {
        const outDir = join(dir, name);
        await build({
          configFile: false,
          root: join(APPS_DIR, name),
          base: `/interop/${name}/`,
          logLevel: "error",
          cacheDir: join(dir, `.vite-${name}`),
          plugins: PLUGINS[name](),
          resolve: { alias: { "portfolio-elements": bundle } },
          build: { outDir, emptyOutDir: true },
        });
        return outDir;
      });
      built.set(name, done);
    }
    return done;
  }

  /** @param {string} name @returns {name is (typeof INTEROP_APPS)[number]} */
  const isApp = (name) => INTEROP_APPS.includes(/** @type {never} */ (name));

  /**
   * @param {import("koa").Context} ctx
   * @param {() => Promise<unknown>} next
   */
  async function middleware(ctx, next) {
    const [, name, rest] = /^\/interop\/([a-z]+)\/(.*)$/.exec(ctx.path) ?? [];
    if (name === undefined || rest === undefined || !isApp(name)) return next();
    const dir = await buildApp(name);
    ctx.respond = false;
    return serveFolder(ctx.req, ctx.res, dir, rest);
  }

  /** @type {import("@web/test-runner").TestRunnerPlugin} */
  const plugin = {
    name: "portfolio-interop",
    async executeCommand({ command, payload }) {
      if (command !== "interop-build") return undefined;
      const name = String(/** @type {{ app?: unknown }} */ (payload)?.app);
      if (!isApp(name)) throw new Error(`interop-build: no app "${name}"`);
      await buildApp(name);
      return `/interop/${name}/`;
    },
  };
  return { middleware, plugin };
}
