/** What a page asks for at once, read from the build's manifest. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { html, rawHtml } from "../text/html.ts";
import { inlineAsset } from "./inline-assets.ts";

/** `entries` (manifest keys or chunk names) and their static imports, in fetch order; none before a build. */
async function chunksFor(distDir: string, entries: string[]): Promise<string[]> {
  let manifest: Record<string, { file: string; name?: string; imports?: string[]; }>;
  try {
    manifest = JSON.parse(await readFile(join(distDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return [];
  }
  const files: Set<string> = new Set();
  const visit = (key: string) => {
    const chunk = manifest[key] ?? Object.values(manifest).find((candidate) => candidate.name === key);
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

/** Preloads so the browser fetches the first screen's chunks at once, not one import at a time. */
export async function preloadLinks({ distDir, distUrl, elements, portrait, images, modules = true }: { distDir: string; distUrl: string; elements: string[]; portrait?: string | undefined; images?: import("./portrait.ts").PortraitEntry | undefined; modules?: boolean | undefined; }) {
  const files = modules ? await chunksFor(distDir, ["src/index.ts", ...elements]) : [];
  const links = files.map((file) => html`<link rel="modulepreload" href="${distUrl + file}" />`);
  const best = images?.sources[0];
  if (images && best) {
    // A browser without the best format skips the preload.
    links.push(
      html`<link rel="preload" as="image" type="${best.type}" imagesrcset="${best.srcset}" imagesizes="${images.sizes}" fetchpriority="high" />`,
    );
  } else if (!images && portrait && (/^https?:/i.test(portrait) || !/^[a-z][a-z0-9+.-]*:/i.test(portrait))) {
    // Only what the hero will load; a page carrying a small SVG has nothing to fetch.
    links.push(html`<link rel="preload" href="${portrait}" as="image" fetchpriority="high" />`);
  }
  return rawHtml(links.join("\n    "));
}

/** A prerendered page paints without its script, so it asks for it after the paint; others need it at once. */
export async function pageScripts({ distDir, distUrl, elements, prerendered, inline }: { distDir: string; distUrl: string; elements: string[]; prerendered: boolean; inline: import("./policy.ts").InlineSources; }) {
  const files = prerendered ? await chunksFor(distDir, ["src/index.ts", ...elements]) : [];
  if (!files.length) return html`<script type="module" src="${distUrl}portfolio-elements.js"></script>`;
  const urls = JSON.stringify(files.map((file) => distUrl + file));
  return inline.script(await inlineAsset("assets/start.ts"), html` data-modules="${urls}"`);
}
