import type { Project } from "../../services/projects.ts";
import { facts, Picture } from "./Picture.tsx";

/**
 * The widths the pictures' slots take (for `sizes`), by the window's width as the elements usually fill it: My Work's
 * grid of one, two or three columns (projects.css), and Home's featured work: a card a row with the picture beside its words, then three (details.css).
 */
const CARD_SIZES = "(max-width: 36rem) 100vw, (max-width: 56rem) 50vw, 24rem";
const FEATURED_SIZES = "(max-width: 36rem) 100vw, (max-width: 64rem) 40vw, 24rem";

/**
 * What a card shows with project details: its picture on top. `first`: a card of the grid's first row, on screen as
 * the page opens, whose picture is My Work's largest paint: loaded at once, not lazily once laid out.
 */
export function CardPicture({ project, first = false }: { project: Project; first?: boolean }) {
  return <Picture project={project} className="project-picture" sizes={CARD_SIZES} lazy={!first} />;
}

/** A row of a compact list (`layout="compact"`): a small picture beside the title (its slot: 6rem, compact.css). */
export function RowPicture({ project }: { project: Project }) {
  return <Picture project={project} className="project-picture row-picture" sizes="6rem" />;
}

/**
 * What a featured card on Home shows with project details: its picture on top (across the card on a phone). `first`:
 * the first card's, in a phone's first screen: loaded at once, not lazily once laid out.
 */
export function FeaturedPicture({ project, first = false }: { project: Project; first?: boolean }) {
  return <Picture project={project} className="project-picture" sizes={FEATURED_SIZES} lazy={!first} />;
}

/** What a card shows with project details under its title: role and year, and the one-line outcome. */
export function CardFacts({ project }: { project: Project }) {
  const line = facts(project);
  return (
    <>
      {line && <p className="project-facts" part="project-facts" dir="auto">{line}</p>}
      {project.summary && <p className="project-summary" part="project-summary" dir="auto">{project.summary}</p>}
    </>
  );
}
