/**
 * Home's featured work (the `featured` setting): a chunk of its own, fetched only where it is set
 * (../hero/featured-code.ts), so a Home without it downloads none of it.
 */
import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { Featured } from "./Featured.tsx";
import styles from "./featured.css?inline";

export default { component: Featured, english: ENGLISH, styles: [styles] } satisfies ElementModule;
