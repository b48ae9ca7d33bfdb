/**
 * The content service: its endpoint setting (which Hygraph endpoint it is), and its answer to GetProjects, every
 * failure and GraphQL error translated into what to change in Hygraph.
 */
import { PROJECT_FIELDS } from "../../../src/services/projects.ts";
import { isLocalHost } from "../../../src/site/local-address.ts";
import { insecure, parseUrl, publicSite, webUrl } from "./addresses.ts";
import { settingProblem } from "../../../src/settings/problems.ts";
import { finding, quote, type Finding } from "./findings.ts";
import { detailsPresent, explainDetailErrors } from "./project-details.ts";
import { diagnoseProjectList, emptyList } from "./project-list.ts";
import type { StudioSettings } from "./studio-settings.ts";

/** The fix for content the public API may not read, whether the service says so by status or by error. */
const PUBLIC_READ_FIX = "In Hygraph, open Project settings → Access → API Access and, under the Content API permissions, add Read for the Project model in the Published stage.";

/** The fix for a rate-limited content service, whether it says so by status or by error. */
const CDN_FIX = "Use Hygraph's High Performance Content API (the …cdn.hygraph.com endpoint), whose cached answers are not rate-limited.";

/** What kind of Hygraph endpoint a URL is, if any. */
export function hygraphEndpoint(url: URL): "cdn" | "api" | "management" | undefined {
  const host = url.hostname.toLowerCase();
  if (!/\.(hygraph\.com|graphcms\.com)$/.test(host)) return undefined;
  if (host.startsWith("management")) return "management";
  if (/\.cdn\.(hygraph|graphcms)\.com$/.test(host)) return "cdn";
  return "api";
}

export function checkEndpoint(settings: StudioSettings): Finding[] {
  const value = settings.endpoint?.trim();
  if (!value && settings.projectsFile?.trim()) {
    return [finding("projects-file", "info", "content", `The static site shows the projects of ${quote(settings.projectsFile.trim())}, baked into its pages: no content service is called.`, "Put the file beside settings.json, in the shape of demo/projects.json; npm run build:site names anything it leaves out.")];
  }
  if (!value) {
    return [finding("endpoint-missing", "error", "content", "No projects file or content service is set, so the projects page says it has none.", "Name a JSON file of your projects (like demo/projects.json) as the projects file, or paste your Hygraph High Performance Content API address (Project settings → Access → API Access → Endpoints), see docs/content-service.md.")];
  }
  if (settingProblem("endpoint", value)) {
    return [finding("endpoint-invalid", "error", "content", `The endpoint ${quote(value)} is not an http(s) URL, so the elements leave it out.`, "Paste the whole address, starting with https://.")];
  }
  const url = webUrl(value);
  if (!url) {
    return [finding("endpoint-path", "info", "content", `The endpoint ${quote(value)} is a path on the page's own server, as the demo server's /graphql is; npm run build:site leaves it out.`, "Paste your content service's whole address, starting with https://.")];
  }
  const found: Finding[] = [];
  const kind = hygraphEndpoint(url);
  if (kind === "management") {
    found.push(finding("endpoint-management", "error", "content", "This is Hygraph's Management API, which edits the schema and does not serve content.", "Use the High Performance Content API address from Project settings → Access → API Access → Endpoints."));
  } else if (kind === "api") {
    found.push(finding("endpoint-not-cdn", "info", "content", "This is Hygraph's regular Content API, which rate-limits every request (HTTP 429) where the cached CDN endpoint does not.", "Use the High Performance Content API address (…cdn.hygraph.com/content/…) from Project settings → Access → API Access → Endpoints."));
  }
  const site = publicSite(settings);
  if (site && isLocalHost(url.hostname)) {
    found.push(finding("endpoint-local", "error", "content", `The endpoint is on this computer or a private network (${url.host}), which visitors of ${site.host} cannot reach.`, "Set your hosted content service's https:// address, such as Hygraph's …cdn.hygraph.com endpoint, before you publish."));
  } else if (insecure(url)) {
    found.push(finding("endpoint-http", "warning", "content", "The endpoint uses plain http:, which a site served over https is not allowed to call (mixed content).", "Use the service's https:// address."));
  }
  return found;
}

/** How the doctor's GetProjects request ended, as the page saw it. */
export type ProjectsProbe =
  /** The request failed and a plain no-cors request to the same address failed too: nothing answered. */
  | { kind: "unreachable"; detail?: string }
  /** The request failed, but the address answers a no-cors request: the browser refused the answer (CORS). */
  | { kind: "cors" }
  /** No answer within the elements' own time limit. */
  | { kind: "timeout"; ms: number }
  | { kind: "response"; status: number; contentType: string; body: string };

/**
 * The doctor's verdict on the content service, from its answer to the contract's GetProjects, or with `details` to
 * the one that also asks for the optional fields (project-details="on").
 */
export function diagnoseProjects(probe: ProjectsProbe, endpoint: string, { details = false } = {}): Finding[] {
  const host = parseUrl(endpoint)?.host ?? endpoint;
  switch (probe.kind) {
    case "unreachable":
      return [
        finding(
          "content-unreachable",
          "error",
          "content",
          `Nothing answered at ${host}: the address is wrong, the service is down, or this computer is offline.`,
          "Copy the endpoint again from Hygraph (Project settings → Access → API Access → Endpoints) and check it has no typo.",
        ),
      ];
    case "cors":
      return [
        finding(
          "content-cors",
          "error",
          "content",
          `The service at ${host} answered, but without the CORS header (Access-Control-Allow-Origin) that lets a web page read it, so browsers refuse the answer.`,
          "Use the Content API address Hygraph shows under Project settings → Access → API Access → Endpoints (it allows every origin); a server of your own must send Access-Control-Allow-Origin.",
        ),
      ];
    case "timeout":
      return [finding("content-timeout", "error", "content", `The service at ${host} did not answer within ${Math.round(probe.ms / 1000)} seconds, so the projects page would show an error.`, "Check the service's status page, and use its CDN endpoint.")];
    case "response":
      return diagnoseResponse(probe, host, details);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** GraphQL error messages in an answer's `errors`, if it has any. */
function errorMessages(json: unknown): string[] | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const errors = (json as Record<string, unknown>).errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return errors.map((error) => (typeof error === "object" && error !== null && typeof (error as Record<string, unknown>).message === "string" ? String((error as Record<string, unknown>).message) : JSON.stringify(error)));
}

function diagnoseResponse(probe: Extract<ProjectsProbe, { kind: "response" }>, host: string, details: boolean): Finding[] {
  const json = parseJson(probe.body);
  const messages = errorMessages(json);
  if (messages) {
    // One finding per distinct problem: Hygraph repeats the same error for each field.
    const seen = new Set<string>();
    const { found, others } = details ? explainDetailErrors(messages) : { found: [], others: messages };
    return [...found, ...others.map(explainGraphqlError).filter((item) => !seen.has(item.message) && Boolean(seen.add(item.message)))];
  }
  const status = probe.status;
  if (status === 401 || status === 403) {
    return [
      finding(
        `content-http-${status}`,
        "error",
        "content",
        `The service at ${host} refused the request (HTTP ${status}): its content is not public, and the elements send no token.`,
        PUBLIC_READ_FIX,
      ),
    ];
  }
  if (status === 404) {
    return [finding("content-http-404", "error", "content", `There is no GraphQL API at this address on ${host} (HTTP 404).`, "Copy the whole endpoint from Hygraph (Project settings → Access → API Access → Endpoints), including the environment at its end, such as /master.")];
  }
  if (status === 405) {
    return [finding("content-http-405", "error", "content", `The service at ${host} does not take GraphQL POST requests at this address (HTTP 405): it is a web page, not an API.`, "Copy the Content API endpoint from Hygraph (Project settings → Access → API Access → Endpoints), not the address of the Hygraph app.")];
  }
  if (status === 429) {
    return [finding("content-http-429", "error", "content", `The service at ${host} is rate-limiting requests (HTTP 429), so visitors would see an error.`, CDN_FIX)];
  }
  if (status >= 500) {
    return [finding(`content-http-${status}`, "error", "content", `The service at ${host} failed with a server error (HTTP ${status}).`, "Try again in a minute; if it stays, check the service's status page (status.hygraph.com).")];
  }
  if (status < 200 || status >= 300) {
    return [finding(`content-http-${status}`, "error", "content", `The service at ${host} answered HTTP ${status} instead of the projects.`, "Check the endpoint against the one Hygraph shows under Project settings → Access → API Access → Endpoints.")];
  }
  if (json === undefined || typeof json !== "object" || json === null) {
    return [finding("content-not-graphql", "error", "content", `The service at ${host} answered with ${probe.contentType || "something"} that is not a GraphQL answer (JSON).`, "This address is a web page, not the API: copy the Content API endpoint from Project settings → Access → API Access → Endpoints.")];
  }
  const data = (json as Record<string, unknown>).data;
  const list = typeof data === "object" && data !== null ? (data as Record<string, unknown>).project : undefined;
  if (!Array.isArray(list)) {
    if (list === null || list === undefined) return [emptyList()];
    return [finding("content-not-list", "error", "content", "The answer's project field is one entry, not a list, so no cards show.", "In Hygraph, set the model's Plural API ID to Project (docs/content-service.md): the list field must be named project.")];
  }
  const found = diagnoseProjectList(list);
  return details ? [...found, detailsPresent()] : found;
}

/** The field a GraphQL error names in `Cannot query field "x" on type "Y"`. */
const UNKNOWN_FIELD = /Cannot query field ["'`](\w+)["'`] on type ["'`](\w+)["'`]/i;
const NEEDS_SUBFIELDS = /Field ["'`](\w+)["'`] of type ["'`]?([\w![\]]+)["'`]? must have a selection of subfields/i;
const REQUIRED_ARGUMENT = /Field ["'`]project["'`] argument ["'`](\w+)["'`].*is required/i;

/** One GraphQL error message, translated into what to change in the content service. */
export function explainGraphqlError(message: string): Finding {
  const unknown = UNKNOWN_FIELD.exec(message);
  if (unknown && unknown[1] === "project") {
    return finding(
      "content-no-project-list",
      "error",
      "content",
      `The service has no list field named project (it says: ${quote(message, 140)}).`,
      "In Hygraph, Schema → your model → Edit: set the Plural API ID to Project and the API ID to another name such as ProjectItem, so the list field is project.",
    );
  }
  if (REQUIRED_ARGUMENT.test(message)) {
    return finding(
      "content-project-is-single",
      "error",
      "content",
      "The field project is the model's single-entry query (it wants a where argument), not the list.",
      "In Hygraph, Schema → Project → Edit: set the API ID to ProjectItem and the Plural API ID to Project, so project becomes the list.",
    );
  }
  if (unknown) {
    const field = unknown[1]!;
    const known = (PROJECT_FIELDS as readonly string[]).includes(field);
    return finding(
      `content-no-field-${field}`,
      "error",
      "content",
      `The model ${unknown[2]} has no field with the API ID ${field}.`,
      known
        ? `In Hygraph, add a ${field === "description" ? "Multi line text" : "Single line text"} field whose API ID is exactly ${field} (or rename the existing field's API ID to it).`
        : "Check the model against the six fields in docs/content-service.md.",
    );
  }
  const subfields = NEEDS_SUBFIELDS.exec(message);
  if (subfields) {
    return finding(
      `content-field-type-${subfields[1]}`,
      "error",
      "content",
      `The field ${subfields[1]} is of type ${subfields[2]}, an object, where the elements expect text.`,
      `In Hygraph, replace it by a ${subfields[1] === "description" ? "Multi line text" : "Single line text"} field with the same API ID.`,
    );
  }
  if (/not allowed|unauthori[sz]ed|permission|forbidden|token/i.test(message)) {
    return finding(
      "content-permission",
      "error",
      "content",
      `The service refuses to show the projects publicly (it says: ${quote(message, 140)}).`,
      PUBLIC_READ_FIX,
    );
  }
  if (/rate limit|too many requests/i.test(message)) {
    return finding("content-rate-limited", "error", "content", `The service is rate-limiting requests (it says: ${quote(message, 140)}).`, CDN_FIX);
  }
  return finding("content-graphql-error", "error", "content", `The service answered with an error: ${quote(message, 140)}.`, "Compare the model with the six fields and the API IDs in docs/content-service.md.");
}
