// @ts-check
/**
 * The local provider's outbox file: JSON lines, one accepted message a line, appended only. Our own code: no
 * library appends under a byte cap with a queue per file, or reads a JSON-lines file's last lines backwards.
 */
import { createReadStream } from "node:fs";
import { mkdir, open, readFile } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * @typedef {object} OutboxMessage
 * @property {string} receivedAt ISO 8601 time the provider accepted it
 * @property {string} name
 * @property {string} email
 * @property {string} message
 */

/** Thrown by appendToOutbox when the line would take the file past its cap. */
export class OutboxFull extends Error {}

const NEWLINE = 0x0a;

/** How much of the file is read at a time, counting lines or walking back from its end. */
const CHUNK_BYTES = 64 * 1024;

/** @type {Map<string, Promise<unknown>>} */
const appendQueues = new Map();

/**
 * Appends one complete line, after every append to the same file started earlier in this process, so concurrent
 * sends never interleave or lose a line, and the cap is checked against the file as each append finds it: the
 * bytes actually written (JSON escaping included) never take the file past `maxBytes`. A file whose last line has
 * no final newline (edited by hand) gets one first, so the new message is not glued to it.
 * @param {string} file
 * @param {OutboxMessage} message
 * @param {number} [maxBytes]
 * @returns {Promise<void>} rejects with OutboxFull when the line does not fit
 */
export function appendToOutbox(file, message, maxBytes = Infinity) {
  const line = Buffer.from(`${JSON.stringify(message)}\n`);
  const previous = appendQueues.get(file) ?? Promise.resolve();
  const written = previous.then(async () => {
    await mkdir(dirname(file), { recursive: true });
    const handle = await open(file, "a+");
    try {
      const { size } = await handle.stat();
      const last = Buffer.alloc(1);
      if (size > 0) await handle.read(last, 0, 1, size - 1);
      const bytes = size > 0 && last[0] !== NEWLINE ? Buffer.concat([Buffer.from("\n"), line]) : line;
      if (size + bytes.length > maxBytes) throw new OutboxFull(`The outbox is full (${maxBytes} bytes).`);
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
  });
  // A failed write fails its own send; the queue goes on for the next one.
  const tail = written.catch(() => {});
  appendQueues.set(file, tail);
  tail.then(() => {
    if (appendQueues.get(file) === tail) appendQueues.delete(file);
  });
  return written;
}

/**
 * Every message in the outbox, oldest first, read whole: for tools and tests, not for serving.
 * @param {string} file
 * @returns {Promise<OutboxMessage[]>}
 */
export async function readOutbox(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return [];
    throw error;
  }
  return text.split("\n").flatMap((line) => {
    const message = parseLine(line);
    return message ? [message] : [];
  });
}

/**
 * One outbox line, or undefined when it is blank or does not parse (edited by hand): skipped rather than hiding
 * the others.
 * @param {string} line
 * @returns {OutboxMessage | undefined}
 */
function parseLine(line) {
  if (!line.trim()) return undefined;
  try {
    const parsed = JSON.parse(line);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    return {
      receivedAt: String(parsed.receivedAt ?? ""),
      name: String(parsed.name ?? ""),
      email: String(parsed.email ?? ""),
      message: String(parsed.message ?? ""),
    };
  } catch {
    return undefined;
  }
}

/** @param {number} byte */
const isBlankByte = (byte) => byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === NEWLINE;

/** @param {Buffer} line */
const isBlank = (line) => line.every(isBlankByte);

/**
 * The line counts made so far, one per file, remembered while the file is unchanged (same inode, size and time):
 * concurrent pages share one count instead of each reading the file.
 * @type {Map<string, { key: string, count: Promise<number> }>}
 */
const counts = new Map();

/**
 * How many non-blank lines the first `size` bytes of the file hold, read in chunks (never the whole file at once).
 * @param {string} file
 * @param {import("node:fs").Stats} info
 * @returns {Promise<number>}
 */
function countLines(file, info) {
  const key = `${info.ino}:${info.size}:${info.mtimeMs}`;
  const known = counts.get(file);
  if (known?.key === key) return known.count;
  const count = new Promise((resolve, reject) => {
    let total = 0;
    let filled = false;
    createReadStream(file, { start: 0, end: info.size - 1, highWaterMark: CHUNK_BYTES })
      .on("data", (chunk) => {
        for (const byte of /** @type {Buffer} */ (chunk)) {
          if (byte === NEWLINE) {
            if (filled) total++;
            filled = false;
          } else if (!isBlankByte(byte)) filled = true;
        }
      })
      .on("end", () => resolve(total + (filled ? 1 : 0)))
      .on("error", reject);
  });
  counts.set(file, { key, count });
  count.catch(() => counts.delete(file));
  return count;
}

/**
 * One page of the outbox, newest first, and how many messages it holds. The file is read backwards from its end,
 * a chunk at a time, only as far as the page: a large outbox costs each page its own lines, not the whole file.
 * @param {string} file
 * @param {number} page from 1
 * @param {number} size messages a page
 * @returns {Promise<{ messages: OutboxMessage[], total: number }>}
 */
export async function readOutboxPage(file, page, size) {
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return { messages: [], total: 0 };
    throw error;
  }
  try {
    const info = await handle.stat();
    if (info.size === 0) return { messages: [], total: 0 };
    const total = await countLines(file, info);
    const skip = (page - 1) * size;
    /** @type {OutboxMessage[]} */
    const messages = [];
    let seen = 0;
    let taken = 0;
    /** @param {Buffer} line */
    const take = (line) => {
      if (isBlank(line)) return;
      if (seen++ < skip) return;
      taken++;
      const message = parseLine(line.toString("utf8"));
      if (message) messages.push(message);
    };
    let position = info.size;
    let rest = Buffer.alloc(0);
    while (position > 0 && taken < size) {
      const length = Math.min(CHUNK_BYTES, position);
      position -= length;
      const chunk = Buffer.alloc(length);
      await handle.read(chunk, 0, length, position);
      const bytes = rest.length ? Buffer.concat([chunk, rest]) : chunk;
      let end = bytes.length;
      for (let i = bytes.length - 1; i >= 0 && taken < size; i--) {
        if (bytes[i] !== NEWLINE) continue;
        take(bytes.subarray(i + 1, end));
        end = i;
      }
      // The part before the chunk's first newline belongs to a line that starts in an earlier chunk.
      rest = Buffer.from(bytes.subarray(0, end));
    }
    if (position === 0 && taken < size) take(rest);
    return { messages, total };
  } finally {
    await handle.close();
  }
}
