import { useContext, useEffect, useState } from "react";
import { PageDataContext } from "../../page-data.ts";
import { ROUTES } from "../../router.ts";
import { cachedProjects, endpointUrl, loadProjects, type PageProjects, type Project } from "../../services/content.ts";
import { NewTabLink } from "../links.tsx";

/** How many tags a featured card shows: enough to say what it is built with, short enough for one line. */
const FEATURED_TAGS = 3;

/** The list Home features: its projects, `"loading"`, or undefined when there is nothing to show (none, a failure). */
type FeaturedList = readonly Project[] | "loading" | undefined;

function initialList(endpoint: string | undefined, page?: PageProjects): FeaturedList {
  try {
    endpointUrl(endpoint, page?.base);
  } catch {
    return undefined;
  }
  return cachedProjects(endpoint, page) ?? "loading";
}

/**
 * The endpoint's projects through the same cache-first request as My Work (services/content.ts): a later visit of
 * My Work asks nothing. A list the page came with (a prerender's) is shown as it is: refreshing it here would fetch
 * the GraphQL client on Home's first visit; My Work refreshes it. A failure shows nothing here: Home is no place for
 * an error, My Work shows it.
 */
function useFeaturedList(endpoint: string | undefined): FeaturedList {
  // A prerender's page data; in a browser, content.ts reads the page's own.
  const page = useContext(PageDataContext) ?? undefined;
  const [current, setCurrent] = useState(() => ({ endpoint, list: initialList(endpoint, page) }));
  if (current.endpoint !== endpoint) setCurrent({ endpoint, list: initialList(endpoint, page) });
  useEffect(() => {
    if (initialList(endpoint, page) !== "loading") return;
    let active = true;
    loadProjects(endpoint).then(
      (projects) => active && setCurrent({ endpoint, list: projects }),
      () => active && setCurrent({ endpoint, list: undefined }),
    );
    return () => {
      active = false;
    };
  }, [endpoint, page]);
  return current.endpoint === endpoint ? current.list : initialList(endpoint, page);
}

function FeaturedCard({ project }: { project: Project }) {
  const { title, description, tags, livedemoUrl, githubUrl } = project;
  const href = livedemoUrl ?? githubUrl;
  return (
    <li className="card featured-card" part="featured-card">
      <h3 className="featured-title">
        {href ? (
          <NewTabLink href={href}>
            {title}
            <span className="visually-hidden"> ({livedemoUrl ? "live demo" : "code"}, opens in a new tab)</span>
          </NewTabLink>
        ) : (
          title
        )}
      </h3>
      {description && <p className="featured-description">{description}</p>}
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

/** The first `count` projects under the hero, compact, with the way to all of them. */
export function Featured({ endpoint, count }: { endpoint: string | undefined; count: number }) {
  const list = useFeaturedList(count > 0 ? endpoint : undefined);
  if (!count || !list || (list !== "loading" && !list.length)) return null;
  const loading = list === "loading";
  return (
    <section className="container featured" aria-labelledby="featured-title" aria-busy={loading || undefined} part="featured">
      <div className="featured-head">
        <h2 id="featured-title" className="featured-heading">Featured work</h2>
        <a className="featured-all" href={ROUTES.projects}>All projects <span aria-hidden="true">→</span></a>
      </div>
      <ul className="three-cards">
        {loading
          ? Array.from({ length: count }, (_, index) => <li key={index} className="card featured-card featured-skeleton" aria-hidden="true" />)
          : list.slice(0, count).map((project) => <FeaturedCard key={project.id} project={project} />)}
      </ul>
    </section>
  );
}
