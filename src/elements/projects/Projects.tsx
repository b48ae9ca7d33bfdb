import { useEffect, useState } from "react";
import { useHostEvent, useSettings } from "../../define.ts";
import { cachedProjects, endpointUrl, isStale, loadProjects, type Project } from "../../services/content.ts";
import { ExternalLinkIcon, GitHubIcon } from "../icons.tsx";
import { NewTabLink } from "../links.tsx";

/** The four states of the project list (spec §4). */
type ProjectList =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "loaded"; projects: readonly Project[] };

/** As many placeholders as a typical list fills, so the cards replace them without moving what is below. */
const SKELETON_CARDS = 6;

/**
 * What an endpoint shows before any answer: its cached projects at once, an unusable setting's error at once,
 * otherwise the loading state.
 */
function initialList(endpoint: string | undefined): ProjectList {
  try {
    endpointUrl(endpoint);
  } catch (error) {
    return { state: "error", message: (error as Error).message };
  }
  const projects = cachedProjects(endpoint);
  return projects ? { state: "loaded", projects } : { state: "loading" };
}

/** The project list of the endpoint setting; a new endpoint starts over with its own (cached) list. */
function useProjectList(endpoint: string | undefined): ProjectList {
  const [current, setCurrent] = useState(() => ({ endpoint, list: initialList(endpoint) }));
  // The endpoint changed since the last render: show the new one's state now, not the old one's cards.
  if (current.endpoint !== endpoint) setCurrent({ endpoint, list: initialList(endpoint) });

  useEffect(() => {
    // A list the page came with is shown at once and refreshed in the background (stale-while-revalidate).
    const revalidating = isStale(endpoint);
    if (cachedProjects(endpoint) && !revalidating) return;
    let active = true;
    loadProjects(endpoint).then(
      (projects) => {
        if (!active) return;
        // Replaced only when the service's list differs, so an unchanged list keeps its nodes.
        setCurrent((shown) =>
          shown.list.state === "loaded" && JSON.stringify(shown.list.projects) === JSON.stringify(projects)
            ? shown
            : { endpoint, list: { state: "loaded", projects } },
        );
      },
      (error: unknown) => {
        // A failed refresh leaves the page's list in place; otherwise the failure is the state.
        if (!active || revalidating) return;
        const message = error instanceof Error ? error.message : String(error);
        setCurrent({ endpoint, list: { state: "error", message } });
      },
    );
    return () => {
      active = false;
    };
  }, [endpoint]);

  return current.endpoint === endpoint ? current.list : initialList(endpoint);
}

function ProjectCard({ project }: { project: Project }) {
  const { title, description, tags, githubUrl, livedemoUrl } = project;
  return (
    <li className="card project-card" part="card project-card">
      <h2 className="project-title" part="project-title">{title}</h2>
      {description && <p className="project-description" part="project-description">{description}</p>}
      {tags.length > 0 && (
        <ul className="tags project-tags" aria-label={`${title}: tech stack`}>
          {tags.map((tag) => (
            <li key={tag} part="tag">{tag}</li>
          ))}
        </ul>
      )}
      {(githubUrl || livedemoUrl) && (
        <div className="project-links">
          {githubUrl && (
            <NewTabLink className="icon-link" href={githubUrl} title="Source on GitHub" part="project-link"
              aria-label={`${title} on GitHub (opens in a new tab)`}>
              <GitHubIcon />
            </NewTabLink>
          )}
          {livedemoUrl && (
            <NewTabLink className="icon-link" href={livedemoUrl} title="Live demo" part="project-link"
              aria-label={`${title}: live demo (opens in a new tab)`}>
              <ExternalLinkIcon />
            </NewTabLink>
          )}
        </div>
      )}
    </li>
  );
}

/** Grey cards in the grid's place while the list loads; hidden from assistive technology, which hears the status. */
function Loading() {
  return (
    <div className="projects-loading">
      <p className="projects-message projects-loading-text" role="status">Loading projects...</p>
      <ul className="grid projects-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="card project-card project-skeleton">
            <span className="skeleton-line skeleton-title" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-short" />
            <span className="skeleton-tags" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProjectListView({ list }: { list: ProjectList }) {
  switch (list.state) {
    case "loading":
      return <Loading />;
    case "error":
      return <p className="projects-message projects-error" role="alert" part="projects-error">Error: {list.message}</p>;
    case "loaded":
      if (list.projects.length === 0) {
        return <p className="projects-message" role="status" part="projects-empty">Could not find any projects.</p>;
      }
      return (
        <ul className="grid projects-grid" aria-label="Projects" part="projects-grid">
          {list.projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      );
  }
}

export function Projects() {
  const list = useProjectList(useSettings().endpoint);
  const emit = useHostEvent();
  // Once per list shown, the page's cached list included; the count and the shown error only.
  useEffect(() => {
    if (list.state === "loaded") emit("portfolio-projects-loaded", { count: list.projects.length });
    else if (list.state === "error") emit("portfolio-projects-error", { message: list.message });
  }, [list, emit]);
  return (
    <section className="screen" aria-labelledby="projects-title" part="projects">
      <div className="container">
        <h1 id="projects-title" className="screen-title" tabIndex={-1}>My Work</h1>
        <p className="screen-lead">A selection of things I've built recently, from side projects to client work.</p>
        <ProjectListView list={list} />
      </div>
    </section>
  );
}
