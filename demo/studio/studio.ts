/**
 * The studio page (`/studio.html`): the owner types their settings, sees the real elements take them in both
 * themes, reads the doctor's findings and copies the outputs. Nothing typed leaves the browser except the
 * doctor's own requests (GetProjects to the endpoint, the portrait, and a test message when asked), and the draft
 * is kept in this browser's localStorage only. The checks and outputs themselves live in doctor.ts and outputs.ts.
 */
import { GET_PROJECTS, TIMEOUT_MS } from "../../src/services/content.ts";
import { sendContactForm } from "../../src/services/mail.ts";
import { PAGE_SETTING_NAMES, SETTINGS, SETTING_NAMES, settingDefault } from "../../src/settings-schema.js";
import {
  bySeverity,
  checkAccents,
  checkSettings,
  diagnosePortraitLoad,
  diagnoseProjects,
  diagnosePublishedPortrait,
  diagnosePublishedScript,
  diagnoseTestSend,
  type Finding,
  type ProjectsProbe,
  type ScriptProbe,
  type StudioSettings,
  type Topic,
} from "./doctor.ts";
import { attributeName } from "../../src/attribute-name.js";
import { parseTheme, type Theme } from "../../src/theme/names.js";
import { allOutputs, DEFAULT_TOKENS, publishedUrls, tokenProperties, type Tokens } from "./outputs.ts";

const DRAFT_KEY = "portfolio-studio-draft";
/** Network checks wait until the owner stops typing in the field they depend on. */
const NETWORK_DEBOUNCE_MS = 600;

const TOPICS: [Topic, string][] = [
  ["content", "Content service"],
  ["mail", "E-mail provider"],
  ["portrait", "Portrait"],
  ["profile", "Profile"],
  ["site", "Published site"],
  ["look", "Look"],
];

const SEVERITY_LABEL = { error: "Error", warning: "Warning", info: "Note", ok: "OK" } as const;

/** Every custom property a token may set, so a token back at its default is removed from the preview. */
const TOKEN_PROPERTIES = ["--pe-color-accent", "--pe-color-accent-hover", "--pe-color-focus", "--pe-color-tag-bg", "--pe-color-tag-text", "--pe-radius", "--pe-font-family", "--pe-font-heading", "--pe-font-size", "--pe-space"];

const $ = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E => {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`studio: nothing matches ${selector}`);
  return found;
};

// The dark preview column: the light column's elements again, in the other theme.
for (const element of $(".preview:not(.dark)").querySelectorAll("[data-preview]")) {
  const copy = element.cloneNode() as Element;
  copy.setAttribute("theme", "dark");
  $(".preview.dark").append(copy);
}

const form = $<HTMLFormElement>("#settings");
const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;

/**
 * The demo server's own settings: what the form starts from before the owner types anything. The server writes
 * its services as paths ("/graphql", "/"), never naming a host; here they become addresses on this page's origin.
 */
function demoDefaults(): StudioSettings {
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

/** Token inputs hold plain pixel numbers; the default pixel values stand for base.css's own rem values. */
const PIXEL_TOKENS = { radius: 12, fontSize: 16, space: 16 } as const;

function readForm(): { settings: StudioSettings; tokens: Tokens } {
  const settings: StudioSettings = {};
  for (const key of [...SETTING_NAMES, ...PAGE_SETTING_NAMES]) {
    const value = field(key)?.value.trim();
    if (value) settings[key] = value;
  }
  const projectsFile = field("projectsFile")?.value.trim();
  if (projectsFile) settings.projectsFile = projectsFile;
  const tokens: Tokens = { ...DEFAULT_TOKENS };
  tokens.accentLight = field("accentLight")?.value || DEFAULT_TOKENS.accentLight;
  tokens.accentDark = field("accentDark")?.value || DEFAULT_TOKENS.accentDark;
  tokens.fontFamily = field("fontFamily")?.value || DEFAULT_TOKENS.fontFamily;
  tokens.headingFont = field("headingFont")?.value || DEFAULT_TOKENS.headingFont;
  for (const key of Object.keys(PIXEL_TOKENS) as (keyof typeof PIXEL_TOKENS)[]) {
    const pixels = Number(field(key)?.value);
    tokens[key] = Number.isFinite(pixels) && pixels !== PIXEL_TOKENS[key] ? `${pixels}px` : DEFAULT_TOKENS[key];
  }
  return { settings, tokens };
}

function fillForm(settings: StudioSettings, tokens: Partial<Record<string, string>> = {}): void {
  for (const key of [...SETTING_NAMES, ...PAGE_SETTING_NAMES]) {
    const input = field(key);
    // A choice (a select) starts at its default; a text field stays empty, its placeholder showing.
    const choice = SETTINGS[key].kind === "choice";
    if (input) input.value = settings[key] ?? ((choice && settingDefault(key)) || "");
  }
  for (const [key, value] of Object.entries(tokens)) {
    const input = field(key);
    if (input && typeof value === "string") input.value = value;
  }
  for (const output of document.querySelectorAll<HTMLOutputElement>("output[for]")) updateRangeLabel(output);
}

function updateRangeLabel(output: HTMLOutputElement): void {
  const input = field(output.htmlFor.value);
  if (input) output.value = `${input.value} px`;
}

/** The draft in localStorage: the raw form values, so a reload gives back exactly what was typed. */
function saveDraft(): void {
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

function loadDraft(): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** The real elements take the settings as attributes and the tokens as custom properties (CSSOM, allowed by the CSP). */
function updatePreview(settings: StudioSettings, tokens: Tokens): void {
  const properties = new Map(tokenProperties(tokens));
  for (const element of document.querySelectorAll<HTMLElement>(".preview [data-preview]")) {
    for (const key of SETTING_NAMES) {
      // Each column shows one theme: the visitor's switch (theme-switch="off" in the columns) does not change it.
      // The site's address is where the snippets will run, not the studio: the previews use this page's files.
      if (key === "theme" || key === "themeSwitch" || key === "siteUrl") continue;
      const value = settings[key];
      const attribute = attributeName(key);
      if (value) {
        if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
      } else if (element.hasAttribute(attribute)) element.removeAttribute(attribute);
    }
    for (const name of TOKEN_PROPERTIES) {
      const value = properties.get(name);
      if (value) element.style.setProperty(name, value);
      else element.style.removeProperty(name);
    }
  }
}

/** The blog's background as the owner answered: the theme the snippets write on the embedded elements. */
function blogTheme(): Theme {
  const value = field("blogTheme")?.value;
  return parseTheme(value);
}

function updateOutputs(settings: StudioSettings, tokens: Tokens): void {
  for (const [id, text] of Object.entries(allOutputs(settings, tokens, blogTheme()))) {
    const code = document.getElementById(`output-${id}`);
    if (code && code.textContent !== text) {
      code.textContent = text;
      if (code.parentElement) keyboardScrollable(code.parentElement);
    }
  }
}

/** An output that overflows its box is a tab stop, so that a keyboard can scroll it; one that fits is none. */
function keyboardScrollable(pre: Element): void {
  if (pre.scrollWidth > pre.clientWidth || pre.scrollHeight > pre.clientHeight) pre.setAttribute("tabindex", "0");
  else pre.removeAttribute("tabindex");
}
const outputResized = new ResizeObserver((entries) => entries.forEach((entry) => keyboardScrollable(entry.target)));
for (const pre of document.querySelectorAll(".output pre")) outputResized.observe(pre);

/** Findings by topic: the form's own checks, plus the latest answer of each network check. */
let settingFindings: Finding[] = [];
const networkFindings: Partial<Record<NetworkCheck | "send", Finding[]>> = {};

function renderFindings(): void {
  const all = [...settingFindings, ...(networkFindings.content ?? []), ...(networkFindings.portrait ?? []), ...(networkFindings.publishedPortrait ?? []), ...(networkFindings.scripts ?? []), ...(networkFindings.send ?? [])];
  const list = $("#findings");
  const groups: HTMLElement[] = [];
  for (const [topic, title] of TOPICS) {
    const findings = bySeverity(all.filter((item) => item.topic === topic));
    if (!findings.length) continue;
    const group = document.createElement("section");
    group.className = "finding-group";
    group.dataset.topic = topic;
    const heading = document.createElement("h3");
    heading.textContent = title;
    const items = document.createElement("ul");
    for (const item of findings) items.append(findingItem(item));
    group.append(heading, items);
    groups.push(group);
  }
  list.replaceChildren(...groups);
  const errors = all.filter((item) => item.severity === "error").length;
  const warnings = all.filter((item) => item.severity === "warning").length;
  const pending = $("#doctor").dataset.checking === "true";
  $("#doctor-summary").textContent =
    (errors || warnings ? `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}.` : "No errors or warnings.") +
    (pending ? " Checking the services…" : "");
}

function findingItem(item: Finding): HTMLLIElement {
  const li = document.createElement("li");
  li.className = "finding";
  li.dataset.finding = item.id;
  li.dataset.severity = item.severity;
  const badge = document.createElement("span");
  badge.className = "badge";
  badge.textContent = SEVERITY_LABEL[item.severity];
  const message = document.createElement("p");
  message.className = "message";
  message.textContent = item.message;
  li.append(badge, message);
  if (item.fix) {
    const fix = document.createElement("p");
    fix.className = "fix";
    const label = document.createElement("strong");
    label.textContent = "Fix: ";
    fix.append(label, item.fix);
    li.append(fix);
  }
  return li;
}

/** The doctor's GetProjects: the contract's request, then, if it fails, a no-cors request to tell CORS from silence. */
async function probeProjects(endpoint: string): Promise<ProjectsProbe> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "*/*" },
      body: JSON.stringify({ operationName: "GetProjects", query: GET_PROJECTS, variables: {} }),
      credentials: "omit",
      cache: "no-store",
      signal: controller.signal,
    });
    return { kind: "response", status: response.status, contentType: response.headers.get("content-type") ?? "", body: await response.text() };
  } catch (error) {
    if (controller.signal.aborted) return { kind: "timeout", ms: TIMEOUT_MS };
    try {
      // An opaque answer means the server is there and only the browser's CORS check failed.
      await fetch(endpoint, { mode: "no-cors", credentials: "omit", cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { kind: "cors" };
    } catch {
      return { kind: "unreachable", detail: error instanceof Error ? error.message : String(error) };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Loads the portrait as the hero would; `published`: from the site's address, where a blog's snippet loads it. */
function loadPortrait(src: string, published: boolean): Promise<Finding> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => done(false), TIMEOUT_MS);
    const done = (loaded: boolean) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      const size = loaded ? { width: image.naturalWidth, height: image.naturalHeight } : undefined;
      resolve(published ? diagnosePublishedPortrait(loaded, src, size) : diagnosePortraitLoad(loaded, src, size));
    };
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = src;
  });
}

/** Asks for one of the published site's scripts; a host without CORS headers answers only opaquely. */
async function probeScript(url: string): Promise<ScriptProbe> {
  try {
    const response = await fetch(url, { credentials: "omit", cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { kind: "response", status: response.status };
  } catch {
    try {
      await fetch(url, { mode: "no-cors", credentials: "omit", cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { kind: "opaque" };
    } catch {
      return { kind: "unreachable" };
    }
  }
}

/**
 * The checks that ask the network, each of one setting: the setting's value, whether it is an address to try,
 * and the check. A check runs again when its input changes; an answer to an older input is dropped.
 */
const NETWORK_CHECKS = {
  content: {
    input: (settings: StudioSettings) => settings.endpoint?.trim() ?? "",
    usable: (endpoint: string) => /^https?:\/\//i.test(endpoint) && URL.canParse(endpoint),
    run: async (endpoint: string) => diagnoseProjects(await probeProjects(endpoint), endpoint),
  },
  // As this page's previews load it, until the site's address is known; then from there, as the snippets do.
  portrait: {
    input: (settings: StudioSettings) => (publishedUrls(settings).portrait ? "" : settings.portrait?.trim() ?? ""),
    usable: (portrait: string) => /^https?:\/\//i.test(portrait) || portrait.startsWith("/"),
    run: async (portrait: string) => [await loadPortrait(portrait, false)],
  },
  publishedPortrait: {
    input: (settings: StudioSettings) => publishedUrls(settings).portrait ?? "",
    usable: (portrait: string) => /^https?:\/\//i.test(portrait),
    run: async (portrait: string) => [await loadPortrait(portrait, true)],
  },
  scripts: {
    input: (settings: StudioSettings) => publishedUrls(settings).scripts.join(" "),
    usable: (scripts: string) => scripts !== "",
    run: async (scripts: string) => Promise.all(scripts.split(" ").map(async (url) => diagnosePublishedScript(await probeScript(url), url))),
  },
} as const;

type NetworkCheck = keyof typeof NETWORK_CHECKS;

const checked: Partial<Record<NetworkCheck, string>> = {};
let pendingChecks = 0;

function setChecking(delta: number): void {
  pendingChecks += delta;
  $("#doctor").dataset.checking = String(pendingChecks > 0);
  $("#doctor").setAttribute("aria-busy", String(pendingChecks > 0));
  renderFindings();
}

async function runNetworkCheck(kind: NetworkCheck, settings: StudioSettings, force: boolean): Promise<void> {
  const check = NETWORK_CHECKS[kind];
  const input = check.input(settings);
  if (!force && checked[kind] === input) return;
  checked[kind] = input;
  if (!input || !check.usable(input)) {
    networkFindings[kind] = [];
    renderFindings();
    return;
  }
  setChecking(1);
  try {
    const findings = await check.run(input);
    if (checked[kind] === input) networkFindings[kind] = findings;
  } finally {
    setChecking(-1);
  }
}

/** Runs every network check whose input changed since it last ran, or every one when `force`d. */
function runNetworkChecks(settings: StudioSettings, force = false): void {
  for (const kind of Object.keys(NETWORK_CHECKS) as NetworkCheck[]) void runNetworkCheck(kind, settings, force);
}

let networkTimer: ReturnType<typeof setTimeout> | undefined;

function update({ immediate = false } = {}): void {
  const { settings, tokens } = readForm();
  settingFindings = [...checkSettings(settings), ...checkAccents(tokens)];
  updatePreview(settings, tokens);
  updateOutputs(settings, tokens);
  renderFindings();
  clearTimeout(networkTimer);
  const run = () => runNetworkChecks(settings);
  if (immediate) run();
  else networkTimer = setTimeout(run, NETWORK_DEBOUNCE_MS);
}

form.addEventListener("input", (event) => {
  if (event.target instanceof HTMLInputElement && event.target.type === "range") {
    const output = form.querySelector<HTMLOutputElement>(`output[for="${event.target.id}"]`);
    if (output) updateRangeLabel(output);
  }
  saveDraft();
  update();
});
// The doctor's "Check the services again" is the form's submit button (as is Enter in a field): it checks at once.
form.addEventListener("submit", (event) => {
  event.preventDefault();
  runNetworkChecks(readForm().settings, true);
});

$("#start-again").addEventListener("click", () => {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
  form.reset();
  fillForm(demoDefaults());
  update({ immediate: true });
});

// The test message: only this button sends anything through the provider.
const testForm = $<HTMLFormElement>("#test-message");
testForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const button = $<HTMLButtonElement>("button[type=submit]", testForm);
  const { settings } = readForm();
  button.disabled = true;
  button.textContent = "Sending…";
  networkFindings.send = [];
  renderFindings();
  try {
    const outcome = await sendContactForm(testForm, settings);
    networkFindings.send = [diagnoseTestSend(outcome, settings.emailjsOrigin ?? "https://api.emailjs.com")];
  } finally {
    button.disabled = false;
    button.textContent = "Send a test message";
    renderFindings();
  }
});

// Copy buttons: the clipboard when the browser allows it, otherwise the text selected for Ctrl+C.
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
  button.addEventListener("click", async () => {
    const code = document.getElementById(`output-${button.dataset.copy}`);
    if (!code) return;
    const status = button.parentElement?.querySelector<HTMLElement>(".copy-status");
    try {
      await navigator.clipboard.writeText(code.textContent ?? "");
      if (status) status.textContent = "Copied.";
    } catch {
      getSelection()?.selectAllChildren(code);
      if (status) status.textContent = "Selected: press Ctrl+C (⌘C) to copy.";
    }
    setTimeout(() => status && (status.textContent = ""), 4000);
  });
}

// Which element the preview shows.
const show = $<HTMLSelectElement>("#preview-show");
function applyShow(): void {
  for (const element of document.querySelectorAll<HTMLElement>(".preview [data-preview]")) {
    element.hidden = show.value !== "all" && element.dataset.preview !== show.value;
  }
}
show.addEventListener("change", applyShow);

const draft = loadDraft();
if (draft) fillForm(draft as StudioSettings, draft);
else fillForm(demoDefaults());
applyShow();
update({ immediate: true });
document.documentElement.dataset.studioReady = "true";
