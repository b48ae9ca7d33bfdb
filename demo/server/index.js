// @ts-check
/**
 * `npm start`'s server, as `node demo/server/index.js` starts it: checks the build first, then starts server.js.
 * Apart because server.js runs the pages' code from the build (`#site`, dist/server/site.js), and a static import
 * of a file that is not there stops Node with a module error before any code could say what to run.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));
/** What the server reads from the build: the bundle, the prerenderer and the pages' code. */
const BUILT = ["portfolio-elements.js", "server/prerender.js", "server/site.js"];

const missing = BUILT.filter((file) => !existsSync(join(DIST, file)));
if (missing.length) {
  console.error(`The demo server runs the build, and dist/ has no ${missing.join(", ")}: run \`npm start\`, which builds first (or \`npm run build\`).`);
  process.exit(1);
}
const { startDemoServer } = await import("./server.js");
const { FRAME_ELEMENTS } = await import("#site");
const port = Number(process.env.PORT ?? 4173);
// OUTBOX_HOSTS=laptop.local:4173,… lets /outbox answer to names besides loopback ones.
const outboxHosts = (process.env.OUTBOX_HOSTS ?? "").split(",").map((host) => host.trim()).filter(Boolean);
const { url } = await startDemoServer({ port, outboxHosts });
console.log(`portfolio-elements demo
  site:      ${url}/
  embedding: ${url}/embed.html
  iframes:   ${url}/embed/<name>.html?theme=light|dark|auto (${Object.keys(FRAME_ELEMENTS).join(", ")})
  themes:    ${url}/themes.html
  studio:    ${url}/studio.html (your settings, a doctor for your services, snippets to copy)
  content:   ${url}/graphql (projects from demo/projects.json)
  outbox:    ${url}/outbox`);
// A photo portrait is made light (and the prerenderer loaded) now, not while the first visitor waits.
void fetch(`${url}/`).catch(() => undefined);
