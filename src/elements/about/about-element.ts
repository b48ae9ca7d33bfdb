import { PortfolioElement } from "../../define/element.ts";

/**
 * About Me: an intro paragraph and three cards, Frontend, Backend and Mobile Development, with their skills.
 *
 * @tag portfolio-about
 * @summary The About Me screen.
 * @csspart about - The About Me section.
 * @csspart card - Each of the three skill cards.
 */
export class PortfolioAboutElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
