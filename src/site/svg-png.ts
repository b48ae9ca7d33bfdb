/**
 * An SVG file drawn as a PNG, for a portrait given as SVG: opened by its own address, an SVG is a document of the
 * site's origin and runs the script it holds, and a static host (GitHub Pages) sends no header that could sandbox
 * it; a PNG runs nothing, and link previews (og:image) show PNGs where most do not show SVGs. sharp draws it with
 * librsvg, which runs no script and fetches nothing.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";

/**
 * A PNG of an SVG file, `size` pixels on its longer side, kept in `cacheDir` by the SVG's content.
 * @returns the PNG's path
 */
export async function svgAsPng(file: string, { size, cacheDir }: { size: number; cacheDir: string; }): Promise<string> {
  const svg = await readFile(file);
  const png = join(cacheDir, `svg-${createHash("sha256").update(`${size}\0`).update(svg).digest("hex").slice(0, 24)}.png`);
  if (existsSync(png)) return png;
  const { default: sharp } = await import("sharp");
  const { width = size, height = size } = await sharp(svg, { failOn: "error" }).metadata();
  // Drawn at the density that makes it `size` pixels, not drawn small and scaled up.
  const density = Math.min(Math.max((72 * size) / Math.max(width, height, 1), 1), 10_000);
  await mkdir(cacheDir, { recursive: true });
  const partial = `${png}.${process.pid}.tmp`;
  await sharp(svg, { density, failOn: "error" }).resize(size, size, { fit: "inside" }).png().toFile(partial);
  await rename(partial, png);
  return png;
}
