import type { ElementModule } from "../../define.ts";
import { Header } from "./Header.tsx";
import styles from "./header.css?inline";

export default { component: Header, styles: [styles] } satisfies ElementModule;
