// @ts-check
/**
 * A stand-in for an owner's phone photo, made with sharp: 4032 × 3024 px with detail at every scale (soft
 * shapes, texture, fine sensor-like grain, as in a real photo), about 4 MB as a JPEG. The bench and the tests
 * make it on the fly, so no such file is committed.
 */
import sharp from "sharp";

/**
 * Writes the photo to `file` and returns its size in bytes.
 * @param {string} file
 * @param {{ width?: number, height?: number }} [options]
 */
export async function writeSamplePhoto(file, { width = 4032, height = 3024 } = {}) {
  /** Random pixels at `scale` of the photo's size, blown up to it: detail of about 1/scale of the frame. */
  const octave = async (/** @type {number} */ columns, /** @type {number} */ sigma) =>
    sharp({ create: { width: columns, height: Math.round((columns * height) / width), channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } })
      .resize(width, height, { kernel: "cubic", fit: "fill" })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const layers = await Promise.all([octave(48, 30), octave(320, 22), octave(width, 14)]);
  const base = await octave(6, 70);
  const info = await sharp(base)
    .composite(layers.map((input) => ({ input, blend: /** @type {const} */ ("soft-light") })))
    .jpeg({ quality: 95 })
    .toFile(file);
  return info.size;
}

/** `node scripts/sample-portrait.mjs [file]`: writes demo/public/sample-photo.jpg (or `file`), to try a real-sized photo. */
if (import.meta.url === (await import("node:url")).pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2] ?? new URL("../demo/public/sample-photo.jpg", import.meta.url).pathname;
  const bytes = await writeSamplePhoto(file);
  console.log(`${file}: ${(bytes / 1e6).toFixed(1)} MB. Set "portrait": "/assets/sample-photo.jpg" in demo/settings.json to try it.`);
}
