/**
 * The spec's "simple pattern" for an e-mail address: text, an at sign, text, a dot, text (no spaces, no second
 * at sign). The form (validate.ts) and the demo's local provider (demo/server/mail.js) both check it: one rule,
 * one place.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
