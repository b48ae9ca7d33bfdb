import type { Route } from "../routing/routes.ts";

/**
 * The `detail` of each event the elements dispatch, by event type: the one source of these shapes for the
 * components, the Custom Elements Manifest and the published types. Events are bubbling, composed
 * CustomEvents on the element itself. A detail never holds what a visitor typed (name, e-mail, message).
 */
export interface PortfolioEventDetails {
  "portfolio-route-change": { route: Route; hash: string };
  "portfolio-projects-loaded": { count: number };
  "portfolio-projects-error": { message: string };
  "portfolio-message-sent": Record<string, never>;
  "portfolio-message-failed": { status: number };
  "portfolio-message-blocked": { reason: MessageBlockReason };
}

/**
 * Why the contact form sent nothing: its hidden field was filled (a bot), the sender is on `emailjs-block-list`,
 * the browser is headless (`emailjs-block-headless`), or the last send was less than `emailjs-limit-rate` ago.
 */
export type MessageBlockReason = "honeypot" | "block-list" | "headless" | "rate";

export type PortfolioEventType = keyof PortfolioEventDetails;

/** Each event type with its event object, for `addEventListener`. */
export type PortfolioEventMap = { [Type in PortfolioEventType]: CustomEvent<PortfolioEventDetails[Type]> };

declare global {
  // The events bubble and are composed: typed on every element, on document and on window.
  interface GlobalEventHandlersEventMap extends PortfolioEventMap {}
}
