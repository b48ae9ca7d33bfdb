/** What a list of projects (My Work, its compact form, Home's featured work) reads with project details on. */
import { useContext, useMemo, type ComponentType } from "react";
import { InApp, useSettings } from "../../define/context.ts";
import { PageDataContext, type PageData } from "../../page/page-data.ts";
import { parseSiteUrl } from "../../settings/site-url.ts";
import type { DetailsModule } from "../projects/use-details.ts";

/** A list's props with project details: their code, the page's lists as their query reads them, where a project's page is. */
export interface DetailedProps {
  details?: DetailsModule | undefined;
  lists?: PageData | undefined;
  /** What a project's page address starts with: "" in the app, the site's address outside it, none without one. */
  pages?: string | undefined;
}

/**
 * The page's lists read again with the details' optional fields (the element's page data reads them without; a
 * prerender's have them already).
 */
function useDetailedLists(details: DetailsModule): PageData | undefined {
  const page = useContext(PageDataContext);
  return useMemo(() => (typeof document !== "undefined" && page ? { ...page, projects: details.readDetailedLists() } : undefined), [details, page]);
}

/** Where a project's page address starts: "" in the app (`#/projects/<id>`), the owner's site outside it, else none. */
function useProjectPages(): string | undefined {
  const inApp = useContext(InApp);
  const { siteUrl } = useSettings();
  return inApp ? "" : parseSiteUrl(siteUrl)?.href;
}

/** The hooks above, for a component (My Work's…) whose default code does not carry them. */
export function useDetailed(details: DetailsModule): DetailedProps {
  return { details, lists: useDetailedLists(details), pages: useProjectPages() };
}

/** `List` with the details (`list`: its other props). */
export function WithDetails<Props extends object>({ details, List, list }: { details: DetailsModule; List: ComponentType<Props & DetailedProps>; list: Props }) {
  return <List {...list} {...useDetailed(details)} />;
}
