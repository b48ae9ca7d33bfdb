import type { ElementModule } from "../../define.ts";
import footerStyles from "../footer/footer.css?inline";
import headerStyles from "../header/header.css?inline";
import heroStyles from "../hero/hero.css?inline";
import { App } from "./App.tsx";
import appStyles from "./app.css?inline";

// The screens other than Home bring their own CSS when they load.
export default { component: App, styles: [appStyles, headerStyles, footerStyles, heroStyles] } satisfies ElementModule;
