// @ts-check
/**
 * A scripted GraphQL content service for the browser tests: each endpoint answers GetProjects the way its
 * scenario says (a 500, a 200 with `errors`, a dropped connection, hostile data …) and counts what it receives.
 *
 * Every test asks for an endpoint of its own (`http://127.0.0.1:PORT/7/graphql`): test files running side by
 * side never share counts, and the page-wide projects cache, keyed by endpoint, starts empty for each test.
 *
 * Server commands (from `executeServerCommand`):
 * - `content-fault-url` `{ scenario, delayMs? }` → a fresh endpoint URL answering with that scenario.
 * - `content-fault-release` `{ endpoint }` → its delayed answers go now, and later ones without delay.
 * - `content-fault-requests` `{ endpoint }` → every POST the endpoint received: its headers and JSON body.
 * - `content-fault-pictures` `{ endpoint }` → the paths of the pictures asked of the endpoint's folder
 *   (`/7/pictures/…`), by whatever host name.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { CORS_HEADERS, readBody } from "../../demo/server/http.js";
import { closeNow, listenOnLoopback } from "./loopback.mjs";

/** The projects an `ok` endpoint serves: one with both links, one with GitHub only, one bare. */
const SAMPLE_PROJECTS = [
  {
    id: "p1",
    title: "Budget Buddy",
    description: "Tracks where the month's money went.",
    techstack: "React, TypeScript , Chart.js",
    livedemoUrl: "https://budget.example.com/",
    githubUrl: "https://github.com/alex-rivera-dev/budget-buddy",
  },
  {
    id: "p2",
    title: "Trailhead",
    description: "Hiking trails near you.",
    techstack: "Next.js, Leaflet",
    livedemoUrl: null,
    githubUrl: "https://github.com/alex-rivera-dev/trailhead",
  },
  { id: "p3", title: "Recipe Scaler", description: null, techstack: null, livedemoUrl: null, githubUrl: null },
];

/** What a careless or hostile service might send: markup, script URLs, wrong types, missing fields. */
const HOSTILE_PROJECTS = [
  {
    id: "h1",
    title: '<img src=x onerror="window.pwned=1"><b>Markup</b>',
    description: "<script>window.pwned = 2</script>Plain words",
    techstack: "<i>React</i>, , Vue ,,",
    githubUrl: "javascript:window.pwned=3",
    livedemoUrl: "data:text/html,<script>window.pwned=4</script>",
  },
  { id: "h2", title: "Only good links", githubUrl: " https://github.com/alex-rivera-dev/ok ", livedemoUrl: "ftp://example.com/x" },
  { id: "h3" },
  { title: "No id" },
  { id: "h4", title: 42 },
  { id: "h5", title: "Wrong types", description: { html: "<b>x</b>" }, techstack: ["React"], githubUrl: 7, livedemoUrl: true },
  null,
  "a string",
  { id: "h2", title: "Same id again" },
  { id: "h6", title: `Long${"o".repeat(400)}ng title` },
];

/**
 * `count` generated projects, numbered from 1, with ids `<prefix>1`, `<prefix>2`…
 * @param {number} count @param {string} prefix @param {string} description
 */
function generatedProjects(count, prefix, description) {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index + 1}`,
    title: `Project ${index + 1}`,
    description,
    techstack: "TypeScript, React",
    githubUrl: `https://github.com/alex-rivera-dev/project-${index + 1}`,
    livedemoUrl: null,
  }));
}

/** 500 projects: the grid must show them all and stay usable. */
const MANY_PROJECTS = generatedProjects(500, "m", "A generated project.");

/** 24 projects for the tag filter: every third uses "Rust, WebAssembly", the others "React, TypeScript". */
const TAGGED_PROJECTS = generatedProjects(24, "g", "A generated project.").map((project, index) =>
  index % 3 === 2 ? { ...project, techstack: "Rust, WebAssembly" } : project,
);

/** The demo's own projects (real lengths of text): the layout tests take the first four or seven. */
const DEMO_PROJECTS = JSON.parse(readFileSync(new URL("../../demo/projects.json", import.meta.url), "utf8"));

/** @param {number} count */
function demoProjects(count) {
  return Array.from({ length: count }, (_, index) => ({ ...DEMO_PROJECTS[index % DEMO_PROJECTS.length], id: `d${index + 1}` }));
}

/** Project details as a careless service sends them: a picture that fails to load, one that is no web address, no size. */
const DETAILED_PROJECTS = [
  { id: "b1", title: "Broken picture", image: { url: "https://127.0.0.1:9/none.png", width: 800, height: 450 }, imageAlt: "Never seen", role: "Solo project", year: 2024 },
  { id: "b2", title: "Script picture", image: { url: "javascript:alert(1)", width: 800, height: 450 }, summary: "<b>Plain</b> words" },
  { id: "b3", title: "No size", image: { url: "https://127.0.0.1:9/none.png" }, year: "2023–24", body: "One.\n\n<p>Two</p>\n  \n\nThree." },
];

/** Content of any size: one description of 1,000,000 characters without a break opportunity (accented letters, the
 * slowest kind for a browser's line breaker), and 5,000 projects. */
const HUGE_DESCRIPTION = [
  { id: "huge", title: "One long word", description: "a\u0301".repeat(500_000), techstack: "Stamina", githubUrl: "https://github.com/x/huge" },
  { id: "short", title: "A short one", description: "Fits on a card." },
];
const THOUSANDS = generatedProjects(5000, "t", "A generated project with a sentence of description.");

/**
 * @typedef {object} Answer
 * @property {number} [status] default 200
 * @property {string} [type] default application/json
 * @property {unknown} [json] the body, as JSON
 * @property {string} [text] the body, as text
 * @property {boolean} [drop] close the connection without an answer
 */

/**
 * Pictures at addresses a page must not load (`http:` and scheme-less `//host/` on another host: "localhost" names
 * this server by another origin), and one at a path on the service, which it loads.
 * @param {string} folder the endpoint's folder, "http://127.0.0.1:PORT/7/"
 */
function pictureHosts(folder) {
  const other = folder.replace("//127.0.0.1:", "//localhost:");
  const picture = (/** @type {string} */ url) => ({ url, width: 160, height: 90 });
  return [
    { id: "h", title: "Plain http", image: picture(`${other}pictures/http.svg`) },
    { id: "r", title: "Scheme-less", image: picture(other.replace(/^http:/, "") + "pictures/scheme-less.svg") },
    { id: "o", title: "Own path", image: picture(`${new URL(folder).pathname}pictures/own.svg`) },
  ];
}

/** @type {Record<string, (requestNumber: number, folder: string) => Answer>} */
const SCENARIOS = {
  ok: () => ({ json: { data: { project: SAMPLE_PROJECTS } } }),
  "status-500": () => ({ status: 500, type: "text/plain", text: "<h1>Internal Server Error</h1> stack trace …" }),
  "status-503-json": () => ({ status: 503, json: { message: "maintenance" } }),
  errors: () => ({
    json: {
      errors: [
        { message: "Rate limit exceeded: retry in 60 seconds", extensions: { code: "TOO_MANY_REQUESTS" } },
        { message: "A second error nobody needs to read" },
      ],
      data: null,
    },
  }),
  drop: () => ({ drop: true }),
  null: () => ({ json: { data: { project: null } } }),
  empty: () => ({ json: { data: { project: [] } } }),
  hostile: () => ({ json: { data: { project: HOSTILE_PROJECTS } } }),
  many: () => ({ json: { data: { project: MANY_PROJECTS } } }),
  tagged: () => ({ json: { data: { project: TAGGED_PROJECTS } } }),
  four: () => ({ json: { data: { project: demoProjects(4) } } }),
  five: () => ({ json: { data: { project: demoProjects(5) } } }),
  seven: () => ({ json: { data: { project: demoProjects(7) } } }),
  details: () => ({ json: { data: { project: DETAILED_PROJECTS } } }),
  "picture-hosts": (_, folder) => ({ json: { data: { project: pictureHosts(folder) } } }),
  "huge-description": () => ({ json: { data: { project: HUGE_DESCRIPTION } } }),
  thousands: () => ({ json: { data: { project: THOUSANDS } } }),
  "not-graphql": () => ({ type: "text/html", text: "<!doctype html><p>Welcome to nginx!</p>" }),
  // Fails once, then works: a failed request must not be cached.
  flaky: (requestNumber, folder) => (requestNumber === 1 ? { status: 500, type: "text/plain", text: "try again" } : SCENARIOS.ok(requestNumber, folder)),
};

/**
 * @typedef {object} Endpoint
 * @property {string} scenario
 * @property {number} delayMs
 * @property {{ headers: Record<string, string | undefined>, body: unknown }[]} requests
 * @property {string[]} pictures
 * @property {(() => void)[]} waiting the delayed answers, each let go early by content-fault-release
 */

/** @returns {import("@web/test-runner").TestRunnerPlugin} */
export function contentFaultsPlugin() {
  /** @type {Map<string, Endpoint>} */
  const endpoints = new Map();
  let nextId = 1;
  let origin = "";

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const picture = /^\/(\d+)\/pictures\/[\w.-]+$/.exec(path);
    if (picture && req.method === "GET") {
      endpoints.get(picture[1] ?? "")?.pictures.push(path);
      res.writeHead(200, { "content-type": "image/svg+xml" }).end('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#36a"/></svg>');
      return;
    }
    // The demo's pictures, where the demo's projects (a path each) point once resolved against this service.
    const demoPicture = /^\/assets\/projects\/([\w-]+\.svg)$/.exec(path)?.[1];
    if (demoPicture && req.method === "GET") {
      res.writeHead(200, { "content-type": "image/svg+xml" }).end(readFileSync(new URL(`../../demo/public/projects/${demoPicture}`, import.meta.url)));
      return;
    }
    const id = /^\/(\d+)\/graphql$/.exec(path)?.[1];
    const endpoint = id ? endpoints.get(id) : undefined;
    if (!endpoint) {
      res.writeHead(404, { ...CORS_HEADERS, "content-type": "text/plain" }).end("No such endpoint.");
      return;
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const raw = (await readBody(req, 100_000)).toString("utf8");
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    endpoint.requests.push({
      headers: { "content-type": req.headers["content-type"], accept: req.headers.accept },
      body,
    });
    const answer = SCENARIOS[endpoint.scenario]?.(endpoint.requests.length, `${origin}/${id}/`) ?? { status: 400, text: "Unknown scenario." };
    if (endpoint.delayMs) {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, endpoint.delayMs);
        endpoint.waiting.push(() => (clearTimeout(timer), resolve(undefined)));
      });
    }
    if (answer.drop) {
      req.socket.destroy();
      return;
    }
    const text = answer.json === undefined ? answer.text ?? "" : JSON.stringify(answer.json);
    res.writeHead(answer.status ?? 200, { ...CORS_HEADERS, "content-type": answer.type ?? "application/json" });
    res.end(text);
  });

  return {
    name: "content-faults",
    async serverStart() {
      origin = await listenOnLoopback(server);
    },
    async serverStop() {
      await closeNow(server);
    },
    async executeCommand({ command, payload }) {
      const args = /** @type {Record<string, unknown> | undefined} */ (payload);
      if (command === "content-fault-url") {
        const scenario = String(args?.scenario ?? "ok");
        if (!SCENARIOS[scenario]) throw new Error(`content-faults: unknown scenario ${scenario}`);
        const id = String(nextId++);
        endpoints.set(id, { scenario, delayMs: Number(args?.delayMs ?? 0), requests: [], pictures: [], waiting: [] });
        return `${origin}/${id}/graphql`;
      }
      if (command === "content-fault-release") {
        // A slow answer holds one of the browser's few connections to this host: a test that is done with it lets it go.
        const endpoint = endpoints.get(/\/(\d+)\/graphql$/.exec(String(args?.endpoint))?.[1] ?? "");
        if (endpoint) {
          endpoint.delayMs = 0;
          for (const release of endpoint.waiting.splice(0)) release();
        }
        return true;
      }
      if (command === "content-fault-requests") {
        const id = /\/(\d+)\/graphql$/.exec(String(args?.endpoint))?.[1];
        return (id && endpoints.get(id)?.requests) ?? [];
      }
      if (command === "content-fault-pictures") {
        const id = /\/(\d+)\/graphql$/.exec(String(args?.endpoint))?.[1];
        return (id && endpoints.get(id)?.pictures) ?? [];
      }
      return undefined;
    },
  };
}
