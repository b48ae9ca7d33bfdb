/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PORTFOLIO_HYDRATE: boolean;
  /** Where set, the code writes each id as its index and a catalog is an array (scripts/text-ids.mjs). */
  readonly PORTFOLIO_TEXT_IDS?: readonly string[];
  /** The classic script's language files; elsewhere each language is a chunk. */
  readonly PORTFOLIO_CLASSIC_CATALOGS?: Readonly<Record<string, string>>;
}

/** A `.graphql` file (scripts/graphql-documents.mjs): its one operation, parsed at build time. */
declare module "*.graphql" {
  const document: import("graphql").DocumentNode;
  export default document;
  /** The query as graphql-request sends it. */
  export const text: string;
}
