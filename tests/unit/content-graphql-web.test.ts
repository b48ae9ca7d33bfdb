/**
 * In the browser, graphql-request's `graphql` is src/services/graphql-browser.ts (the alias of
 * scripts/graphql-documents.mjs, which these tests run under too): no parser and no printer. So every document the
 * elements send is parsed and printed at build time: a string would go out without its operation name.
 */
import { analyzeDocument } from "graphql-request";
// The real graphql, by subpath: a bare `graphql` import is the browser's here as in the bundle.
import { parse as graphqlParse } from "graphql/language/parser";
import { print as graphqlPrint } from "graphql/language/printer";
import { describe, expect, it } from "vitest";
import { DETAILS_QUERY } from "../../src/elements/details/query.ts";
import { SPEC_QUERY } from "../../src/services/content.ts";
import { parse, print } from "../../src/services/graphql-browser.ts";

const QUERIES = Object.entries({ "the contract's GetProjects": SPEC_QUERY, "GetProjects with project details": DETAILS_QUERY });

describe("the documents the elements send", () => {
  it.each(QUERIES)("%s: parsed at build time as graphql parses its print, located in that text alone", (_, { document }) => {
    expect(typeof document).toBe("object");
    const { loc, ...tree } = document;
    expect(tree).toEqual(graphqlParse(graphqlPrint(document), { noLocation: true }));
    expect(loc?.source.body).toBe(graphqlPrint(document));
    expect(JSON.stringify(tree)).not.toMatch(/"loc"/);
  });

  it.each(QUERIES)("%s: graphql-request sends it named GetProjects, printed as graphql prints it", (_, { document }) => {
    expect(analyzeDocument(document)).toEqual({ expression: graphqlPrint(document), operationName: "GetProjects", isMutation: false });
  });
});

describe("graphql-request's graphql in the browser", () => {
  it("has no parser: it says documents are parsed at build time", () => {
    expect(() => parse()).toThrow("GraphQL documents must be parsed at build time");
  });

  it("has no printer: it gives a document's text, and refuses one parsed elsewhere", () => {
    expect(print(SPEC_QUERY.document)).toBe(graphqlPrint(SPEC_QUERY.document));
    expect(() => print(graphqlParse("query GetProjects { project { id } }", { noLocation: true }))).toThrow("GraphQL documents must be parsed at build time");
  });

  it("would send a string without its operation name, which is why none is sent", () => {
    const text = graphqlPrint(SPEC_QUERY.document);
    expect(analyzeDocument(text)).toEqual({ expression: text, operationName: undefined, isMutation: false });
  });
});
