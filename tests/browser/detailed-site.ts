/**
 * A static site built (`npm run build:site`) with project details on, from the demo's own projects baked in from a
 * file: its Home (featured work as large cards), My Work with pictures, and a page per project, `projects/<id>.html`.
 * Built once per test file, by the test server (tests/servers/studio.mjs).
 */
import { executeServerCommand } from "@web/test-runner-commands";
import { demoUrl } from "./helpers.ts";

let built: Promise<string> | undefined;

/** The site's address on the test server (ends with "/"). */
export function detailedSite(): Promise<string> {
  built ??= (async () => {
    const projects = await (await fetch(`${await demoUrl()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ project { id title description techstack livedemoUrl githubUrl image { url width height } imageAlt role year summary body } }" }),
    })).json() as { data: { project: Record<string, unknown>[] } };
    const settings = JSON.stringify({
      name: "Alex Rivera",
      featured: 3,
      projectDetails: "on",
      github: "https://github.com/alex-rivera-dev",
      site: { url: "https://alex.example/", projectsFile: "work.json" },
    });
    const { path } = (await executeServerCommand("studio-build-site", {
      settings,
      files: { "work.json": JSON.stringify(projects.data.project) },
    })) as { path: string };
    return path;
  })();
  return built;
}
