/** The list of projects a content service sent: its size, and each project's problems. */
import { splitTechstack } from "../../../src/services/projects.ts";
import { httpUrl } from "../../../src/settings/kinds.ts";
import { finding, quote, type Finding } from "./findings.ts";


/** Hygraph's default page size for a list query without `first` (projects created after June 2022). */
const HYGRAPH_DEFAULT_PAGE = 10;

export function emptyList(): Finding {
  return finding(
    "content-empty",
    "warning",
    "content",
    "The service answered with no projects, so the page says \"Could not find any projects.\".",
    "Add Project entries in Hygraph and press Publish on each: the public API reads only published entries.",
  );
}

/** A project's name in a sentence: its title, or its place in the list. */
function projectName(entry: Record<string, unknown>, index: number): string {
  return typeof entry.title === "string" && entry.title.trim() ? `"${entry.title.trim().slice(0, 40)}"` : `Project ${index + 1}`;
}

/** The verdict on a list the service sent: its size, and each project's problems. */
export function diagnoseProjectList(list: readonly unknown[]): Finding[] {
  if (list.length === 0) return [emptyList()];
  const found: Finding[] = [];
  const ids = new Set<string>();
  let shown = 0;
  list.forEach((value, index) => {
    if (typeof value !== "object" || value === null) {
      found.push(finding("project-not-object", "error", "content", `Entry ${index + 1} of the list is ${quote(value)}, not a project, so it is skipped.`, "Check the service: every entry must be an object with the six fields."));
      return;
    }
    const entry = value as Record<string, unknown>;
    const name = projectName(entry, index);
    const id = typeof entry.id === "number" ? String(entry.id) : typeof entry.id === "string" ? entry.id.trim() : "";
    const title = typeof entry.title === "string" ? entry.title.trim() : "";
    let skipped = false;
    if (!id) {
      skipped = true;
      found.push(finding("project-no-id", "error", "content", `${name} has no id, so its card is skipped.`, "Query the model's system id field; a service of your own must give every entry an id."));
    } else if (ids.has(id)) {
      skipped = true;
      found.push(finding("project-duplicate-id", "warning", "content", `${name} repeats the id ${quote(id)}, so only the first of them shows.`, "Give every entry its own id."));
    }
    if (id) ids.add(id);
    if (!title) {
      skipped = true;
      found.push(finding("project-no-title", "error", "content", `Project ${index + 1} has no title, so its card is skipped.`, "Give the entry a title in Hygraph and publish it again."));
    }
    for (const field of ["githubUrl", "livedemoUrl"] as const) {
      const link = entry[field];
      if (link === null || link === undefined || (typeof link === "string" && !link.trim())) continue;
      if (!httpUrl(link)) {
        found.push(
          finding(
            `project-link-dropped`,
            "warning",
            "content",
            `${name}'s ${field} ${quote(link)} is dropped: only http: and https: links are shown.`,
            `Write the full address, starting with https://, in the entry's ${field}.`,
          ),
        );
      }
    }
    if (entry.techstack !== null && entry.techstack !== undefined && typeof entry.techstack !== "string") {
      found.push(finding("project-techstack-type", "warning", "content", `${name}'s techstack is not text, so it shows no tags.`, "Make techstack a Single line text field holding names separated by commas."));
    } else if (splitTechstack(entry.techstack).length === 0) {
      found.push(finding("project-no-techstack", "warning", "content", `${name} has an empty techstack, so its card shows no tags.`, "Fill techstack with names separated by commas, such as React, TypeScript, CSS."));
    }
    if (entry.description !== null && entry.description !== undefined && typeof entry.description !== "string") {
      found.push(finding("project-description-type", "warning", "content", `${name}'s description is not text, so it is not shown.`, "Make description a Multi line text field (not Rich text)."));
    }
    if (!skipped) shown++;
  });
  if (list.length === HYGRAPH_DEFAULT_PAGE) {
    found.push(
      finding(
        "content-ten",
        "warning",
        "content",
        `Exactly ${HYGRAPH_DEFAULT_PAGE} projects came back: Hygraph projects created after June 2022 return only the first ${HYGRAPH_DEFAULT_PAGE} entries of a list unless the query asks for more, and the elements' query does not.`,
        `If you have more than ${HYGRAPH_DEFAULT_PAGE}, only the first ${HYGRAPH_DEFAULT_PAGE} show: keep at most ${HYGRAPH_DEFAULT_PAGE} published (unpublish the others), see docs/content-service.md.`,
      ),
    );
  }
  found.unshift(
    finding("content-ok", shown > 0 ? "ok" : "error", "content", `The service answered GetProjects with ${list.length} project${list.length === 1 ? "" : "s"}; ${shown} show${shown === 1 ? "s" : ""} on the site.`, shown > 0 ? undefined : "Fix the problems below, then publish the entries again."),
  );
  return found;
}
