import type { ElementLoader, ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { withLayouts } from "../../layouts/index.tsx";
import { breakableAddress, Contact } from "./Contact.tsx";
import { ContactForm } from "./ContactForm.tsx";
import styles from "./contact.css?inline";

// The compact layout is given what it shares with the full screen: importing it from this chunk would make the
// bundler build this module's namespace with a helper that every page would then download.
const compact: ElementLoader = () => import("./compact/index.ts").then((code) => code.default(ContactForm, breakableAddress));

// The code of <portfolio-contact>, fetched when it first renders; its class, with its docs, is contact-element.ts.
export default { ...withLayouts(Contact, compact), english: ENGLISH, styles: [styles] } satisfies ElementModule;
