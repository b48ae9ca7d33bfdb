import type { ElementModule } from "../../define.ts";
import { Hero } from "./Hero.tsx";
import styles from "./hero.css?inline";

/**
 * Home: the heading "Hello, I'm {name}", the subheading, the portrait, and the buttons "View My Work"
 * (to `#/projects`) and "Get In Touch" (to `#/contact`).
 *
 * @summary The home screen's greeting, portrait and two buttons.
 * @csspart hero - The home screen's section.
 * @csspart portrait - The portrait image, or its placeholder.
 * @csspart button - Both buttons.
 * @csspart button-primary - The "View My Work" button.
 * @csspart button-secondary - The "Get In Touch" button.
 */
export default { component: Hero, styles: [styles] } satisfies ElementModule;
