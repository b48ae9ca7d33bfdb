import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startDemoServer } from "../../demo/server/server.js";
import { text as DETAILS_QUERY } from "../../src/elements/details/get-projects.graphql";
// What the elements send: the build-time document, printed by graphql-request.
import { text as GET_PROJECTS } from "../../src/services/get-projects.graphql";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let server: Server;
let graphql: string;
let dir: string;
let projectsFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portfolio-content-"));
  projectsFile = join(dir, "projects.json");
  await copyFile(new URL("../../demo/projects.json", import.meta.url), projectsFile);
  const started = await startDemoServer({ port: 0, projectsFile });
  server = started.server;
  graphql = `${started.url}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** What graphql-request (the elements' client) sends: the GraphQL response type first, then JSON. */
const ACCEPT = "application/graphql-response+json, application/json";

function post(body: string, headers: Record<string, string> = { "content-type": "application/json", accept: ACCEPT }) {
  return fetch(graphql, { method: "POST", headers, body });
}

async function getProjects(): Promise<{ status: number; body: { data?: { project: Record<string, unknown>[] }; errors?: { message: string }[] } }> {
  const response = await post(JSON.stringify({ operationName: "GetProjects", query: GET_PROJECTS }));
  return { status: response.status, body: await response.json() };
}

describe("the demo's /graphql content service", () => {
  it("executes GetProjects over the sample projects, with CORS headers", async () => {
    const response = await post(JSON.stringify({ operationName: "GetProjects", query: GET_PROJECTS }));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
    const { data } = (await response.json()) as { data: { project: Record<string, unknown>[] } };
    const sample = JSON.parse(await readFile(new URL("../../demo/projects.json", import.meta.url), "utf8")) as unknown[];
    expect(sample.length).toBeGreaterThanOrEqual(6);
    expect(sample.length).toBeLessThanOrEqual(9);
    expect(data.project).toHaveLength(sample.length);
    for (const project of data.project) {
      expect(Object.keys(project).sort()).toEqual(["description", "githubUrl", "id", "livedemoUrl", "techstack", "title"]);
      expect(project.id).toBeTypeOf("string");
      expect(project.title).toBeTypeOf("string");
    }
  });

  it("executes GetProjects with project details, as the elements send it", async () => {
    const response = await post(JSON.stringify({ operationName: "GetProjects", query: DETAILS_QUERY }));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { project: Record<string, unknown>[] } };
    expect(data.project.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(data.project[0]!)).toEqual(["id", "title", "description", "techstack", "livedemoUrl", "githubUrl", "image", "imageAlt", "role", "year", "summary", "body"]);
  });

  it("reads the projects file on every request: an edit shows without a restart", async () => {
    const original = await readFile(projectsFile, "utf8");
    await writeFile(projectsFile, JSON.stringify([{ id: "new", title: "Just added", techstack: "Rust" }, { id: "bad" }]));
    try {
      const { body } = await getProjects();
      expect(body.data?.project).toEqual([
        { id: "new", title: "Just added", description: null, techstack: "Rust", livedemoUrl: null, githubUrl: null },
      ]);
    } finally {
      await writeFile(projectsFile, original);
    }
  });

  it("reports a broken projects file as a GraphQL error", async () => {
    const original = await readFile(projectsFile, "utf8");
    await writeFile(projectsFile, "[{ oops");
    try {
      const { status, body } = await getProjects();
      expect(status).toBe(200);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/^projects\.json could not be read/);
    } finally {
      await writeFile(projectsFile, original);
    }
  });

  it("answers the CORS preflight", async () => {
    const response = await fetch(graphql, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/content-type/);
  });

  const BAD_REQUESTS: [string, () => Promise<Response>, number, RegExp][] = [
    ["a GET without a query", () => fetch(graphql, { headers: { accept: ACCEPT } }), 400, /must carry a "query" string/],
    ["a PUT", () => fetch(graphql, { method: "PUT", body: "{}" }), 405, /Method not allowed/],
    ["a non-JSON body", () => post("query { project { id } }"), 400, /not valid JSON/],
    ["a form body", () => post("query=x", { "content-type": "application/x-www-form-urlencoded", accept: ACCEPT }), 415, /content-type application\/json/],
    ["a JSON array", () => post("[]"), 400, /"query" string/],
    ["no query", () => post(JSON.stringify({ operationName: "GetProjects" })), 400, /"query" string/],
    ["an Accept the service cannot answer", () => post("{}", { "content-type": "application/json", accept: "text/html" }), 406, /application\/graphql-response\+json/],
    ["a query that does not parse", () => post(JSON.stringify({ query: "query { project { id " })), 400, /Syntax Error/],
    ["an unknown field", () => post(JSON.stringify({ query: "{ project { id password } }" })), 400, /Cannot query field "password"/],
    ["an unknown operation name", () => post(JSON.stringify({ query: GET_PROJECTS, operationName: "Other" })), 400, /none of that name/],
    ["two operations and no name", () => post(JSON.stringify({ query: "query A { project { id } } query B { project { id } }" })), 400, /name one in "operationName"/],
    ["bad variables", () => post(JSON.stringify({ query: GET_PROJECTS, variables: [1] })), 400, /"variables" must be a JSON object/],
    ["a mutation", () => post(JSON.stringify({ query: "mutation { deleteAll }" })), 400, /read-only/],
    ["a body over 100 kB", () => post(JSON.stringify({ query: GET_PROJECTS, padding: "x".repeat(110_000) })), 413, /too large/],
  ];

  for (const [what, send, status, reason] of BAD_REQUESTS) {
    it(`answers ${what} with ${status} and a reason, and keeps serving`, async () => {
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message).toMatch(reason);
      const after = await getProjects();
      expect(after.status).toBe(200);
      expect(after.body.data?.project.length).toBeGreaterThan(0);
    });
  }
});
