/**
 * The studio's settings form: reading it into settings and tokens, filling it, and the draft of what was typed
 * (this browser's localStorage only).
 */
import { LANGUAGES } from "../../src/i18n/languages.ts";
import { PAGE_SETTING_NAMES, SETTINGS, SETTING_NAMES, settingDefault, type AnySettingName } from "../../src/settings/declaration.ts";
import { settingProblem } from "../../src/settings/problems.ts";
import type { StudioSettings } from "./doctor.ts";
import { parseTheme, type Theme } from "../../src/theme/names.ts";
import { DEFAULT_TOKENS, type Tokens } from "./outputs.ts";

const DRAFT_KEY = "portfolio-studio-draft";

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;

/** The blog's background as the owner answered: the theme the snippets write on the embedded elements. */
export function blogTheme(form: HTMLFormElement): Theme {
  return parseTheme(field(form, "blogTheme")?.value);
}

/**
 * The demo server's own settings: what the form starts from before the owner types anything. The server writes
 * its services as paths ("/graphql", "/"), never naming a host; here they become addresses on this page's origin.
 */
export function demoDefaults(): StudioSettings {
  try {
    const parsed: unknown = JSON.parse(document.getElementById("studio-defaults")?.textContent ?? "{}");
    const defaults = typeof parsed === "object" && parsed !== null ? (parsed as StudioSettings) : {};
    if (defaults.endpoint?.startsWith("/")) defaults.endpoint = new URL(defaults.endpoint, location.href).href;
    if (defaults.emailjsOrigin?.startsWith("/")) defaults.emailjsOrigin = new URL(defaults.emailjsOrigin, location.href).origin;
    return defaults;
  } catch {
    return {};
  }
}

/**
 * The form's constraints from the settings' declaration, never written by hand: a count's bounds, the built-in
 * languages (each named in itself), and each field's problem by its setting's rule (the doctor's words) as its
 * validity, so the form, the doctor, the settings file and the elements answer alike.
 */
export function constrainForm(form: HTMLFormElement): void {
  for (const name of [...SETTING_NAMES, ...PAGE_SETTING_NAMES]) {
    const input = field(form, name);
    const rule = SETTINGS[name];
    if (!input) continue;
    if (rule.kind === "count" && input instanceof HTMLInputElement) {
      Object.assign(input, { type: "number", min: String(rule.min), step: "1" });
      if ("max" in rule) input.max = String(rule.max);
      input.inputMode = "numeric";
    }
    // The rule decides, not the browser's own idea of a URL or an address (a path is a usable portrait).
    if ((rule.kind === "url" || rule.kind === "email" || rule.kind === "emails") && input instanceof HTMLInputElement) {
      input.inputMode = rule.kind === "url" ? "url" : "email";
      input.type = "text";
    }
    if (rule.kind === "lang" && input instanceof HTMLInputElement && input.list) {
      input.list.replaceChildren(...LANGUAGES.map((tag) => new Option(new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag, tag)));
    }
    input.addEventListener("input", () => markValidity(input, name));
  }
}

/** The field's validity by its setting's rule: the problem as its message, and `aria-invalid` while there is one. */
function markValidity(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, name: AnySettingName): void {
  const problem = input.value.trim() ? settingProblem(name, input.value) : undefined;
  input.setCustomValidity(problem ?? "");
  if (problem) input.setAttribute("aria-invalid", "true");
  else input.removeAttribute("aria-invalid");
}

/** Token inputs hold plain pixel numbers; the default pixel values stand for base.css's own rem values. */
const PIXEL_TOKENS = { radius: 12, fontSize: 16, space: 16 } as const;

export function readForm(form: HTMLFormElement): { settings: StudioSettings; tokens: Tokens } {
  const settings: StudioSettings = {};
  for (const key of [...SETTING_NAMES, ...PAGE_SETTING_NAMES]) {
    const value = field(form, key)?.value.trim();
    if (value) settings[key] = value;
  }
  const projectsFile = field(form, "projectsFile")?.value.trim();
  if (projectsFile) settings.projectsFile = projectsFile;
  const tokens: Tokens = { ...DEFAULT_TOKENS };
  tokens.accentLight = field(form, "accentLight")?.value || DEFAULT_TOKENS.accentLight;
  tokens.accentDark = field(form, "accentDark")?.value || DEFAULT_TOKENS.accentDark;
  tokens.fontFamily = field(form, "fontFamily")?.value || DEFAULT_TOKENS.fontFamily;
  tokens.headingFont = field(form, "headingFont")?.value || DEFAULT_TOKENS.headingFont;
  for (const key of Object.keys(PIXEL_TOKENS) as (keyof typeof PIXEL_TOKENS)[]) {
    const pixels = Number(field(form, key)?.value);
    tokens[key] = Number.isFinite(pixels) && pixels !== PIXEL_TOKENS[key] ? `${pixels}px` : DEFAULT_TOKENS[key];
  }
  return { settings, tokens };
}

export function fillForm(form: HTMLFormElement, settings: StudioSettings, tokens: Partial<Record<string, string>> = {}): void {
  for (const key of [...SETTING_NAMES, ...PAGE_SETTING_NAMES]) {
    const input = field(form, key);
    // A choice (a select) starts at its default; a text field stays empty, its placeholder showing.
    const choice = SETTINGS[key].kind === "choice";
    if (!input) continue;
    input.value = settings[key] ?? ((choice && settingDefault(key)) || "");
    markValidity(input, key);
  }
  for (const [key, value] of Object.entries(tokens)) {
    const input = field(form, key);
    if (input && typeof value === "string") input.value = value;
  }
  for (const output of document.querySelectorAll<HTMLOutputElement>("output[for]")) updateRangeLabel(form, output);
}

export function updateRangeLabel(form: HTMLFormElement, output: HTMLOutputElement): void {
  const input = field(form, output.htmlFor.value);
  if (input) output.value = `${input.value} px`;
}

/** The draft in localStorage: the raw form values, so a reload gives back exactly what was typed. */
export function saveDraft(form: HTMLFormElement): void {
  const values: Record<string, string> = {};
  for (const element of form.elements) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) && element.name) {
      values[element.name] = element.value;
    }
  }
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the studio still works, only without a draft.
  }
}

export function loadDraft(): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
