/**
 * graphql-request in the browser parses and prints with @0no-co/graphql.web (the `graphql` alias of
 * scripts/graphql-web.mjs, which these tests run under too). What it does with our document must match what
 * the real graphql would give it.
 */
import { Kind, parse, print } from "@0no-co/graphql.web";
import { analyzeDocument } from "graphql-request";
// The real graphql, by subpath: a bare `graphql` import is the alias here as in the bundle.
import { parse as graphqlParse } from "graphql/language/parser";
import { print as graphqlPrint } from "graphql/language/printer";
import { describe, expect, it } from "vitest";
import { GET_PROJECTS } from "../../src/services/content.ts";

describe("graphql-request on @0no-co/graphql.web", () => {
  it("sends GetProjects as written, named GetProjects, as a query", () => {
    expect(analyzeDocument(GET_PROJECTS)).toEqual({ expression: GET_PROJECTS, operationName: "GetProjects", isMutation: false });
  });

  it("reads GetProjects as graphql does: one named query", () => {
    const [definition] = parse(GET_PROJECTS).definitions;
    expect(definition?.kind).toBe(Kind.OPERATION_DEFINITION);
    expect(definition?.kind === Kind.OPERATION_DEFINITION && [definition.operation, definition.name?.value]).toEqual(["query", "GetProjects"]);
    expect(print(parse(GET_PROJECTS))).toBe(graphqlPrint(graphqlParse(GET_PROJECTS)));
  });

  it("prints a syntax tree it is given as graphql does", () => {
    const analyzed = analyzeDocument(parse(GET_PROJECTS));
    expect(analyzed.expression).toBe(graphqlPrint(graphqlParse(GET_PROJECTS)));
    expect(analyzed.operationName).toBe("GetProjects");
  });

  it("tells a mutation, and names no operation when a document holds two", () => {
    expect(analyzeDocument('mutation Save($t: String = "{") { save(title: $t) { id } }')).toMatchObject({ operationName: "Save", isMutation: true });
    expect(analyzeDocument("query A { a } query B { b }").operationName).toBeUndefined();
  });

  it("sends no operation name for a document it cannot parse, as with graphql", () => {
    expect(() => graphqlParse("query A { a")).toThrow();
    expect(analyzeDocument("query A { a")).toEqual({ expression: "query A { a", operationName: undefined, isMutation: false });
  });
});
