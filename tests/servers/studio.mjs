// @ts-check
/**
 * What the studio tests need besides the demo server:
 *
 * - `/studio.html` on the tests' own origin, rendered by the demo server (so a test can look inside the frame), and
 *   the demo server's `/studio/blog-snippet` it asks for its prerendered blog snippet;
 * - content services that go wrong the way owners' do, one path each (`/<scenario>/graphql`):
 *   `no-cors` (answers, without CORS headers), `status-401`, `unknown-list` (GraphQL errors: the model's API IDs),
 *   `ten` (exactly ten projects), `bad-links` (no title, links with other schemes, an empty techstack),
 *   `hostile-text` (texts that look like markup or the page template's slots); and `lacking-details`, a real
 *   GraphQL server (graphql-js) whose model has the contract's fields but not all of project details' optional ones;
 *   and an address where nothing listens;
 * - `npm run build:site` from the settings.json the studio wrote, the result served under `/studio-site/<n>/`.
 *
 * Server commands:
 * - `studio-faults` → `{ origin, unreachable }`: the faulty services' origin, and a URL nothing answers at.
 * - `studio-build-site` `{ settings, files?, screenshots?, failing? }` (the file's text, `{ "name.json": text }` to
 *   write beside it, names of owner's PNG screenshots to put in its public folder as `/assets/projects/<name>.png`,
 *   and names of code chunks the server answers with a 503, as a host in the middle of a deployment may) →
 *   `{ path, warnings }`: where the built site is served.
 */
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema } from "graphql";
import { createHandler } from "graphql-http/lib/use/http";
import { CORS_HEADERS } from "../../demo/server/http.js";
import { serveFolder } from "../../demo/server/static.js";
import { buildSite } from "#site";
import { closeNow, freePort, handToDemo, listenOnLoopback } from "./loopback.mjs";
import { writeScreenshot } from "./pictures.mjs";

const project = (/** @type {number} */ index) => ({
  id: `p${index}`,
  title: `Project ${index}`,
  description: "A project.",
  techstack: "TypeScript, React",
  githubUrl: `https://github.com/alex-rivera-dev/p${index}`,
  livedemoUrl: null,
});

/** @type {Record<string, { status?: number, type?: string, body: unknown, cors?: boolean }>} */
const SCENARIOS = {
  "no-cors": { body: { data: { project: [project(1)] } }, cors: false },
  "status-401": { status: 401, type: "text/plain", body: "Unauthorized" },
  "unknown-list": {
    status: 400,
    body: { errors: [{ message: 'Cannot query field "project" on type "Query". Did you mean "projects" or "projectsConnection"?' }], data: null },
  },
  ten: { body: { data: { project: Array.from({ length: 10 }, (_, index) => project(index + 1)) } } },
  // Text that looks like markup, like the page template's slots, or breaks lines in a script (serving-hostile.test.ts).
  "hostile-text": {
    body: {
      data: {
        project: [
          {
            id: "h1",
            title: "</script><!--<script> {{csp}}",
            description: "Ends </style> a line\u2028here\u2029and \u202Eright to left\u202C, \u05E2\u05D1\u05E8\u05D9\u05EA",
            techstack: "</script>, {{seed}}, C++",
            githubUrl: "https://github.com/x/</script>",
            livedemoUrl: null,
          },
        ],
      },
    },
  },
  "bad-links": {
    body: {
      data: {
        project: [
          project(1),
          { id: "p2", title: "", description: "No title.", techstack: "Vue", githubUrl: null, livedemoUrl: null },
          { id: "p3", title: "Sneaky", description: "x", techstack: "Go", githubUrl: "javascript:alert(1)", livedemoUrl: null },
          { id: "p4", title: "Untagged", description: "x", techstack: "", githubUrl: null, livedemoUrl: null },
        ],
      },
    },
  },
};

/**
 * A Hygraph-like model an owner made before project details: the contract's fields, a picture and a summary, no
 * imageAlt, role, year or body. GraphQL over HTTP as the demo's content service does it (graphql-http).
 */
const lackingDetails = createHandler({
  schema: buildSchema(`
    type Asset { url: String! width: Float height: Float }
    type Project { id: ID! title: String! description: String techstack: String livedemoUrl: String githubUrl: String image: Asset summary: String }
    type Query { project: [Project!]! }
  `),
  rootValue: { project: () => [project(1), project(2)] },
});

/**
 * @param {{ demo: { server: import("node:http").Server, url: string } }} options
 */
export function studioPlugin({ demo }) {
  let origin = "";
  let unreachable = "";
  /** @type {{ dir: string, failing: string[] }[]} */
  const sites = [];

  const faults = createServer((req, res) => {
    const scenario = /^\/([\w-]+)\/graphql$/.exec(new URL(req.url ?? "/", "http://localhost").pathname)?.[1];
    if (scenario === "lacking-details") {
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
      if (req.method === "OPTIONS") res.writeHead(204).end();
      else void lackingDetails(req, res);
      return;
    }
    const answer = scenario ? SCENARIOS[scenario] : undefined;
    if (!answer) {
      res.writeHead(404, { ...CORS_HEADERS, "content-type": "text/plain" }).end("No such scenario.");
      return;
    }
    const cors = answer.cors === false ? {} : CORS_HEADERS;
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    req.resume();
    req.on("end", () => {
      res.writeHead(answer.status ?? 200, { ...cors, "content-type": answer.type ?? "application/json" });
      res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
    });
  });

  /**
   * @param {import("koa").Context} ctx
   * @param {() => Promise<unknown>} next
   */
  async function middleware(ctx, next) {
    if (ctx.path === "/studio.html") {
      // The tests look inside the studio from a frame of their own page, which its policy forbids (frame-ancestors
      // 'none', checked by tests/unit/studio-policy.test.ts): here, and only here, the tests' page may frame it.
      /** @param {unknown} policy */
      const framable = (policy) => (typeof policy === "string" ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy);
      const writeHead = ctx.res.writeHead.bind(ctx.res);
      // The policy arrives in writeHead's headers, or (through the compression middleware) already set on the response.
      ctx.res.writeHead = /** @type {typeof ctx.res.writeHead} */ ((/** @type {number} */ status, /** @type {any[]} */ ...rest) => {
        const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
        if (headers?.["content-security-policy"]) headers["content-security-policy"] = framable(headers["content-security-policy"]);
        const set = ctx.res.getHeader("content-security-policy");
        if (set) ctx.res.setHeader("content-security-policy", /** @type {string} */ (framable(set)));
        return writeHead(status, ...rest);
      });
      return handToDemo(ctx, demo);
    }
    // The studio's prerendered blog snippet, made by the demo server.
    if (ctx.path === "/studio/blog-snippet") return handToDemo(ctx, demo);
    const site = /^\/studio-site\/(\d+)\/(.*)$/.exec(ctx.path);
    if (site) {
      const { dir, failing = [] } = sites[Number(site[1])] ?? {};
      if (!dir) return next();
      if (failing.some((name) => new RegExp(`^lib/chunks/${name}-[\\w-]+\\.js$`).test(site[2] ?? ""))) {
        ctx.status = 503;
        ctx.body = "Service Unavailable";
        return undefined;
      }
      ctx.respond = false;
      return serveFolder(ctx.req, ctx.res, dir, site[2] ?? "");
    }
    return next();
  }

  /** @type {import("@web/test-runner").TestRunnerPlugin} */
  const plugin = {
    name: "portfolio-studio",
    async serverStart() {
      origin = await listenOnLoopback(faults);
      unreachable = `http://127.0.0.1:${await freePort()}/graphql`;
    },
    async serverStop() {
      await closeNow(faults);
    },
    async executeCommand({ command, payload }) {
      if (command === "studio-faults") return { origin, unreachable };
      if (command === "studio-build-site") {
        const dir = await mkdtemp(join(tmpdir(), "portfolio-studio-site-"));
        const settingsFile = join(dir, "settings.json");
        const { settings, files: beside, screenshots = [], failing = [] } = /** @type {{ settings?: unknown, files?: Record<string, unknown>, screenshots?: string[], failing?: string[] }} */ (payload ?? {});
        await writeFile(settingsFile, String(settings ?? "{}"));
        // Files the settings name beside them (a projects file): plain names only, written into the new folder.
        for (const [name, text] of Object.entries(beside ?? {})) {
          if (/^[\w-]+\.json$/.test(name)) await writeFile(join(dir, name), String(text));
        }
        // With screenshots, a public folder of their own (the demo's otherwise).
        const publicDir = screenshots.length ? join(dir, "public") : undefined;
        for (const name of screenshots) {
          if (!/^[\w-]+$/.test(name) || !publicDir) continue;
          await mkdir(join(publicDir, "projects"), { recursive: true });
          await writeScreenshot(join(publicDir, "projects", `${name}.png`));
        }
        /** @type {string[]} */
        const warnings = [];
        const { outDir } = await buildSite({ settingsFile, outDir: join(dir, "site"), publicDir, log: (line) => warnings.push(line) });
        sites.push({ dir: outDir, failing: failing.filter((name) => /^[\w-]+$/.test(name)) });
        const files = Object.fromEntries(
          await Promise.all(["robots.txt", "sitemap.xml"].map(async (name) => [name, await readFile(join(outDir, name), "utf8").catch(() => null)])),
        );
        return { path: `/studio-site/${sites.length - 1}/`, warnings, files };
      }
      return undefined;
    },
  };
  return { middleware, plugin };
}
