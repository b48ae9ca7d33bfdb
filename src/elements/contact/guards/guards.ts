/**
 * The provider's guards, decided by the form before it calls the provider: `emailjs-block-list`,
 * `emailjs-block-headless` and `emailjs-limit-rate`, the same checks as @emailjs/browser's blockList, blockHeadless
 * and limitRate (which answer them with 403, 451 and 429). Fetched only when one of them is set.
 */
import { parseCount, SETTINGS } from "../../../settings/declaration.ts";
import { emailList } from "../../../settings/kinds.ts";
import type { Settings } from "../../../settings/page-config.ts";

/** Where a browser keeps the time of its last send: one key for the whole site, as the interval is per browser. */
export const LAST_SEND_KEY = "portfolio-elements:last-send";

/** Why the form sends nothing; `seconds` is how long the visitor still waits. */
export type Refusal = { reason: "block-list" | "headless" } | { reason: "rate"; seconds: number };

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
  return parseCount(settings.emailjsLimitRate, SETTINGS.emailjsLimitRate);
}

/** The blocked addresses, lower case; none when the list is unset or holds anything but plain addresses. */
function blockList(settings: Settings): string[] {
  return emailList(settings.emailjsBlockList)?.map((address) => address.toLowerCase()) ?? [];
}

/** A headless browser as @emailjs/browser tells one (driven by automation, or no languages), or by its user agent. */
export function isHeadless(nav: Navigator = navigator): boolean {
  return Boolean(nav.webdriver) || !nav.languages?.length || /Headless/i.test(nav.userAgent);
}

/** Why a send from `email` must not go now, or undefined when it may. */
export function refusal(settings: Settings, email: string, now = Date.now()): Refusal | undefined {
  if (blockList(settings).includes(email.trim().toLowerCase())) return { reason: "block-list" };
  if (settings.emailjsBlockHeadless === "on" && isHeadless()) return { reason: "headless" };
  const seconds = interval(settings);
  const last = Number(storage()?.getItem(LAST_SEND_KEY));
  // A time in the future (a clock set back) does not lock the form.
  if (seconds && last > 0 && last <= now && now - last < seconds * 1000) {
    return { reason: "rate", seconds: Math.ceil((last + seconds * 1000 - now) / 1000) };
  }
  return undefined;
}

/** Remembers a send that went, when an interval is set. */
export function rememberSend(settings: Settings, now = Date.now()): void {
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
