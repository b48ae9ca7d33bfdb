/** A project page's link preview from its own picture; one the build cannot read falls back to the text card. */
import { readFile, stat } from "node:fs/promises";
import { MAX_FILE_BYTES, STEP_TIMEOUT, loadSharp, message } from "./image-making.ts";
import { OG_HEIGHT, PICTURE_WIDTH, pictureCardPng, type Card } from "./og-image.ts";

/** A build waits for no host for good. */
const FETCH_TIMEOUT_MS = 15_000;

const MAX_FETCH_BYTES = 30_000_000;

async function pictureBytes(url: string, fileOf: (url: string) => string | undefined): Promise<Buffer> {
  const file = fileOf(url);
  if (file) {
    if ((await stat(file)).size > MAX_FILE_BYTES) throw new Error(`over ${MAX_FILE_BYTES / 1e6} MB`);
    return readFile(file);
  }
  if (!url.startsWith("https:")) throw new Error("not an https: address");
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (Number(response.headers.get("content-length")) > MAX_FETCH_BYTES) throw new Error(`over ${MAX_FETCH_BYTES / 1e6} MB`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_FETCH_BYTES) throw new Error(`over ${MAX_FETCH_BYTES / 1e6} MB`);
  return body;
}

/** A tall one (a phone's screenshot) keeps its top, where an app's screen starts. */
async function cropped(sharp: typeof import("sharp").default, source: Buffer) {
  const { format, width = 1, height = 1, orientation = 1 } = await sharp(source, { failOn: "error" }).metadata();
  const [wide, high] = orientation >= 5 ? [height, width] : [width, height];
  const scale = Math.max(PICTURE_WIDTH / wide, OG_HEIGHT / high);
  const density = format === "svg" ? Math.min(Math.max(72 * scale, 1), 10_000) : undefined;
  return sharp(source, { failOn: "error", ...(density ? { density } : {}) })
    .timeout(STEP_TIMEOUT)
    .autoOrient()
    .resize(PICTURE_WIDTH, OG_HEIGHT, { fit: "cover", position: high > wide ? "top" : "centre" })
    .png()
    .toBuffer();
}

export async function projectPreviewPng({ picture, page, ...card }: Card & { picture: string; page: string }, { fileOf, warn }: { fileOf: (url: string) => string | undefined; warn: (line: string) => void }): Promise<Buffer | undefined> {
  const loaded = await loadSharp();
  if ("missing" in loaded) return undefined;
  try {
    const source = await pictureBytes(picture, fileOf);
    return await pictureCardPng({ ...card, picture: await cropped(loaded.sharp, source) });
  } catch (error) {
    const cause = error instanceof Error && error.cause ? ` (${message(error.cause)})` : "";
    warn(`the picture ${picture} could not be read for the preview of ${page} (${message(error)}${cause}): it shows the project's title instead.`);
    return undefined;
  }
}
