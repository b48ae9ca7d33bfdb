// @ts-check
/**
 * `npm start`, as an owner runs it, on whatever `node` is first on PATH (.ci/run runs it on Node 24 too): it builds,
 * serves the demo on a free port, answers `/` with the site and `/graphql` with the projects; then it is stopped.
 * Exits non-zero, saying what went wrong, if any of that fails within the time allowed.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../tests/servers/loopback.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// Its own process group, so that stopping it stops the server npm started as well.
const child = spawn("npm", ["start"], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
child.stderr.on("data", (chunk) => (output += chunk));

/** @param {string} why */
function fail(why) {
  console.error(`start-smoke: ${why}\n--- npm start said:\n${output}`);
  process.exitCode = 1;
}

try {
  const started = Date.now();
  // The build comes first: up to a few minutes on a busy machine.
  while (!output.includes(`${base}/`)) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() - started > 300_000) throw new Error("npm start printed no URL within 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes("<portfolio-app")) throw new Error(`/ answered ${page.status} without <portfolio-app>`);
  const query = "query GetProjects { project { id title description techstack livedemoUrl githubUrl } }";
  const answer = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "*/*" },
    body: JSON.stringify({ operationName: "GetProjects", query, variables: {} }),
  });
  const body = await answer.json();
  if (answer.status !== 200 || !Array.isArray(body?.data?.project) || body.data.project.length === 0) {
    throw new Error(`/graphql answered ${answer.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  console.log(`start-smoke: node ${process.version}: / and /graphql (${body.data.project.length} projects) answered after ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
}
