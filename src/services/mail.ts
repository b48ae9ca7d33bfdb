/**
 * Contact send: `@emailjs/browser` 4.4.1 `sendForm`, i.e. a multipart POST to
 * `{emailjs-origin}/api/v1.0/email/send-form`. The library is loaded with a dynamic import, so it lands in a
 * chunk of its own that only pages whose visitor starts on the form ever download.
 * The provider's blocklist, throttle and headless-browser options are deliberately left unconfigured.
 */
import type { Settings } from "../settings.ts";
import { httpUrl } from "../url.ts";
import { DEFAULT_EMAILJS_ORIGIN } from "./mail-defaults.js";

export { DEFAULT_EMAILJS_ORIGIN };

/** What one send needs, all present and checked. */
export interface MailConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** Where `/api/v1.0/email/send-form` is appended: no trailing slash. */
  origin: string;
}

/** How a send ended. A failure carries the provider's status and response text (status 0 when none came). */
export type SendOutcome = { ok: true } | { ok: false; status: number; text: string };

const REQUIRED = [
  ["emailjsServiceId", "emailjs-service-id"],
  ["emailjsTemplateId", "emailjs-template-id"],
  ["emailjsPublicKey", "emailjs-public-key"],
] as const;

/**
 * The send configuration from the owner settings, or what the owner must fix, naming the attribute to set
 * (the page config's camelCase key works as well).
 */
export function mailConfig(settings: Settings): { config: MailConfig } | { problem: string } {
  const missing = REQUIRED.filter(([key]) => !settings[key]?.trim()).map(([, attribute]) => attribute);
  if (missing.length) {
    return { problem: `set the ${missing.join(", ")} attribute${missing.length > 1 ? "s" : ""} of the element.` };
  }
  const origin = httpUrl(settings.emailjsOrigin ?? DEFAULT_EMAILJS_ORIGIN);
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

type EmailJs = typeof import("./emailjs.ts");

let library: Promise<EmailJs> | undefined;

/** Loads the library once; a failed load (offline, chunk missing) is forgotten so the next send retries. */
function loadLibrary(): Promise<EmailJs> {
  if (!library) {
    library = import("./emailjs.ts");
    library.catch(() => (library = undefined));
  }
  return library;
}

/** Starts downloading the library ahead of the first send (when the visitor focuses the form). */
export function preloadMail(): void {
  loadLibrary().catch(() => {
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

/** Reads the library's rejection: a status object, a thrown string, or a network failure (a TypeError). */
function failureOf(error: unknown): { status: number; text: string } {
  if (typeof error === "object" && error !== null && "status" in error && "text" in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    if (typeof status === "number") return { status, text: String(text) };
  }
  if (typeof error === "string") return { status: 0, text: error };
  // fetch rejects with a TypeError when no response came: the library's own "no response" status.
  return { status: 0, text: "Network Error" };
}

/**
 * Sends the form's fields (`name`, `email`, `message`; the library adds `lib_version`, `service_id`,
 * `template_id`, `user_id`). Never rejects: every failure is logged for the owner and returned.
 */
export async function sendContactForm(form: HTMLFormElement, settings: Settings): Promise<SendOutcome> {
  const checked = mailConfig(settings);
  if ("problem" in checked) {
    console.error(`portfolio-elements: the contact form cannot send: ${checked.problem}`);
    return { ok: false, status: 0, text: checked.problem };
  }
  try {
    const emailjs = await loadLibrary();
    await sendWithOrigin(emailjs, checked.config, form);
    return { ok: true };
  } catch (error) {
    const failure = failureOf(error);
    const detail = error instanceof Error ? [error] : [];
    console.error(`portfolio-elements: the message was not sent (${failure.status}):`, failure.text, ...detail);
    return { ok: false, ...failure };
  }
}
