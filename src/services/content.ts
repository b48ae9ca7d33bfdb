/**
 * GetProjects: the project list from the owner's GraphQL content service, sent with `graphql-request`.
 *
 * Cache-first for the page's lifetime: one request per endpoint serves every `<portfolio-projects>` on the
 * page (the cache is module state, shared by all elements of one bundle) and every later visit of
 * `#/projects`. Calls made while a request is in flight share it. A failed request is forgotten, so the next
 * visit retries. A list the page came with (its page data, page-data.ts) is shown until the service answers.
 * The client library is loaded with a dynamic import, so it lands in a chunk of its own that a visitor who never
 * sees the projects never downloads.
 */
import type { DocumentNode } from "graphql";
import type { ClientError } from "graphql-request";
import { loadOnce, type LoadOnce } from "../define/load-once.ts";
import { ENGLISH } from "../i18n/english.ts";
import { httpUrlOn } from "../settings/kinds.ts";
import GET_PROJECTS from "./get-projects.graphql";
import { checkProjects, type Project } from "./projects.ts";

export type { Project } from "./projects.ts";

/**
 * What GetProjects asks for and how its answer is checked: the contract's query, or with `project-details="on"` the
 * one that also asks for the optional fields (services/project-details.ts). Each has its own cache.
 */
export interface ProjectQuery {
  /** Parsed at build time: graphql-request reads the operation name from it, and the browser carries no parser. */
  document: DocumentNode;
  /** The answer's projects; `base` is the service's address, which a relative picture resolves against. */
  check: (data: unknown, base?: string) => Project[];
}

/** The contract's GetProjects. */
export const SPEC_QUERY: ProjectQuery = { document: GET_PROJECTS, check: (data) => checkProjects(data) };

/** A query's own cache of `caches` (by the endpoint's URL), made when first asked for. */
function cacheOf<T>(caches: WeakMap<ProjectQuery, Map<string, T>>, query: ProjectQuery): Map<string, T> {
  let cache = caches.get(query);
  if (!cache) caches.set(query, (cache = new Map()));
  return cache;
}

/** A request still unanswered after this long is aborted and shown as an error. */
export const TIMEOUT_MS = 15_000;

/** A failure worded for the visitor; the element shows it after "Error: ". */
/**
 * Why the list could not be read, when it is this module's own finding rather than the service's words: the
 * element words it in the page's language (its `projects.problem.*` texts); the message is its English.
 */
export type ContentProblem = "unset" | "notHttp" | "timeout" | "notGraphql" | "network";

export class ContentError extends Error {
  override name = "ContentError";
  constructor(
    message: string,
    readonly problem?: ContentProblem,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Requests by query and URL, in flight or answered: an answer is readable synchronously, so a revisit renders its
 * cards at once, with no loading frame.
 */
const requests = new WeakMap<ProjectQuery, Map<string, LoadOnce<readonly Project[]>>>();

const answerOf = (url: string, query: ProjectQuery) => cacheOf(requests, query).get(url)?.value;

/**
 * What a page came with (its page data, page-data.ts): checked lists by endpoint as the page config writes it,
 * and what a relative endpoint resolves against (the page's address when unset).
 */
export interface PageProjects {
  projects: Readonly<Record<string, readonly Project[]>>;
  base?: string | undefined;
}

/**
 * The key of a list the page was built with from the owner's file (`site.projectsFile`): shown when no endpoint is
 * set, and final, as no service is there to refresh it.
 */
export const OWN_LIST = "";

/** A page that came with no lists. */
const NO_LISTS: PageProjects = { projects: {} };

/**
 * The list `page` came with for `url`, or undefined (the service is asked). A key may be the endpoint as the page
 * config writes it ("/graphql"): it is resolved as the elements resolve the setting, so a page never names the host
 * it was rendered for.
 */
function pageList(url: string, page: PageProjects): readonly Project[] | undefined {
  for (const [endpoint, projects] of Object.entries(page.projects)) {
    try {
      if (endpointUrl(endpoint, page.base) === url) return projects;
    } catch {
      // A key that names no usable endpoint.
    }
  }
  return undefined;
}

/** True while the endpoint's list is the one the page came with, not yet refreshed from the service. */
export function isStale(endpoint: string | undefined, page: PageProjects = NO_LISTS, query = SPEC_QUERY): boolean {
  try {
    const url = endpointUrl(endpoint, page.base);
    return !answerOf(url, query) && pageList(url, page) !== undefined;
  } catch {
    return false;
  }
}

/** A checked list as GetProjects `data` again: what a prerendered page embeds for the elements to check. */
export function projectsData(projects: readonly Project[]): { project: object[] } {
  return { project: projects.map(({ tags, ...project }) => ({ ...project, techstack: tags.join(", ") })) };
}

/**
 * The endpoint setting as an absolute `http:`/`https:` URL (a path resolves against `base`, the page's address
 * unless a prerender names its server's), or a ContentError that tells the owner which setting to fix.
 */
export function endpointUrl(endpoint: string | undefined, base?: string): string {
  if (!endpoint?.trim()) {
    throw new ContentError(ENGLISH.text("projects.problem.unset"), "unset");
  }
  const url = httpUrlOn(endpoint, base ?? globalThis.location?.href);
  if (!url) throw new ContentError(ENGLISH.text("projects.problem.notHttp", { endpoint: endpoint.trim() }), "notHttp");
  return url;
}

/** The projects already fetched from this endpoint, or that the page came with: what shows without waiting. */
export function cachedProjects(endpoint: string | undefined, page: PageProjects = NO_LISTS, query = SPEC_QUERY): readonly Project[] | undefined {
  if (!endpoint?.trim()) return page.projects[OWN_LIST];
  try {
    const url = endpointUrl(endpoint, page.base);
    return answerOf(url, query) ?? pageList(url, page);
  } catch {
    return undefined;
  }
}

/**
 * The checked project list of the endpoint: from the cache, from the request already in flight, or from a new
 * request. Rejects with a ContentError whose message is fit to show.
 */
export function loadProjects(endpoint: string | undefined, query = SPEC_QUERY): Promise<readonly Project[]> {
  let url: string;
  try {
    url = endpointUrl(endpoint);
  } catch (error) {
    return Promise.reject(error);
  }
  const cache = cacheOf(requests, query);
  let request = cache.get(url);
  if (!request) cache.set(url, (request = loadOnce(() => fetchProjects(url, query))));
  return request.load();
}

/** Marks a failure of fetch itself (no answer at all), so its message, the browser's, is shown as is. */
class NetworkFailure extends Error {}

/** One GetProjects request, aborted after TIMEOUT_MS (the clock includes loading the client's chunk). */
export async function fetchProjects(url: string, query = SPEC_QUERY): Promise<readonly Project[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  // graphql-request keeps only the status of a failed answer; the wrapped fetch keeps its status text too.
  let statusText = "";
  const fetchAndRecord: typeof fetch = async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      throw controller.signal.aborted ? error : new NetworkFailure(messageOf(error), { cause: error });
    }
    statusText = response.statusText;
    return response;
  };
  let library: typeof import("./graphql-client.ts") | undefined;
  try {
    library = await import("./graphql-client.ts");
    const client = new library.GraphQLClient(url, { fetch: fetchAndRecord, signal: controller.signal });
    const data = await client.request<unknown>({
      document: query.document,
      // The contract's transport: graphql-request would otherwise ask for graphql-response+json first.
      requestHeaders: { accept: "*/*" },
      signal: controller.signal,
    });
    return query.check(data, url);
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ContentError(ENGLISH.text("projects.problem.timeout", { seconds: TIMEOUT_MS / 1000 }), "timeout", { cause: error });
    }
    const clientError = library?.ClientError;
    throw new ContentError(failureMessage(error, clientError, statusText), failureProblem(error, clientError), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * What the visitor reads after "Error: ": for a GraphQL `errors` answer its first error's message, for an
 * HTTP error the status and its text, for a network failure the browser's own message. Never the raw answer.
 */
/** The failure's problem when the message is ours (no answer, no GraphQL), not the service's words or status. */
function failureProblem(error: unknown, clientError: typeof ClientError | undefined): ContentProblem | undefined {
  if (!clientError || error instanceof NetworkFailure) return "network";
  return error instanceof clientError ? undefined : "notGraphql";
}

function failureMessage(error: unknown, clientError: typeof ClientError | undefined, statusText: string): string {
  // Before the library arrived: its chunk failed to load, and the browser says why.
  if (!clientError || error instanceof NetworkFailure) return messageOf(error);
  if (error instanceof clientError) {
    const first: unknown = error.response.errors?.[0]?.message;
    if (typeof first === "string" && first.trim()) return first.trim();
    const { status } = error.response;
    return statusText ? `${status} ${statusText}` : `HTTP ${status}`;
  }
  // A 2xx answer that is not a GraphQL result (an HTML page, broken JSON): its text is no use to a visitor.
  return ENGLISH.text("projects.problem.notGraphql");
}
