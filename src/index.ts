/** Defines every element once; the classes free of side effects are src/classes.ts. */
import { defineElement } from "./define/registry.ts";
import { ELEMENTS, type PortfolioElementTagNameMap } from "./elements.ts";

for (const [tag, element] of Object.entries(ELEMENTS)) defineElement(tag, element);

declare global {
  interface HTMLElementTagNameMap extends PortfolioElementTagNameMap {}
}

// The types an owner's TypeScript reads (dist/portfolio-elements.d.ts); the bundle itself exports nothing.
export type { PortfolioElement } from "./define/element.ts";
export type { PortfolioAboutElement } from "./elements/about/about-element.ts";
export type { PortfolioAppElement } from "./elements/app/app-element.ts";
export type { PortfolioContactElement } from "./elements/contact/contact-element.ts";
export type { PortfolioFooterElement } from "./elements/footer/footer-element.ts";
export type { PortfolioHeaderElement } from "./elements/header/header-element.ts";
export type { PortfolioHeroElement } from "./elements/hero/hero-element.ts";
export type { PortfolioProjectsElement } from "./elements/projects/projects-element.ts";
export type { PortfolioElementTagNameMap, PortfolioTag } from "./elements.ts";
export type { MessageBlockReason, PortfolioEventDetails, PortfolioEventMap, PortfolioEventType } from "./define/events.ts";
export type { Settings as PortfolioSettings } from "./settings/page-config.ts";
