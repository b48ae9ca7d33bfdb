/**
 * What the contact form (mail.ts), the pages (src/site/site-settings.ts) and the demo server's stand-in provider
 * (demo/server/mail.js) all need to know about EmailJS: apart from mail.ts, which loads the e-mail library.
 */

/**
 * The e-mail library's own default origin, its public API host: used when the settings name none.
 */
export const DEFAULT_EMAILJS_ORIGIN = "https://api.emailjs.com";

/**
 * The provider's documented limit for a message's variables: EmailJS refuses a request whose dynamic variables
 * total more than 50 kB. The form checks it before sending; the demo server's local provider applies it.
 */
export const MAX_MESSAGE_BYTES = 50 * 1024;

/**
 * What reCAPTCHA v2 needs of a page's Content-Security-Policy (Google's own list): its script, and its checkbox's
 * and challenge's frames. The pages allow them when the settings set `recaptchaSiteKey`; the studio prints them.
 */
export const RECAPTCHA_SOURCES = {
  "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const;
