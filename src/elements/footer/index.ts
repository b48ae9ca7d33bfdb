import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { withLayouts } from "../../layouts/index.tsx";
import { Footer } from "./Footer.tsx";
import styles from "./footer.css?inline";

// The code of <portfolio-footer>, fetched when it first renders; its class, with its docs, is footer-element.ts.
export default { ...withLayouts(Footer), english: ENGLISH, styles: [styles] } satisfies ElementModule;
