// @ts-check
/**
 * The local servers of the tarball test: a stand-in CDN (the installed package's files, with CORS, on an origin
 * of its own) and a site (an owner's pages, with a tiny GraphQL content service). Loopback only.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** The projects the site's content service returns: what the pages' `<portfolio-projects>` must show. */
export const PROJECTS = [
  { id: "1", title: "Packed Project", description: "Shown from the tarball.", techstack: "TypeScript, React", livedemoUrl: "https://example.com/", githubUrl: "" },
  { id: "2", title: "Second Project", description: "Another card.", techstack: "Node.js", livedemoUrl: "", githubUrl: "https://github.com/example/two" },
];

/**
 * @typedef {{ url: string, requests: string[], close: () => Promise<void> }} Running
 * @typedef {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, path: string) => Promise<boolean>} Route
 */

/**
 * Serves `dir` under `prefix` (and whatever `route` answers first), on `host`; every request path is recorded.
 * @param {{ host: string, dir: string, prefix?: string, headers?: Record<string, string>, route?: Route }} options
 * @returns {Promise<Running>}
 */
export async function startServer({ host, dir, prefix = "/", headers = {}, route }) {
  /** @type {string[]} */
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    requests.push(`${req.method} ${path}`);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    if (route && (await route(req, res, path))) return;
    // A path outside `prefix`, or one that climbs out of `dir`, is not served.
    const relative = path.startsWith(prefix) ? normalize(`./${path.slice(prefix.length)}`) : undefined;
    const file = relative === undefined || relative.startsWith("..") ? undefined : join(dir, relative.endsWith("/") || relative === "." ? join(relative, "index.html") : relative);
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !info?.isFile()) return void res.writeHead(404, { "content-type": "text/plain" }).end(`not found: ${path}`);
    res.writeHead(200, { "content-type": TYPES[/** @type {keyof TYPES} */ (extname(file))] ?? "application/octet-stream", "content-length": info.size });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, host, () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://${host === "127.0.0.1" ? "127.0.0.1" : host}:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * `POST /graphql`: the GetProjects answer, for a body naming that operation; anything else is a 400.
 * @type {Route}
 */
export async function graphqlRoute(req, res, path) {
  if (path !== "/graphql") return false;
  let body = "";
  for await (const chunk of req) body += chunk;
  let operation;
  try {
    operation = JSON.parse(body).operationName;
  } catch {
    operation = undefined;
  }
  if (req.method !== "POST" || operation !== "GetProjects") {
    res.writeHead(400, { "content-type": "text/plain" }).end("expected a GetProjects POST");
    return true;
  }
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { project: PROJECTS } }));
  return true;
}
