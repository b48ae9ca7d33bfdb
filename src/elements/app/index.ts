import type { ElementModule } from "../../define.ts";
import footerStyles from "../footer/footer.css?inline";
import headerStyles from "../header/header.css?inline";
import heroStyles from "../hero/hero.css?inline";
import { App, prepareScreen } from "./App.tsx";
import appStyles from "./app.css?inline";

/**
 * The whole four-route site: the header, the screen of the current hash route (`#/`, `#/about`, `#/projects`,
 * `#/contact`; an unknown or empty hash shows Home) and the footer. Every route change scrolls to the top.
 * It hands its settings to the screens it composes, so their parts, tokens and events are its own too.
 *
 * @summary The whole portfolio site, with a hash router.
 * @composes portfolio-header portfolio-hero portfolio-about portfolio-projects portfolio-contact portfolio-footer
 * @event portfolio-route-change - The hash route changed (a link, Back or Forward). Not fired for the route the app starts on: read `location.hash` for that.
 * @csspart main - The area that holds the current route's screen.
 */
// The screens other than Home bring their own CSS when they load.
export default {
  component: App,
  styles: [appStyles, headerStyles, footerStyles, heroStyles],
  prepare: prepareScreen,
} satisfies ElementModule;
