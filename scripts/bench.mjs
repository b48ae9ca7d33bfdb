// @ts-check
/**
 * `npm run bench`: builds (unless `--no-build`), then runs the report (bench-report.mjs, which lists the parts and
 * options). Apart because the report imports the built site module (`#site`, dist/server/site.js), which must exist
 * before it is loaded.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

if (!process.argv.includes("--no-build")) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import("./bench-report.mjs");
