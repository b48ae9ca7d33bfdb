/**
 * With project details on, the doctor names the optional fields the owner's model lacks, and how to add each. The
 * errors are graphql-js's own, from the elements' real query against models built as an owner's Hygraph may be.
 */
import { buildSchema, Kind, parse, validate, type FieldNode, type OperationDefinitionNode } from "graphql/index.js";
import { describe, expect, it } from "vitest";
import { diagnoseProjects, type ProjectsProbe } from "../../demo/studio/doctor.ts";
import { DETAIL_FIELD_TYPES } from "../../demo/studio/doctor/project-details.ts";
// The queries as the studio's probe sends them.
import { text as DETAILS_QUERY } from "../../src/elements/details/get-projects.graphql";
import { text as GET_PROJECTS } from "../../src/services/get-projects.graphql";

const ENDPOINT = "https://eu-west-2.cdn.hygraph.com/content/abc/master";

/** A Hygraph-like model: the contract's six fields, and `extra` (SDL lines) after them. */
const model = (extra: string) =>
  buildSchema(`
    type Asset { url: String! width: Float height: Float }
    type Project { id: ID! title: String! description: String techstack: String livedemoUrl: String githubUrl: String ${extra} }
    type Query { project: [Project!]! }
  `);

/** How a service with this model answers `query`, as the studio's probe sees it (graphql-http: 400 with errors). */
function answer(schema: ReturnType<typeof model>, query: string): ProjectsProbe {
  const errors = validate(schema, parse(query));
  if (errors.length) return { kind: "response", status: 400, contentType: "application/json", body: JSON.stringify({ errors: errors.map((error) => ({ message: error.message })) }) };
  const project = { id: "p1", title: "Budget Buddy", description: "x", techstack: "React", livedemoUrl: null, githubUrl: null };
  return { kind: "response", status: 200, contentType: "application/json", body: JSON.stringify({ data: { project: [project] } }) };
}

const ids = (findings: { id: string }[]) => findings.map((item) => item.id);

describe("the doctor on project details", () => {
  it("names the optional fields the model lacks, in the query's order, with how to add each", () => {
    const schema = model("imageAlt: String summary: String");
    const found = diagnoseProjects(answer(schema, DETAILS_QUERY), ENDPOINT, { details: true });
    expect(ids(found)).to.deep.equal(["content-details-missing"]);
    const [missing] = found;
    expect(missing!.severity).to.equal("error");
    expect(missing!.message).to.equal(
      "The model Project has no image, role, year or body fields, which project details ask for, so My Work would show an error instead of the projects.",
    );
    expect(missing!.fix).to.equal(
      'In Hygraph, Schema → Project → add image (Asset picker), role (Single line text), year (Single line text), body (Multi line text), each with exactly that API ID (see "Pictures and case studies" in docs/content-service.md), or set Project details to off.',
    );
  });

  it("one field missing reads in the singular", () => {
    const found = diagnoseProjects(answer(model("image: Asset imageAlt: String role: String year: Int summary: String"), DETAILS_QUERY), ENDPOINT, { details: true });
    expect(found.map((item) => item.message)).to.deep.equal([
      "The model Project has no body field, which project details ask for, so My Work would show an error instead of the projects.",
    ]);
  });

  it("an image that is text, not a picture, is named with its fix", () => {
    const found = diagnoseProjects(answer(model("image: String imageAlt: String role: String year: String summary: String body: String"), DETAILS_QUERY), ENDPOINT, { details: true });
    expect(ids(found)).to.deep.equal(["content-details-image-type"]);
    expect(found[0]!.message).to.equal("The field image is of type String, where project details ask for a picture with its url, width and height.");
    expect(found[0]!.fix).to.match(/^In Hygraph, replace image by an Asset picker field with the API ID image/);
  });

  it("a model with every field: the list's verdict, and a line that the fields are there", () => {
    const full = model("image: Asset imageAlt: String role: String year: String summary: String body: String");
    const found = diagnoseProjects(answer(full, DETAILS_QUERY), ENDPOINT, { details: true });
    expect(ids(found)).to.deep.equal(["content-ok", "content-details-ok"]);
    expect(found[1]!.message).to.equal("The model has the optional fields project details ask for (image, imageAlt, role, year, summary, body).");
  });

  it("a contract field missing too is still named on its own", () => {
    const schema = buildSchema(`type Project { id: ID! title: String! description: String techstack: String githubUrl: String }
      type Query { project: [Project!]! }`);
    const found = diagnoseProjects(answer(schema, DETAILS_QUERY), ENDPOINT, { details: true });
    expect(ids(found)).to.deep.equal(["content-details-missing", "content-no-field-livedemoUrl"]);
  });

  it("with project details off, the contract's query and verdicts are as before", () => {
    const found = diagnoseProjects(answer(model(""), GET_PROJECTS), ENDPOINT);
    expect(ids(found)).to.deep.equal(["content-ok"]);
  });

  it("knows exactly the fields the elements ask for", () => {
    const operation = parse(DETAILS_QUERY).definitions[0] as OperationDefinitionNode;
    const list = operation.selectionSet.selections[0] as FieldNode;
    const asked = list.selectionSet!.selections.flatMap((node) => (node.kind === Kind.FIELD ? [node.name.value] : []));
    const contract = parse(GET_PROJECTS).definitions[0] as OperationDefinitionNode;
    const spec = (contract.selectionSet.selections[0] as FieldNode).selectionSet!.selections.map((node) => (node as FieldNode).name.value);
    expect(asked.filter((name) => !spec.includes(name))).to.deep.equal(Object.keys(DETAIL_FIELD_TYPES));
  });
});
