import { PortfolioElement } from "../../define/element.ts";

/**
 * Home: the heading "Hello, I'm {name}", the subheading, the portrait, and the buttons "View My Work"
 * (to `#/projects`) and "Get In Touch" (to `#/contact`).
 *
 * @tag portfolio-hero
 * @summary The home screen's greeting, portrait and two buttons.
 * @csspart hero - The home screen's section.
 * @csspart portrait - The portrait image, or its placeholder.
 * @csspart button - Both buttons.
 * @csspart button-primary - The "View My Work" button.
 * @csspart button-secondary - The "Get In Touch" button.
 */
export class PortfolioHeroElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
