import { memo, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { InApp, useHeadingTags, useHostEvent, useSettings, useTexts } from "../../define/context.ts";
import { parseLimit } from "../../settings/counts.ts";
import { httpUrl } from "../../settings/kinds.ts";
import { parseSiteUrl, siteRouteUrl } from "../../settings/site-url.ts";
import type { Project } from "../../services/content.ts";
import { listErrorText, useProjectList, type ProjectListState } from "./project-list.ts";
import { AlertIcon, ExternalLinkIcon, GitHubIcon, Icon, type IconProps } from "../icons.tsx";
import { NewTabLink } from "../links.tsx";
import { ProjectDescription } from "./Description.tsx";
import { useIncrementalCount } from "./incremental.ts";
import { projectsWith, useTagFilter } from "../tag-filter.ts";
import { useDetails } from "./use-details.ts";
import type { DetailedProps } from "../details/with-details.tsx";

/** Cards a list shows before its "Show all N projects": the grid stays a few screens long. */
const PROJECTS_FIRST = 9;

/** The cards of the grid's widest first row (three columns, projects.css): on screen as the page opens. */
const FIRST_ROW = 3;

/** Enough placeholders to fill the first screen at any width, so the cards arrive without moving what is below. */
const SKELETON_CARDS = 6;

function FolderIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 20h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.7-.9l-.8-1.2A2 2 0 0 0 7.9 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2z" />
      <path d="M9 13h6" />
    </Icon>
  );
}

function RetryIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
      <path d="M21 3v5h-5" />
    </Icon>
  );
}

/**
 * Memoised: a batch of cards added under a long list renders only the new ones. With project `details`, the card
 * shows its picture and facts too, and its title links to the project's page (`pages`: where that page is).
 */
const ProjectCard = memo(function ProjectCard({ project, first, filter, choose, details, pages }: { project: Project; first: boolean } & TagFilterProps & DetailsProps) {
  const { title, description, tags, githubUrl, livedemoUrl } = project;
  const [, Title] = useHeadingTags();
  const { text } = useTexts();
  return (
    <li className="card project-card" part="card project-card">
      {details && <details.CardPicture project={project} first={first} />}
      <Title className="project-title" part="project-title" dir="auto">
        {details && pages !== undefined ? <a href={pages + details.projectHash(project.id)}>{title}</a> : title}
      </Title>
      {details && <details.CardFacts project={project} />}
      {description && <ProjectDescription text={description} title={title} />}
      {/* Unnamed, as the grid is: few screen readers read a list's aria-label; the card's heading says whose tags. */}
      {tags.length > 0 && (
        <ul className="tags project-tags" dir="auto">
          {tags.map((tag) => {
            const chosen = tag.toLowerCase() === filter?.toLowerCase();
            return (
              <li key={tag}>
                <button type="button" className="tag" aria-pressed={chosen} onClick={() => choose(chosen ? undefined : tag)} part="tag">
                  {tag}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(githubUrl || livedemoUrl) && (
        <div className="project-links">
          {/* The accessible name starts with the visible label, so "click Code" works by voice too. */}
          {githubUrl && (
            <NewTabLink className="project-link" href={githubUrl} part="project-link"
              aria-label={text("projects.codeLabel", { title })}>
              <GitHubIcon size={18} />
              <span>{text("projects.code")}</span>
            </NewTabLink>
          )}
          {livedemoUrl && (
            <NewTabLink className="project-link" href={livedemoUrl} part="project-link"
              aria-label={text("projects.liveDemoLabel", { title })}>
              <ExternalLinkIcon size={18} />
              <span>{text("projects.liveDemo")}</span>
            </NewTabLink>
          )}
        </div>
      )}
    </li>
  );
});

/**
 * Placeholders shaped like real cards (title, three lines, tags, links; with project details, the picture's block on
 * top) in the grid's place while the list loads, so the cards take their place instead of pushing the page; hidden
 * from assistive technology, which hears the status.
 */
function Loading() {
  const { text } = useTexts();
  const pictures = useSettings().projectDetails === "on";
  return (
    <div className="projects-loading">
      <p className="projects-bar projects-status" role="status">{text("projects.loading")}</p>
      <ul className="projects-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="card project-card project-skeleton">
            {pictures && <span className="skeleton-picture" />}
            <span className="skeleton skeleton-title" />
            <span className="skeleton-lines">
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line skeleton-short" />
            </span>
            <span className="skeleton-tags">
              <span className="skeleton skeleton-tag" />
              <span className="skeleton skeleton-tag" />
              <span className="skeleton skeleton-tag" />
            </span>
            <span className="project-links">
              <span className="skeleton skeleton-link" />
              <span className="skeleton skeleton-link" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** With project details: their code, and where a project's page is. */
type DetailsProps = Pick<DetailedProps, "details" | "pages">;

interface TagFilterProps {
  /** The technology the list is filtered by. */
  filter: string | undefined;
  choose: (tag: string | undefined) => void;
}

interface StatePanelProps {
  tone: "error" | "empty";
  /** A plain heading above the spec's text, which then reads as its detail. */
  title?: string;
  /** The spec's text, exactly: "Error: …" or "Could not find any projects.". */
  message: ReactNode;
  help: string;
  children?: ReactNode;
}

/** The error and empty states: the spec's line first, then what it means and what a visitor can do next. */
function StatePanel({ tone, title, message, help, children }: StatePanelProps) {
  const [, Title] = useHeadingTags();
  return (
    <div className={`projects-state projects-state-${tone}`}>
      <span className="projects-state-icon" aria-hidden="true">
        {tone === "error" ? <AlertIcon size={28} /> : <FolderIcon size={28} />}
      </span>
      {title && <Title className="projects-state-title">{title}</Title>}
      {message}
      <p className="projects-state-help">{help}</p>
      {children && <div className="projects-state-actions">{children}</div>}
    </div>
  );
}

function GitHubProfileLink({ href }: { href: string | undefined }) {
  const { text } = useTexts();
  if (!href) return null;
  return (
    <NewTabLink className="button button-secondary" href={href}>
      <GitHubIcon size={18} />
      {text("projects.myGitHub")}
      <span className="visually-hidden"> {text("common.newTab")}</span>
    </NewTabLink>
  );
}

interface ProjectListViewProps extends ProjectListState, TagFilterProps, DetailsProps {
  github: string | undefined;
}

function ProjectListView({ list, retry, arrived, github, filter, choose, details, pages }: ProjectListViewProps) {
  const texts = useTexts();
  const { text } = texts;
  const { endpoint } = useSettings();
  switch (list.state) {
    case "loading":
      return <Loading />;
    case "error":
      return (
        <StatePanel
          tone="error"
          title={text("projects.errorTitle")}
          message={<p className="projects-status projects-error" role="alert" part="projects-error">{listErrorText(list, texts, endpoint)}</p>}
          help={text(list.retryable ? "projects.errorRetryHelp" : "projects.errorSetupHelp")}
        >
          {list.retryable && (
            <button type="button" className="button button-primary" onClick={retry}>
              <RetryIcon size={18} />
              {text("projects.retry")}
            </button>
          )}
          <GitHubProfileLink href={github} />
        </StatePanel>
      );
    case "loaded":
      if (list.projects.length === 0) {
        return (
          <StatePanel
            tone="empty"
            message={<p className="projects-status" role="status" part="projects-empty">{text("projects.empty")}</p>}
            help={text("projects.emptyHelp")}
          >
            <GitHubProfileLink href={github} />
          </StatePanel>
        );
      }
      return <ProjectGrid projects={list.projects} arrived={arrived} filter={filter} choose={choose} details={details} pages={pages} />;
  }
}

/**
 * The cards: those with the chosen technology, the first few until the visitor asks for all, rendered a batch at
 * a time (see incremental.ts). Above them, in the loading label's place, what is shown and the way back to all.
 */
function ProjectGrid({ projects, arrived, filter, choose, details, pages }: { projects: readonly Project[]; arrived: boolean } & TagFilterProps & DetailsProps) {
  const matching = filter ? projectsWith(projects, filter) : projects;
  const [all, setAll] = useState(false);
  // The owner's `limit` alone on a page (the app's My Work is all of them); then the site's My Work has the rest.
  const { limit: limitSetting, siteUrl } = useSettings();
  const owned = useContext(InApp) ? undefined : parseLimit(limitSetting);
  const first = owned ?? PROJECTS_FIRST;
  const site = owned !== undefined ? parseSiteUrl(siteUrl) : undefined;
  const limit = all ? matching.length : Math.min(matching.length, first);
  const { shown, more, showMore } = useIncrementalCount(limit);
  const grid = useRef<HTMLUListElement>(null);
  const showAll = () => {
    setAll(true);
    // The button goes away: focus moves on to the first card it added.
    requestAnimationFrame(() => {
      const title = grid.current?.children[first]?.querySelector<HTMLElement>(".project-title");
      title?.setAttribute("tabindex", "-1");
      title?.focus({ preventScroll: true });
    });
  };
  // The canonical spelling of a tag typed into the address in another case.
  const shownTag = filter && (matching[0]?.tags.find((tag) => tag.toLowerCase() === filter.toLowerCase()) ?? filter);
  const { text, parts } = useTexts();
  const count = matching.length;
  return (
    <>
      <div className="projects-bar" aria-live="polite">
        <p>
          {shownTag ? parts("projects.summaryTag", { count, tag: <strong key="tag" dir="auto">{shownTag}</strong> }) : text("projects.summary", { count })}
        </p>
        {filter && (
          <button type="button" className="button button-secondary" onClick={() => choose(undefined)} part="projects-show-all">
            {text("projects.clearFilter")}
          </button>
        )}
      </div>
      <ul ref={grid} className={arrived ? "projects-grid projects-arrived" : "projects-grid"} part="projects-grid">
        {matching.slice(0, shown).map((project, index) => (
          <ProjectCard key={project.id} project={project} first={index < FIRST_ROW} filter={filter} choose={choose} details={details} pages={pages} />
        ))}
      </ul>
      {limit < matching.length && (
        <p className="projects-more">
          {site ? (
            <a className="button button-secondary" href={siteRouteUrl(site, "projects")} part="projects-more projects-all">{text("projects.all", { count })}</a>
          ) : (
            <button type="button" className="button button-secondary" onClick={showAll} part="projects-more">
              {text("projects.showAll", { count })}
            </button>
          )}
        </p>
      )}
      {shown < limit && (
        <p className="projects-more">
          <button type="button" className="button button-secondary" ref={more} onClick={showMore} part="projects-more">
            {text("projects.showMore", { count: limit - shown })}
          </button>
        </p>
      )}
    </>
  );
}

export interface ProjectsScreenProps extends DetailedProps {
  /** With project details in the app: a project's page, shown instead of My Work when the address names one. */
  page?: (list: ProjectListState["list"]) => ReactNode;
}

/** My Work; with project details (`details`, `lists`, `pages`), its cards show them, or a project's page (`page`) is shown. */
function ProjectsScreen({ details, lists, pages, page }: ProjectsScreenProps) {
  const { endpoint, github } = useSettings();
  const { list, retry, arrived } = useProjectList(endpoint, true, details?.DETAILS_QUERY, lists);
  const [filter, chooseTag] = useTagFilter();
  const heading = useRef<HTMLHeadingElement>(null);
  const emit = useHostEvent();
  // Once per list shown, the page's cached list included; the count and the shown error only.
  useEffect(() => {
    if (list.state === "loaded") emit("portfolio-projects-loaded", { count: list.projects.length });
    else if (list.state === "error") emit("portfolio-projects-error", { message: list.message });
  }, [list, emit]);
  // The pressed button goes away with the error: focus moves to the section, not to the page's start.
  const retryFromHere = useCallback(() => {
    retry();
    heading.current?.focus({ preventScroll: true });
  }, [retry]);
  // "Show all projects" goes away once pressed: focus moves to the section, not to the page's start.
  const choose = useCallback(
    (tag: string | undefined) => {
      chooseTag(tag);
      if (!tag) heading.current?.focus({ preventScroll: true });
    },
    [chooseTag],
  );
  return (
    page?.(list) ?? (
      <MyWork headingRef={heading}>
        <ProjectListView list={list} retry={retryFromHere} arrived={arrived} github={httpUrl(github)} filter={filter} choose={choose} details={details} pages={pages} />
      </MyWork>
    )
  );
}

/** With project details: their code (a chunk of its own; this suspends until it is here) shows My Work with them. */
function WithDetails() {
  const details = useDetails();
  return <details.DetailedProjects details={details} Screen={ProjectsScreen} />;
}

/** My Work's frame: its heading and lead above the list, or above the loading state while the details' code is on its way. */
function MyWork({ headingRef, children = <Loading /> }: { headingRef?: Ref<HTMLHeadingElement>; children?: ReactNode }) {
  const [Title] = useHeadingTags();
  const { text } = useTexts();
  return (
    <section className="screen" aria-labelledby="projects-title" part="projects">
      <div className="container">
        <Title ref={headingRef} id="projects-title" className="screen-title" tabIndex={-1}>{text("projects.heading")}</Title>
        <p className="screen-lead">{text("projects.lead")}</p>
        {children}
      </div>
    </section>
  );
}

export function Projects() {
  // Without details, the screen as it always was; with them, it waits for their code (a chunk of its own).
  if (useSettings().projectDetails !== "on") return <ProjectsScreen />;
  return (
    <Suspense fallback={<MyWork />}>
      <WithDetails />
    </Suspense>
  );
}
