import { parse as graphqlParse, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { parse, print } from "../../src/services/graphql-lite.ts";
import { GET_PROJECTS } from "../../src/services/content.ts";

/** What graphql-request reads from a parsed document: each definition's kind, operation type and name. */
function heads(document: DocumentNode | ReturnType<typeof parse>) {
  return document.definitions.map((definition) =>
    definition.kind === "OperationDefinition"
      ? { kind: definition.kind, operation: definition.operation, name: definition.name?.value }
      : { kind: definition.kind },
  );
}

const READABLE = [
  GET_PROJECTS,
  "{ project { id } }",
  "query { project { id } }",
  "mutation Save($title: String = \"{ not a brace }\") { save(title: $title) { id } }",
  "subscription OnProject @live { project { id } }",
  "query Q($input: In = { nested: { deep: [1, 2] } }) { a(where: { b: \"}\" }) { c } }",
  "# a comment with { braces and query words\nquery Named { a }",
  '\uFEFFquery  \n\t ,Spaced , { a(text: """ block "quoted" \\""" { """) }',
  "query A { ...F } fragment F on Query { a }",
  "fragment F on Query { a } query B { ...F }",
  "query A { a } query B { b }",
  'query E { a(s: "escaped \\" quote }") }',
  'query E2 { a(s: "ends with backslash \\\\") }',
];

describe("graphql-lite parse, against graphql's own parser", () => {
  for (const source of READABLE) {
    it(`reads the same heads from ${JSON.stringify(source.slice(0, 50))}`, () => {
      expect(heads(parse(source))).toEqual(heads(graphqlParse(source)));
    });
  }

  it("gives graphql-request GetProjects as the operation name", () => {
    expect(parse(GET_PROJECTS).definitions).toEqual([{ kind: "OperationDefinition", operation: "query", name: { kind: "Name", value: "GetProjects" } }]);
  });

  const UNREADABLE = ["", "   # only a comment", "query A { a", "query A { a } }", 'query { a(s: "open) }', "query A (", "a b c"];
  for (const source of UNREADABLE) {
    it(`throws, as graphql's parser does, on ${JSON.stringify(source)}`, () => {
      expect(() => graphqlParse(source)).toThrow();
      expect(() => parse(source)).toThrow();
    });
  }

  it("refuses a schema document, which holds no operation for graphql-request to name either", () => {
    const source = "type Project { id: ID }";
    expect(heads(graphqlParse(source)).some((head) => head.kind === "OperationDefinition")).toBe(false);
    expect(() => parse(source)).toThrow();
  });

  it("has no printer: documents go out as strings", () => {
    expect(() => print()).toThrow(TypeError);
  });
});
