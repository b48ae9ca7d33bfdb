import type { ElementModule } from "../../define.ts";
import { Footer } from "./Footer.tsx";
import styles from "./footer.css?inline";

export default { component: Footer, styles: [styles] } satisfies ElementModule;
