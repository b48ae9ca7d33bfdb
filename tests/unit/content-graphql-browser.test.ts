/**
 * graphql-request in the browser gets src/services/graphql-browser.js as its `graphql` (the alias of
 * scripts/graphql-web.mjs, which these tests run under too): the one constant it reads and no parser or printer.
 * Our string document, sent with `excludeOperationName`, must need neither, and go out as the contract's body.
 */
import { Kind, parse, print } from "graphql";
import { analyzeDocument } from "graphql-request";
// The real graphql, by subpath: a bare `graphql` import is the alias here as in the bundle.
import { Kind as graphqlKind } from "graphql/language/kinds";
import { parse as graphqlParse } from "graphql/language/parser";
import { describe, expect, it } from "vitest";
import { GET_PROJECTS, GET_PROJECTS_NAME } from "../../src/services/content.ts";

describe("graphql-request without a GraphQL parser", () => {
  it("sends GetProjects as written, without parsing or printing it", () => {
    expect(analyzeDocument(GET_PROJECTS, true)).toEqual({ expression: GET_PROJECTS, operationName: undefined, isMutation: false });
  });

  it("names the operation as graphql reads it from the query: one query, GetProjects", () => {
    const definitions = graphqlParse(GET_PROJECTS).definitions;
    expect(definitions).toHaveLength(1);
    const [definition] = definitions;
    expect(definition?.kind === graphqlKind.OPERATION_DEFINITION && [definition.operation, definition.name?.value]).toEqual([
      "query",
      GET_PROJECTS_NAME,
    ]);
  });

  it("keeps graphql's constants, and a parse or a print says there is no parser instead of failing quietly", () => {
    expect(Kind.OPERATION_DEFINITION).toBe(graphqlKind.OPERATION_DEFINITION);
    expect(() => parse(GET_PROJECTS)).toThrow(/no GraphQL parser or printer/);
    expect(() => print(graphqlParse(GET_PROJECTS))).toThrow(/no GraphQL parser or printer/);
    // A syntax tree instead of a string would need the printer: it fails at once, before any request.
    expect(() => analyzeDocument(graphqlParse(GET_PROJECTS), true)).toThrow(/no GraphQL parser or printer/);
  });
});
