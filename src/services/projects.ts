/**
 * Checking the content service's answer: what comes back is outside data, so every field is checked before a
 * card shows it. Pure functions, no network and no React.
 */
import { httpUrl } from "../settings/kinds.ts";

/** The fields GetProjects asks for, in the contract's order (the query itself: services/content.ts). */
export const PROJECT_FIELDS = ["id", "title", "description", "techstack", "livedemoUrl", "githubUrl"] as const;

/** A project as its card shows it: every field checked, absent ones left out. */
export interface Project {
  id: string;
  title: string;
  description?: string;
  /** The techstack, split into tags. */
  tags: readonly string[];
  githubUrl?: string;
  livedemoUrl?: string;
  // The optional fields GetProjects asks for with `project-details="on"` (checked: services/project-details.ts).
  image?: ProjectImage;
  imageAlt?: string;
  role?: string;
  year?: string;
  summary?: string;
  body?: string;
}

/** A project's picture: an `https:` URL and, when the service gives them, its size in pixels. */
export interface ProjectImage {
  url: string;
  width?: number;
  height?: number;
}

/** A non-blank string, trimmed; anything else (null, numbers, objects, blank text) counts as absent. */
function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** "React, Node.js,, CSS " → ["React", "Node.js", "CSS"]: split on commas, trimmed, empty and repeated items dropped. */
export function splitTechstack(techstack: unknown): string[] {
  if (typeof techstack !== "string") return [];
  const tags = techstack.split(",").map((tag) => tag.trim()).filter((tag) => tag !== "");
  // A repeated tag would show twice and collide as a React key.
  return [...new Set(tags)];
}

/** One project from the service, or undefined when it lacks an id or a title (such a project is skipped). */
export function checkProject(value: unknown): Project | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  // GraphQL serialises ID as a string; a service that sends a number still identifies the project.
  const id = typeof record.id === "number" && Number.isFinite(record.id) ? String(record.id) : text(record.id);
  const title = text(record.title);
  if (!id || !title) return undefined;
  const project: Project = { id, title, tags: splitTechstack(record.techstack) };
  const description = text(record.description);
  const githubUrl = httpUrl(record.githubUrl);
  const livedemoUrl = httpUrl(record.livedemoUrl);
  if (description) project.description = description;
  if (githubUrl) project.githubUrl = githubUrl;
  if (livedemoUrl) project.livedemoUrl = livedemoUrl;
  return project;
}

/**
 * The projects in a GetProjects answer's `data`. A missing or null `project` list, or one that is not a list,
 * gives no projects; entries that fail the check are skipped, and a repeated id keeps its first entry. `details`
 * checks the optional fields too, when they were asked for.
 */
export function checkProjects(data: unknown, details?: (record: Record<string, unknown>) => Partial<Project>): Project[] {
  const list = typeof data === "object" && data !== null ? (data as Record<string, unknown>).project : undefined;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const projects: Project[] = [];
  for (const entry of list) {
    const project = checkProject(entry);
    if (project && !seen.has(project.id)) {
      seen.add(project.id);
      projects.push(details ? { ...details(entry as Record<string, unknown>), ...project } : project);
    }
  }
  return projects;
}

/** Characters of a description a card shows before its "Show more" control. */
export const DESCRIPTION_PREVIEW_CHARS = 280;
/**
 * Characters a card shows at most, expanded. Laying out one long unbroken run costs the browser time that grows
 * with the square of its length (seconds for a long one in Chromium, whatever the overflow-wrap rule), so a card
 * never hands it more than this; the rest is said to be left out.
 */
export const DESCRIPTION_MAX_CHARS = 5_000;

const graphemes = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : undefined;

/**
 * The start of `text` up to `limit` characters, cut between graphemes (never inside an emoji or before an
 * accent) and, when a space is near the end, between words; `clamped` says whether anything was left out.
 * Only the start of the text is looked at, so a megabyte costs no more than a paragraph.
 */
export function clampText(text: string, limit: number): { text: string; clamped: boolean } {
  if (text.length <= limit) return { text, clamped: false };
  let cut = limit;
  if (graphemes) {
    cut = 0;
    for (const { segment, index } of graphemes.segment(text.slice(0, limit + 16))) {
      if (index + segment.length > limit) break;
      cut = index + segment.length;
    }
  }
  const space = text.lastIndexOf(" ", cut);
  if (space > cut - 40 && space > 0) cut = space;
  return { text: text.slice(0, cut).trimEnd(), clamped: true };
}
