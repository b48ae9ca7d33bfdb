// @ts-check
/**
 * What every local server of the browser tests does the same way: listen on a free loopback port, hand a request
 * over to the demo server (so a page of the tests' own origin is the demo's own), and name a port nothing
 * listens on.
 */
import { createServer as createNetServer } from "node:net";

/**
 * Starts `server` on a free port of 127.0.0.1.
 * @param {import("node:http").Server} server
 * @returns {Promise<string>} its origin, `http://127.0.0.1:<port>`
 */
export async function listenOnLoopback(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return `http://127.0.0.1:${address.port}`;
}

/** A port of 127.0.0.1 that was free a moment ago and that nothing listens on. */
export async function freePort() {
  const probe = createNetServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return address.port;
}

/**
 * Lets the demo server answer a request of the test runner's server (Koa), as if it had been sent to it.
 * @param {import("koa").Context} ctx
 * @param {{ server: import("node:http").Server }} demo
 */
export async function handToDemo(ctx, demo) {
  const { req, res } = ctx;
  ctx.respond = false;
  await new Promise((done) => {
    res.once("finish", done);
    res.once("close", done);
    demo.server.emit("request", req, res);
  });
}

/**
 * Closes `server` now: open keep-alive connections (a browser's) would otherwise hold `close()` up.
 * @param {import("node:http").Server} server
 */
export function closeNow(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve(undefined)));
}
