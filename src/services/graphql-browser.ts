/** graphql-request's `graphql` in the browser (scripts/graphql-documents.mjs): our documents are parsed at build time, so no parser ships. */
export { Kind, print } from "@0no-co/graphql.web";

/** Called only for a string document, which would lose its operation name: none is ever sent. */
export function parse(): never {
  throw new Error("GraphQL documents must be parsed at build time");
}
