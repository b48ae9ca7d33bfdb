/**
 * GetProjects with `project-details="on"`: the contract's query asking, after `githubUrl`, for the optional fields,
 * and their checks. Each field is optional: null, absent or unusable is left out, as if the service had not sent it.
 */
import type { ProjectQuery } from "../../services/content.ts";
import { checkProjects, clampText, type Project, type ProjectImage } from "../../services/projects.ts";
import { readProjectLists } from "../projects/project-list.ts";
import GET_DETAILED_PROJECTS from "./get-projects.graphql";

/** Characters of a case study a page shows at most: laying out more costs more than a visitor reads. */
const BODY_MAX_CHARS = 20_000;

/** Characters of the one-line fields (role, year, summary) kept at most. */
const LINE_MAX_CHARS = 300;

/** The largest side a picture may claim, in pixels: anything past it is no size a page can reserve. */
const MAX_SIDE = 10_000;

const text = (value: unknown, limit: number): string | undefined =>
  typeof value === "string" && value.trim() ? clampText(value.trim(), limit).text : undefined;

const side = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_SIDE ? value : undefined;

/**
 * A picture, its size when usable. Its URL is `https:`, or on the service's own origin (a path resolves against
 * `base`, the service's address): an `http:` or scheme-less `//host/` address elsewhere is never loaded. A list read
 * back from the page has no `base`: its addresses were checked, and made absolute, where it was made.
 */
function checkImage(value: unknown, base: string | undefined): ProjectImage | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.url !== "string" || !record.url.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(record.url.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (base && url.origin !== new URL(base).origin && !(url.protocol === "https:" && URL.canParse(record.url.trim()))) return undefined;
  const image: ProjectImage = { url: url.href };
  const [width, height] = [side(record.width), side(record.height)];
  // A size is only of use whole: one side alone gives no shape to reserve.
  if (width && height) Object.assign(image, { width, height });
  return image;
}

/** The optional fields of one project of the answer, checked. */
export function checkDetails(record: Record<string, unknown>, base?: string): Partial<Project> {
  const details: Partial<Project> = {};
  const image = checkImage(record.image, base);
  if (image) details.image = image;
  // An empty text alternative is the owner's word that the picture is decorative: kept as "".
  if (typeof record.imageAlt === "string") details.imageAlt = clampText(record.imageAlt.trim(), LINE_MAX_CHARS).text;
  const role = text(record.role, LINE_MAX_CHARS);
  const year = typeof record.year === "number" && Number.isFinite(record.year) ? String(record.year) : text(record.year, 20);
  const summary = text(record.summary, LINE_MAX_CHARS);
  const body = text(record.body, BODY_MAX_CHARS);
  if (role) details.role = role;
  if (year) details.year = year;
  if (summary) details.summary = summary;
  if (body) details.body = body;
  return details;
}

/** The query and check GetProjects uses with project details on. */
export const DETAILS_QUERY: ProjectQuery = {
  document: GET_DETAILED_PROJECTS,
  check: (data, base) => checkProjects(data, (record) => checkDetails(record, base)),
};

/** The lists the page came with, read again with their optional fields (the page data reads them without). */
export function readDetailedLists(): Record<string, readonly Project[]> {
  return readProjectLists((data) => DETAILS_QUERY.check(data));
}
