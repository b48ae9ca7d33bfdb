import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useHeadingTags, useHostEvent, useSettings, useTexts } from "../../../define/context.ts";
import { parseLimit } from "../../../settings/counts.ts";
import { parseSiteUrl, siteRouteUrl } from "../../../settings/site-url.ts";
import type { Project } from "../../../services/content.ts";
import { ExternalLinkIcon, GitHubIcon } from "../../icons.tsx";
import { NewTabLink } from "../../links.tsx";
import { listErrorText, useProjectList } from "../project-list.ts";
import { useDetails } from "../use-details.ts";
import type { DetailedProps } from "../../details/with-details.tsx";

/** Rows shown while the list loads, when no limit says how many will come. */
const LOADING_ROWS = 3;

/** How many tags a row shows: what it is built with, on one line beside the links. */
const ROW_TAGS = 4;

/** One project on one row: a small picture with details, the title, one line of its outcome or description, tags, links. */
function ProjectRow({ project, details, pages }: { project: Project } & DetailedProps) {
  const { title, description, tags, githubUrl, livedemoUrl } = project;
  const [, Title] = useHeadingTags();
  const { text } = useTexts();
  const line = (details && project.summary) || description;
  return (
    <li className="compact-row" part="project-row">
      {details && <details.RowPicture project={project} />}
      <div className="compact-row-text">
        <Title className="project-title" part="project-title" dir="auto">
          {details && pages !== undefined ? <a href={pages + details.projectHash(project.id)}>{title}</a> : title}
        </Title>
        {line && <p className="compact-line" dir="auto">{line}</p>}
        <div className="compact-row-foot">
          {tags.length > 0 && (
            <ul className="tags compact-tags">
              {tags.slice(0, ROW_TAGS).map((tag) => <li key={tag} part="tag">{tag}</li>)}
            </ul>
          )}
          {githubUrl && (
            <NewTabLink className="compact-link" href={githubUrl} part="project-link" aria-label={text("projects.codeLabel", { title })}>
              <GitHubIcon size={16} />
              <span>{text("projects.code")}</span>
            </NewTabLink>
          )}
          {livedemoUrl && (
            <NewTabLink className="compact-link" href={livedemoUrl} part="project-link" aria-label={text("projects.liveDemoLabel", { title })}>
              <ExternalLinkIcon size={16} />
              <span>{text("projects.liveDemo")}</span>
            </NewTabLink>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The way to all `count` projects under a cut list: the site's My Work (`site-url`); without it there is no page of
 * all projects, so it shows them here.
 */
function AllProjects({ count, showAll }: { count: number; showAll: () => void }) {
  const { text } = useTexts();
  const site = parseSiteUrl(useSettings().siteUrl);
  const label = (
    <>
      {text("projects.all", { count })} <span className="compact-all-arrow" aria-hidden="true">→</span>
    </>
  );
  return (
    <p className="compact-all">
      {site ? (
        <a href={siteRouteUrl(site, "projects")} part="projects-all">{label}</a>
      ) : (
        <button type="button" className="compact-all-button" onClick={showAll} part="projects-all">{label}</button>
      )}
    </p>
  );
}

/** Placeholders in the rows' place while the list (or the details' code) loads; the status says so. */
function LoadingRows({ count, pictures }: { count: number; pictures: boolean }) {
  const { text } = useTexts();
  return (
    <>
      <p className="visually-hidden" role="status">{text("projects.loading")}</p>
      <ul className="compact-rows" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={pictures ? "compact-row compact-skeleton compact-skeleton-picture" : "compact-row compact-skeleton"} />
        ))}
      </ul>
    </>
  );
}

/** The list's frame: its heading (the spec's "My Work"), then the rows or the state. */
function CompactFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const [Title] = useHeadingTags();
  const { text } = useTexts();
  return (
    <section className="compact-list" aria-labelledby="projects-title" aria-busy={busy || undefined} part="projects">
      <Title id="projects-title" className="compact-heading" tabIndex={-1}>{text("projects.heading")}</Title>
      {children}
    </section>
  );
}

function CompactProjects({ details, lists, pages }: DetailedProps) {
  const { endpoint, limit } = useSettings();
  const { list } = useProjectList(endpoint, true, details?.DETAILS_QUERY, lists);
  const texts = useTexts();
  const { text } = texts;
  const emit = useHostEvent();
  const [all, setAll] = useState(false);
  const cap = all ? undefined : parseLimit(limit);
  useEffect(() => {
    if (list.state === "loaded") emit("portfolio-projects-loaded", { count: list.projects.length });
    else if (list.state === "error") emit("portfolio-projects-error", { message: list.message });
  }, [list, emit]);
  return (
    <CompactFrame busy={list.state === "loading"}>
      {list.state === "loading" ? (
        <LoadingRows count={cap ?? LOADING_ROWS} pictures={Boolean(details)} />
      ) : list.state === "error" ? (
        <p className="compact-state" role="alert" part="projects-error">
          {listErrorText(list, texts, endpoint)}
        </p>
      ) : list.projects.length === 0 ? (
        <p className="compact-state" role="status" part="projects-empty">{text("projects.empty")}</p>
      ) : (
        <>
          <ul className="compact-rows" part="projects-grid">
            {list.projects.slice(0, cap).map((project) => <ProjectRow key={project.id} project={project} details={details} pages={pages} />)}
          </ul>
          {cap !== undefined && cap < list.projects.length && <AllProjects count={list.projects.length} showAll={() => setAll(true)} />}
        </>
      )}
    </CompactFrame>
  );
}

/** While the details' code is on its way. */
function WaitingList() {
  return (
    <CompactFrame busy>
      <LoadingRows count={parseLimit(useSettings().limit) ?? LOADING_ROWS} pictures />
    </CompactFrame>
  );
}

/** With project details: their code (a chunk of its own; this suspends until it is here) shows the list. */
function WithDetails() {
  const details = useDetails();
  return <details.WithDetails details={details} List={CompactProjects} list={{}} />;
}

/**
 * `<portfolio-projects layout="compact">`: My Work as a short list for a page that is not the portfolio, one row per
 * project with no lead or count sentence; `limit` cuts it, with the way to all projects under it.
 */
export function CompactList() {
  if (useSettings().projectDetails !== "on") return <CompactProjects />;
  return (
    <Suspense fallback={<WaitingList />}>
      <WithDetails />
    </Suspense>
  );
}
