import { createElement } from "react";
import type { ElementModule } from "../../define/code.ts";
import { ENGLISH } from "../../i18n/english.ts";
import { readProjectLists } from "../projects/project-list.ts";
import { featuredNeeds, prepareFeatured } from "./featured-code.ts";
import { Hero } from "./Hero.tsx";
import styles from "./hero.css?inline";
import { readPageImages, withImages } from "./images.ts";
import { withLayouts } from "../../layouts/index.tsx";
import { useAloneLink } from "./alone/links.ts";
import { AloneLinks } from "./route-links.ts";

const { component: Layouts, variants } = withLayouts(Hero, () => import("./compact/index.ts"));

// The code of <portfolio-hero>, fetched when it first renders; its class, with its docs, is hero-element.ts.
export default {
  english: ENGLISH,
  // Alone on a page: its route buttons lead to the page's own elements (alone/links.ts).
  component: () => createElement(AloneLinks.Provider, { value: useAloneLink }, createElement(Layouts)),
  variants,
  styles: [styles],
  // Featured work with project details, and the portrait's light versions: their code before a hero starts.
  prepare: (_route, settings) => withImages(settings, prepareFeatured(settings)),
  needs: (_route, settings) => withImages(settings, featuredNeeds(settings)),
  // The portrait's light versions, and the lists of its featured work.
  pageData: () => ({ images: readPageImages(), projects: readProjectLists() }),
} satisfies ElementModule;
