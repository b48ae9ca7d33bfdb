import { Suspense } from "react";
import type { Project } from "../../services/content.ts";
import { useProjectList } from "../projects/project-list.ts";
import { useDetails } from "../projects/use-details.ts";
import type { DetailedProps } from "../details/with-details.tsx";
import { useHeadingTags, useSettings, useTexts } from "../../define/context.ts";
import { parseFeatured } from "../../settings/counts.ts";
import { cutAtWord } from "../../text/short-text.ts";
import { useRouteLink } from "../hero/route-links.ts";
import { NewTabLink } from "../links.tsx";

/** How many tags a featured card shows: enough to say what it is built with, short enough for one line. */
const FEATURED_TAGS = 3;

/**
 * Characters of a description a featured card shows: about two lines of its narrowest card, so it ends where the
 * text chose (a full stop, or a word and "…"), not where the two-line clamp in hero.css happens to fall.
 */
const FEATURED_CHARS = 72;

/**
 * With project `details`, the card is led by the project's picture, says the owner's role and year and the outcome
 * (its summary, in the description's place), and its title links to the project's page (`pages`: where it is).
 */
function FeaturedCard({ project, first, details, pages }: { project: Project; first: boolean } & DetailedProps) {
  const { title, description, tags, livedemoUrl, githubUrl } = project;
  const [, , Title] = useHeadingTags();
  const href = livedemoUrl ?? githubUrl;
  const { text } = useTexts();
  const page = details && pages !== undefined ? pages + details.projectHash(project.id) : undefined;
  return (
    <li className="card featured-card" part="featured-card">
      {details && <details.FeaturedPicture project={project} first={first} />}
      <Title className="featured-title" dir="auto">
        {page ? (
          <a href={page}>{title}</a>
        ) : href ? (
          <NewTabLink href={href}>
            {title}
            <span className="visually-hidden"> {text(livedemoUrl ? "featured.liveDemoHint" : "featured.codeHint")}</span>
          </NewTabLink>
        ) : (
          title
        )}
      </Title>
      {details && <details.CardFacts project={project} />}
      {description && !(details && project.summary) && <p className="featured-description" dir="auto">{cutAtWord(description, FEATURED_CHARS)}</p>}
      {tags.length > 0 && (
        <ul className="tags featured-tags" dir="auto">
          {tags.slice(0, FEATURED_TAGS).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The section's frame: its heading, the way to all projects, and the cards (`projects`), or placeholders while loading. */
function FeaturedSection({ count, projects, details, pages }: { count: number; projects?: readonly Project[] | undefined } & DetailedProps) {
  const [, Heading] = useHeadingTags();
  const toProjects = useRouteLink("projects");
  const { text } = useTexts();
  return (
    <section className={details ? "container featured featured-details" : "container featured"} aria-labelledby="featured-title" aria-busy={!projects || undefined} part="featured">
      <div className="featured-head">
        <Heading id="featured-title" className="featured-heading">{text("featured.heading")}</Heading>
        <a className="featured-all" {...toProjects}>{text("featured.all")} <span className="featured-all-arrow" aria-hidden="true">→</span></a>
      </div>
      <ul className="three-cards">
        {projects
          ? projects.slice(0, count).map((project, index) => <FeaturedCard key={project.id} project={project} first={index === 0} details={details} pages={pages} />)
          : Array.from({ length: count }, (_, index) => <li key={index} className="card featured-card featured-skeleton" aria-hidden="true" />)}
      </ul>
    </section>
  );
}

/**
 * The first `count` projects: My Work's list, through the same cache-first request (with details, the same query as
 * My Work's), so a later visit of My Work asks nothing. A list the page came with is shown as it is (refreshing it
 * would fetch the GraphQL client on Home's first visit; My Work refreshes it). A failure shows nothing: Home is no
 * place for an error, My Work shows it.
 */
function FeaturedWork({ endpoint, count, details, lists, pages }: { endpoint: string | undefined; count: number } & DetailedProps) {
  const { list } = useProjectList(count > 0 ? endpoint : undefined, false, details?.DETAILS_QUERY, lists);
  // No count, no section (a page built with its own list has one without an endpoint).
  if (!count || list.state === "error" || (list.state === "loaded" && !list.projects.length)) return null;
  return <FeaturedSection count={count} projects={list.state === "loaded" ? list.projects : undefined} details={details} pages={pages} />;
}

/** Featured work with project details: their code (a chunk of its own; this suspends until it is here) shows it. */
function WithDetails(list: { endpoint: string | undefined; count: number }) {
  const details = useDetails();
  return <details.WithDetails details={details} List={FeaturedWork} list={list} />;
}

/**
 * Featured work under the hero, compact; with `project-details="on"`, large cards with their pictures, once the
 * details' code is here (a prerendered page keeps its markup meanwhile; otherwise the placeholders show).
 */
export function Featured() {
  const { endpoint, featured, projectDetails } = useSettings();
  const count = parseFeatured(featured);
  const withDetails = projectDetails === "on";
  if (!count || !withDetails) return <FeaturedWork endpoint={endpoint} count={count} />;
  return (
    <Suspense fallback={<FeaturedSection count={count} />}>
      <WithDetails endpoint={endpoint} count={count} />
    </Suspense>
  );
}
