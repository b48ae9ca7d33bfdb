import type { ElementModule } from "../../define/code.ts";
import { Hero } from "./Hero.tsx";
import styles from "./hero.css?inline";

// The code of <portfolio-hero>, fetched when it first renders; its class, with its docs, is hero-element.ts.
export default { component: Hero, styles: [styles] } satisfies ElementModule;
