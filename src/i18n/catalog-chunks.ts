/**
 * How the ES builds fetch a language other than English: a chunk of its own (languages.ts). The classic script,
 * one file, fetches files beside it instead (catalog-scripts.ts, which vite.config.ts puts in this file's place).
 */
import type { Catalog } from "./en.ts";

export const LOADERS = {
  de: () => import("./de.ts"),
  fr: () => import("./fr.ts"),
  es: () => import("./es.ts"),
  "pt-BR": () => import("./pt-BR.ts"),
  ar: () => import("./ar.ts"),
} satisfies Record<string, () => Promise<{ default: Catalog }>>;
