import type { TextId } from "../../i18n/en.ts";
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from "react";
import { useHostEvent, useSettings, useTexts } from "../../define/context.ts";
import { loadOnce } from "../../define/load-once.ts";
import { MAX_MESSAGE_SIZE, messageSizeProblem, preloadMail, sendContactForm, type MailProblem, type SendOutcome } from "../../services/mail.ts";
import { AlertIcon, Icon } from "../icons.tsx";
import { plainEmail } from "../../settings/kinds.ts";
import { mailtoHref } from "../links.tsx";
import { clearDraft, EMPTY_MESSAGE, readDraft, saveDraft } from "./draft.ts";
import { canSend, sendStatusReducer, sendStatusText } from "./send-status.ts";
import type { Refusal } from "./guards/guards.ts";
import { firstInvalidField, validateContact, type ContactErrors, type ContactField, type ContactMessage } from "./validate.ts";

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** What the form's fields hold now, read from the form itself, as the mail service reads them. */
function fieldValues(form: HTMLFormElement): ContactMessage {
  const value = (field: ContactField) => (form.elements.namedItem(field) as FieldElement | null)?.value ?? "";
  return { name: value("name"), email: value("email"), message: value("message") };
}

/**
 * The honeypot's name: one no browser's autofill or password manager recognises, so only a bot fills it. The field
 * sits outside the `<form>`, so `sendForm` (which sends every field of the form) never carries it.
 */
const HONEYPOT_NAME = "pe_subject_line";

/**
 * The code of the guards and the captcha, fetched only for a form with one of their settings (a failed fetch is
 * retried on the next send).
 */
const guardsCode = loadOnce(() => import("./guards/guards.ts"));

/** A guarded send whose guards' code could not be fetched: failed, as when no answer came. */
const UNGUARDED: SendOutcome = { ok: false, status: 0, text: "" };

const noSubscription = () => () => {};

/** False while prerendered markup hydrates (it must match what the server wrote), true once the form runs here. */
function useRunsHere(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

function CheckIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12.5 2.7 2.7L16.5 9.5" />
    </Icon>
  );
}

interface ContactFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/** What the visitor can act on after a failed send (services/mail.ts), by its text's id: ids are written whole. */
const REASON_TEXTS = {
  tooLarge: "contact.reason.tooLarge",
  tooMany: "contact.reason.tooMany",
  timeout: "contact.reason.timeout",
} as const satisfies Record<MailProblem, TextId>;

/**
 * The message form: checked on submit by `validateContact`, sent by the mail service, its draft kept for the
 * tab until it is sent. Only hooks that preact/compat 10 also has, so the lite build behaves the same.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const settings = useSettings();
  const texts = useTexts();
  const { text, parts } = texts;
  // Prerendered markup arrives before the script: until React handles submit, the button stays disabled so a
  // click (or Enter in a field) cannot submit the form natively and navigate away from what was typed.
  const interactive = useRunsHere();
  // The stored draft, read once per mount; a hydration starts from the empty form the server wrote, then shows it.
  const [draft] = useState(() => readDraft());
  // What the visitor typed (or the cleared form after a send); until then the form shows the draft.
  const [edited, setValues] = useState<ContactMessage | null>(null);
  const values = edited ?? (interactive ? draft : EMPTY_MESSAGE);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, dispatch] = useReducer(sendStatusReducer, "idle");
  // Why the last send failed, when the visitor can act on it (too long, no answer), after the spec's text.
  const [failureReason, setFailureReason] = useState<MailProblem>();
  // What a guard that refused the send says (how long to wait, to tick the box).
  const [refused, setRefused] = useState<Refusal>();
  // The status re-renders after the click; this guard stops a second submit that arrives before it does.
  const sendingRef = useRef(false);
  // The field an invalid submit sends focus to, a new object each time so that the same field is focused again.
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField }>();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // useId's ids begin with "_": a letter first makes them ids by every reading (html-validate's valid-id too).
  const id = `contact${useId().replace(/[^\w-]/g, "")}`;
  const emit = useHostEvent();
  const sending = status === "sending";
  const feedback = useRef<HTMLDivElement>(null);
  const captcha = Boolean(settings.recaptchaSiteKey?.trim());
  const guarded = captcha || Boolean(settings.emailjsLimitRate || settings.emailjsBlockList || settings.emailjsBlockHeadless === "on");

  // At commit, not after paint: Preact runs plain effects a frame later and drops them when the form unmounts
  // first, which would lose the last key press of a visitor who leaves the screen at once.
  // Only what the visitor changed is saved, so the empty first values never overwrite the stored draft.
  useLayoutEffect(() => {
    if (edited) saveDraft(edited);
  }, [edited]);

  useEffect(() => {
    if (focusRequest) (form.current?.elements.namedItem(focusRequest.field) as FieldElement | null)?.focus();
  }, [focusRequest]);

  // The success stands above the emptied form: brought into view, where a phone's visitor would not see it.
  useEffect(() => {
    if (status !== "success") return;
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    feedback.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [status]);

  function onChange(event: ChangeEvent<FieldElement>) {
    const field = event.currentTarget.name as ContactField;
    const value = event.currentTarget.value;
    setValues((current) => ({ ...(current ?? draft), [field]: value }));
    // An edited field is no longer known to be wrong; it is checked again on the next submit.
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current || !canSend(status)) return;
    // The fields as they are at the submit, which can come before their last change is rendered: Preact renders
    // a microtask later, so a script (or a test) that fills the form and submits in one go would see old values.
    const fieldsNow = fieldValues(event.currentTarget);
    const found = validateContact(fieldsNow, texts);
    // The provider's size limit, checked before sending: a message it would refuse is not sent at all.
    const tooLong = found.message === undefined ? messageSizeProblem(fieldsNow) : undefined;
    if (tooLong) found.message = text("contact.tooLong", { size: tooLong, max: MAX_MESSAGE_SIZE });
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      dispatch("reset");
      setFocusRequest({ field: invalid });
      return;
    }
    sendingRef.current = true;
    setFailureReason(undefined);
    setRefused(undefined);
    dispatch("send");
    const target = event.currentTarget;
    const succeeded = () => {
      dispatch("succeeded");
      setValues(EMPTY_MESSAGE);
      clearDraft();
    };
    const guards = guarded ? await guardsCode.load().catch(() => undefined) : undefined;
    // Only a bot fills the hidden field.
    const refusal: Refusal | undefined = honeypot.current?.value ? { reason: "honeypot" } : guards?.refusal(target, settings, fieldsNow.email, texts);
    if (refusal) {
      sendingRef.current = false;
      // A bot, and a blocked sender, are not told: both read the usual success.
      if (refusal.reason === "honeypot" || refusal.reason === "block-list") succeeded();
      else dispatch("failed");
      setRefused(refusal);
      // An unticked checkbox is the visitor's to fix, not spam stopped.
      if (refusal.reason !== "captcha") emit("portfolio-message-blocked", { reason: refusal.reason });
      return;
    }
    // The library reads the fields from the form itself, as the visitor sees them. Without the guards' code (its
    // fetch failed), nothing is sent unguarded: the visitor tries again, as after a network failure.
    const outcome = guarded && !guards ? UNGUARDED : await sendContactForm(target, settings);
    sendingRef.current = false;
    if (outcome.ok) {
      succeeded();
      guards?.sent(target, settings);
      // What was sent stays out of the event: an owner's analytics learn only that a message went.
      emit("portfolio-message-sent", {});
    } else {
      dispatch("failed");
      setFailureReason(outcome.reason);
      emit("portfolio-message-failed", { status: outcome.status });
    }
  }

  function onFocus() {
    preloadMail();
    const target = form.current;
    if (guarded && target) guardsCode.load().then((code) => code.focused(target, settings, texts.lang), () => {});
  }

  function fieldProps(field: ContactField) {
    const error = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange,
      // Read-only, not disabled, while sending: disabled fields would be left out of the form data.
      readOnly: sending,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${field}-error` : undefined,
      part: "input",
    } as const;
  }

  function errorFor(field: ContactField) {
    const error = errors[field];
    return error ? <p id={`${id}-${field}-error`} className="field-error" part="field-error">{error}</p> : null;
  }

  // The spec's sentence alone is the status; a reason the visitor can act on is a line of its own under it.
  const failed = status === "error";
  const outcome = (failed && refused?.status) || (sending ? "" : sendStatusText(status, texts));
  const reason = (failed && (refused?.note ?? (failureReason && text(REASON_TEXTS[failureReason], { max: MAX_MESSAGE_SIZE })))) || "";
  // Only a plain address is offered (see plainEmail): the setting falls back as if unset otherwise.
  const email = plainEmail(settings.email);
  const mailto = mailtoHref(email);

  return (
    <>
      <form ref={form} className="contact-form" noValidate aria-labelledby={labelledBy} aria-busy={sending} onSubmit={onSubmit}
        onFocus={onFocus} part="form">
        <div className="field" part="field">
          <label htmlFor={`${id}-name`}>{text("contact.nameLabel")}</label>
          <input type="text" autoComplete="name" {...fieldProps("name")} />
          {errorFor("name")}
        </div>
        <div className="field" part="field">
          <label htmlFor={`${id}-email`}>{text("contact.emailLabel")}</label>
          <input type="email" autoComplete="email" inputMode="email" {...fieldProps("email")} />
          {errorFor("email")}
        </div>
        <div className="field" part="field">
          <label htmlFor={`${id}-message`}>{text("contact.messageLabel")}</label>
          <textarea rows={4} {...fieldProps("message")} />
          {errorFor("message")}
        </div>
        {/* reCAPTCHA's checkbox, from the host's light DOM (guards/recaptcha.ts), its height held before it arrives.
            The guards write its token into the field, which has no value here: React would write it back. */}
        {captcha && (
          <div className="captcha">
            <slot name="recaptcha" />
            <input type="hidden" name="g-recaptcha-response" />
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" part="button button-primary" disabled={sending || !interactive}>
            {sending && <span className="spinner" aria-hidden="true" />}
            {sending ? sendStatusText(status, texts) : text("contact.send")}
          </button>
        </div>
        {/* The live region is always there, so screen readers announce the outcome when its text arrives. A success
            shows above the emptied form (CSS order), a failure under the button that failed. */}
        <div ref={feedback} className={`form-feedback form-feedback-${status}`}>
          {status === "success" && <CheckIcon />}
          {status === "error" && <AlertIcon />}
          <div className="form-feedback-text">
            <p className={`form-status form-status-${status}`} role="status" aria-live="polite" part="status">
              {outcome}
            </p>
            {/* Always there, as the status is, so the reason is announced when it arrives. */}
            <p className="form-feedback-reason" aria-live="polite">
              {reason}
            </p>
            {status === "success" && <p className="form-feedback-help">{text("contact.sentHelp")}</p>}
            {status === "error" && mailto && (
              <p className="form-feedback-help">
                {parts("contact.orEmail", { email: <a key="email" href={mailto} dir="ltr">{email}</a> })}
              </p>
            )}
          </div>
        </div>
      </form>
      {/* Off screen, out of the tab order and of the accessibility tree, and out of the form's data. */}
      <div className="visually-hidden honeypot" aria-hidden="true">
        <input ref={honeypot} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
