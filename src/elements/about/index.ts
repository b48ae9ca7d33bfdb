import type { ElementLoader, ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { withLayouts } from "../../layouts/index.tsx";
import { About, useAboutContent } from "./About.tsx";
import styles from "./about.css?inline";
import { aboutNeeds } from "./owner-words.ts";

// The compact layout is given what it shares with the full screen: importing it from this chunk would make the
// bundler build this module's namespace with a helper that every page would then download.
const compact: ElementLoader = () => import("./compact/index.ts").then((code) => code.default(useAboutContent));

// The code of <portfolio-about>, fetched when it first renders; its class, with its docs, is about-element.ts.
export default {
  ...withLayouts(About, compact),
  english: ENGLISH,
  styles: [styles],
  // The owner's words: the `about` setting's code before the first render or hydration.
  prepare: (_route, settings) => aboutNeeds(settings) ?? Promise.resolve([]),
  needs: (_route, settings) => aboutNeeds(settings),
} satisfies ElementModule;
