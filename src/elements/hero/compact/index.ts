import type { ElementModule } from "../../../define/code.ts";
import { ENGLISH } from "../../../i18n/english.ts";
import { CompactHero } from "./CompactHero.tsx";
import styles from "./compact.css?inline";

// `<portfolio-hero layout="compact">`'s code, fetched only where that setting is (src/layouts/).
export default { component: CompactHero, english: ENGLISH, styles: [styles] } satisfies ElementModule;
