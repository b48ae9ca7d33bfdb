import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { Header } from "./Header.tsx";
import styles from "./header.css?inline";

// The code of <portfolio-header>, fetched when it first renders; its class, with its docs, is header-element.ts.
export default { component: Header, english: ENGLISH, styles: [styles] } satisfies ElementModule;
