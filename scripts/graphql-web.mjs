// @ts-check
/**
 * graphql-request imports `parse`, `print` and `Kind` from `graphql`. In the browser they come from the package
 * `@0no-co/graphql.web`, the spec-compliant client-side parser and printer urql uses (5.7 kB gzip for the whole
 * projects client chunk, where graphql's own would add ~11 kB). The builds, the browser tests and the unit tests
 * read this one alias. Node code (the demo's GraphQL server, the prerenderer) keeps the real `graphql`: the demo
 * server executes queries, which needs all of it.
 */

/** @type {{ find: RegExp, replacement: string }} */
export const GRAPHQL_WEB_ALIAS = { find: /^graphql$/, replacement: "@0no-co/graphql.web" };
