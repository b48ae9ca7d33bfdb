import { createElement } from "react";
import type { ElementModule } from "../../../define/code.ts";
import { ENGLISH } from "../../../i18n/english.ts";
import { CompactContact, type ContactShared } from "./CompactContact.tsx";
import styles from "./compact.css?inline";

/**
 * `<portfolio-contact layout="compact">`'s code, fetched only where that setting is (src/layouts/): made from what it
 * shares with the full screen, as its loader gives it (../index.ts).
 */
export default (ContactForm: ContactShared["ContactForm"], breakableAddress: ContactShared["breakableAddress"]): { default: ElementModule } => ({
  default: { component: () => createElement(CompactContact, { ContactForm, breakableAddress }), english: ENGLISH, styles: [styles] },
});
