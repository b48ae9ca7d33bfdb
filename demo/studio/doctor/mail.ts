/** The e-mail provider (EmailJS): its ids and origin, and how a test message ended. */
import { RECAPTCHA_SOURCES } from "../../../src/services/mail-defaults.ts";
import { DEFAULT_EMAILJS_ORIGIN } from "../../../src/services/mail.ts";
import { parseCount, SETTINGS } from "../../../src/settings/declaration.ts";
import { emailList, PLAIN_EMAIL } from "../../../src/settings/kinds.ts";
import { settingProblem } from "../../../src/settings/problems.ts";
import { isLocalHost, isLoopbackHost } from "../../../src/site/local-address.ts";
import { parseUrl, publicSite, webUrl } from "./addresses.ts";
import { blank, finding, quote, type Finding } from "./findings.ts";
import type { StudioSettings } from "./studio-settings.ts";

/** EmailJS ids and keys are letters, digits, `_` and `-` (e.g. `service_ab12cd3`, `template_x9y8z7w`). */
const EMAILJS_ID = /^[A-Za-z0-9_-]{3,64}$/;

/** The three ids, named as the elements' attributes and as EmailJS's dashboard calls them. */
const MAIL_IDS = [
  ["emailjsServiceId", "Service ID", "Email Services → your service", "service_"],
  ["emailjsTemplateId", "Template ID", "Email Templates → your template → Settings", "template_"],
  ["emailjsPublicKey", "Public Key", "Account → General → API keys", ""],
] as const;

export function checkMail(settings: StudioSettings): Finding[] {
  const found: Finding[] = [];
  const present = MAIL_IDS.filter(([key]) => !blank(settings[key]));
  if (present.length === 0) {
    found.push(finding("mail-missing", "warning", "mail", "No EmailJS ids are set, so the contact form says its mail settings are missing and sends nothing.", "Set the Service ID, Template ID and Public Key, see docs/emailjs.md."));
  }
  for (const [key, label, where, prefix] of MAIL_IDS) {
    const value = settings[key]?.trim();
    if (!value) {
      if (present.length > 0) found.push(finding(`${key}-missing`, "error", "mail", `The ${label} is missing, so the contact form cannot send.`, `Copy it from EmailJS: ${where}.`));
      continue;
    }
    if (!EMAILJS_ID.test(value)) {
      found.push(finding(`${key}-malformed`, "error", "mail", `The ${label} ${quote(value)} has characters EmailJS ids never have (spaces, quotes or punctuation).`, `Copy it again from EmailJS (${where}), without anything around it.`));
      continue;
    }
    for (const [otherKey, otherLabel, , otherPrefix] of MAIL_IDS) {
      if (otherKey !== key && otherPrefix && value.startsWith(otherPrefix)) {
        found.push(finding(`${key}-swapped`, "error", "mail", `The ${label} looks like a ${otherLabel} (it starts with "${otherPrefix}").`, `Put it in ${otherLabel}, and copy the ${label} from EmailJS: ${where}.`));
      }
    }
    if (key === "emailjsPublicKey" && value.length > 30) {
      found.push(finding("emailjsPublicKey-private", "warning", "mail", "The Public Key is longer than EmailJS public keys are; it may be the Private Key, which must never be on a web page.", "Copy the Public Key (Account → General → API keys); if you pasted the Private Key, regenerate it there."));
    }
    if (prefix && !value.startsWith(prefix) && !found.some((item) => item.id === `${key}-swapped`)) {
      found.push(finding(`${key}-custom`, "info", "mail", `The ${label} does not start with "${prefix}", as EmailJS's generated ids do.`, `If you did not rename it in EmailJS, copy it again from ${where}.`));
    }
  }
  const origin = settings.emailjsOrigin?.trim();
  if (origin) {
    const url = webUrl(origin);
    if (settingProblem("emailjsOrigin", origin)) {
      found.push(finding("emailjsOrigin-invalid", "error", "mail", `The e-mail origin ${quote(origin)} is not an http(s) URL, so the contact form cannot send.`, `Leave it empty for EmailJS's own ${DEFAULT_EMAILJS_ORIGIN}.`));
    } else if (!url) {
      // A path is the page's own server (the demo's provider is "/"); a host name without https:// is a slip.
      const slip = !origin.startsWith("/");
      found.push(finding("emailjsOrigin-page", slip ? "warning" : "info", "mail", `The e-mail origin ${quote(origin)} is a path on the page's own server${slip ? ", not a host: it has no https://" : ", as the demo server's provider is"}.`, `Leave it empty for EmailJS's own ${DEFAULT_EMAILJS_ORIGIN}.`));
    } else if (url.pathname !== "/" || url.search) {
      found.push(finding("emailjsOrigin-path", "error", "mail", `The e-mail origin has a path (${url.pathname}${url.search}), but the library adds /api/v1.0/email/send-form itself.`, `Keep only the origin, such as ${DEFAULT_EMAILJS_ORIGIN}, or leave it empty.`));
    } else if (publicSite(settings) && isLocalHost(url.hostname)) {
      found.push(finding("emailjsOrigin-local", "error", "mail", `The e-mail origin ${url.origin} is on this computer or a private network, so each visitor's message would go to their own machine.`, `Leave the origin empty for EmailJS's own ${DEFAULT_EMAILJS_ORIGIN}, with your EmailJS ids.`));
    } else if (url.origin !== DEFAULT_EMAILJS_ORIGIN && !isLoopbackHost(url.hostname)) {
      found.push(finding("emailjsOrigin-custom", "info", "mail", `Messages go to ${url.origin}, not to EmailJS's own ${DEFAULT_EMAILJS_ORIGIN}.`, "Leave the origin empty unless you run a compatible provider or proxy there."));
    }
  }
  return found;
}

/** The form's guards against spam, and what a reCAPTCHA key asks of EmailJS and of the page. */
export function checkSpamGuards(settings: StudioSettings): Finding[] {
  const found: Finding[] = [];
  const rate = settings.emailjsLimitRate;
  if (rate !== undefined && String(rate).trim() && parseCount(String(rate), SETTINGS.emailjsLimitRate) === undefined) {
    const { min, max } = SETTINGS.emailjsLimitRate;
    found.push(finding("emailjsLimitRate-invalid", "error", "mail", `The interval between sends ${quote(rate)} is not a whole number of seconds from ${min} to ${max}, so the form keeps no interval.`, "Write the seconds as a number, such as 60, or clear it."));
  }
  const list = settings.emailjsBlockList;
  if (typeof list === "string" && list.trim() && !emailList(list)) {
    const wrong = list.split(",").map((address) => address.trim()).filter((address) => !PLAIN_EMAIL.test(address));
    if (wrong.length) {
      found.push(finding("emailjsBlockList-invalid", "error", "mail", `The block list holds ${wrong.map((entry) => quote(entry, 40)).join(", ")}, which ${wrong.length === 1 ? "is not an e-mail address" : "are not e-mail addresses"}, so the form blocks no one.`, "Write the addresses separated by commas, such as spam@example.com, bot@example.net."));
    }
  }
  const siteKey = settings.recaptchaSiteKey?.trim();
  if (siteKey) {
    if (!/^[\w-]{40}$/.test(siteKey)) {
      found.push(finding("recaptchaSiteKey-malformed", "warning", "mail", `The reCAPTCHA site key ${quote(siteKey)} is not 40 letters, digits, "-" and "_", as Google's site keys are.`, "Copy the site key (not the secret key) from the reCAPTCHA admin console, for a v2 \"I'm not a robot\" checkbox."));
    }
    const csp = Object.entries(RECAPTCHA_SOURCES).map(([directive, sources]) => `${directive} ${sources.join(" ")}`).join("; ");
    found.push(finding("recaptcha-setup", "info", "mail", "With a reCAPTCHA site key, the form shows Google's checkbox once a visitor focuses it, and sends its token as g-recaptcha-response.", `In EmailJS, Email Templates → your template → Settings: switch on reCAPTCHA V2 verification and paste the secret key. If your page sends a Content-Security-Policy, add: ${csp}.`));
  }
  return found;
}

/** How a test message sent through the provider ended: its HTTP status (0 for no answer) and text. */
export function diagnoseTestSend(outcome: { ok: true } | { ok: false; status: number; text: string }, origin: string): Finding {
  if (outcome.ok) {
    return finding("mail-sent", "ok", "mail", "The provider accepted the test message.", "Check the inbox your EmailJS template sends to; if nothing arrives, check the template's To Email.");
  }
  const said = outcome.text ? ` (it says: ${quote(outcome.text)})` : "";
  const host = parseUrl(origin)?.host ?? origin;
  switch (true) {
    case outcome.status === 0:
      return finding("mail-unreachable", "error", "mail", `Nothing usable came back from ${host}: the origin is wrong, it is offline, or it refuses this page (CORS).`, `Leave the e-mail origin empty for EmailJS's own ${DEFAULT_EMAILJS_ORIGIN}.`);
    case outcome.status === 400 && /public key|user_id|user id/i.test(outcome.text):
      return finding("mail-bad-key", "error", "mail", `EmailJS does not know this Public Key${said}.`, "Copy the Public Key from EmailJS: Account → General → API keys.");
    case outcome.status === 400 && /template/i.test(outcome.text):
      return finding("mail-bad-template", "error", "mail", `EmailJS does not know this Template ID${said}.`, "Copy the Template ID from EmailJS: Email Templates → your template → Settings.");
    case outcome.status === 400 && /service/i.test(outcome.text):
      return finding("mail-bad-service", "error", "mail", `EmailJS does not know this Service ID${said}.`, "Copy the Service ID from EmailJS: Email Services → your service.");
    case outcome.status === 403:
      return finding("mail-forbidden", "error", "mail", `EmailJS refused the message${said}: this page's address is not among the allowed origins, or API calls from browsers are off.`, "In EmailJS, Account → Security: add this site's address to the allowed origins (and allow API calls from web applications).");
    case outcome.status === 412:
      return finding("mail-service-auth", "error", "mail", `EmailJS could not use your e-mail service${said}.`, "In EmailJS, Email Services → your service: reconnect the account and send its own test e-mail.");
    case outcome.status === 422:
      return finding("mail-template", "error", "mail", `EmailJS could not fill the template${said}.`, "In the template, set To Email to your address and use only {{name}}, {{email}} and {{message}}.");
    case outcome.status === 426:
      return finding("mail-plan", "error", "mail", `EmailJS refused the message for the account's plan${said}.`, "Check your EmailJS plan and quota under Account.");
    case outcome.status === 429:
      return finding("mail-rate-limited", "error", "mail", `EmailJS is rate-limiting sends${said}.`, "Wait a minute before sending another test.");
    default:
      return finding(`mail-http-${outcome.status}`, "error", "mail", `The provider refused the test message with HTTP ${outcome.status}${said}.`, "Check the three ids against your EmailJS dashboard, see docs/emailjs.md.");
  }
}
