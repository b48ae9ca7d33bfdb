/**
 * How the classic script fetches a language other than English (vite.config.ts puts this file in
 * catalog-chunks.ts's place there): one file holds no chunks, so each language is a script the build writes beside
 * it, `chunks/texts-<lang>-<hash>.js`, found from the classic script's own address (a CDN's, or the static site's
 * `lib/`), and added as a classic script, which loads from any origin without CORS, as the classic script itself
 * did. It hands its catalog to its own script element (`document.currentScript`), so it needs no global.
 */
import type { LOADERS as CHUNK_LOADERS } from "./catalog-chunks.ts";
import type { Catalog } from "./en.ts";
import { CLASSIC_SCRIPT } from "./texts.ts";

type Loaders = typeof CHUNK_LOADERS;

function load(file: string): Promise<{ default: Catalog }> {
  return new Promise((resolve, reject) => {
    const script: HTMLScriptElement & { catalog?: Catalog } = document.createElement("script");
    script.src = new URL(file, CLASSIC_SCRIPT?.src || document.baseURI).href;
    // A page whose policy allows its scripts by nonce allows this one too.
    if (CLASSIC_SCRIPT?.nonce) script.nonce = CLASSIC_SCRIPT.nonce;
    script.onload = script.onerror = () => {
      script.remove();
      if (script.catalog) resolve({ default: script.catalog });
      else reject(new Error(`portfolio-elements: ${script.src} did not load`));
    };
    document.head.append(script);
  });
}

export const LOADERS = Object.fromEntries(
  Object.entries(import.meta.env.PORTFOLIO_CLASSIC_CATALOGS!).map(([language, file]) => [language, () => load(file)]),
) as Loaders;
