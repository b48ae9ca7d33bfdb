/**
 * reCAPTCHA v2's checkbox, for `recaptcha-site-key`: Google's script, fetched when the visitor first focuses the
 * form, renders the checkbox; its token goes with the send as `g-recaptcha-response`, which the provider verifies.
 *
 * Google's challenge cannot run inside a shadow root (its frames look for their anchor in the document), so the
 * checkbox renders into a `<div slot="recaptcha">` in the host's light DOM, which the form shows through its slot.
 */

/** Google's script (explicit rendering, so nothing happens before the form asks). */
const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js";

/** What the form keeps of a rendered checkbox. */
export interface Captcha {
  /** Clears the checkbox for the next message: a token is good for one send. */
  reset(): void;
}

interface Grecaptcha {
  render(container: Element, parameters: Record<string, unknown>): number;
  reset(widget?: number): void;
}

/** The name of the global function the script calls once it is ready. */
const ONLOAD = "portfolioElementsRecaptchaReady";

let api: Promise<Grecaptcha> | undefined;

function loadApi(lang: string): Promise<Grecaptcha> {
  api ??= new Promise<Grecaptcha>((resolve, reject) => {
    const page = window as unknown as Record<string, unknown> & { grecaptcha?: Grecaptcha };
    page[ONLOAD] = () => resolve(page.grecaptcha!);
    const script = document.createElement("script");
    script.src = `${RECAPTCHA_SCRIPT}?onload=${ONLOAD}&render=explicit&hl=${encodeURIComponent(lang)}`;
    script.async = true;
    script.onerror = () => {
      // Blocked or offline: forgotten, so that the next focus tries again.
      script.remove();
      api = undefined;
      reject(new Error(`portfolio-elements: reCAPTCHA's script could not be loaded from ${RECAPTCHA_SCRIPT}.`));
    };
    document.head.append(script);
  });
  return api;
}

/** Renders the checkbox for `host` (the element whose shadow root holds the form); `onToken` hears each token, "" when one expires. */
export async function renderCaptcha(host: Element, siteKey: string, lang: string, onToken: (token: string) => void): Promise<Captcha> {
  const grecaptcha = await loadApi(lang);
  let container = host.querySelector(':scope > [slot="recaptcha"]');
  if (!container) {
    container = document.createElement("div");
    container.slot = "recaptcha";
    host.append(container);
  }
  const widget = grecaptcha.render(container, {
    sitekey: siteKey,
    theme: host.matches(":state(dark)") ? "dark" : "light",
    callback: onToken,
    "expired-callback": () => onToken(""),
    "error-callback": () => onToken(""),
  });
  return {
    reset() {
      grecaptcha.reset(widget);
      onToken("");
    },
  };
}
