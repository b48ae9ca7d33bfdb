import type { TAGS } from "./define/tags.ts";
import { PortfolioAboutElement } from "./elements/about/about-element.ts";
import { PortfolioAppElement } from "./elements/app/app-element.ts";
import { PortfolioContactElement } from "./elements/contact/contact-element.ts";
import { PortfolioFooterElement } from "./elements/footer/footer-element.ts";
import { PortfolioHeaderElement } from "./elements/header/header-element.ts";
import { PortfolioHeroElement } from "./elements/hero/hero-element.ts";
import { PortfolioProjectsElement } from "./elements/projects/projects-element.ts";

/** Each element's code is a chunk fetched when it first renders: a page with only `<portfolio-hero>` loads no other. */
export const ELEMENTS = {
  "portfolio-app": PortfolioAppElement,
  "portfolio-header": PortfolioHeaderElement,
  "portfolio-hero": PortfolioHeroElement,
  "portfolio-about": PortfolioAboutElement,
  "portfolio-projects": PortfolioProjectsElement,
  "portfolio-contact": PortfolioContactElement,
  "portfolio-footer": PortfolioFooterElement,
} as const satisfies Record<PortfolioTag, unknown>;

/** From tags.ts, so the server's published types name a tag without the classes, the DOM or React. */
export type PortfolioTag = (typeof TAGS)[number];

/** What `document.createElement`, `querySelector` and JSX see for the tag. */
export type PortfolioElementTagNameMap = { [Tag in PortfolioTag]: InstanceType<(typeof ELEMENTS)[Tag]> };
