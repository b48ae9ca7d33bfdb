/** graphql-request's `graphql` in the browser (scripts/graphql-documents.mjs): our documents are parsed and printed at build time, so neither ships. */
import type { DocumentNode } from "graphql";

export { Kind } from "@0no-co/graphql.web";

const BUILD_TIME = "GraphQL documents must be parsed at build time";

/** Called only for a string document, which would lose its operation name: none is ever sent. */
export function parse(): never {
  throw new Error(BUILD_TIME);
}

/** A document parsed at build time is located in its printed text. */
export function print(document: DocumentNode): string {
  const text = document.loc?.source.body;
  if (text === undefined) throw new Error(BUILD_TIME);
  return text;
}
