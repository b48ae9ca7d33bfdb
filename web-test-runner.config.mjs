// @ts-check
/**
 * Browser tests: the real elements in a real Chromium, served from source by Vite (as middleware, ahead of
 * the test runner's own static server), talking to real local servers started here.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromeLauncher } from "@web/test-runner-chrome";
import { a11ySnapshotPlugin } from "@web/test-runner-commands/plugins";
import { createServer as createViteServer } from "vite";
import { startDemoServer } from "./demo/server/server.js";
import { CHROME_FLAGS, findChrome } from "./scripts/chrome.mjs";
import { writeSamplePhoto } from "./scripts/sample-portrait.mjs";
import { PREACT_ALIASES, PREACT_DEPS } from "./scripts/lite-runtime.mjs";
import { GRAPHQL_WEB_ALIAS, graphqlDocuments } from "./scripts/graphql-documents.mjs";
import { JSX_TRANSFORM } from "./scripts/jsx.mjs";
import { shortTextIds } from "./scripts/text-ids.mjs";
import { contentFaultsPlugin } from "./tests/servers/content-faults.mjs";
import { embeddingPlugin } from "./tests/servers/embedding.mjs";
import { interopPlugin } from "./tests/servers/interop.mjs";
import { freePort } from "./tests/servers/loopback.mjs";
import { mailFaultsPlugin } from "./tests/servers/mail-faults.mjs";
import { prerenderMiddleware } from "./tests/servers/prerender.mjs";
import { picturesPlugin } from "./tests/servers/pictures.mjs";
import { studioPlugin } from "./tests/servers/studio.mjs";

const executablePath = findChrome();

/** `PORTFOLIO_RUNTIME=lite`: the same tests against the lite build's runtime, preact/compat in place of React. */
const runtime = process.env.PORTFOLIO_RUNTIME === "lite" ? "lite" : "react";
const lite = runtime === "lite";

const vite = await createViteServer({
  configFile: false,
  // A separate cache per concurrent run avoids two runs rewriting the same pre-bundled deps.
  cacheDir: (process.env.VITE_CACHE_DIR ?? "node_modules/.vite-wtr") + (lite ? "-lite" : ""),
  appType: "custom",
  logLevel: /** @type {"warn"} */ (process.env.VITE_LOG_LEVEL ?? "warn"),
  // No watcher: a file written in the checkout while the suite runs (an editor, a build) would otherwise invalidate
  // modules the prerenderer holds, and the next render would import a second copy of them.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  define: { "process.env.NODE_ENV": JSON.stringify("development"), "import.meta.env.PORTFOLIO_HYDRATE": JSON.stringify(!lite) },
  // TSX compiles as in the builds.
  oxc: JSX_TRANSFORM,
  // graphql-request's `graphql` is the browser's here as in the bundle.
  resolve: { alias: [GRAPHQL_WEB_ALIAS, ...(lite ? PREACT_ALIASES : [])] },
  plugins: [
    {
      // The test runner serves its own web-socket module; Vite must leave that import alone.
      name: "wtr-internal-modules",
      resolveId: (id) => (id.startsWith("/__web-dev-server__") ? { id, external: true } : undefined),
    },
    // The text ids as the builds write them.
    shortTextIds(),
    // The GraphQL documents, parsed as the builds parse them.
    graphqlDocuments(),
  ],
  optimizeDeps: {
    // Pre-bundled up front so that a first run from an empty cache still loads one copy of React.
    include: [
      ...(lite ? PREACT_DEPS : ["react", "react/jsx-runtime", "react/jsx-dev-runtime", "react-dom", "react-dom/client"]),
      "@r2wc/core",
      "chai",
      "axe-core",
      "@emailjs/browser",
      "graphql-request",
    ],
    exclude: ["@web/test-runner-commands"],
  },
});

// A scripted e-mail provider for the contact tests; it also owns the temporary outbox of the demo server.
const mailFaults = mailFaultsPlugin();

// The demo's own server, with its own settings and content: what `npm start` serves (outbox in a temp dir).
// The portrait tests' real-sized photo (git ignores it): made here too, so the browser suite needs no unit test run first.
const samplePhoto = fileURLToPath(new URL("demo/public/sample-photo.jpg", import.meta.url));
if (!existsSync(samplePhoto)) await writeSamplePhoto(samplePhoto);
const demo = await startDemoServer({ outboxFile: mailFaults.outboxFile });

// The demo's embed pages, the built bundle, the static site and the strict-CSP page, on the tests' own origin.
const embedding = await embeddingPlugin({ demo });

// The Vue, Svelte and Lit apps holding this run's build, built when the interop test first asks.
const interop = interopPlugin({ runtime });

// The studio page on the tests' origin, owners' faulty services, and static sites built from its settings.json.
const studio = studioPlugin({ demo });

/** @type {import("@web/test-runner").TestRunnerPlugin} */
const servicesPlugin = {
  name: "portfolio-services",
  async executeCommand({ command, session }) {
    if (command === "demo-url") return demo.url;
    if (command === "runtime") return runtime;
    if (command === "focus-page") {
      // A test that tabs out of the page leaves the browser's focus outside it, for every later file in this tab.
      const launcher = /** @type {import("@web/test-runner-chrome").ChromeLauncher} */ (/** @type {unknown} */ (session.browser));
      await launcher.getPage(session.id).bringToFront();
      return true;
    }
    return undefined;
  },
  async serverStop() {
    demo.server.close();
    await vite.close();
  },
};

/**
 * Names any request the test server has not answered after 15 s (a module import that never settles stalls a test
 * file past its own time limits, and the runner would only say that the file did not finish).
 * @param {import("koa").Context} ctx
 * @param {() => Promise<unknown>} next
 */
async function slowRequests(ctx, next) {
  const started = Date.now();
  const timer = setTimeout(() => {
    process.stderr.write(`\ntest server: ${ctx.method} ${ctx.url} unanswered after ${Date.now() - started} ms\n`);
  }, 15_000);
  timer.unref();
  const done = () => clearTimeout(timer);
  ctx.res.once("finish", done);
  ctx.res.once("close", done);
  return next();
}

/**
 * The runner's page waits 20 s for the answer to a server command, then fails it; building a site or making project
 * pictures can take longer on a busy machine, so the page waits as long as a test does (tests set their own limits).
 * The wait is a constant in the runner's socket module, which no option sets: this rewrites it where it is served.
 * @type {import("@web/test-runner").TestRunnerPlugin}
 */
const commandWait = {
  name: "portfolio-command-wait",
  transform(context) {
    if (context.path !== "/__web-dev-server__web-socket.js" || typeof context.body !== "string") return undefined;
    const body = context.body.replaceAll("20000", "240000");
    if (body === context.body) throw new Error("the runner's socket module no longer holds its 20 s command wait: see commandWait");
    return { body };
  },
};

/** @type {import("@web/test-runner").TestRunnerConfig} */
export default {
  // IBM's checker (a minute of page loads) runs apart, after npm test in .ci/run: `npm run test:a11y-ibm`.
  files: ["tests/browser/**/*.test.ts", "!tests/browser/a11y-equal-access.test.ts"],
  // A free port, so two runs on one machine do not collide on the runner's default 8000.
  port: await freePort(),
  nodeResolve: false,
  // One test file at a time: a page in a background tab gets no animation frames or scroll events.
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 240_000,
  testFramework: { config: { timeout: 15_000 } },
  middleware: [
    slowRequests,
    embedding.middleware,
    studio.middleware,
    interop.middleware,
    // Prerendering renders with react-dom/server: the lite runtime does not prerender (see README).
    ...(lite ? [] : [await prerenderMiddleware({ vite, demo })]),
    (ctx, next) =>
      new Promise((resolve, reject) => {
        vite.middlewares(ctx.req, ctx.res, () => next().then(resolve, reject));
      }),
  ],
  // a11ySnapshot: the accessibility tree as the browser builds it, shadow roots included.
  plugins: [commandWait, a11ySnapshotPlugin(), servicesPlugin, mailFaults, contentFaultsPlugin(), picturesPlugin(), embedding.plugin, studio.plugin, interop.plugin],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: CHROME_FLAGS,
      },
    }),
  ],
};
