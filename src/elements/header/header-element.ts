import { PortfolioElement } from "../../define/element.ts";

/**
 * The site's header: the logo (a link to `#/`), the links About, Work and Contact, and on narrow screens the
 * menu toggle ("Open menu" / "Close menu"); choosing a link closes the menu. Past 10 px of scrolling it takes
 * its scrolled style.
 *
 * @tag portfolio-header
 * @summary Logo, navigation links and the menu toggle.
 * @csspart header - The header bar.
 * @csspart logo - The logo link, the owner's name.
 * @csspart nav - The navigation, a menu on narrow screens.
 * @csspart nav-link - Each of the About, Work and Contact links.
 * @csspart menu-toggle - The button that opens and closes the menu on narrow screens.
 */
export class PortfolioHeaderElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
