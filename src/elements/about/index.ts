import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { withLayouts } from "../../layouts/index.tsx";
import { About } from "./About.tsx";
import styles from "./about.css?inline";

// The code of <portfolio-about>, fetched when it first renders; its class, with its docs, is about-element.ts.
export default { ...withLayouts(About), english: ENGLISH, styles: [styles] } satisfies ElementModule;
