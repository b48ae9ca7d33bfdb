// @ts-check
/**
 * `npm run screenshots`: the README's pictures, taken from the demo server (the built bundle) in headless Chromium.
 * Each picture sets one screen side by side at 1280 and 375 px, in the light theme above and the dark one below:
 * docs/home.png, docs/projects.png (all, and filtered by a tag), docs/contact.png; the designed states of the project
 * list and the contact form: docs/projects-states.png, docs/contact-states.png; the visitor's theme switch,
 * docs/theme-switch.png; the header in an 80 px frame, docs/header-frame.png; with project details on, Home's
 * featured work, My Work's pictures and a project's page: docs/home-featured.png, docs/projects-pictures.png,
 * docs/project-page.png. Motion is reduced, so no shot catches
 * an entrance half-way. Run `npm run build` first. `--only=projects.png,theme-switch.png` takes only those.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import puppeteer from "puppeteer-core";
import { startDemoServer } from "../demo/server/server.js";
import { CHROME_FLAGS, findChrome } from "./chrome.mjs";

const DOCS = resolve(import.meta.dirname, "..", "docs");
const WIDTHS = /** @type {const} */ ([1280, 375]);
/** A phone and a laptop screen. */
const heightFor = (/** @type {number} */ width) => (width === 375 ? 812 : 800);
const SCHEMES = /** @type {const} */ (["light", "dark"]);

/** @typedef {import("puppeteer-core").Page} Page */
/**
 * @typedef {object} Shot
 * @property {string} hash the route
 * @property {"hang" | "fail" | "empty"} [content] what the content service does (default: the demo's projects)
 * @property {"hang" | "fail"} [mail] what the e-mail provider does (default: accepts)
 * @property {(page: Page) => Promise<void>} [act] what a visitor does before the shot
 * @property {number} [height] the viewport's height (default: a phone's or a laptop's)
 * @property {boolean} [details] with the demo's settings and project details on (pictures, project pages)
 */

const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/** @param {Page} page */
async function fillAndSend(page) {
  await page.type(">>> input[name=name]", "Jordan Recruiter");
  await page.type(">>> input[name=email]", "jordan@acme.example");
  await page.type(">>> textarea[name=message]", "Loved Trailhead. Free for a call next week?");
  await page.click(">>> form button[type=submit]");
  await sleep(900);
  await showForm(page);
}

/** @param {Page} page */
async function showForm(page) {
  await page.evaluate(() => document.querySelector("portfolio-app")?.shadowRoot?.querySelector("form")?.scrollIntoView({ block: "center" }));
  await sleep(200);
}

const tmp = await mkdtemp(join(tmpdir(), "portfolio-screenshots-"));
const emptyProjects = join(tmp, "projects.json");
await writeFile(emptyProjects, "[]");
const demo = await startDemoServer({ outboxFile: join(tmp, "outbox.jsonl") });
const empty = await startDemoServer({ outboxFile: join(tmp, "outbox-empty.jsonl"), projectsFile: emptyProjects });
const detailedSettings = join(tmp, "settings.json");
const demoSettings = JSON.parse(await readFile(resolve(import.meta.dirname, "..", "demo", "settings.json"), "utf8"));
await writeFile(detailedSettings, JSON.stringify({ ...demoSettings, projectDetails: "on" }));
const detailed = await startDemoServer({ outboxFile: join(tmp, "outbox-details.jsonl"), settingsFile: detailedSettings });
const browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });

/**
 * One screenshot, as a data URL.
 * @param {Shot} shot @param {number} width @param {"light" | "dark"} scheme
 */
async function take(shot, width, scheme) {
  // A context of its own: a theme chosen in one shot is not stored for the next.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: shot.height ?? heightFor(width) });
  await page.emulateMediaFeatures([
    { name: "prefers-color-scheme", value: scheme },
    { name: "prefers-reduced-motion", value: "reduce" },
  ]);
  if (shot.content || shot.mail) {
    await page.setRequestInterception(true);
    page.on("request", async (request) => {
      const url = request.url();
      if (request.resourceType() === "document" && shot.content) {
        // Without the list the page embeds, the element asks the content service, which answers as the shot says.
        const html = await (await fetch(url)).text();
        const body = html.replace(/<script type="application\/json" id="portfolio-projects-cache">[\s\S]*?<\/script>/, "");
        return request.respond({ status: 200, contentType: "text/html", body });
      }
      if (url.endsWith("/graphql") && shot.content === "hang") return undefined;
      if (url.endsWith("/graphql") && shot.content === "fail") return request.abort("failed");
      if (url.includes("/send-form") && shot.mail === "hang") return undefined;
      if (url.includes("/send-form") && shot.mail === "fail") return request.respond({ status: 400, body: "The template ID is invalid." });
      return request.continue();
    });
  }
  const origin = shot.content === "empty" ? empty.url : shot.details ? detailed.url : demo.url;
  const hanging = shot.content === "hang" || shot.mail === "hang";
  await page.goto(`${origin}/${shot.hash}`, { waitUntil: hanging ? "load" : "networkidle0" });
  // The prerendered page shows the cards it was built with until its script takes over: wait for the state.
  const state = shot.content && { hang: ".projects-loading", fail: "[part~=projects-error]", empty: "[part~=projects-empty]" }[shot.content];
  // Polled: a selector wait watches the document's mutations, not those inside the elements' shadow roots.
  for (let waited = 0; state && waited < 60_000 && !(await page.$(`>>> ${state}`)); waited += 100) await sleep(100);
  await sleep(500);
  if (shot.act) await shot.act(page);
  // Lazy pictures below the first screen are in the shot too: each is scrolled to, and waited for.
  if (shot.details) await showPictures(page);
  const data = await page.screenshot({ encoding: "base64" });
  await context.close();
  return `data:image/png;base64,${data}`;
}

/**
 * One picture: each shot at both widths, light above dark, laid out and captured by the browser itself.
 * @param {string} file @param {{ label: string, shot: Shot }[]} shots
 */
async function takePicture(file, shots) {
  /** @type {string[]} */
  const rows = [];
  for (const scheme of SCHEMES) {
    const cells = [];
    for (const { label, shot } of shots) {
      for (const width of WIDTHS) {
        cells.push(`<figure class="w${width}"><img src="${await take(shot, width, scheme)}" alt=""><figcaption>${label}${label ? " · " : ""}${width} px · ${scheme}</figcaption></figure>`);
      }
    }
    rows.push(`<div class="row">${cells.join("")}</div>`);
  }
  const page = await browser.newPage();
  await page.setViewport({ width: 100, height: 100, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><style>
    body { margin: 0; padding: 16px; background: #e9ebf2; font: 13px system-ui, sans-serif; color: #4a5468; width: max-content; }
    .row { display: flex; gap: 16px; align-items: flex-start; }
    .row + .row { margin-top: 16px; }
    figure { margin: 0; }
    img { display: block; border-radius: 8px; box-shadow: 0 1px 3px rgb(16 24 40 / 20%); }
    .w1280 img { width: 640px; } .w375 img { width: 188px; }
    figcaption { margin-top: 6px; }
  </style>${rows.join("")}`);
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  await page.screenshot({ path: join(DOCS, file), fullPage: true });
  await page.close();
  console.log(`docs/${file}`);
}

/** Loads every picture of the app's screen (lazy ones too), then scrolls back to the top. @param {Page} page */
async function showPictures(page) {
  await page.evaluate(async () => {
    const images = [...(document.querySelector("portfolio-app")?.shadowRoot?.querySelectorAll("img") ?? [])];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    window.scrollTo(0, 0);
  });
  await sleep(200);
}

/** Presses the header's theme switch until it shows `label`. @param {Page} page @param {string} label */
async function chooseTheme(page, label) {
  for (let presses = 0; presses < 3; presses++) {
    const current = await page.$eval(">>> [part=theme-switch]", (button) => button.getAttribute("aria-label"));
    if (current === `Theme: ${label}`) break;
    await page.click(">>> [part=theme-switch]");
    await sleep(150);
  }
  await sleep(300);
}

const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice(7).split(",");
const picture = (/** @type {string} */ file, /** @type {{ label: string, shot: Shot }[]} */ shots) =>
  !only || only.includes(file) ? takePicture(file, shots) : Promise.resolve();

try {
  await picture("home.png", [{ label: "", shot: { hash: "#/" } }]);
  await picture("projects.png", [
    { label: "", shot: { hash: "#/projects" } },
    { label: "filtered: #/projects?tag=React", shot: { hash: "#/projects?tag=React" } },
  ]);
  await picture("theme-switch.png", [
    { label: "the visitor chose Dark", shot: { hash: "#/", act: (page) => chooseTheme(page, "Dark") } },
    { label: "the visitor chose Light", shot: { hash: "#/", act: (page) => chooseTheme(page, "Light") } },
  ]);
  await picture("header-frame.png", [{ label: "80 px frame", shot: { hash: "embed/header.html", height: 80 } }]);
  await picture("contact.png", [{ label: "", shot: { hash: "#/contact" } }]);
  // With project details on: Home's featured work (the page's full height), My Work's pictures, a project's page.
  await picture("home-featured.png", [{ label: "project details", shot: { hash: "#/", details: true, height: 1500 } }]);
  await picture("projects-pictures.png", [{ label: "project details", shot: { hash: "#/projects", details: true, height: 1300 } }]);
  await picture("project-page.png", [{ label: "", shot: { hash: "#/projects/budget-buddy", details: true, height: 1300 } }]);
  await picture("projects-states.png", [
    { label: "loading", shot: { hash: "#/projects", content: "hang" } },
    { label: "error", shot: { hash: "#/projects", content: "fail" } },
    { label: "empty", shot: { hash: "#/projects", content: "empty" } },
  ]);
  await picture("contact-states.png", [
    { label: "errors", shot: { hash: "#/contact", act: async (page) => { await page.click(">>> form button[type=submit]"); await sleep(300); await showForm(page); } } },
    { label: "sending", shot: { hash: "#/contact", mail: "hang", act: fillAndSend } },
    { label: "sent", shot: { hash: "#/contact", act: fillAndSend } },
    { label: "failed", shot: { hash: "#/contact", mail: "fail", act: fillAndSend } },
  ]);
} finally {
  await browser.close();
  demo.server.close();
  empty.server.close();
  detailed.server.close();
  await rm(tmp, { recursive: true, force: true });
}
