import type { ElementDefinition } from "./define.ts";
import { About } from "./elements/about/About.tsx";
import aboutStyles from "./elements/about/about.css?inline";
import { App } from "./elements/app/App.tsx";
import appStyles from "./elements/app/app.css?inline";
import { Contact } from "./elements/contact/Contact.tsx";
import contactStyles from "./elements/contact/contact.css?inline";
import { Footer } from "./elements/footer/Footer.tsx";
import footerStyles from "./elements/footer/footer.css?inline";
import { Header } from "./elements/header/Header.tsx";
import headerStyles from "./elements/header/header.css?inline";
import { Hero } from "./elements/hero/Hero.tsx";
import heroStyles from "./elements/hero/hero.css?inline";
import { Projects } from "./elements/projects/Projects.tsx";
import projectsStyles from "./elements/projects/projects.css?inline";

/** Every element of the bundle: the single list of tags. */
export const ELEMENTS: readonly ElementDefinition[] = [
  { tag: "portfolio-header", component: Header, styles: [headerStyles] },
  { tag: "portfolio-hero", component: Hero, styles: [heroStyles] },
  { tag: "portfolio-about", component: About, styles: [aboutStyles] },
  { tag: "portfolio-projects", component: Projects, styles: [projectsStyles] },
  { tag: "portfolio-contact", component: Contact, styles: [contactStyles] },
  { tag: "portfolio-footer", component: Footer, styles: [footerStyles] },
  {
    tag: "portfolio-app",
    component: App,
    styles: [appStyles, headerStyles, heroStyles, aboutStyles, projectsStyles, contactStyles, footerStyles],
  },
];
