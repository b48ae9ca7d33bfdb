import type { Project } from "../../services/content.ts";
import { useProjectList } from "../projects/project-list.ts";
import { useHeadingTags, useTexts } from "../../define/context.ts";
import { NewTabLink } from "../links.tsx";
import { useRouteLink } from "./route-links.ts";

/** How many tags a featured card shows: enough to say what it is built with, short enough for one line. */
const FEATURED_TAGS = 3;

function FeaturedCard({ project }: { project: Project }) {
  const { title, description, tags, livedemoUrl, githubUrl } = project;
  const [, , Title] = useHeadingTags();
  const href = livedemoUrl ?? githubUrl;
  const { text } = useTexts();
  return (
    <li className="card featured-card" part="featured-card">
      <Title className="featured-title" dir="auto">
        {href ? (
          <NewTabLink href={href}>
            {title}
            <span className="visually-hidden"> {text(livedemoUrl ? "featured.liveDemoHint" : "featured.codeHint")}</span>
          </NewTabLink>
        ) : (
          title
        )}
      </Title>
      {description && <p className="featured-description" dir="auto">{description}</p>}
      {tags.length > 0 && (
        <ul className="tags featured-tags">
          {tags.slice(0, FEATURED_TAGS).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The first `count` projects under the hero, compact, with the way to all of them: My Work's list, through the
 * same cache-first request, so a later visit of My Work asks nothing. A list the page came with is shown as it is
 * (refreshing it would fetch the GraphQL client on Home's first visit; My Work refreshes it). A failure shows
 * nothing: Home is no place for an error, My Work shows it.
 */
export function Featured({ endpoint, count }: { endpoint: string | undefined; count: number }) {
  const { list } = useProjectList(count > 0 ? endpoint : undefined, false);
  const [, Heading] = useHeadingTags();
  const toProjects = useRouteLink("projects");
  const { text } = useTexts();
  // No count, no section (a page built with its own list has one without an endpoint).
  if (!count || list.state === "error" || (list.state === "loaded" && !list.projects.length)) return null;
  const loading = list.state === "loading";
  return (
    <section className="container featured" aria-labelledby="featured-title" aria-busy={loading || undefined} part="featured">
      <div className="featured-head">
        <Heading id="featured-title" className="featured-heading">{text("featured.heading")}</Heading>
        <a className="featured-all" {...toProjects}>{text("featured.all")} <span className="featured-all-arrow" aria-hidden="true">→</span></a>
      </div>
      <ul className="three-cards">
        {loading
          ? Array.from({ length: count }, (_, index) => <li key={index} className="card featured-card featured-skeleton" aria-hidden="true" />)
          : list.projects.slice(0, count).map((project) => <FeaturedCard key={project.id} project={project} />)}
      </ul>
    </section>
  );
}
