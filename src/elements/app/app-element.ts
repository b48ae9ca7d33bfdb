import { PortfolioElement } from "../../define/element.ts";

/**
 * The whole four-route site: the header, the screen of the current hash route (`#/`, `#/about`, `#/projects`,
 * `#/contact`; an unknown or empty hash shows Home) and the footer. Every route change scrolls to the top.
 * It hands its settings to the screens it composes, so their parts, tokens and events are its own too.
 *
 * @tag portfolio-app
 * @summary The whole portfolio site, with a hash router.
 * @composes portfolio-header portfolio-hero portfolio-about portfolio-projects portfolio-contact portfolio-footer
 * @fires portfolio-route-change - The hash route changed (a link, Back or Forward). Not fired for the route the app starts on: read `location.hash` for that.
 * @csspart main - The area that holds the current route's screen.
 */
export class PortfolioAppElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
