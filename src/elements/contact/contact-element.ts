import { PortfolioElement } from "../../define/element.ts";

/**
 * Let's Work Together: the Email, LinkedIn and GitHub link cards, and "Or Send Me a Message Directly" with the
 * message form (name, e-mail, message), checked on submit and sent through the e-mail provider (the `emailjs-*`
 * settings). A failed send keeps what the visitor typed. A hidden field that only bots fill (a honeypot) makes a
 * submission show the usual success and send nothing. Alone on a page that is not the portfolio, `layout="compact"`
 * makes it a short form: no lead, the links in one row.
 *
 * @tag portfolio-contact
 * @summary The contact links and the message form.
 * @fires portfolio-message-sent - The provider accepted a message. The detail is empty: nothing the visitor typed.
 * @fires portfolio-message-failed - A send failed; `status` is the provider's HTTP status, 0 when no answer came or a setting is missing.
 * @fires portfolio-message-blocked - The form sent nothing to stop spam; `reason` is `honeypot` (the hidden field was filled), `block-list`, `headless` or `rate`.
 * @csspart contact - The Let's Work Together section.
 * @csspart card - Each of the three link cards.
 * @csspart link-card - Each link card that is a link.
 * @csspart contact-links - The row of links with `layout="compact"`.
 * @csspart contact-link - Each link of that row.
 * @csspart form - The message form.
 * @csspart field - Each field: its label, control and error.
 * @csspart input - Each text box.
 * @csspart field-error - The error under a field.
 * @csspart button - The send button.
 * @csspart button-primary - The send button.
 * @csspart status - The send status ("Message sent successfully!" or the failure message).
 * @cssproperty --pe-color-error - Colour of field errors and of the failure message.
 * @cssproperty --pe-color-success - Colour of the success message.
 */
export class PortfolioContactElement extends PortfolioElement {
  /** @internal */
  static override readonly code = () => import("./index.ts");
}
