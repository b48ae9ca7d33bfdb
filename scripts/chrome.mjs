// @ts-check
/** Where Chrome or Chromium is, and how to start it quietly on a closed network: for the tests and the bench. */
import { existsSync } from "node:fs";

const CANDIDATES = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** The browser to use, or exits with a one-line message saying how to get one. */
export function findChrome() {
  const found = CANDIDATES.find((path) => path && existsSync(path));
  if (!found) {
    console.error("No Chrome or Chromium found: install one (Debian: `apt-get install chromium`) or set CHROME_PATH.");
    process.exit(1);
  }
  return found;
}

/** Flags for headless runs: no sandbox (CI runs as root), no GPU, and no calls to outside hosts. */
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
