import { describe, expect, it } from "vitest";
import { checkProject, checkProjects, splitTechstack } from "../../src/services/projects.ts";

describe("splitTechstack", () => {
  it("splits on commas and trims each tag", () => {
    expect(splitTechstack("React, TypeScript ,Node.js")).toEqual(["React", "TypeScript", "Node.js"]);
  });

  it("drops empty items and repeats", () => {
    expect(splitTechstack(" , React,,  , Vue, React,")).toEqual(["React", "Vue"]);
  });

  it("keeps a single tag and splits on nothing but commas", () => {
    expect(splitTechstack("Vue.js / Nuxt; Pinia")).toEqual(["Vue.js / Nuxt; Pinia"]);
  });

  it("gives no tags for an empty or non-string techstack", () => {
    for (const value of ["", "   ", ",,", null, undefined, 42, ["React"], { a: 1 }]) {
      expect(splitTechstack(value)).toEqual([]);
    }
  });
});

describe("checkProject", () => {
  const complete = {
    id: "p1",
    title: "Budget Buddy",
    description: "Tracks money.",
    techstack: "React, Vite",
    livedemoUrl: "https://budget.example.com",
    githubUrl: "https://github.com/alex/budget",
  };

  it("keeps every field of a well-formed project, links as absolute hrefs", () => {
    expect(checkProject(complete)).toEqual({
      id: "p1",
      title: "Budget Buddy",
      description: "Tracks money.",
      tags: ["React", "Vite"],
      livedemoUrl: "https://budget.example.com/",
      githubUrl: "https://github.com/alex/budget",
    });
  });

  it("skips a project without an id or a title", () => {
    expect(checkProject({ ...complete, id: undefined })).toBeUndefined();
    expect(checkProject({ ...complete, id: "" })).toBeUndefined();
    expect(checkProject({ ...complete, title: null })).toBeUndefined();
    expect(checkProject({ ...complete, title: "   " })).toBeUndefined();
    expect(checkProject({ ...complete, title: 42 })).toBeUndefined();
    expect(checkProject(null)).toBeUndefined();
    expect(checkProject("Budget Buddy")).toBeUndefined();
  });

  it("accepts a numeric id, as some services send", () => {
    expect(checkProject({ id: 7, title: "Seven" })).toEqual({ id: "7", title: "Seven", tags: [] });
  });

  it("treats missing and non-string fields as absent", () => {
    const project = checkProject({ id: "p", title: "T", description: { html: "<b>" }, techstack: ["React"], githubUrl: 7, livedemoUrl: true });
    expect(project).toEqual({ id: "p", title: "T", tags: [] });
    expect(project).not.toHaveProperty("description");
    expect(project).not.toHaveProperty("githubUrl");
    expect(project).not.toHaveProperty("livedemoUrl");
  });

  it("keeps only http: and https: links", () => {
    const links = (url: unknown) => {
      const project = checkProject({ id: "p", title: "T", githubUrl: url, livedemoUrl: url });
      return [project?.githubUrl, project?.livedemoUrl];
    };
    expect(links("http://example.com/a")).toEqual(["http://example.com/a", "http://example.com/a"]);
    expect(links("  https://example.com  ")).toEqual(["https://example.com/", "https://example.com/"]);
    for (const bad of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>x</script>", "ftp://example.com", "mailto:a@b.c", "/relative", "not a url", ""]) {
      expect(links(bad), bad).toEqual([undefined, undefined]);
    }
  });

  it("keeps markup as plain text: escaping is the renderer's job, not done twice here", () => {
    expect(checkProject({ id: "p", title: "<b>Bold</b>" })?.title).toBe("<b>Bold</b>");
  });
});

describe("checkProjects", () => {
  it("reads data.project, skipping bad entries and repeated ids", () => {
    const projects = checkProjects({
      project: [{ id: "a", title: "A" }, null, { id: "b" }, { id: "a", title: "A again" }, { id: "c", title: "C" }],
    });
    expect(projects.map((project) => project.title)).toEqual(["A", "C"]);
  });

  it("gives no projects when the list is null, empty, missing or not a list", () => {
    for (const data of [{ project: null }, { project: [] }, {}, null, undefined, { project: "x" }, { project: { id: "a", title: "A" } }]) {
      expect(checkProjects(data)).toEqual([]);
    }
  });
});
