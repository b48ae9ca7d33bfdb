// @ts-check
/**
 * The demo server (`npm start`) under load and faults, each case on a fresh server in a child process (so it can be
 * killed with SIGKILL). `npm run bench` calls benchServer(); `node scripts/bench-server.mjs` runs it alone.
 *   1. 200 concurrent sends to the local e-mail provider → 200 whole lines in the outbox;
 *   2. `kill -9` of the server during a burst of sends → every line of the outbox parses, and every send that
 *      was answered 200 is in it;
 *   3. p50/p99 latency of a small request (the favicon) while four clients read a 10,000-message /outbox;
 *   4. the outbox's size after 150 concurrent sends of control characters (six bytes each once escaped), against
 *      its 10 MB cap;
 *   5. the server's resident memory while 80 clients read /outbox of a 10 MB outbox at once (Linux: /proc).
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * A demo server in a child process (so it can be killed with SIGKILL), resolved with its URL.
 * @param {Record<string, unknown>} options startDemoServer's options
 */
function childServer(options) {
  const code = `const { startDemoServer } = await import(${JSON.stringify(pathToFileURL(join(ROOT, "demo", "server", "index.js")).href)});
const { url } = await startDemoServer(${JSON.stringify(options)});
console.log(url);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "ignore"] });
  return new Promise((resolveStart, reject) => {
    child.stdout.once("data", (data) => resolveStart({ child, url: String(data).trim() }));
    child.once("exit", (status) => reject(new Error(`the demo server exited (${status}) before it started`)));
  });
}

/**
 * Every request here comes from one address, which the server's per-client rate and share of the outbox would stop
 * early: lifted where a case measures concurrency or the outbox's own cap.
 */
const ONE_CLIENT_UNLIMITED = { perMinute: 10_000, burst: 10_000, maxClientBytes: 10 * 1024 * 1024 };

/** The fields `@emailjs/browser` posts, for the ids of the settings file written below. */
/** @param {number} index */
function libraryForm(index) {
  const form = new FormData();
  const fields = {
    name: `Sender ${index}`,
    email: "sender@example.com",
    message: `Message ${index}: ${"ü".repeat(2000)}`,
    lib_version: "4.4.1",
    service_id: "service_bench",
    template_id: "template_bench",
    user_id: "key_bench",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** @param {string} file */
async function outboxLines(file) {
  const text = await readFile(file, "utf8").catch(() => "");
  const lines = text.split("\n").filter(Boolean);
  let parsed = 0;
  for (const line of lines) {
    try {
      JSON.parse(line);
      parsed++;
    } catch {
      // counted as broken
    }
  }
  return { lines: lines.length, parsed, endsWithNewline: text === "" || text.endsWith("\n") };
}

/**
 * A process's resident memory now and at its peak, in MB, from /proc (Linux only; undefined elsewhere).
 * @param {number | undefined} pid
 */
async function residentMemory(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const field = (/** @type {string} */ name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) / 1024;
  return status ? { now: field("VmRSS"), peak: field("VmHWM") } : undefined;
}

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
/** @param {number[]} values */
const median = (values) => percentile(values, 50);

/** @param {string} dir the case's folder (settings, outbox) */
async function concurrentSends(dir) {
  const outboxFile = join(dir, "concurrent.jsonl");
  const settingsFile = join(dir, "settings.json");
  const { child, url } = await childServer({ port: 0, settingsFile, outboxFile, mailLimits: ONE_CLIENT_UNLIMITED });
  try {
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => fetch(`${url}/api/v1.0/email/send-form`, { method: "POST", body: libraryForm(i) }).then((r) => r.status)));
    const ok = statuses.filter((status) => status === 200).length;
    const { lines, parsed } = await outboxLines(outboxFile);
    console.log(`  200 concurrent sends: ${ok} answered 200, ${lines} lines in the outbox, ${parsed} of them whole JSON`);
  } finally {
    child.kill("SIGKILL");
  }
}

/** @param {string} dir the case's folder (settings, outbox) */
async function killDuringBurst(dir) {
  const outboxFile = join(dir, "killed.jsonl");
  const settingsFile = join(dir, "settings.json");
  const { child, url } = await childServer({ port: 0, settingsFile, outboxFile, mailLimits: ONE_CLIENT_UNLIMITED });
  let answered = 0;
  let stop = false;
  // Eight senders in a loop until the server dies under them.
  const senders = Array.from({ length: 8 }, async (_, sender) => {
    for (let i = 0; !stop && i < 10_000; i++) {
      try {
        const response = await fetch(`${url}/api/v1.0/email/send-form`, { method: "POST", body: libraryForm(sender * 10_000 + i) });
        if (response.status === 200) answered++;
      } catch {
        return;
      }
    }
  });
  await new Promise((done) => setTimeout(done, 1500));
  child.kill("SIGKILL");
  stop = true;
  await Promise.all(senders);
  const { lines, parsed, endsWithNewline } = await outboxLines(outboxFile);
  console.log(
    `  kill -9 during a burst: ${lines} lines, ${parsed} parse (${lines - parsed} broken), last line ${endsWithNewline ? "complete" : "CUT"}; ` +
      `${answered} sends answered 200, ${lines >= answered ? "all of them stored" : `${answered - lines} LOST`}`,
  );
}

/** @param {string} dir the case's folder (settings, outbox) */
async function latencyUnderOutbox(dir) {
  const outboxFile = join(dir, "big.jsonl");
  const settingsFile = join(dir, "settings.json");
  const message = (/** @type {number} */ i) => JSON.stringify({ receivedAt: "2026-01-01T00:00:00.000Z", name: `Sender ${i}`, email: "a@example.com", message: `Hello ${i} `.repeat(30) });
  await writeFile(outboxFile, Array.from({ length: 10_000 }, (_, i) => message(i)).join("\n") + "\n");
  const { child, url } = await childServer({ port: 0, settingsFile, outboxFile });
  try {
    let stop = false;
    let outboxPages = 0;
    let outboxBytes = 0;
    const readers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const response = await fetch(`${url}/outbox`, { headers: { "accept-encoding": "br, gzip" } });
        outboxBytes = (await response.arrayBuffer()).byteLength;
        outboxPages++;
      }
    });
    /** @type {number[]} */
    const times = [];
    await new Promise((done) => setTimeout(done, 200));
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await (await fetch(`${url}/favicon.ico`)).arrayBuffer();
      times.push(performance.now() - start);
    }
    stop = true;
    await Promise.all(readers);
    console.log(
      `  a small request while 4 clients read a 10,000-message /outbox (${(outboxBytes / 1000).toFixed(0)} kB a page, ${outboxPages} pages served): ` +
        `p50 ${median(times).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  } finally {
    child.kill("SIGKILL");
  }
}

/** @param {string} dir the case's folder (settings, outbox) */
async function outboxBurst(dir) {
  const outboxFile = join(dir, "burst.jsonl");
  const { child, url } = await childServer({ port: 0, settingsFile: join(dir, "settings.json"), outboxFile, mailLimits: ONE_CLIENT_UNLIMITED });
  try {
    // The largest message the provider takes, all control characters: 50 kB typed, 300 kB once JSON-escaped.
    const form = () => {
      const data = libraryForm(0);
      data.set("message", "\u0001".repeat(50 * 1024 - 64));
      return data;
    };
    const statuses = await Promise.all(Array.from({ length: 150 }, () => fetch(`${url}/api/v1.0/email/send-form`, { method: "POST", body: form() }).then((r) => r.status)));
    const size = (await stat(outboxFile).catch(() => ({ size: 0 }))).size;
    const count = (/** @type {number} */ status) => statuses.filter((s) => s === status).length;
    console.log(`  150 concurrent sends of control characters: outbox ${(size / 1024 / 1024).toFixed(1)} MB (cap 10.0 MB); ${count(200)} answered 200, ${count(507)} 507, ${count(429)} 429`);
  } finally {
    child.kill("SIGKILL");
  }
}

/** @param {string} dir the case's folder (settings, outbox) */
async function outboxReadsMemory(dir) {
  const outboxFile = join(dir, "ten-mb.jsonl");
  const line = `${JSON.stringify({ receivedAt: "2026-01-01T00:00:00.000Z", name: "Bulk", email: "b@example.com", message: "x".repeat(1000) })}\n`;
  await writeFile(outboxFile, line.repeat(Math.ceil((10 * 1024 * 1024) / line.length)));
  const { child, url } = await childServer({ port: 0, settingsFile: join(dir, "settings.json"), outboxFile });
  try {
    await (await fetch(`${url}/favicon.ico`)).arrayBuffer();
    const before = await residentMemory(child.pid);
    const start = performance.now();
    const statuses = await Promise.all(Array.from({ length: 80 }, () => fetch(`${url}/outbox`).then(async (r) => (await r.arrayBuffer(), r.status))));
    const time = performance.now() - start;
    const after = await residentMemory(child.pid);
    const ok = statuses.filter((status) => status === 200).length;
    const memory = before && after ? `RSS ${before.now.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB` : "RSS not measurable here (no /proc)";
    console.log(`  80 concurrent /outbox reads of a 10 MB outbox: ${memory}; ${ok} answered 200 in ${time.toFixed(0)} ms`);
  } finally {
    child.kill("SIGKILL");
  }
}

/** Runs every case on fresh servers of this checkout and prints one line each. */
export async function benchServer() {
  const dir = await mkdtemp(join(tmpdir(), "bench-server-"));
  try {
    await writeFile(
      join(dir, "settings.json"),
      JSON.stringify({ name: "Bench", endpoint: "/graphql", emailjsServiceId: "service_bench", emailjsTemplateId: "template_bench", emailjsPublicKey: "key_bench", emailjsOrigin: "/" }),
    );
    console.log("\nThe demo server under load and faults:");
    await concurrentSends(dir);
    await killDuringBurst(dir);
    await latencyUnderOutbox(dir);
    await outboxBurst(dir);
    await outboxReadsMemory(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchServer();
