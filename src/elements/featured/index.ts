/**
 * Home's featured work (the `featured` setting): a chunk of its own, fetched only where it is set
 * (../hero/featured-code.ts), so a Home without it downloads none of it.
 */
import styles from "./featured.css?inline";

export { Featured } from "./Featured.tsx";
export const featuredStyles: readonly string[] = [styles];
