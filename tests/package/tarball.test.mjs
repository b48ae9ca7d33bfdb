// @ts-check
/**
 * The package as an owner gets it: `npm pack` (its prepack builds), the tarball installed into a fresh project,
 * then (a) a strict React 19 TSX page and a server module type-checked against it with no skipLibCheck,
 * (b) imported in Node: nothing thrown, nothing defined, the prerender module works, (c) that page bundled by
 * Vite and rendered in Chromium, (d) the IIFE and the ES module loaded from a stand-in CDN (a second origin, with
 * CORS) into a page of a third origin, chunks included, and (e) judged by the ecosystem's package linters: publint
 * (strict) and are-the-types-wrong (ESM-only profile, see README). `npm run test:package`; .ci/run runs it after
 * npm test.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import puppeteer from "puppeteer-core";
import { build } from "vite";
import { CHROME_FLAGS, findChrome } from "../../scripts/chrome.mjs";
import { graphqlRoute, PROJECTS, startServer } from "./servers.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
const WORK = mkdtempSync(join(tmpdir(), "portfolio-package-"));
const APP = join(WORK, "app");
const INSTALLED = join(APP, "node_modules", PACKAGE.name);
const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc");
const ATTW = join(ROOT, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js");

/**
 * Runs a command; rejects with its output when it fails. npm's own variables are left out of the environment,
 * so an npm started here works as it would in the owner's shell, not as a script of this package.
 * @param {string} command @param {string[]} args @param {string} cwd
 * @returns {Promise<string>} what it printed
 */
function run(command, args, cwd) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_")));
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(" ")} failed:\n${stdout}\n${stderr}`));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

/** @param {string} dir @returns {string[]} every file under dir, relative to it */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The version of a package this project installed, so the owner's project gets it from the warm npm cache. */
function installedVersion(/** @type {string} */ name) {
  return JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
}

/** @type {string} */
let tarball;
/** @type {string[]} */
let packedFiles;

before(async () => {
  await run("npm", ["pack", "--pack-destination", WORK], ROOT);
  const name = readdirSync(WORK).find((file) => file.endsWith(".tgz"));
  assert.ok(name, "npm pack wrote no tarball");
  tarball = join(WORK, name);
  packedFiles = (await run("tar", ["-tzf", tarball], WORK))
    .split("\n")
    .filter((line) => line && !line.endsWith("/"))
    .map((line) => line.replace(/^package\//, ""))
    .sort();

  cpSync(join(import.meta.dirname, "owner-app"), APP, { recursive: true });
  const dependencies = Object.fromEntries(["react", "react-dom", "@types/react", "@types/react-dom"].map((dep) => [dep, installedVersion(dep)]));
  writeFileSync(
    join(APP, "package.json"),
    JSON.stringify({ name: "owner-app", private: true, type: "module", dependencies: { [PACKAGE.name]: `file:${tarball}`, ...dependencies } }, null, 2),
  );
  await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], APP);
});

after(() => rmSync(WORK, { recursive: true, force: true }));

describe("the tarball", () => {
  it("holds what owners run, and neither the static site nor the build's manifests", (t) => {
    const size = statSync(tarball).size;
    const unpacked = filesUnder(INSTALLED).reduce((sum, file) => sum + statSync(join(INSTALLED, file)).size, 0);
    t.diagnostic(`${packedFiles.length} files, ${(size / 1000).toFixed(1)} kB packed, ${(unpacked / 1000).toFixed(1)} kB unpacked`);
    assert.deepEqual(filesUnder(INSTALLED), packedFiles, "the installed package is the tarball");
    for (const file of ["package.json", "README.md", "LICENSE", "CHANGELOG.md"]) assert.ok(packedFiles.includes(file), file);
    const stray = packedFiles.filter((file) => /^dist\/(site|.*\.vite)\/|\.map$/.test(file) || !/^(dist\/|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/.test(file));
    assert.deepEqual(stray, []);
  });

  it("has a file for every entry of package.json and every subpath of its exports", () => {
    const installed = JSON.parse(readFileSync(join(INSTALLED, "package.json"), "utf8"));
    assert.equal(installed.private, undefined, "not private");
    assert.match(installed.version, /^0\.\d+\.\d+$/, "semantic version, 0.x");
    /** @type {string[]} */
    const targets = [installed.main, installed.module, installed.types, installed.unpkg, installed.jsdelivr, installed.customElements];
    /** @param {unknown} value */
    const collect = (value) => {
      if (typeof value === "string") targets.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(installed.exports);
    for (const subpath of [".", "./lite", "./elements", "./lite/elements", "./iife", "./lite/iife", "./server", "./custom-elements.json", "./portfolio-elements.css"]) {
      assert.ok(subpath in installed.exports, `exports has ${subpath}`);
    }
    for (const target of targets) assert.ok(packedFiles.includes(target.replace(/^\.\//, "")), `${target} is in the tarball`);
    assert.equal(installed.unpkg.replace(/^\.\//, ""), "dist/portfolio-elements.iife.js");
    assert.equal(installed.jsdelivr, installed.unpkg);
  });

  it("carries the licences of the packages bundled in its chunks and classic scripts", () => {
    const bundled = ["@0no-co/graphql.web", "@emailjs/browser", "@r2wc/core", "graphql-request"];
    /** @type {[string, string[]][]} */
    const builds = [["dist/THIRD-PARTY-LICENSES.md", ["react", "react-dom", "scheduler"]], ["dist/lite/THIRD-PARTY-LICENSES.md", ["preact"]]];
    for (const [file, runtime] of builds) {
      assert.ok(packedFiles.includes(file), `${file} is in the tarball`);
      const text = readFileSync(join(INSTALLED, file), "utf8");
      const headings = text.split("\n").filter((line) => line.startsWith("## "));
      for (const name of [...bundled, ...runtime]) assert.ok(headings.some((line) => line.startsWith(`## ${name} - `)), `${file} names ${name}`);
    }
  });

  it("is what the embedding guide's CDN snippets name (after the self-hosted one): this version, pinned, files it holds", () => {
    const readme = ["README.md", "docs/embedding.md"].map((file) => readFileSync(join(ROOT, file), "utf8")).join("\n");
    const embedding = readme.slice(readme.indexOf("## Embedding one element in a blog"));
    // What works today comes first: the files hosted by the owner; the CDN's lines wait for a published version.
    const [first, second] = [...embedding.matchAll(/```html\n([^`]*)```/g)].map((match) => match[1] ?? "");
    assert.match(first ?? "", /<script src="https:\/\/your\.host\//, "the first embed snippet is the self-hosted one");
    assert.match(second ?? "", /<script src="https:\/\/cdn\.jsdelivr\.net\/npm\//, "the second is the CDN's");
    assert.match(embedding.slice(0, embedding.indexOf(second ?? "")), /once a version is published/, "the CDN's lines say when they work");
    const urls = [...readme.matchAll(/https:\/\/(?:cdn\.jsdelivr\.net\/npm|unpkg\.com)\/([^/@\s]+)@([^/\s]+)\/([^\s"`)]*)/g)];
    assert.ok(urls.length >= 2);
    for (const [url, name, version, path] of urls) {
      assert.equal(`${name}@${version}`, `${PACKAGE.name}@${PACKAGE.version}`, url);
      if (/\.(js|css)$/.test(path)) assert.ok(packedFiles.includes(path), `${url}: ${path} is in the tarball`);
    }
  });

  it("loads its chunks by URLs relative to the module, never through a page-relative preload helper", () => {
    for (const file of packedFiles.filter((name) => /^dist\/(lite\/)?(portfolio-elements|elements|chunks\/.*)\.js$/.test(name))) {
      const code = readFileSync(join(INSTALLED, file), "utf8");
      assert.doesNotMatch(code, /__vitePreload|vite:preloadError/, `${file} uses Vite's preload helper`);
      for (const [, specifier] of code.matchAll(/\bimport\s*\(\s*[`'"]([^`'"]+)[`'"]\s*\)/g)) {
        assert.match(specifier, /^\.\.?\//, `${file}: import("${specifier}") is not relative to the module`);
        const target = join(file, "..", specifier);
        assert.ok(packedFiles.includes(target), `${file} imports ${target}, which is not in the tarball`);
      }
    }
  });
});

describe("(e) the ecosystem's package linters, on the tarball", () => {
  it("publint, strict, has nothing to say, not even a suggestion", async () => {
    const data = readFileSync(tarball);
    const { messages, pkg } = await publint({ pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }, strict: true, level: "suggestion" });
    assert.deepEqual(messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`), []);
  });

  it("are-the-types-wrong finds no problem for an ES module consumer: every export resolves, with types", async () => {
    // The ESM-only profile leaves out node10 (no `exports` at all) and require() from CommonJS: see the README.
    const output = await run(process.execPath, [ATTW, tarball, "--profile", "esm-only", "--format", "json"], WORK).catch((error) => error.message);
    const report = JSON.parse(output.slice(output.indexOf("{")));
    const ignored = new Set(["node10", "node16-cjs"]);
    const problems = report.analysis.problems.filter((/** @type {{ resolutionKind?: string }} */ problem) => !ignored.has(problem.resolutionKind ?? ""));
    assert.deepEqual(problems, []);
    const entrypoints = report.analysis.entrypoints;
    for (const subpath of [".", "./lite", "./iife", "./lite/iife", "./portfolio-elements.css", "./server"]) {
      for (const mode of ["node16-esm", "bundler"]) {
        const resolution = entrypoints[subpath]?.resolutions?.[mode]?.resolution;
        assert.ok(resolution?.isTypeScript, `${subpath} (${mode}) resolves to types: ${JSON.stringify(resolution)}`);
      }
    }
  });
});

describe("(a) types, as a strict TypeScript project sees them (no skipLibCheck)", () => {
  it("type-checks an owner's React 19 pages and a server module using portfolio-elements/server", async () => {
    cpSync(join(ROOT, "tests", "types", "consumer.tsx"), join(APP, "consumer.tsx"));
    await run(process.execPath, [TSC, "-p", "tsconfig.json"], APP);
  });

  it("type-checks the server module as a Node project does (NodeNext resolution, no DOM types)", async () => {
    await run(process.execPath, [TSC, "-p", "tsconfig.node.json"], APP);
  });
});

describe("(b) in Node, as a server render imports it", () => {
  it("imports every entry without an error and defines nothing; the prerender module renders", async () => {
    const script = `
      const before = Object.getOwnPropertyNames(globalThis);
      await import("portfolio-elements");
      await import("portfolio-elements/lite");
      await import("portfolio-elements/elements");
      await import("portfolio-elements/lite/elements");
      const { createRequire } = await import("node:module");
      createRequire(import.meta.url)("portfolio-elements");
      const vm = await import("node:vm");
      const { readFileSync } = await import("node:fs");
      const { fileURLToPath } = await import("node:url");
      for (const entry of ["portfolio-elements/iife", "portfolio-elements/lite/iife"]) {
        vm.runInNewContext(readFileSync(fileURLToPath(import.meta.resolve(entry)), "utf8"), { console, setTimeout, clearTimeout, queueMicrotask });
      }
      const after = Object.getOwnPropertyNames(globalThis).filter((name) => !before.includes(name));
      const server = await import("portfolio-elements/server");
      const { template } = await server.prerenderElement("portfolio-hero", { name: "Alex Rivera" }, "home", () => "/hero.css");
      const manifest = await import("portfolio-elements/custom-elements.json", { with: { type: "json" } });
      console.log(JSON.stringify({ after, customElements: typeof customElements, template, tags: manifest.default.modules.length }));
    `;
    const output = await run(process.execPath, ["--input-type=module", "--eval", script], APP);
    const result = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
    assert.deepEqual(result.after, [], "no new globals");
    assert.equal(result.customElements, "undefined");
    assert.match(result.template, /^<template shadowrootmode="open">/);
    assert.match(result.template, /Hello, I&#x27;m .*Alex Rivera/);
    assert.ok(result.tags > 0, "custom-elements.json has modules");
  });
});

describe("in Chromium", () => {
  /** @type {import("puppeteer-core").Browser} */
  let browser;
  /** @type {Awaited<ReturnType<typeof startServer>>[]} */
  const servers = [];

  before(async () => {
    browser = await puppeteer.launch({ executablePath: findChrome(), headless: true, args: CHROME_FLAGS });
  });
  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  });

  /**
   * Opens `url`; records the scripts the page requested and whatever went wrong (console errors, failed
   * requests, uncaught errors).
   * @param {string} url
   */
  async function open(url) {
    const page = await browser.newPage();
    /** @type {string[]} */
    const problems = [];
    /** @type {string[]} */
    const scripts = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warn") problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
    page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto(url);
    return { page, problems, scripts };
  }

  /**
   * Waits until the elements show their content: the hero's heading and every project's title.
   * @param {import("puppeteer-core").Page} page
   */
  async function rendered(page) {
    await page.waitForFunction(
      (titles) => {
        const text = (/** @type {string} */ tag) => document.querySelector(tag)?.shadowRoot?.textContent ?? "";
        return text("portfolio-hero").includes("Hello, I'm Alex Rivera") && titles.every((title) => text("portfolio-projects").includes(title));
      },
      { timeout: 15_000 },
      PROJECTS.map((project) => project.title),
    );
  }

  it("(c) renders an owner's React page that Vite bundled from the installed package", async () => {
    await build({
      root: APP,
      configFile: false,
      logLevel: "silent",
      build: { outDir: join(WORK, "app-dist"), emptyOutDir: true },
    });
    const site = await startServer({ host: "127.0.0.1", dir: join(WORK, "app-dist"), route: graphqlRoute });
    servers.push(site);
    const { page, problems } = await open(`${site.url}/`);
    await rendered(page);
    await page.waitForFunction(() => document.querySelector("#loaded")?.textContent === "2 projects, endpoint /graphql", { timeout: 15_000 });
    // The footer class from portfolio-elements/elements, extended and registered under the owner's tag.
    await page.waitForFunction(() => document.querySelector("owner-footer")?.shadowRoot?.textContent?.includes("Alex Rivera"), { timeout: 15_000 });
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("(d) runs the IIFE, the ES module and the lite module from a CDN origin on a page of another origin", async () => {
    const prefix = `/npm/${PACKAGE.name}@${PACKAGE.version}/`;
    const cdn = await startServer({ host: "127.0.0.1", dir: INSTALLED, prefix, headers: { "access-control-allow-origin": "*" } });
    servers.push(cdn);
    const base = `${cdn.url}${prefix}`;
    /** @type {Record<string, string>} */
    const scripts = {
      iife: `<script src="${base}dist/portfolio-elements.iife.js" defer></script>`,
      es: `<script type="module" src="${base}dist/portfolio-elements.js"></script>`,
      lite: `<script type="module" src="${base}dist/lite/portfolio-elements.js"></script>`,
      "lite-iife": `<script src="${base}dist/lite/portfolio-elements.iife.js" defer></script>`,
    };
    // The blog: a page of its own origin ("localhost", another port) that allows scripts and stylesheets from the
    // CDN alone, and links the page stylesheet as the README says.
    const stylesheet = `<link rel="stylesheet" href="${base}dist/portfolio-elements.css">`;
    const blog = await startServer({
      host: "localhost",
      dir: WORK,
      headers: { "content-security-policy": `script-src ${cdn.url}; style-src ${cdn.url}; object-src 'none'; base-uri 'none'` },
      route: async (req, res, path) => {
        const build = path.match(/^\/post-(.+)\.html$/)?.[1];
        if (!build || (!scripts[build] && build !== "unscripted")) return graphqlRoute(req, res, path);
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title><link rel="icon" href="data:,">${stylesheet}${scripts[build] ?? ""}</head><body>` +
            `<h1>A blog post</h1><portfolio-hero name="Alex Rivera" theme="light" site-url="https://alex.example/"></portfolio-hero>` +
            `<portfolio-projects endpoint="/graphql" theme="dark"></portfolio-projects></body></html>`,
        );
        return true;
      },
    });
    servers.push(blog);
    assert.notEqual(new URL(blog.url).origin, new URL(cdn.url).origin);

    /** @param {import("puppeteer-core").Page} page @returns {Promise<Record<string, number>>} each element's reserved height (px) */
    const reserved = (page) =>
      page.evaluate(() =>
        Object.fromEntries(["portfolio-hero", "portfolio-projects"].map((tag) => [tag, parseFloat(getComputedStyle(/** @type {Element} */ (document.querySelector(tag)), "::before").paddingTop) || 0])),
      );

    const { page: unscripted, problems: unscriptedProblems } = await open(`${blog.url}/post-unscripted.html`);
    // Before any script: the stylesheet alone keeps each element's space (what it paints at the page's width).
    const before = await reserved(unscripted);
    assert.ok(before["portfolio-hero"] > 400 && before["portfolio-projects"] > 600, `space kept before the elements arrive: ${JSON.stringify(before)}`);
    assert.deepEqual(unscriptedProblems, []);
    await unscripted.close();

    for (const build of Object.keys(scripts)) {
      cdn.requests.length = 0;
      blog.requests.length = 0;
      const { page, problems, scripts: loaded } = await open(`${blog.url}/post-${build}.html`);
      await rendered(page);
      assert.deepEqual(problems, [], build);
      assert.ok(loaded.length > 0 && loaded.every((url) => url.startsWith(base)), `${build}: every script came from the CDN: ${loaded.join(", ")}`);
      assert.ok(cdn.requests.includes(`GET ${prefix}dist/portfolio-elements.css`), `${build}: the page stylesheet came from the CDN`);
      assert.deepEqual(await reserved(page), { "portfolio-hero": 0, "portfolio-projects": 0 }, `${build}: the reserved space is let go once rendered`);
      if (!build.endsWith("iife")) assert.ok(loaded.some((url) => url.includes("/chunks/")), `${build}: its chunks came from the CDN`);
      assert.deepEqual(blog.requests.filter((request) => !/^(GET \/post-|POST \/graphql$)/.test(request)), [], `${build}: nothing else asked of the blog`);
      await page.close();
    }
  });
});
