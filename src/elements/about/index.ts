import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { withLayouts } from "../../layouts/index.tsx";
import { About } from "./About.tsx";
import styles from "./about.css?inline";
import { aboutNeeds } from "./owner-words.ts";

// The code of <portfolio-about>, fetched when it first renders; its class, with its docs, is about-element.ts.
export default {
  ...withLayouts(About),
  english: ENGLISH,
  styles: [styles],
  // The owner's words: the `about` setting's code before the first render or hydration.
  prepare: (_route, settings) => aboutNeeds(settings) ?? Promise.resolve([]),
  needs: (_route, settings) => aboutNeeds(settings),
} satisfies ElementModule;
