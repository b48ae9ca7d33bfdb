/**
 * The optional project fields (`project-details="on"`): the query that asks for them, after `githubUrl`, and their
 * checks: a picture only with an http(s) URL (a path resolves against the service), a size only whole, text as
 * text, an empty text alternative kept (decorative), a number year as text.
 */
// The real graphql, by subpath: a bare `graphql` import is the browser's here as in the bundle.
import { print } from "graphql/language/printer";
import { describe, expect, it } from "vitest";
import { checkDetails, DETAILS_QUERY } from "../../src/elements/details/query.ts";
import { storyBlocks } from "../../src/elements/details/case-study.ts";
import { projectIdOf, projectHash } from "../../src/elements/details/route.ts";
import { SPEC_QUERY } from "../../src/services/content.ts";
import { parseRoute } from "../../src/routing/router.ts";

describe("GetProjects with project details", () => {
  it("asks for the optional fields after githubUrl; the spec's query is unchanged", () => {
    expect(print(DETAILS_QUERY.document).replace(/\s+/g, " ")).toBe(
      "query GetProjects { project { id title description techstack livedemoUrl githubUrl image { url width height } imageAlt role year summary body } }",
    );
    expect(print(SPEC_QUERY.document).replace(/\s+/g, " ")).toBe("query GetProjects { project { id title description techstack livedemoUrl githubUrl } }");
  });

  it("checks each field, and leaves out what a page cannot use", () => {
    const base = "https://cms.example/graphql";
    expect(checkDetails({ image: { url: "/p.png", width: 800, height: 450 }, imageAlt: "", role: " Solo ", year: 2024, summary: "<b>x</b>", body: "a\n\nb" }, base)).toEqual({
      image: { url: "https://cms.example/p.png", width: 800, height: 450 },
      imageAlt: "",
      role: "Solo",
      year: "2024",
      summary: "<b>x</b>",
      body: "a\n\nb",
    });
    expect(checkDetails({ image: { url: "javascript:alert(1)", width: 1, height: 1 } })).toEqual({});
    expect(checkDetails({ image: { url: "https://x.example/a.png", width: 800 } })).toEqual({ image: { url: "https://x.example/a.png" } });
    expect(checkDetails({ image: { url: "https://x.example/a.png", width: -1, height: 2.5 } })).toEqual({ image: { url: "https://x.example/a.png" } });
    expect(checkDetails({ image: "https://x.example/a.png", role: 3, year: null, summary: "  ", body: { html: "<p>" } })).toEqual({});
    expect(checkDetails({ body: "é".repeat(1_000_000) }).body!.length).toBeLessThanOrEqual(20_000);
    // Checked with the project: a project's own fields win over anything the details would add.
    expect(DETAILS_QUERY.check({ project: [{ id: "a", title: "A", role: "Lead", image: null }, { id: "b" }] })).toEqual([{ id: "a", title: "A", tags: [], role: "Lead" }]);
  });
});

describe("a project picture's address, in an answer of the service", () => {
  const picture = (url: string, base: string) => checkDetails({ image: { url } }, base).image?.url;

  it("is https:, or a path on the service's own origin (as the demo's are); http: or //host/ elsewhere is dropped", () => {
    for (const base of ["https://cms.example/graphql", "http://127.0.0.1:4173/graphql"]) {
      expect(picture("https://cdn.example/a.png", base), base).toBe("https://cdn.example/a.png");
      expect(picture("/assets/a.png", base), base).toBe(new URL("/assets/a.png", base).href);
      expect(picture("a.png", base), base).toBe(new URL("a.png", base).href);
      for (const url of ["http://cdn.example/a.png", "//cdn.example/a.png", " //cdn.example/a.png", "/\\cdn.example/a.png", "\\\\cdn.example/a.png", "/\t/cdn.example/a.png", "HTTP://cdn.example/a.png"]) {
        expect(picture(url, base), `${url} on ${base}`).toBeUndefined();
      }
    }
    // The service's own origin is the service's, whichever way it is written.
    expect(picture("http://127.0.0.1:4173/p.png", "http://127.0.0.1:4173/graphql")).toBe("http://127.0.0.1:4173/p.png");
  });
});

describe("a project's page address", () => {
  it("is #/projects/<id>, the id encoded; only with details is it the projects screen's", () => {
    expect(projectHash("budget-buddy")).toBe("#/projects/budget-buddy");
    expect(projectHash("a b/c")).toBe("#/projects/a%20b%2Fc");
    expect(projectIdOf("#/projects/a%20b%2Fc")).toBe("a b/c");
    expect(projectIdOf("#/projects/x?tag=y")).toBe("x");
    expect(projectIdOf("#/projects/x/")).toBe("x");
    expect(projectIdOf("#/projects")).toBeUndefined();
    expect(projectIdOf("#/projects/%E0%A4%A")).toBeUndefined();
    expect(parseRoute("#/projects/x")).toBe("home");
    expect(parseRoute("#/projects/x", true)).toBe("projects");
    expect(parseRoute("#/projects/x/y", true)).toBe("home");
  });
});

describe("a case study's body", () => {
  it("reads `- ` lines as one list, `## ` lines as sub-headings, the rest as paragraphs split by blank lines", () => {
    const body = [
      "The owners wanted to edit the menu",
      "from their phone.",
      "",
      "## What I learned",
      "Lessons learned:",
      "- Ship the editor first",
      "- Test on the owner's old Android phone,",
      "  not only on mine",
      "",
      "- Keep the pre-order form to three fields",
      "",
      "<b>Not</b> HTML - and not a list.",
    ].join("\n");
    expect(storyBlocks(body)).toEqual([
      { kind: "paragraph", text: "The owners wanted to edit the menu from their phone." },
      { kind: "heading", text: "What I learned" },
      { kind: "paragraph", text: "Lessons learned:" },
      { kind: "list", items: ["Ship the editor first", "Test on the owner's old Android phone, not only on mine", "Keep the pre-order form to three fields"] },
      { kind: "paragraph", text: "<b>Not</b> HTML - and not a list." },
    ]);
  });

  it("keeps text that only looks like markup as text", () => {
    expect(storyBlocks("##Heading\n-item\n## \n- ")).toEqual([{ kind: "paragraph", text: "##Heading -item ## -" }]);
    expect(storyBlocks("a\r\n\r\nb")).toEqual([{ kind: "paragraph", text: "a" }, { kind: "paragraph", text: "b" }]);
  });
});
