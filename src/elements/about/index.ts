import type { ElementModule } from "../../define.ts";
import { About } from "./About.tsx";
import styles from "./about.css?inline";

/**
 * About Me: an intro paragraph and three cards, Frontend, Backend and Mobile Development, with their skills.
 *
 * @summary The About Me screen.
 * @csspart about - The About Me section.
 * @csspart card - Each of the three skill cards.
 */
export default { component: About, styles: [styles] } satisfies ElementModule;
