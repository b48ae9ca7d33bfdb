/**
 * The form's protection that only a setting turns on, fetched only for a form with one of them set: the provider's
 * guards, decided by the form before it calls the provider (`emailjs-block-list`, `emailjs-block-headless` and
 * `emailjs-limit-rate`, the same checks as @emailjs/browser's blockList, blockHeadless and limitRate, which answer
 * them with 403, 451 and 429), and the reCAPTCHA checkbox of `recaptcha-site-key` (recaptcha.ts).
 */
import { adoptStyles } from "../../../define/styles.ts";
import type { Texts } from "../../../i18n/texts.ts";
import { COUNT_RULES } from "../../../settings/element-rules.ts";
import { emailList } from "../../../settings/kinds.ts";
import { parseCount, type Settings } from "../../../settings/page-config.ts";
import styles from "./captcha.css?inline";
import type { Captcha } from "./recaptcha.ts";

/** Where a browser keeps the time of its last send: one key for the whole site, as the interval is per browser. */
export const LAST_SEND_KEY = "portfolio-elements:last-send";

/**
 * Why the form sends nothing, with what the visitor reads: `status` in place of the failure's sentence, `note` as
 * the line under it.
 */
export interface Refusal {
  reason: "honeypot" | "block-list" | "headless" | "rate" | "captcha";
  status?: string;
  note?: string;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage refused (a sandboxed frame, some privacy settings): no interval can be kept.
    return undefined;
  }
}

/** The interval in seconds, or undefined when `emailjs-limit-rate` is unset or not a count. */
function interval(settings: Settings): number | undefined {
  return parseCount(settings.emailjsLimitRate, COUNT_RULES.emailjsLimitRate);
}

/** The blocked addresses, lower case; none when the list is unset or holds anything but plain addresses. */
function blockList(settings: Settings): string[] {
  return emailList(settings.emailjsBlockList)?.map((address) => address.toLowerCase()) ?? [];
}

/** A headless browser as @emailjs/browser tells one (driven by automation, or no languages), or by its user agent. */
export function isHeadless(nav: Navigator = navigator): boolean {
  return Boolean(nav.webdriver) || !nav.languages?.length || /Headless/i.test(nav.userAgent);
}

/** The field whose token the provider verifies: in the form, so that the form's data carries it. */
const tokenField = (form: HTMLFormElement) => form.elements.namedItem("g-recaptcha-response") as HTMLInputElement | null;

/** Each form's checkbox, asked for on its first focus; `shown` once it is rendered. */
const captchas = new WeakMap<HTMLFormElement, Promise<Captcha>>();
const shown = new WeakSet<HTMLFormElement>();

/**
 * The visitor turned to the form: Google's script only now, never before (a failed load is tried again on the
 * next focus). The checkbox renders into the light DOM of the host of the form's shadow root (recaptcha.ts).
 */
export function focused(form: HTMLFormElement, settings: Settings, lang: string): void {
  const siteKey = settings.recaptchaSiteKey?.trim();
  if (!siteKey || captchas.has(form)) return;
  const root = form.getRootNode() as ShadowRoot;
  adoptStyles(root, [styles]);
  const captcha = import("./recaptcha.ts").then((code) =>
    code.renderCaptcha(root.host, siteKey, lang, (token) => {
      const field = tokenField(form);
      if (field) field.value = token;
    }),
  );
  captchas.set(form, captcha);
  captcha.then(
    () => shown.add(form),
    (error: unknown) => {
      captchas.delete(form);
      console.error(error);
    },
  );
}

/** Why a send of `email` from this form must not go now, or undefined when it may. */
export function refusal(form: HTMLFormElement, settings: Settings, email: string, texts: Texts, now = Date.now()): Refusal | undefined {
  // A rendered checkbox not ticked yet: its token is what the provider checks.
  // Without it (blocked, offline), the send goes, and the provider decides.
  if (shown.has(form) && !tokenField(form)?.value) return { reason: "captcha", note: texts.text("contact.reason.captcha") };
  if (blockList(settings).includes(email.trim().toLowerCase())) return { reason: "block-list" };
  if (settings.emailjsBlockHeadless === "on" && isHeadless()) return { reason: "headless" };
  const seconds = interval(settings);
  const last = Number(storage()?.getItem(LAST_SEND_KEY));
  // A time in the future (a clock set back) does not lock the form.
  if (seconds && last > 0 && last <= now && now - last < seconds * 1000) {
    const wait = waitDuration(Math.ceil((last + seconds * 1000 - now) / 1000), texts.lang);
    return { reason: "rate", status: texts.text("contact.wait", { wait }) };
  }
  return undefined;
}

/** After a send that went: its time remembered when an interval is set, the checkbox cleared (a token is good once). */
export function sent(form: HTMLFormElement, settings: Settings, now = Date.now()): void {
  void captchas.get(form)?.then((captcha) => captcha.reset(), () => {});
  if (!interval(settings)) return;
  try {
    storage()?.setItem(LAST_SEND_KEY, String(now));
  } catch {
    // Storage full or refused: the next send is not held back.
  }
}

/**
 * A wait in the page's language, rounded up to what a person reads ("25 seconds", "2 minutes", "1 hour"): Intl
 * words the unit and its plural, so a catalog's sentence only places it.
 */
export function waitDuration(seconds: number, lang: string): string {
  const [value, unit] = seconds < 60 ? [seconds, "second"] : seconds < 3600 ? [Math.ceil(seconds / 60), "minute"] : [Math.ceil(seconds / 3600), "hour"];
  return new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay: "long" }).format(value);
}
