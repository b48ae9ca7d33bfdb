import type { ElementModule } from "../../define.ts";
import { Hero } from "./Hero.tsx";
import styles from "./hero.css?inline";

export default { component: Hero, styles: [styles] } satisfies ElementModule;
