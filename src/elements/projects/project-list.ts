import { useCallback, useContext, useEffect, useState } from "react";
import { dataBlock } from "../../page/data-blocks.ts";
import { PageDataContext } from "../../page/page-data.ts";
import { PROJECTS_SEED_ID } from "../../page/page-ids.ts";
import { cachedProjects, ContentError, endpointUrl, isStale, loadProjects, SPEC_QUERY, type ContentProblem, type PageProjects, type Project, type ProjectQuery } from "../../services/content.ts";
import { checkProjects } from "../../services/projects.ts";
import type { TextId } from "../../i18n/en.ts";
import type { Texts } from "../../i18n/texts.ts";
import { TIMEOUT_MS } from "../../services/content.ts";

/**
 * The project lists a prerendered page came with, each checked like an answer of the service (a broken block as
 * none), by `check` (the optional fields' too, with project details): an element's page data (define/code.ts).
 */
export function readProjectLists(check: (data: unknown) => Project[] = checkProjects): Record<string, readonly Project[]> {
  const lists = dataBlock(PROJECTS_SEED_ID);
  const projects: Record<string, readonly Project[]> = {};
  if (typeof lists === "object" && lists && !Array.isArray(lists)) {
    for (const [endpoint, data] of Object.entries(lists)) projects[endpoint] = check(data);
  }
  return projects;
}

/** The four states of the project list (spec §4); an error says whether asking again can help. */
type ProjectList =
  | { state: "loading" }
  | { state: "error"; message: string; problem?: ContentProblem | undefined; retryable: boolean }
  | { state: "loaded"; projects: readonly Project[] };

/** A failure's English message, and its problem when the element words it in the page's language. */
function failure(error: unknown): { message: string; problem?: ContentProblem | undefined } {
  return { message: error instanceof Error ? error.message : String(error), problem: error instanceof ContentError ? error.problem : undefined };
}

/**
 * What an endpoint shows before any answer: its cached projects at once, an unusable setting's error at once,
 * otherwise the loading state.
 */
function initialList(endpoint: string | undefined, page?: PageProjects, query?: ProjectQuery): ProjectList {
  // First: a page built with the owner's own list (no endpoint) shows it.
  const projects = cachedProjects(endpoint, page, query);
  if (projects) return { state: "loaded", projects };
  try {
    endpointUrl(endpoint, page?.base);
  } catch (error) {
    // A setting to fix, not a failure of the service: asking again would give the same answer.
    return { state: "error", ...failure(error), retryable: false };
  }
  return { state: "loading" };
}

/** Each failure the element words itself (services/content.ts), by its text's id: ids are written whole. */
const PROBLEM_TEXTS = {
  unset: "projects.problem.unset",
  notHttp: "projects.problem.notHttp",
  timeout: "projects.problem.timeout",
  notGraphql: "projects.problem.notGraphql",
  network: "projects.problem.network",
} as const satisfies Record<ContentProblem, TextId>;

/** A failed list's error line, for My Work and its compact form: in the page's language where the element words it. */
export function listErrorText(list: { message: string; problem?: ContentProblem | undefined }, { text }: Texts, endpoint: string | undefined): string {
  const message = list.problem ? text(PROBLEM_TEXTS[list.problem], { endpoint: endpoint?.trim() ?? "", seconds: TIMEOUT_MS / 1000 }) : list.message;
  return text("projects.error", { message });
}

export interface ProjectListState {
  list: ProjectList;
  /** Asks the service again after a failure (a failure is never cached, so this is a real request). */
  retry: () => void;
  /** True once a list has replaced the loading state in this element: the cards make an entrance. */
  arrived: boolean;
}

/**
 * The project list of the endpoint setting, for My Work and Home's featured work alike; a new endpoint starts
 * over with its own (cached) list. A list the page came with is shown at once and, if `refresh`, refreshed in
 * the background (stale-while-revalidate); Home does not, so its first visit never fetches the GraphQL client.
 */
export function useProjectList(endpoint: string | undefined, refresh = true, query = SPEC_QUERY, lists?: PageProjects): ProjectListState {
  // The lists the page came with (none outside an element's tree), or as the query reads them (its optional fields).
  const context = useContext(PageDataContext);
  const page = lists ?? context ?? undefined;
  const [current, setCurrent] = useState(() => ({ endpoint, list: initialList(endpoint, page, query), attempt: 0, arrived: false }));
  // The endpoint changed since the last render: show the new one's state now, not the old one's cards.
  if (current.endpoint !== endpoint) setCurrent({ endpoint, list: initialList(endpoint, page, query), attempt: 0, arrived: false });

  const loading = current.list.state === "loading";
  useEffect(() => {
    // An unusable setting shows its own error (with no "Try again"): there is no service to ask.
    if (initialList(endpoint, page, query).state === "error") return;
    const revalidating = refresh && isStale(endpoint, page, query);
    // Only a list still loading asks (an answer that came between its render and this effect is there at once), or
    // one the page came with, refreshed; a failure waits for "Try again".
    if (!loading && !revalidating) return;
    let active = true;
    loadProjects(endpoint, query).then(
      (projects) => {
        if (!active) return;
        // Replaced only when the service's list differs, so an unchanged list keeps its nodes.
        setCurrent((shown) =>
          shown.list.state === "loaded" && JSON.stringify(shown.list.projects) === JSON.stringify(projects)
            ? shown
            : { ...shown, endpoint, list: { state: "loaded", projects }, arrived: shown.list.state === "loading" },
        );
      },
      (error: unknown) => {
        // A failed refresh leaves the page's list in place; otherwise the failure is the state.
        if (!active || revalidating) return;
        setCurrent((shown) => ({ ...shown, endpoint, list: { state: "error", ...failure(error), retryable: true } }));
      },
    );
    return () => {
      active = false;
    };
  }, [endpoint, current.attempt, page, refresh, query, loading]);

  const retry = useCallback(() => {
    setCurrent((shown) => ({ ...shown, list: { state: "loading" }, attempt: shown.attempt + 1 }));
  }, []);

  const list = current.endpoint === endpoint ? current.list : initialList(endpoint, page, query);
  return { list, retry, arrived: current.endpoint === endpoint && current.arrived };
}
