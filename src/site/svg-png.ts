/**
 * An SVG opened by its own address runs its script in the site's origin, and a static host sends no header to
 * sandbox it; a PNG runs nothing, and link previews show it. librsvg runs no script and fetches nothing.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";

/** Cached by the SVG's content. */
export async function svgAsPng(file: string, { size, cacheDir }: { size: number; cacheDir: string; }): Promise<string> {
  const svg = await readFile(file);
  const png = join(cacheDir, `svg-${createHash("sha256").update(`${size}\0`).update(svg).digest("hex").slice(0, 24)}.png`);
  if (existsSync(png)) return png;
  const { default: sharp } = await import("sharp");
  const { width = size, height = size } = await sharp(svg, { failOn: "error" }).metadata();
  // Not drawn small and scaled up.
  const density = Math.min(Math.max((72 * size) / Math.max(width, height, 1), 1), 10_000);
  await mkdir(cacheDir, { recursive: true });
  const partial = `${png}.${process.pid}.tmp`;
  await sharp(svg, { density, failOn: "error" }).resize(size, size, { fit: "inside" }).png().toFile(partial);
  await rename(partial, png);
  return png;
}
