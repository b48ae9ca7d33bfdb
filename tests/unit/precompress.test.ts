/**
 * Precompressed copies (src/site/precompress.ts) and how demo/server/static.js sends them: the smallest encoding
 * the client accepts, never a stale copy, never a copy from outside the folder. A real server on 127.0.0.1,
 * read over HTTP with node:http (which, unlike fetch, does not decode: the test sees the bytes on the wire).
 */
import { mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serveFolder } from "../../demo/server/static.js";
import { CHUNK_HASH_LENGTH } from "../../src/site/chunk-names.ts";
import { MIN_BYTES, precompressFolder } from "../../src/site/precompress.ts";

// Starts the demo server (or a local one) and asks it: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** A chunk named as the build names one. */
const CHUNK = `app-${"a".repeat(CHUNK_HASH_LENGTH)}.js`;

let dir: string;
let site: string;
let server: Server;
let url: string;
let written: string[];

/** ~40 kB of page that compresses the way a real one does. */
const PAGE = `<!doctype html><title>t</title>${Array.from({ length: 800 }, (_, i) => `<p class="c${i % 7}">Item ${i}</p>`).join("")}`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "precompress-"));
  site = join(dir, "site");
  await mkdir(join(site, "lib", "chunks"), { recursive: true });
  await mkdir(join(site, "assets"), { recursive: true });
  await writeFile(join(site, "index.html"), PAGE);
  await writeFile(join(site, "lib", "chunks", CHUNK), `export const rows = ${JSON.stringify(PAGE)};`);
  await writeFile(join(site, "assets", "small.css"), "a{color:red}");
  await writeFile(join(site, "assets", "photo.avif"), Buffer.alloc(4096, 7));
  await writeFile(join(site, "stale.html"), PAGE);
  await writeFile(join(dir, "outside.html"), "<p>from outside the site</p>".repeat(100));
  written = await precompressFolder(site);
  server = createServer((req, res) => void serveFolder(req, res, site, new URL(req.url ?? "/", "http://x").pathname.slice(1)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await rm(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("precompressFolder", () => {
  it("writes a brotli and a gzip copy of each text file of 1 kB or more, in every folder, equal to it once decoded", async () => {
    expect(written.sort()).toEqual(
      ["index.html.br", "index.html.gz", `lib/chunks/${CHUNK}.br`, `lib/chunks/${CHUNK}.gz`, "stale.html.br", "stale.html.gz"].sort(),
    );
    const page = await readFile(join(site, "index.html"));
    const br = await readFile(join(site, "index.html.br"));
    const gz = await readFile(join(site, "index.html.gz"));
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gz).equals(page)).toBe(true);
    // Brotli at its best quality: smaller than gzip -9, which is smaller than the page.
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(page.length / 5);
  });

  it("leaves alone what is too small to gain (under MIN_BYTES) and what is already compressed (images)", async () => {
    expect(MIN_BYTES).toBe(1024);
    expect(written.some((file) => file.startsWith("assets/"))).toBe(false);
  });
});

describe("serveFile sends a precompressed copy", () => {
  it("in the encoding the client prefers, brotli when it rates both alike, with the file's type and Vary", async () => {
    const page = await readFile(join(site, "index.html"));
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["br", "br"],
      ["*", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["br;q=0, gzip;q=1", "gzip"],
    ] as const) {
      const answer = await get("/index.html", { "accept-encoding": accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers["content-type"], accept).toBe("text/html; charset=utf-8");
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      const copy = await readFile(join(site, `index.html.${encoding === "br" ? "br" : "gz"}`));
      expect(answer.body.equals(copy), accept).toBe(true);
      expect(Number(answer.headers["content-length"]), accept).toBe(copy.length);
      expect((encoding === "br" ? brotliDecompressSync : gunzipSync)(answer.body).equals(page), accept).toBe(true);
    }
  });

  it("keeps a content-hashed chunk immutable, and answers HEAD and a repeat (304) from the copy", async () => {
    const answer = await get(`/lib/chunks/${CHUNK}`, { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const head = await get(`/lib/chunks/${CHUNK}`, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(answer.headers["content-length"]);
    expect(head.body.length).toBe(0);
    const again = await get(`/lib/chunks/${CHUNK}`, { "accept-encoding": "br", "if-none-match": String(answer.headers.etag) });
    expect(again.status).toBe(304);
  });

  it("sends the file itself to a client that accepts no encoding", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }] as Record<string, string>[]) {
      const answer = await get("/index.html", headers);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe(PAGE);
    }
  });

  it("never a copy older than its file (edited after the build): the file, compressed as it is now", async () => {
    const edited = PAGE.replace("Item 1<", "Item one, edited<");
    await writeFile(join(site, "stale.html"), edited);
    const past = new Date(Date.now() - 60_000);
    for (const suffix of [".br", ".gz"]) await utimes(join(site, `stale.html${suffix}`), past, past);
    const answer = await get("/stale.html", { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toBe(edited);
  });

  it("never a copy a symbolic link leads to outside the folder", async () => {
    await writeFile(join(site, "linked.html"), PAGE);
    await symlink(join(dir, "outside.html"), join(site, "linked.html.gz"));
    const answer = await get("/linked.html", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });
});

describe("serveFile with ranges and revalidation, whichever encoding goes out", () => {
  it("a range of a file sent compressed per request is a range of the file itself, never of the compressed stream", async () => {
    // Written after precompressFolder: no copies, so the server compresses it as it sends it.
    const file = PAGE.replace("Item 2<", "Item two, no copy<");
    await writeFile(join(site, "fresh.html"), file);
    const answer = await get("/fresh.html", { "accept-encoding": "gzip, br", range: "bytes=100-2099" });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-range"]).toBe(`bytes 100-2099/${Buffer.byteLength(file)}`);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(file.slice(100, 2100));
  });

  it("a range of a file with a copy is a range of that copy, labelled with its encoding and its own ETag", async () => {
    const copy = await readFile(join(site, "index.html.br"));
    const plain = await get("/index.html", { range: "bytes=0-99" });
    const answer = await get("/index.html", { "accept-encoding": "br", range: "bytes=0-99" });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-range"]).toBe(`bytes 0-99/${copy.length}`);
    expect(answer.body.equals(copy.subarray(0, 100))).toBe(true);
    expect(answer.headers.etag).not.toBe(plain.headers.etag);
    // A validator of one encoding never revalidates another's bytes.
    const crossed = await get("/index.html", { "accept-encoding": "gzip", "if-range": String(answer.headers.etag), range: "bytes=100-199" });
    expect(crossed.status).toBe(200);
  });

  it("every answer for a text file says it varies with Accept-Encoding, a 304 as its 200 would (RFC 9110 15.4.5)", async () => {
    for (const path of ["/index.html", "/stale.html", "/assets/small.css"]) {
      for (const encoding of [undefined, "br", "gzip", "identity"]) {
        const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
        const first = await get(path, headers);
        expect(first.headers.vary, `${path} ${encoding}`).toBe("Accept-Encoding");
        const byTag = await get(path, { ...headers, "if-none-match": String(first.headers.etag) });
        const byDate = await get(path, { ...headers, "if-modified-since": String(first.headers["last-modified"]) });
        for (const again of [byTag, byDate]) {
          expect(again.status, `${path} ${encoding}`).toBe(304);
          expect(again.headers.vary, `${path} ${encoding} 304`).toBe("Accept-Encoding");
        }
      }
    }
  });
});
