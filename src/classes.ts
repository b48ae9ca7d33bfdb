/**
 * Defines nothing, so an owner can extend a class or register one under a tag of their own. Read from ELEMENTS, so
 * the chunk both entries share exports one binding for all.
 */
import type { PortfolioAboutElement as PortfolioAboutElementClass } from "./elements/about/about-element.ts";
import type { PortfolioAppElement as PortfolioAppElementClass } from "./elements/app/app-element.ts";
import type { PortfolioContactElement as PortfolioContactElementClass } from "./elements/contact/contact-element.ts";
import type { PortfolioFooterElement as PortfolioFooterElementClass } from "./elements/footer/footer-element.ts";
import type { PortfolioHeaderElement as PortfolioHeaderElementClass } from "./elements/header/header-element.ts";
import type { PortfolioHeroElement as PortfolioHeroElementClass } from "./elements/hero/hero-element.ts";
import type { PortfolioProjectsElement as PortfolioProjectsElementClass } from "./elements/projects/projects-element.ts";
import { ELEMENTS } from "./elements.ts";

export type { PortfolioElement } from "./define/element.ts";
export type { PortfolioElementTagNameMap, PortfolioTag } from "./elements.ts";
export { ELEMENTS };

/** `<portfolio-app>`: the whole four-route site, with a hash router. */
export const PortfolioAppElement: typeof PortfolioAppElementClass = ELEMENTS["portfolio-app"];
export type PortfolioAppElement = PortfolioAppElementClass;

/** `<portfolio-header>`: the logo, the links and the menu toggle. */
export const PortfolioHeaderElement: typeof PortfolioHeaderElementClass = ELEMENTS["portfolio-header"];
export type PortfolioHeaderElement = PortfolioHeaderElementClass;

/** `<portfolio-hero>`: the home screen's greeting, portrait and two buttons. */
export const PortfolioHeroElement: typeof PortfolioHeroElementClass = ELEMENTS["portfolio-hero"];
export type PortfolioHeroElement = PortfolioHeroElementClass;

/** `<portfolio-about>`: About Me, its intro and three cards. */
export const PortfolioAboutElement: typeof PortfolioAboutElementClass = ELEMENTS["portfolio-about"];
export type PortfolioAboutElement = PortfolioAboutElementClass;

/** `<portfolio-projects>`: My Work, the project grid from the content service. */
export const PortfolioProjectsElement: typeof PortfolioProjectsElementClass = ELEMENTS["portfolio-projects"];
export type PortfolioProjectsElement = PortfolioProjectsElementClass;

/** `<portfolio-contact>`: the contact links and the message form. */
export const PortfolioContactElement: typeof PortfolioContactElementClass = ELEMENTS["portfolio-contact"];
export type PortfolioContactElement = PortfolioContactElementClass;

/** `<portfolio-footer>`: the name, the copyright line and the profile links. */
export const PortfolioFooterElement: typeof PortfolioFooterElementClass = ELEMENTS["portfolio-footer"];
export type PortfolioFooterElement = PortfolioFooterElementClass;
