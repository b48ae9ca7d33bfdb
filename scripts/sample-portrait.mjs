// @ts-check
/**
 * A stand-in for an owner's phone photo, made with sharp: 4032 × 3024 px with detail at every scale (soft
 * shapes, texture, fine sensor-like grain, as in a real photo), about 4 MB as a JPEG. The bench and the tests
 * make it on the fly, so no such file is committed.
 */
import sharp from "sharp";

/**
 * Seeded random numbers in [0, 1) (mulberry32): libvips' own noise is seeded anew each run, and the photo's bytes, the
 * portrait's and the page's with them, must be the same on every machine for a size test to mean anything.
 * @param {number} seed
 */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normally distributed number (Box-Muller), from `random`. @param {() => number} random */
const gaussian = (random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * Writes the photo to `file` and returns its size in bytes.
 * @param {string} file
 * @param {{ width?: number, height?: number, seed?: number }} [options] `seed`: the same photo for the same seed
 */
export async function writeSamplePhoto(file, { width = 4032, height = 3024, seed = 1 } = {}) {
  const random = seeded(seed);
  /** Random pixels at `scale` of the photo's size, blown up to it: detail of about 1/scale of the frame. */
  const octave = async (/** @type {number} */ columns, /** @type {number} */ sigma) => {
    const rows = Math.round((columns * height) / width);
    const pixels = Buffer.alloc(columns * rows * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, Math.round(128 + sigma * gaussian(random))));
    return sharp(pixels, { raw: { width: columns, height: rows, channels: 3 } })
      .resize(width, height, { kernel: "cubic", fit: "fill" })
      .png({ compressionLevel: 1 })
      .toBuffer();
  };
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
