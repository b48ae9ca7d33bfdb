import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import footerStyles from "../footer/footer.css?inline";
import headerStyles from "../header/header.css?inline";
import heroStyles from "../hero/hero.css?inline";
import { readPageImages, withImages } from "../hero/images.ts";
import { readProjectLists } from "../projects/project-list.ts";
import { App, appNeeds, fetchScreensAhead, prepareApp } from "./App.tsx";
import appStyles from "./app.css?inline";

// The screens other than Home bring their own CSS when they load.
// The code of <portfolio-app>, fetched when it first renders; its class, with its docs, is app-element.ts.
export default {
  english: ENGLISH,
  component: App,
  styles: [appStyles, headerStyles, footerStyles, heroStyles],
  // With the portrait's light versions' code where `portrait` is set.
  prepare: (route, settings) => withImages(settings, prepareApp(route, settings)),
  needs: (route, settings) => withImages(settings, appNeeds(route, settings)),
  fetchAhead: fetchScreensAhead,
  // Home's portrait and featured work, and My Work's list.
  pageData: () => ({ images: readPageImages(), projects: readProjectLists() }),
} satisfies ElementModule;
