import { defineElement } from "./define.ts";
import { PortfolioAboutElement } from "./elements/about/about-element.ts";
import { PortfolioAppElement } from "./elements/app/app-element.ts";
import { PortfolioContactElement } from "./elements/contact/contact-element.ts";
import { PortfolioFooterElement } from "./elements/footer/footer-element.ts";
import { PortfolioHeaderElement } from "./elements/header/header-element.ts";
import { PortfolioHeroElement } from "./elements/hero/hero-element.ts";
import { PortfolioProjectsElement } from "./elements/projects/projects-element.ts";

/**
 * Every element of the bundle by its tag: the single list of tags, in the order they are defined. Each
 * element's code is a chunk of its own, fetched when the element first renders: a page with only
 * `<portfolio-hero>` never loads the others.
 *
 * What every element has (scripts/manifest.mjs adds it to each element's entry in the manifest; the
 * tokens' defaults are read from src/styles/base.css):
 * @csspart base - The root inside the shadow root, around everything the element shows.
 * @cssproperty --pe-color-bg - Page background colour.
 * @cssproperty --pe-color-surface - Card and header background colour.
 * @cssproperty --pe-color-text - Text colour.
 * @cssproperty --pe-color-muted - Secondary text colour.
 * @cssproperty --pe-color-border - Border colour.
 * @cssproperty --pe-color-accent - Links and primary buttons.
 * @cssproperty --pe-color-accent-hover - Links and primary buttons under the pointer.
 * @cssproperty --pe-color-on-accent - Text on the accent colour.
 * @cssproperty --pe-color-tag-bg - Tag background colour.
 * @cssproperty --pe-color-tag-text - Tag text colour.
 * @cssproperty --pe-color-focus - The focus ring.
 * @cssproperty --pe-font-family - The font.
 * @cssproperty --pe-font-size - The base font size.
 * @cssproperty --pe-radius - Corner radius of cards and buttons.
 * @cssproperty --pe-space - The spacing unit.
 * @cssproperty --pe-max-width - The widest the content grows.
 * @cssproperty --pe-shadow - Card shadow.
 * @cssproperty --pe-transition - Duration and easing of hover and menu transitions.
 */
export const ELEMENTS = {
  "portfolio-app": PortfolioAppElement,
  "portfolio-header": PortfolioHeaderElement,
  "portfolio-hero": PortfolioHeroElement,
  "portfolio-about": PortfolioAboutElement,
  "portfolio-projects": PortfolioProjectsElement,
  "portfolio-contact": PortfolioContactElement,
  "portfolio-footer": PortfolioFooterElement,
} as const;

export type PortfolioTag = keyof typeof ELEMENTS;

/** Registers every element once: safe to run twice, or beside another copy of the bundle. */
export function defineElements(): void {
  for (const [tag, element] of Object.entries(ELEMENTS)) defineElement(tag, element);
}
