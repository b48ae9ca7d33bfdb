import type { ElementModule } from "../../define.ts";
import { About } from "./About.tsx";
import styles from "./about.css?inline";

export default { component: About, styles: [styles] } satisfies ElementModule;
