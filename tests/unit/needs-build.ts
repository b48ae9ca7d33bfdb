/** For the suites that read dist/: they fail with the fix when it is missing, never pass without testing anything. */
import { existsSync } from "node:fs";
import { join } from "node:path";

const PRERENDERER = join(import.meta.dirname, "../../dist/server/prerender.js");

export function needsBuild(): void {
  if (!existsSync(PRERENDERER)) throw new Error("dist/ has no build: run `npm run build` before these tests.");
}
