import { createElement } from "react";
import type { ElementModule } from "../../../define/code.ts";
import { ENGLISH } from "../../../i18n/english.ts";
import { CompactAbout, type UseAboutContent } from "./CompactAbout.tsx";
import styles from "./compact.css?inline";

/**
 * `<portfolio-about layout="compact">`'s code, fetched only where that setting is (src/layouts/): made from what it
 * shares with the full screen, as its loader gives it (../index.ts).
 */
export default (useAboutContent: UseAboutContent): { default: ElementModule } => ({
  default: { component: () => createElement(CompactAbout, { useAboutContent }), english: ENGLISH, styles: [styles] },
});
