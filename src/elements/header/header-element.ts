import { PortfolioElement } from "../../define/element.ts";

/**
 * The site's header: the logo (a link to `#/`), the links About, Work and Contact, and on narrow screens the
 * menu toggle ("Open menu" / "Close menu"); choosing a link closes the menu. Past 10 px of scrolling it takes
 * its scrolled style. The visitor's theme switch (light, dark, system) is remembered across visits (localStorage)
 * and followed by every element on the page whose `theme-switch` is on, and by the page's frames of ours
 * (`/embed/<name>.html`); `theme-switch="off"` hides it. In a frame too short for the open menu (a header
 * embedded at a fixed height) the links stay in the bar.
 *
 * @tag portfolio-header
 * @summary Logo, navigation links and the menu toggle.
 * @csspart header - The header bar.
 * @csspart logo - The logo link, the owner's name.
 * @csspart nav - The navigation, a menu on narrow screens.
 * @csspart nav-link - Each of the About, Work and Contact links.
 * @csspart menu-toggle - The button that opens and closes the menu on narrow screens.
 * @csspart theme-switch - The visitor's theme switch: a button cycling light, dark and system.
 */
export class PortfolioHeaderElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
