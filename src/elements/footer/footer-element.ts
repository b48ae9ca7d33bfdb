import { PortfolioElement } from "../../define/element.ts";

/**
 * The site's footer: the owner's name, the copyright line with the current year, and the GitHub and LinkedIn
 * icon links, which open in a new tab.
 *
 * @tag portfolio-footer
 * @summary Name, copyright year and social links.
 * @csspart footer - The footer.
 * @csspart social-link - The GitHub and LinkedIn links.
 */
export class PortfolioFooterElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
