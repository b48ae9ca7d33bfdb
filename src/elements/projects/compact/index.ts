import type { ElementModule } from "../../../define/code.ts";
import { ENGLISH } from "../../../i18n/english.ts";
import { CompactList } from "./CompactList.tsx";
import styles from "./compact.css?inline";

// `<portfolio-projects layout="compact">`'s code, fetched only where that setting is (src/layouts/).
export default { component: CompactList, english: ENGLISH, styles: [styles] } satisfies ElementModule;
