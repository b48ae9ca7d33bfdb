import type { Project } from "../../services/projects.ts";
import { facts, Picture } from "./Picture.tsx";

/** What a card shows with project details: its picture on top. */
export function CardPicture({ project }: { project: Project }) {
  return <Picture project={project} className="project-picture" />;
}

/** What a card shows with project details under its title: role and year, and the one-line outcome. */
export function CardFacts({ project }: { project: Project }) {
  const line = facts(project);
  return (
    <>
      {line && <p className="project-facts" part="project-facts">{line}</p>}
      {project.summary && <p className="project-summary" part="project-summary">{project.summary}</p>}
    </>
  );
}
