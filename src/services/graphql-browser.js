// @ts-check
/**
 * `graphql` as graphql-request sees it in the browser builds (the alias of scripts/graphql-web.mjs). The library
 * imports `parse`, `print` and `Kind` from `graphql`, but only calls them to print a syntax tree or to read a
 * string's operation name; content.ts sends a string with `excludeOperationName`, so it calls none of them, and a
 * parser and printer (@0no-co/graphql.web's, 2.6 kB gzip) would be weight no visitor uses. Our own few lines
 * because no package ships "graphql without a parser"; the constants are the library's.
 */
export { Kind } from "@0no-co/graphql.web";

/** @returns {never} */
function missing() {
  throw new Error("portfolio-elements: the browser build has no GraphQL parser or printer; send a string document with excludeOperationName.");
}

export const parse = missing;
export const print = missing;
