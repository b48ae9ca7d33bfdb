import type { TAGS } from "./define/tags.ts";
import { PortfolioAboutElement } from "./elements/about/about-element.ts";
import { PortfolioAppElement } from "./elements/app/app-element.ts";
import { PortfolioContactElement } from "./elements/contact/contact-element.ts";
import { PortfolioFooterElement } from "./elements/footer/footer-element.ts";
import { PortfolioHeaderElement } from "./elements/header/header-element.ts";
import { PortfolioHeroElement } from "./elements/hero/hero-element.ts";
import { PortfolioProjectsElement } from "./elements/projects/projects-element.ts";

/**
 * Every element class by its tag, in the order they are defined. Each
 * element's code is a chunk of its own, fetched when the element first renders: a page with only
 * `<portfolio-hero>` never loads the others.
 */
export const ELEMENTS = {
  "portfolio-app": PortfolioAppElement,
  "portfolio-header": PortfolioHeaderElement,
  "portfolio-hero": PortfolioHeroElement,
  "portfolio-about": PortfolioAboutElement,
  "portfolio-projects": PortfolioProjectsElement,
  "portfolio-contact": PortfolioContactElement,
  "portfolio-footer": PortfolioFooterElement,
} as const satisfies Record<PortfolioTag, unknown>;

/**
 * The same tags as a type (tags.ts, the one list; the compiler holds them equal to ELEMENTS' keys): the server's
 * published types (`portfolio-elements/server`) name a tag without the element classes, the DOM or React.
 */
export type PortfolioTag = (typeof TAGS)[number];

/** Each tag's element class: what `document.createElement`, `querySelector` and JSX see for the tag. */
export type PortfolioElementTagNameMap = { [Tag in PortfolioTag]: InstanceType<(typeof ELEMENTS)[Tag]> };
