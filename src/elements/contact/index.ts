import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { withLayouts } from "../../layouts/index.tsx";
import { Contact } from "./Contact.tsx";
import styles from "./contact.css?inline";

// The code of <portfolio-contact>, fetched when it first renders; its class, with its docs, is contact-element.ts.
export default { ...withLayouts(Contact), english: ENGLISH, styles: [styles] } satisfies ElementModule;
