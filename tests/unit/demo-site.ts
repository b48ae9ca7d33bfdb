import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite } from "../../src/site/build.ts";

const ROOT = join(import.meta.dirname, "../..");

/** `npm run build:site` with the demo's settings and `overrides`, in a folder of its own: the site's folder. */
export async function buildDemoSite(overrides: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "demo-site-"));
  const settingsFile = join(dir, "settings.json");
  const demo = JSON.parse(await readFile(join(ROOT, "demo/settings.json"), "utf8"));
  await writeFile(settingsFile, JSON.stringify({ ...demo, ...overrides }));
  const out = join(dir, "site");
  await buildSite({ settingsFile, outDir: out, log: () => {} });
  return out;
}
