/**
 * The studio page (`/studio.html`): the owner types their settings, sees the real elements take them in both
 * themes, reads the doctor's findings and copies the outputs. Nothing typed leaves the browser except the
 * doctor's own requests (probes.ts: GetProjects to the endpoint, the portrait, and a test message when asked), and
 * the prerendered blog snippet (made by this machine's demo server, blog-snippet.ts); the draft is kept in this
 * browser's localStorage only. This module wires the page: the form (form.ts), the
 * preview (preview.ts), the doctor (doctor.ts, shown by findings-view.ts) and the outputs (outputs.ts).
 */
import { text as DETAILS_QUERY } from "../../src/elements/details/get-projects.graphql";
import { text as SPEC_QUERY } from "../../src/services/get-projects.graphql";
import { sendContactForm } from "../../src/services/mail.ts";
import { checkAccents, checkSettings, diagnoseProjects, diagnosePublishedScript, diagnoseTestSend, type Finding, type StudioSettings } from "./doctor.ts";
import { renderFindings as showFindings } from "./findings-view.ts";
import { blogTheme, clearDraft, constrainForm, demoDefaults, fillForm, loadDraft, readForm, saveDraft, updateRangeLabel } from "./form.ts";
import { allOutputs, publishedUrls, settingsJson, type Tokens } from "./outputs.ts";
import { projectsData, requestBlogSnippet } from "./blog-snippet.ts";
import { fillDarkColumn, showInPreview, updatePreview } from "./preview.ts";
import { loadPortrait, probeProjects, probeScript } from "./probes.ts";

/** Network checks wait until the owner stops typing in the field they depend on. */
const NETWORK_DEBOUNCE_MS = 600;

const $ = <E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E => {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`studio: nothing matches ${selector}`);
  return found;
};

fillDarkColumn($(".preview:not(.dark)"), $(".preview.dark"));

const form = $<HTMLFormElement>("#settings");
constrainForm(form);

function updateOutputs(settings: StudioSettings, tokens: Tokens): void {
  for (const [id, text] of Object.entries(allOutputs(settings, tokens, blogTheme(form)))) {
    const code = document.getElementById(`output-${id}`);
    if (code && code.textContent !== text) {
      code.textContent = text;
      if (code.parentElement) keyboardScrollable(code.parentElement);
    }
  }
}

/** The list the doctor's GetProjects last read, by its input (endpoint and details): the blog snippet shows it. */
let projectsAnswer: { input: string; data: unknown } | undefined;
let snippetTimer: ReturnType<typeof setTimeout> | undefined;
const NO_SITE_ADDRESS = "<!-- Set your site's address (Publishing): the snippet names your site's files by it. -->\n";
let snippetRequest: AbortController | undefined;

/** Asks the demo server for the prerendered blog snippet once the owner stops typing; a newer request replaces it. */
function updateBlogSnippet(settings: StudioSettings, tokens: Tokens): void {
  clearTimeout(snippetTimer);
  snippetRequest?.abort();
  const show = (text: string) => {
    const code = document.getElementById("output-script-tag");
    if (code && code.textContent !== text) {
      code.textContent = text;
      if (code.parentElement) keyboardScrollable(code.parentElement);
    }
  };
  // The snippet names the site's files by their address: without it there is nothing to make.
  if (!publishedUrls(settings).scripts.length) return show(NO_SITE_ADDRESS);
  snippetTimer = setTimeout(async () => {
    const request = (snippetRequest = new AbortController());
    const projects = projectsAnswer?.input === NETWORK_CHECKS.content.input(settings) ? projectsAnswer.data : undefined;
    try {
      show(await requestBlogSnippet(settingsJson(settings, tokens), blogTheme(form), projects, request.signal));
    } catch {
      // Replaced by a newer request.
    }
  }, NETWORK_DEBOUNCE_MS);
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
  showFindings(all, { list: $("#findings"), summary: $("#doctor-summary"), pending: $("#doctor").dataset.checking === "true" });
}

/**
 * The checks that ask the network, each of one setting: the setting's value, whether it is an address to try,
 * and the check. A check runs again when its input changes; an answer to an older input is dropped.
 */
const NETWORK_CHECKS = {
  // The elements' own GetProjects: with project details on, the one asking for the optional fields too.
  content: {
    input: (settings: StudioSettings) => (settings.endpoint?.trim() ? JSON.stringify([settings.endpoint.trim(), settings.projectDetails === "on"]) : ""),
    usable: (input: string) => {
      const [endpoint] = JSON.parse(input) as [string, boolean];
      return /^https?:\/\//i.test(endpoint) && URL.canParse(endpoint);
    },
    run: async (input: string) => {
      const [endpoint, details] = JSON.parse(input) as [string, boolean];
      const probe = await probeProjects(endpoint, details ? DETAILS_QUERY : SPEC_QUERY);
      if (probe.kind === "response" && probe.status === 200) {
        projectsAnswer = { input, data: projectsData(probe.body) };
        const { settings, tokens } = readForm(form);
        updateBlogSnippet(settings, tokens);
      }
      return diagnoseProjects(probe, endpoint, { details });
    },
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
  const { settings, tokens } = readForm(form);
  settingFindings = [...checkSettings(settings), ...checkAccents(tokens)];
  updatePreview(settings, tokens);
  updateOutputs(settings, tokens);
  updateBlogSnippet(settings, tokens);
  renderFindings();
  clearTimeout(networkTimer);
  const run = () => runNetworkChecks(settings);
  if (immediate) run();
  else networkTimer = setTimeout(run, NETWORK_DEBOUNCE_MS);
}

form.addEventListener("input", (event) => {
  if (event.target instanceof HTMLInputElement && event.target.type === "range") {
    const output = form.querySelector<HTMLOutputElement>(`output[for="${event.target.id}"]`);
    if (output) updateRangeLabel(form, output);
  }
  saveDraft(form);
  update();
});
// The doctor's "Check the services again" is the form's submit button (as is Enter in a field): it checks at once.
form.addEventListener("submit", (event) => {
  event.preventDefault();
  runNetworkChecks(readForm(form).settings, true);
});

$("#start-again").addEventListener("click", () => {
  clearDraft();
  form.reset();
  fillForm(form, demoDefaults());
  update({ immediate: true });
});

// The test message: only this button sends anything through the provider.
const testForm = $<HTMLFormElement>("#test-message");
testForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const button = $<HTMLButtonElement>("button[type=submit]", testForm);
  const { settings } = readForm(form);
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
const applyShow = () => showInPreview(show.value);
show.addEventListener("change", applyShow);

const draft = loadDraft();
if (draft) fillForm(form, draft as StudioSettings, draft);
else fillForm(form, demoDefaults());
applyShow();
update({ immediate: true });
document.documentElement.dataset.studioReady = "true";
