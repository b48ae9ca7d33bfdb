import type { ElementModule } from "../../define.ts";
import { Projects } from "./Projects.tsx";
import styles from "./projects.css?inline";

export default { component: Projects, styles: [styles] } satisfies ElementModule;
