import { PortfolioElement } from "../../define/element.ts";

/**
 * About Me: an intro paragraph and three cards, Frontend, Backend and Mobile Development, with their skills.
 * Alone on a page that is not the portfolio, `layout="compact"` makes it a short section: the intro and a row per
 * card.
 *
 * @tag portfolio-about
 * @summary The About Me screen.
 * @csspart about - The About Me section.
 * @csspart card - Each of the three skill cards.
 * @csspart skill-row - Each card's row with `layout="compact"`.
 */
export class PortfolioAboutElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
