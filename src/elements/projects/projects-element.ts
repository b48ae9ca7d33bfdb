import { PortfolioElement } from "../../define/element.ts";

/**
 * My Work: the project cards from the owner's GraphQL content service (the `endpoint` setting), read
 * cache-first once per page. Its states: "Loading projects...", "Error: " and the message, "Could not find any
 * projects." or the grid of cards with title, description, tags and the links each project has. Each tag is a
 * button that filters the list by its technology: inside `<portfolio-app>` the filter is the address
 * (`#/projects?tag=<name>`, shareable); alone on a page it filters in place and leaves the page's address alone.
 * A long list shows its first nine cards, then "Show all N projects".
 *
 * Alone on a page that is not the portfolio, `limit="N"` shows the first N projects, then a link to all of them at
 * `{site-url}#/projects` (without `site-url`, a button that shows the rest in place); `layout="compact"` makes it a
 * short list with no lead or count sentence, one row per project: a small picture with `project-details="on"`, the
 * title, one line of the outcome or description, the tags and the links. Inside `<portfolio-app>` My Work shows all.
 *
 * @tag portfolio-projects
 * @summary The project grid from the content service.
 * @fires portfolio-projects-loaded - The list is shown, from the service or from the page's cache (once each time the element shows it); `count` is 0 for an empty list.
 * @fires portfolio-projects-error - The list could not be loaded (or no usable endpoint is set); `message` is what the visitor sees after "Error: ".
 * @csspart projects - The My Work section.
 * @csspart projects-grid - The grid of project cards.
 * @csspart card - Each project card.
 * @csspart project-card - Each project card.
 * @csspart project-title - A project's title.
 * @csspart project-description - A project's description.
 * @csspart project-facts - A project's role and year, with `project-details="on"`.
 * @csspart project-summary - A project's one-line outcome, with `project-details="on"`.
 * @csspart project-page - A project's own page (`#/projects/<id>`), with `project-details="on"`.
 * @csspart project-more - The "Show more" control of a long description.
 * @csspart projects-more - The "Show all N projects" and "Show more projects" controls under a long list.
 * @csspart projects-all - The link to all projects under a list cut by `limit`.
 * @csspart project-row - Each project's row with `layout="compact"`.
 * @csspart projects-show-all - The "Show all projects" control of a filtered list.
 * @csspart tag - Each tag of a project's tech stack: in the full layout a button that filters by it (`aria-pressed` when chosen).
 * @csspart project-link - A project's GitHub and live demo links.
 * @csspart projects-error - The error message.
 * @csspart projects-empty - The message for an empty list.
 */
export class PortfolioProjectsElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
