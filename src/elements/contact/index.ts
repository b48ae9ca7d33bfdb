import type { ElementModule } from "../../define.ts";
import { Contact } from "./Contact.tsx";
import styles from "./contact.css?inline";

export default { component: Contact, styles: [styles] } satisfies ElementModule;
