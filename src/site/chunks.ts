/**
 * What a page asks for at once, from the build's manifest: the chunks its first screen needs (as modulepreloads,
 * or as the list `assets/start.js` loads once the page has painted) and the portrait.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { html, rawHtml } from "../text/html.ts";
import { inlineAsset } from "./inline-assets.ts";

/**
 * The chunks a page needs at once, in the order the browser should ask for them: `entries` (manifest keys,
 * e.g. "src/index.ts" and an element's "src/elements/hero/index.ts", or the name of a chunk that groups
 * modules, like "shell") with everything they import statically, read from the build manifest. Empty when
 * there is no manifest (no build yet).
 * @returns file names relative to distDir
 */
async function chunksFor(distDir: string, entries: string[]): Promise<string[]> {
  let manifest: Record<string, { file: string; name?: string; imports?: string[]; }>;
  try {
    manifest = JSON.parse(await readFile(join(distDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return [];
  }
  const files: Set<string> = new Set();
  /** @param key */
  const visit = (key: string) => {
    const chunk = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key);
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

/**
 * `<link rel="modulepreload">` for the chunks a page's first screen needs, so the browser fetches them at
 * once instead of discovering them one import at a time; and the portrait, when the page shows it.
 * @param options.distDir the build, with its manifest
 * @param options.distUrl the URL prefix the build is served under ("/dist/", "../lib/")
 * @param options.elements the manifest keys (or chunk names) of what the page shows first
 * @param options.portrait the portrait URL, when the page shows it
 * @param options.images its light versions, when the page has them
 * @param options.modules whether to preload the script's chunks at all (default true)
 */
export async function preloadLinks({ distDir, distUrl, elements, portrait, images, modules = true }: { distDir: string; distUrl: string; elements: string[]; portrait?: string | undefined; images?: import("./portrait.ts").PortraitEntry | undefined; modules?: boolean | undefined; }) {
  const files = modules ? await chunksFor(distDir, ["src/index.ts", ...elements]) : [];
  const links = files.map((file) => html`<link rel="modulepreload" href="${distUrl + file}" />`);
  const best = images?.sources[0];
  if (images && best) {
    // The size the slot will pick, in the best format (a browser without it skips the preload).
    links.push(
      html`<link rel="preload" as="image" type="${best.type}" imagesrcset="${best.srcset}" imagesizes="${images.sizes}" fetchpriority="high" />`,
    );
  } else if (!images && portrait && (/^https?:/i.test(portrait) || !/^[a-z][a-z0-9+.-]*:/i.test(portrait))) {
    // (A page that carries its portrait, a small SVG, has images without sources: nothing to fetch.)
    // Only what the hero will load: a relative or http(s) address.
    links.push(html`<link rel="preload" href="${portrait}" as="image" fetchpriority="high" />`);
  }
  return rawHtml(links.join("\n    "));
}

/**
 * How the page starts its script. A prerendered page paints without it, so `assets/start.js` (inline) asks for
 * it once the page has painted, with every chunk `elements` need at once; a page that is not prerendered needs
 * its script for its first render, so it asks at once (a module script, with preloadLinks' modulepreloads).
 * @param options.distDir the build, with its manifest
 * @param options.distUrl the URL prefix the build is served under ("/dist/", "../lib/")
 * @param options.elements the manifest keys (or chunk names) of what the page shows first
 * @param options.prerendered whether the page's element is prerendered in it
 * @param options.inline the page's inline blocks
 */
export async function pageScripts({ distDir, distUrl, elements, prerendered, inline }: { distDir: string; distUrl: string; elements: string[]; prerendered: boolean; inline: import("./policy.ts").InlineSources; }) {
  const files = prerendered ? await chunksFor(distDir, ["src/index.ts", ...elements]) : [];
  if (!files.length) return html`<script type="module" src="${distUrl}portfolio-elements.js"></script>`;
  const urls = JSON.stringify(files.map((file) => distUrl + file));
  return inline.script(await inlineAsset("assets/start.js"), html` data-modules="${urls}"`);
}
