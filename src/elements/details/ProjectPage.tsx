import { useEffect } from "react";
import { useHeadingTags, useTexts } from "../../define/context.ts";
import { tagFilterHash } from "../../routing/router.ts";
import { ROUTES } from "../../routing/routes.ts";
import type { Project } from "../../services/projects.ts";
import { ExternalLinkIcon, GitHubIcon } from "../icons.tsx";
import { NewTabLink } from "../links.tsx";
import { storyBlocks, type StoryBlock } from "./case-study.ts";
import { facts, Picture } from "./Picture.tsx";
import { projectHash } from "./route.ts";

/** The width of the page's picture (for `sizes`): its column, 46rem at most (details.css). */
const PAGE_SIZES = "(max-width: 48rem) 100vw, 46rem";

/** The case study: paragraphs, lists and sub-headings (one level under the page's title) made from its text. */
function Story({ blocks }: { blocks: readonly StoryBlock[] }) {
  const [, Heading] = useHeadingTags();
  return (
    <div className="project-story">
      {blocks.map((block, at) =>
        block.kind === "heading" ? (
          <Heading key={at} className="project-story-heading" dir="auto">{block.text}</Heading>
        ) : block.kind === "list" ? (
          <ul key={at} className="project-story-list">
            {block.items.map((item, index) => <li key={index} dir="auto">{item}</li>)}
          </ul>
        ) : (
          <p key={at} dir="auto">{block.text}</p>
        ),
      )}
    </div>
  );
}

/**
 * The tab's title while the page is shown: the project's before the page's own, which comes back on leaving. A page
 * built for a project (projects/<id>.html) already starts with one: that part is replaced, not repeated.
 */
function useTabTitle(title: string, projects: readonly Project[]) {
  useEffect(() => {
    const before = document.title;
    const prefix = projects.map((project) => `${project.title} | `).find((start) => before.startsWith(start));
    const base = prefix ? before.slice(prefix.length) : before;
    document.title = base ? `${title} | ${base}` : title;
    return () => {
      document.title = base;
    };
  }, [title, projects]);
}

/** The way back to all projects, on every project page and on the page of an unknown id. */
function BackLink() {
  const { text } = useTexts();
  return (
    <p className="project-back">
      <a href={ROUTES.projects}><span className="project-back-arrow" aria-hidden="true">←</span> {text("featured.all")}</a>
    </p>
  );
}

/**
 * `#/projects/<id>`: the project's own page, led by what a reader decides on (title, role and year, summary, tags that
 * filter My Work, its links), then its picture, the case study, the previous and next projects, the way back; or, for
 * an id not in the list, a page that says so with the way back.
 */
export function ProjectPage({ id, projects }: { id: string; projects: readonly Project[] }) {
  const [Title, Heading] = useHeadingTags();
  const { text, parts } = useTexts();
  const index = projects.findIndex((project) => project.id === id);
  const project = projects[index];
  useTabTitle(project?.title ?? text("details.notFound"), projects);
  if (!project) {
    return (
      <section className="screen project-page" aria-labelledby="project-title" part="project-page">
        <div className="container project-page-body">
          <BackLink />
          <Title id="project-title" className="screen-title project-page-title" tabIndex={-1}>{text("details.notFound")}</Title>
          <p className="project-page-summary">{text("details.notFoundHelp")}</p>
        </div>
      </section>
    );
  }
  const { title, tags, githubUrl, livedemoUrl } = project;
  const line = facts(project);
  const story: StoryBlock[] = project.body ? storyBlocks(project.body) : project.description ? [{ kind: "paragraph", text: project.description }] : [];
  const previous = projects[index - 1];
  const next = projects[index + 1];
  return (
    <article className="screen project-page" aria-labelledby="project-title" part="project-page">
      <div className="container project-page-body">
        <BackLink />
        <Title id="project-title" className="screen-title project-page-title" tabIndex={-1} dir="auto">{title}</Title>
        {line && <p className="project-facts" dir="auto">{line}</p>}
        {project.summary && <p className="project-page-summary" dir="auto">{project.summary}</p>}
        {tags.length > 0 && (
          <ul className="tags project-page-tags" dir="auto">
            {tags.map((tag) => (
              <li key={tag}><a className="tag" href={tagFilterHash(tag)} part="tag">{tag}</a></li>
            ))}
          </ul>
        )}
        {(githubUrl || livedemoUrl) && (
          <div className="project-links">
            {githubUrl && (
              <NewTabLink className="button button-secondary" href={githubUrl} aria-label={text("projects.codeLabel", { title })}>
                <GitHubIcon size={18} />
                <span>{text("projects.code")}</span>
              </NewTabLink>
            )}
            {livedemoUrl && (
              <NewTabLink className="button button-primary" href={livedemoUrl} aria-label={text("projects.liveDemoLabel", { title })}>
                <ExternalLinkIcon size={18} />
                <span>{text("projects.liveDemo")}</span>
              </NewTabLink>
            )}
          </div>
        )}
        <Picture project={project} className="project-page-picture" sizes={PAGE_SIZES} lazy={false} />
        <Story blocks={story} />
        {(previous || next) && (
          <nav className="project-neighbours" aria-labelledby="project-more">
            <Heading id="project-more" className="visually-hidden">{text("details.nav")}</Heading>
            {previous && <a className="project-previous" href={projectHash(previous.id)}>{parts("details.previous", { title: <bdi key="title">{previous.title}</bdi> })}</a>}
            {next && <a className="project-next" href={projectHash(next.id)}>{parts("details.next", { title: <bdi key="title">{next.title}</bdi> })}</a>}
          </nav>
        )}
      </div>
    </article>
  );
}
