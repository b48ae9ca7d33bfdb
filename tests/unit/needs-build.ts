/** For the suites that read dist/: they fail with the fix when it is missing, never pass without testing anything. */
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The prerenderer and the pages' code (`#site`), which the same build writes: a build from before the second has the first alone. */
const SERVER_BUILD = ["prerender.js", "site.js"].map((file) => join(import.meta.dirname, "../../dist/server", file));

export function needsBuild(): void {
  if (!SERVER_BUILD.every((file) => existsSync(file))) throw new Error("dist/ has no build: run `npm run build` before these tests.");
}
