import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { readProjectLists } from "./project-list.ts";
import { Projects } from "./Projects.tsx";
import styles from "./projects.css?inline";

// The code of <portfolio-projects>, fetched when it first renders; its class, with its docs, is projects-element.ts.
export default { component: Projects, english: ENGLISH, styles: [styles], pageData: () => ({ projects: readProjectLists() }) } satisfies ElementModule;
