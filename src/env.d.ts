/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the build (vite.config.ts): whether this build hydrates prerendered markup. */
  readonly PORTFOLIO_HYDRATE: boolean;
  /**
   * Set by the client builds and the browser tests (scripts/text-ids.mjs): the catalog's ids in full and in order,
   * where the code writes each as its index (and a catalog is an array). Unset elsewhere, where the ids are the
   * catalog's keys.
   */
  readonly PORTFOLIO_TEXT_IDS?: readonly string[];
  /**
   * Set by the classic script's build (scripts/text-ids.mjs): each language's file, relative to the script. Unset
   * elsewhere, where each language is a chunk.
   */
  readonly PORTFOLIO_CLASSIC_CATALOGS?: Readonly<Record<string, string>>;
}

/** A `.graphql` file (scripts/graphql-documents.mjs): its one operation, parsed at build time. */
declare module "*.graphql" {
  const document: import("graphql").DocumentNode;
  export default document;
  /** The query as graphql-request sends it. */
  export const text: string;
}
