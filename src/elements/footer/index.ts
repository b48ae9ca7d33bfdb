import type { ElementModule } from "../../define.ts";
import { Footer } from "./Footer.tsx";
import styles from "./footer.css?inline";

/**
 * The site's footer: the owner's name, the copyright line with the current year, and the GitHub and LinkedIn
 * icon links, which open in a new tab.
 *
 * @summary Name, copyright year and social links.
 * @csspart footer - The footer.
 * @csspart social-link - The GitHub and LinkedIn links.
 */
export default { component: Footer, styles: [styles] } satisfies ElementModule;
