import { useContext, useLayoutEffect, useRef, type ComponentType } from "react";
import { InApp, ShadowRootContext } from "../../define/context.ts";
import { useHash } from "../../routing/router.ts";
import type { ProjectsScreenProps } from "../projects/Projects.tsx";
import type { DetailsModule } from "../projects/use-details.ts";
import { useDetailed } from "./with-details.tsx";
import { ProjectPage } from "./ProjectPage.tsx";
import { projectIdOf } from "./route.ts";

/**
 * My Work with project details (`Screen`, given by My Work's code): its cards with their parts and, in the app, a
 * project's page (`#/projects/<id>`) in its place; alone on a page, a card links to the site's page, if known.
 */
export function DetailedProjects({ details, Screen }: { details: DetailsModule; Screen: ComponentType<ProjectsScreenProps> }) {
  const projectId = projectIdOf(useHash());
  const shown = useContext(InApp) ? projectId : undefined;
  const root = useContext(ShadowRootContext);
  // Between My Work and a project's page (one screen of the app), as between routes: to the top, focus on the heading.
  const shownId = useRef(shown);
  useLayoutEffect(() => {
    if (shownId.current === shown) return;
    shownId.current = shown;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    root?.querySelector<HTMLElement>("main h1")?.focus({ preventScroll: true });
  }, [shown, root]);
  return (
    <Screen
      {...useDetailed(details)}
      page={(list) => (shown && list.state === "loaded" ? <div><ProjectPage id={shown} projects={list.projects} /></div> : undefined)}
    />
  );
}
