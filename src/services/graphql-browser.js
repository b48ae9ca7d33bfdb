// @ts-check
/**
 * `graphql` as graphql-request sees it in the browser builds (the alias of scripts/graphql-web.mjs). The library
 * imports `parse`, `print` and `Kind` from `graphql`, but only uses them to print a syntax tree or to read a
 * string's operation name; content.ts sends a string with `excludeOperationName`, so it uses none of them, and a
 * parser and printer (2.6 kB gzip even as `@0no-co/graphql.web`'s) would be weight no visitor uses. Our own few
 * lines because no package ships "graphql without a parser".
 */

/** The one kind graphql-request reads, named as graphql names it (tests/unit/content-graphql-browser.test.ts). */
export const Kind = { OPERATION_DEFINITION: "OperationDefinition" };

/** @returns {never} */
function missing() {
  throw new Error("portfolio-elements: the browser build has no GraphQL parser or printer; send a string document with excludeOperationName.");
}

export const parse = missing;
export const print = missing;
