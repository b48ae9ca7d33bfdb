import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { readProjectLists } from "./project-list.ts";
import { Projects } from "./Projects.tsx";
import { withLayouts } from "../../layouts/index.tsx";
import { prepareDetails } from "./use-details.ts";
import styles from "./projects.css?inline";

// The code of <portfolio-projects>, fetched when it first renders; its class, with its docs, is projects-element.ts.
export default {
  ...withLayouts(Projects, () => import("./compact/index.ts")),
  english: ENGLISH,
  styles: [styles],
  // With project details, their code before a prerendered list starts.
  prepare: (_route, settings) => prepareDetails(settings),
  pageData: () => ({ projects: readProjectLists() }),
} satisfies ElementModule;
