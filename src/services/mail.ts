/**
 * Contact send: `@emailjs/browser` 4.4.1 `sendForm`, i.e. a multipart POST to
 * `{emailjs-origin}/api/v1.0/email/send-form`. The library is loaded with a dynamic import, so it lands in a
 * chunk of its own that only pages whose visitor starts on the form ever download.
 * The provider's blocklist, throttle and headless-browser options are deliberately left unconfigured.
 */
import { attributeName } from "../define/attribute-name.ts";
import { loadOnce } from "../define/load-once.ts";
import type { ContactMessage } from "../elements/contact/validate.ts";
import type { Settings } from "../settings/page-config.ts";
import { httpUrlOn } from "../settings/kinds.ts";
import { DEFAULT_EMAILJS_ORIGIN, MAX_MESSAGE_BYTES } from "./mail-defaults.ts";

export { DEFAULT_EMAILJS_ORIGIN, MAX_MESSAGE_BYTES };

/** What one send needs, all present and checked. */
export interface MailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** Where `/api/v1.0/email/send-form` is appended: no trailing slash. */
  origin: string;
}

/**
 * How a send ended. A failure carries the provider's status and response text (status 0 when none came), and
 * `reason`, what the visitor can act on, when there is something (too large, too many, no answer): the form words it
 * in the page's language (its `contact.reason.*` texts).
 */
export type SendOutcome = { ok: true } | SendFailure;

type SendFailure = { ok: false; status: number; text: string; reason?: MailProblem };

/** What the visitor can act on after a failed send. */
export type MailProblem = "tooLarge" | "tooMany" | "timeout";

const REQUIRED = ["emailjsServiceId", "emailjsTemplateId", "emailjsPublicKey"] as const;

/**
 * The send configuration from the owner settings, or what the owner must fix, naming the attribute to set
 * (the page config's camelCase key works as well).
 */
export function mailConfig(settings: Settings): { config: MailConfig } | { problem: string } {
  const missing = REQUIRED.filter((key) => !settings[key]?.trim()).map(attributeName);
  if (missing.length) {
    return { problem: `set the ${missing.join(", ")} attribute${missing.length > 1 ? "s" : ""} of the element.` };
  }
  // A path ("/", the demo server's own provider) is resolved against the page, as the browser would.
  const origin = httpUrlOn(settings.emailjsOrigin?.trim() || DEFAULT_EMAILJS_ORIGIN, globalThis.location?.href);
  if (!origin) return { problem: "set the emailjs-origin attribute to an http: or https: URL." };
  return {
    config: {
      serviceId: settings.emailjsServiceId!.trim(),
      templateId: settings.emailjsTemplateId!.trim(),
      publicKey: settings.emailjsPublicKey!.trim(),
      origin: origin.replace(/\/+$/, ""),
    },
  };
}

/**
 * A send still unanswered after this long ends as a failure, the visitor's text kept, so the form never stays
 * on "Sending..." (the contract's bound is 30 s; the clock includes loading the library's chunk). The library
 * takes no AbortSignal, so a late answer is ignored rather than cancelled.
 */
const SEND_TIMEOUT_MS = 25_000;

/** A send that timed out reports status 0 (no answer came, as the library reports a network failure) and this. */
export const TIMED_OUT_TEXT = "The e-mail service did not answer in time.";

/**
 * The UTF-8 size of the text fields as a send carries them (what the provider's limit counts): a form's multipart
 * body writes every line break as CRLF, where a textarea's value has LF, so a message of many lines is larger on
 * the wire than as typed.
 */
function messageBytes(fields: ContactMessage): number {
  const encoder = new TextEncoder();
  return Object.values(fields).reduce((total, value) => total + encoder.encode(value.replace(/\r\n?|\n/g, "\r\n")).length, 0);
}

const kB = (bytes: number) => `${Math.ceil(bytes / 1024)} kB`;

/** The provider's limit, as the visitor reads it. */
export const MAX_MESSAGE_SIZE = kB(MAX_MESSAGE_BYTES);

/**
 * The size of these fields (`"52 kB"`) when the provider would refuse them for it, or undefined when they fit:
 * checked before the send, so the visitor learns why at once and every retry does not fail the same way.
 */
export function messageSizeProblem(fields: ContactMessage): string | undefined {
  const bytes = messageBytes(fields);
  return bytes <= MAX_MESSAGE_BYTES ? undefined : kB(bytes);
}

type EmailJs = typeof import("./emailjs.ts");

/** A failed load (offline, chunk missing) is forgotten so the next send retries. */
const library = loadOnce(() => import("./emailjs.ts"));

/** Starts downloading the library ahead of the first send (when the visitor focuses the form). */
export function preloadMail(): void {
  library.load().catch(() => {
    // Reported by the send that needs it.
  });
}

/**
 * The library keeps its origin in a module-wide store that `sendForm` reads when it calls `fetch`, a few
 * microtasks after it starts. Sends take turns from `init` until one task later, so two forms on one page
 * with different origins never post to each other's provider.
 */
let storeTurn: Promise<void> = Promise.resolve();

function sendWithOrigin(emailjs: EmailJs, config: MailConfig, form: HTMLFormElement) {
  const started = storeTurn.then(() => {
    emailjs.init({ publicKey: config.publicKey, origin: config.origin });
    return { sent: emailjs.sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey }) };
  });
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  storeTurn = started.then(nextTask, nextTask);
  return started.then(({ sent }) => sent);
}

/** What ended a send that took too long. */
const TIMED_OUT = {};

/**
 * Reads the library's rejection: a status object, a thrown string, a network failure (a TypeError), or the bound.
 * The provider's statuses that have a reason the visitor can act on carry it; the rest stay generic.
 */
function failureOf(error: unknown): SendFailure {
  if (error === TIMED_OUT) return { ok: false, status: 0, text: TIMED_OUT_TEXT, reason: "timeout" };
  const answer = error as { status?: unknown; text?: unknown } | undefined;
  const answered = typeof answer?.status === "number" && "text" in answer;
  const status = answered ? (answer.status as number) : 0;
  const text = answered ? String(answer.text) : typeof error === "string" ? error : "Network Error";
  const reason = status === 413 ? "tooLarge" : status === 429 ? "tooMany" : undefined;
  return reason ? { ok: false, status, text, reason } : { ok: false, status, text };
}

/**
 * Sends the form's fields (`name`, `email`, `message`; the library adds `lib_version`, `service_id`,
 * `template_id`, `user_id`). Never rejects: every failure (a missing setting too) is logged for the owner and
 * returned.
 */
export async function sendContactForm(form: HTMLFormElement, settings: Settings, timeoutMs = SEND_TIMEOUT_MS): Promise<SendOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const checked = mailConfig(settings);
    if ("problem" in checked) throw checked.problem;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(TIMED_OUT), timeoutMs);
    });
    await Promise.race([library.load().then((emailjs) => sendWithOrigin(emailjs, checked.config, form)), timedOut]);
    return { ok: true };
  } catch (error) {
    const failure = failureOf(error);
    const detail = error instanceof Error ? [error] : [];
    console.error(`portfolio-elements: the message was not sent (${failure.status}):`, failure.text, ...detail);
    return failure;
  } finally {
    clearTimeout(timer);
  }
}
