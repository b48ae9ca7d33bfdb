/** The portrait file the site publishes: an SVG as a PNG (svg-png.ts says why). */
import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { fileInside } from "./output-folder.ts";
import { message, RASTER } from "./image-making.ts";
import { PORTRAIT_WIDTHS } from "./portrait.ts";
import { svgAsPng } from "./svg-png.ts";

export async function publishablePortrait(publicDir: string, name: string, { cacheDir, warn }: { cacheDir: string; warn: (line: string) => void; }): Promise<{ file: string; name: string; } | undefined> {
  const path = join(publicDir, name);
  const file = await fileInside(publicDir, name);
  if (!file) {
    const there = await lstat(path).then(() => true, () => false);
    warn(
      there
        ? `warning: portrait ${path} links to a file outside ${publicDir} (or is no file): not published, the placeholder shows.`
        : `warning: portrait ${path} could not be read (ENOENT): left out, the placeholder shows.`,
    );
    return undefined;
  }
  if (RASTER.test(name)) return { file, name };
  if (!/\.svg$/i.test(name)) {
    warn(`warning: portrait ${path} is not an image file (JPEG, PNG, WebP, AVIF, GIF or SVG): not published, the placeholder shows.`);
    return undefined;
  }
  try {
    return { file: await svgAsPng(file, { size: Math.max(...PORTRAIT_WIDTHS), cacheDir }), name: name.replace(/\.svg$/i, ".png") };
  } catch (error) {
    warn(`warning: portrait ${path} could not be drawn as an image (${message(error)}): left out, the placeholder shows.`);
    return undefined;
  }
}
