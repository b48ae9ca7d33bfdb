import { PortfolioElement } from "../../define/element.ts";

/**
 * Home: the heading "Hello, I'm {name}", the subheading, the portrait, and the buttons "View My Work"
 * (to `#/projects`) and "Get In Touch" (to `#/contact`). With the owner's settings, also their availability
 * (`availability`), a one-line speciality (`tagline`), a "Résumé" button (`resume`) and the first projects of the
 * content service under the hero (`featured`); with `project-details="on"`, as larger cards with their pictures,
 * role, year and outcome, each linking to the project's page.
 *
 * Alone on a page that is not the portfolio (a blog post), `layout="compact"` makes it a profile card: the portrait
 * (at most 96 px) beside the owner's name as the heading, the subheading, the availability line and the buttons;
 * `surface="none"` gives it no background, border or shadow of its own and the page's font and text colour. Inside
 * `<portfolio-app>` Home stays as it is.
 *
 * @tag portfolio-hero
 * @summary The home screen's greeting, portrait and two buttons.
 * @csspart hero - The home screen's section (the profile card with `layout="compact"`).
 * @csspart profile-card - The profile card of `layout="compact"`.
 * @csspart portrait - The portrait image, or its placeholder.
 * @csspart button - Every button.
 * @csspart button-primary - The "View My Work" button.
 * @csspart button-secondary - The "Get In Touch" button.
 * @csspart button-resume - The "Résumé" button.
 * @csspart tagline - The one-line speciality under the subheading.
 * @csspart availability - The availability line.
 * @csspart featured - The featured work under the hero.
 * @csspart featured-card - A featured project.
 * @csspart project-facts - A featured project's role and year, with `project-details="on"`.
 * @csspart project-summary - A featured project's one-line outcome, with `project-details="on"`.
 */
export class PortfolioHeroElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
