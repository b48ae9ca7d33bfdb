// @ts-check
/**
 * A demo server whose projects have an owner's raster screenshot (a PNG of some megabytes in its public folder),
 * for the browser tests of the light versions it answers with (src/site/project-pictures.ts). Started when a test
 * first asks for it (`pictures-demo-url`), its files in a temporary folder.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { startDemoServer } from "../../demo/server/server.js";
import { pictureSet } from "#site";

const ROOT = join(import.meta.dirname, "../..");

/**
 * An owner's screenshot as a screenshot tool saves it: a 2400×1350 PNG of about 2 MB (a demo picture drawn at 2x,
 * with a photo-like patch of noise).
 * @param {string} file
 */
export async function writeScreenshot(file) {
  const noise = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#3a6", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .png()
    .toBuffer();
  await sharp(join(ROOT, "demo/public/projects/budget-buddy.svg"), { density: 144 })
    .resize({ width: 2400, height: 1350 })
    .composite([{ input: noise, left: 1500, top: 400 }])
    .png()
    .toFile(file);
}

/** @returns {import("@web/test-runner").TestRunnerPlugin} */
export function picturesPlugin() {
  /** @type {Promise<{ url: string, server: import("node:http").Server, dir: string }> | undefined} */
  let started;
  const start = async () => {
    const dir = await mkdtemp(join(tmpdir(), "pictures-demo-"));
    const publicDir = join(dir, "public");
    const pictureCacheDir = join(dir, "cache");
    await mkdir(join(publicDir, "projects"), { recursive: true });
    const shot = join(publicDir, "projects", "shot.png");
    await writeScreenshot(shot);
    // Made before the first answer, which would otherwise name the PNG while the light versions are being made.
    await pictureSet(shot, { cacheDir: pictureCacheDir });
    const projects = JSON.parse(await readFile(join(ROOT, "demo/projects.json"), "utf8"));
    for (const project of projects) project.image = { url: "/assets/projects/shot.png", width: 2400, height: 1350 };
    const projectsFile = join(dir, "projects.json");
    await writeFile(projectsFile, JSON.stringify(projects));
    const { server, url } = await startDemoServer({ port: 0, projectsFile, publicDir, pictureCacheDir, outboxFile: join(dir, "outbox.jsonl") });
    return { url, server, dir };
  };
  return {
    name: "pictures-demo",
    async executeCommand({ command }) {
      if (command !== "pictures-demo-url") return undefined;
      started ??= start();
      return (await started).url;
    },
    async serverStop() {
      if (!started) return;
      const { server, dir } = await started;
      server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
