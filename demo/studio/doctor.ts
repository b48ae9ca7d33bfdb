/**
 * The studio's doctor: what is wrong with an owner's settings and services, each finding one sentence with its
 * fix, in the words of the services' own screens (Hygraph, EmailJS). Pure functions: the studio page does the
 * requests (studio.ts) and hands their outcomes here, so every translation is unit-tested without a network.
 */
import { PROJECT_FIELDS, splitTechstack } from "../../src/services/projects.ts";
import { DEFAULT_EMAILJS_ORIGIN } from "../../src/services/mail.ts";
import { settingProblem } from "../../src/setting-checks.js";
import { PAGE_SETTING_NAMES, SETTING_NAMES, type AnySettingName } from "../../src/settings-schema.js";
import type { Settings } from "../../src/settings.ts";
import { isLocalHost, isLoopbackHost } from "../../src/site/local-address.js";
import { httpUrl, plainEmail } from "../../src/url.ts";

type Severity = "ok" | "info" | "warning" | "error";

/** What a finding is about: the studio groups them by it. */
export type Topic = "profile" | "portrait" | "content" | "mail" | "site" | "look";

export interface Finding {
  /** Stable name of the check, for tests and for the page's `data-finding` attribute. */
  id: string;
  severity: Severity;
  topic: Topic;
  /** What was found, one sentence. */
  message: string;
  /** What to change, one sentence; absent for findings that need nothing. */
  fix?: string;
}

/**
 * The studio's settings: the elements' own and the pages' own (`role`); `projectsFile` the JSON file of projects
 * the static site is built with (the file's `site.projectsFile`).
 */
export type StudioSettings = Settings & { [Name in (typeof PAGE_SETTING_NAMES)[number]]?: string } & { projectsFile?: string };


/** Hygraph's default page size for a list query without `first` (projects created after June 2022). */
const HYGRAPH_DEFAULT_PAGE = 10;

/** The fix for content the public API may not read, whether the service says so by status or by error. */
const PUBLIC_READ_FIX = "In Hygraph, open Project settings → Access → API Access and, under the Content API permissions, add Read for the Project model in the Published stage.";

/** The fix for a rate-limited content service, whether it says so by status or by error. */
const CDN_FIX = "Use Hygraph's High Performance Content API (the …cdn.hygraph.com endpoint), whose cached answers are not rate-limited.";

/** EmailJS ids and keys are letters, digits, `_` and `-` (e.g. `service_ab12cd3`, `template_x9y8z7w`). */
const EMAILJS_ID = /^[A-Za-z0-9_-]{3,64}$/;

const finding = (id: string, severity: Severity, topic: Topic, message: string, fix?: string): Finding =>
  fix === undefined ? { id, severity, topic, message } : { id, severity, topic, message, fix };

const blank = (value: string | undefined) => !value || !value.trim();

/** Shortens a value for quoting inside a sentence. */
function quote(value: unknown, max = 60): string {
  const text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
  return `"${text.length > max ? `${text.slice(0, max - 3)}...` : text}"`;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value.trim());
  } catch {
    return undefined;
  }
}

/** The value as a URL when the elements take it as one: http: or https: (src/url.ts), otherwise undefined. */
function webUrl(value: string): URL | undefined {
  const href = httpUrl(value);
  return href ? new URL(href) : undefined;
}

/** Plain http: to another computer, which a site served over https may not use (mixed content). */
const insecure = (url: URL) => url.protocol === "http:" && !isLoopbackHost(url.hostname);

/**
 * The site's address when it is public, i.e. not on this computer or a private network: every service its pages
 * call must then be public too (npm run build:site refuses the settings otherwise).
 */
function publicSite(settings: StudioSettings): URL | undefined {
  const site = settings.siteUrl ? webUrl(settings.siteUrl) : undefined;
  return site && !isLocalHost(site.hostname) ? site : undefined;
}

/** What kind of Hygraph endpoint a URL is, if any. */
export function hygraphEndpoint(url: URL): "cdn" | "api" | "management" | undefined {
  const host = url.hostname.toLowerCase();
  if (!/\.(hygraph\.com|graphcms\.com)$/.test(host)) return undefined;
  if (host.startsWith("management")) return "management";
  if (/\.cdn\.(hygraph|graphcms)\.com$/.test(host)) return "cdn";
  return "api";
}

/** The checks that need no request: every setting's form, and how the settings fit together. */
export function checkSettings(settings: StudioSettings): Finding[] {
  return [...checkProfile(settings), ...checkPortraitSetting(settings), ...checkEndpoint(settings), ...checkMail(settings), ...checkSite(settings), ...checkRules(settings)];
}

/** The settings whose form the checks above word in their services' terms; the schema words the others'. */
const WORDED: ReadonlySet<AnySettingName> = new Set(["name", "email", "linkedin", "github", "portrait", "endpoint", "emailjsServiceId", "emailjsTemplateId", "emailjsPublicKey", "emailjsOrigin", "siteUrl"]);

/** Every other setting that breaks its rule in the settings schema (src/settings-schema.js), in its words. */
function checkRules(settings: StudioSettings): Finding[] {
  return [...SETTING_NAMES, ...PAGE_SETTING_NAMES].filter((name) => !WORDED.has(name)).flatMap((name) => {
    const problem = settings[name] === undefined ? undefined : settingProblem(name, settings[name]);
    return problem ? [finding(`${name}-invalid`, "error", "profile", `The setting ${problem}`, "Correct it, or clear it to use the default.")] : [];
  });
}

function checkProfile(settings: StudioSettings): Finding[] {
  const found: Finding[] = [];
  if (blank(settings.name)) {
    found.push(finding("name-missing", "warning", "profile", "No name is set, so the hero reads \"Hello, I'm \" and the footer is blank.", "Type your name in Name."));
  }
  const email = settings.email?.trim();
  if (!email) {
    found.push(finding("email-missing", "warning", "profile", "No e-mail address is set, so the Email card shows \"Not set\" and has no link.", "Type the address visitors should write to in E-mail."));
  } else if (!plainEmail(email)) {
    found.push(finding("email-invalid", "error", "profile", `The e-mail address ${quote(email)} is not a plain address, so the Email card drops it.`, "Write it as name@example.com, with no spaces, names or extra parts."));
  }
  for (const [key, label, host] of [["linkedin", "LinkedIn", "linkedin.com"], ["github", "GitHub", "github.com"]] as const) {
    const value = settings[key]?.trim();
    if (!value) {
      found.push(finding(`${key}-missing`, "info", "profile", `No ${label} profile is set, so its card and footer icon have no link.`, `Paste your ${label} profile address (https://${host}/…) if you want one.`));
      continue;
    }
    const url = webUrl(value);
    if (!url) {
      found.push(finding(`${key}-invalid`, "error", "profile", `The ${label} address ${quote(value)} is not an http(s) URL, so the elements drop it.`, `Paste the full address, starting with https://${host}/.`));
    } else if (!url.hostname.toLowerCase().endsWith(host)) {
      found.push(finding(`${key}-host`, "info", "profile", `The ${label} address points at ${url.hostname}, not ${host}.`, `Check that you pasted your ${label} profile, not another page.`));
    }
  }
  return found;
}

function checkPortraitSetting(settings: StudioSettings): Finding[] {
  const portrait = settings.portrait?.trim();
  if (!portrait) {
    return [finding("portrait-missing", "info", "portrait", "No portrait is set, so the hero shows the neutral placeholder.", "Paste the https:// address of a square photo of you (at least 400 × 400 pixels).")];
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(portrait)) {
    const url = webUrl(portrait);
    if (!url) {
      return [finding("portrait-scheme", "error", "portrait", `The portrait ${quote(portrait)} is not an http(s) address, so the placeholder shows instead.`, "Use an https:// address of an image file.")];
    }
    const site = publicSite(settings);
    if (site && isLocalHost(url.hostname)) {
      return [finding("portrait-local", "error", "portrait", `The portrait is on this computer or a private network (${url.host}), which visitors of ${site.host} cannot reach.`, "Put the photo in demo/public/ and set the portrait to /assets/ and its file name, or use its https:// address.")];
    }
    if (insecure(url)) {
      return [finding("portrait-http", "warning", "portrait", "The portrait is served over plain http:, which a site served over https blocks (mixed content) and the site's Content-Security-Policy does not allow.", "Use the image's https:// address.")];
    }
  }
  return [];
}

function checkEndpoint(settings: StudioSettings): Finding[] {
  const value = settings.endpoint?.trim();
  if (!value && settings.projectsFile?.trim()) {
    return [finding("projects-file", "info", "content", `The static site shows the projects of ${quote(settings.projectsFile.trim())}, baked into its pages: no content service is called.`, "Put the file beside settings.json, in the shape of demo/projects.json; npm run build:site names anything it leaves out.")];
  }
  if (!value) {
    return [finding("endpoint-missing", "error", "content", "No projects file or content service is set, so the projects page says it has none.", "Name a JSON file of your projects (like demo/projects.json) as the projects file, or paste your Hygraph High Performance Content API address (Project settings → Access → API Access → Endpoints), see docs/content-service.md.")];
  }
  const url = webUrl(value);
  if (!url) {
    return [finding("endpoint-invalid", "error", "content", `The endpoint ${quote(value)} is not an http(s) URL.`, "Paste the whole address, starting with https://.")];
  }
  const found: Finding[] = [];
  const kind = hygraphEndpoint(url);
  if (kind === "management") {
    found.push(finding("endpoint-management", "error", "content", "This is Hygraph's Management API, which edits the schema and does not serve content.", "Use the High Performance Content API address from Project settings → Access → API Access → Endpoints."));
  } else if (kind === "api") {
    found.push(finding("endpoint-not-cdn", "info", "content", "This is Hygraph's regular Content API, which rate-limits every request (HTTP 429) where the cached CDN endpoint does not.", "Use the High Performance Content API address (…cdn.hygraph.com/content/…) from Project settings → Access → API Access → Endpoints."));
  }
  const site = publicSite(settings);
  if (site && isLocalHost(url.hostname)) {
    found.push(finding("endpoint-local", "error", "content", `The endpoint is on this computer or a private network (${url.host}), which visitors of ${site.host} cannot reach.`, "Set your hosted content service's https:// address, such as Hygraph's …cdn.hygraph.com endpoint, before you publish."));
  } else if (insecure(url)) {
    found.push(finding("endpoint-http", "warning", "content", "The endpoint uses plain http:, which a site served over https is not allowed to call (mixed content).", "Use the service's https:// address."));
  }
  return found;
}

/** The three ids, named as the elements' attributes and as EmailJS's dashboard calls them. */
const MAIL_IDS = [
  ["emailjsServiceId", "Service ID", "Email Services → your service", "service_"],
  ["emailjsTemplateId", "Template ID", "Email Templates → your template → Settings", "template_"],
  ["emailjsPublicKey", "Public Key", "Account → General → API keys", ""],
] as const;

function checkMail(settings: StudioSettings): Finding[] {
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
    if (!url) {
      found.push(finding("emailjsOrigin-invalid", "error", "mail", `The e-mail origin ${quote(origin)} is not an http(s) URL, so the contact form cannot send.`, `Leave it empty for EmailJS's own ${DEFAULT_EMAILJS_ORIGIN}.`));
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

function checkSite(settings: StudioSettings): Finding[] {
  const value = settings.siteUrl?.trim();
  if (!value) {
    return [finding("site-url-missing", "info", "site", "No site address is set, so the static site has no robots.txt, sitemap.xml or canonical links, and link previews get relative images.", "Type the address the site will live at, such as https://you.github.io/portfolio/.")];
  }
  const url = webUrl(value);
  if (!url) {
    return [finding("site-url-invalid", "error", "site", `The site address ${quote(value)} is not an http(s) URL, so npm run build:site leaves it out.`, "Type the whole address, starting with https://.")];
  }
  if (insecure(url)) {
    return [finding("site-url-http", "warning", "site", "The site address uses plain http:, which browsers mark as not secure.", "Use https:// (GitHub Pages serves every site over https).")];
  }
  return [];
}

/** The colours the accent meets in each theme (src/styles/base.css): page, card, and the text on accent buttons. */
export const THEME_COLOURS = {
  light: { page: "#ffffff", card: "#f5f6fa", onAccent: "#ffffff" },
  dark: { page: "#0d1120", card: "#161c30", onAccent: "#0d1120" },
} as const;

/** WCAG's minimum contrast for normal text. */
const MIN_CONTRAST = 4.5;

function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21), or undefined when one is not such a colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The accent colours against what they meet: links on the page and cards, text on accent buttons. */
export function checkAccents(accents: { accentLight: string; accentDark: string }): Finding[] {
  const found: Finding[] = [];
  for (const theme of ["light", "dark"] as const) {
    const accent = theme === "light" ? accents.accentLight : accents.accentDark;
    const colours = THEME_COLOURS[theme];
    const links = Math.min(contrastRatio(accent, colours.page) ?? 21, contrastRatio(accent, colours.card) ?? 21);
    const buttons = contrastRatio(accent, colours.onAccent) ?? 21;
    const worst = Math.min(links, buttons);
    if (worst >= MIN_CONTRAST) continue;
    const where = links <= buttons ? `links on the ${theme} page` : `the text of the ${theme} theme's buttons`;
    found.push(
      finding(
        `accent-${theme}-contrast`,
        "warning",
        "look",
        `The ${theme} accent ${accent} reaches only ${worst.toFixed(1)}:1 against ${where}, below the ${MIN_CONTRAST}:1 text needs to be readable.`,
        theme === "light" ? "Pick a darker light accent." : "Pick a lighter dark accent.",
      ),
    );
  }
  return found;
}

/** How the doctor's GetProjects request ended, as the page saw it. */
export type ProjectsProbe =
  /** The request failed and a plain no-cors request to the same address failed too: nothing answered. */
  | { kind: "unreachable"; detail?: string }
  /** The request failed, but the address answers a no-cors request: the browser refused the answer (CORS). */
  | { kind: "cors" }
  /** No answer within the elements' own time limit. */
  | { kind: "timeout"; ms: number }
  | { kind: "response"; status: number; contentType: string; body: string };

/** The doctor's verdict on the content service, from its answer to the contract's GetProjects. */
export function diagnoseProjects(probe: ProjectsProbe, endpoint: string): Finding[] {
  const host = parseUrl(endpoint)?.host ?? endpoint;
  switch (probe.kind) {
    case "unreachable":
      return [
        finding(
          "content-unreachable",
          "error",
          "content",
          `Nothing answered at ${host}: the address is wrong, the service is down, or this computer is offline.`,
          "Copy the endpoint again from Hygraph (Project settings → Access → API Access → Endpoints) and check it has no typo.",
        ),
      ];
    case "cors":
      return [
        finding(
          "content-cors",
          "error",
          "content",
          `The service at ${host} answered, but without the CORS header (Access-Control-Allow-Origin) that lets a web page read it, so browsers refuse the answer.`,
          "Use the Content API address Hygraph shows under Project settings → Access → API Access → Endpoints (it allows every origin); a server of your own must send Access-Control-Allow-Origin.",
        ),
      ];
    case "timeout":
      return [finding("content-timeout", "error", "content", `The service at ${host} did not answer within ${Math.round(probe.ms / 1000)} seconds, so the projects page would show an error.`, "Check the service's status page, and use its CDN endpoint.")];
    case "response":
      return diagnoseResponse(probe, host);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** GraphQL error messages in an answer's `errors`, if it has any. */
function errorMessages(json: unknown): string[] | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const errors = (json as Record<string, unknown>).errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return errors.map((error) => (typeof error === "object" && error !== null && typeof (error as Record<string, unknown>).message === "string" ? String((error as Record<string, unknown>).message) : JSON.stringify(error)));
}

function diagnoseResponse(probe: Extract<ProjectsProbe, { kind: "response" }>, host: string): Finding[] {
  const json = parseJson(probe.body);
  const messages = errorMessages(json);
  if (messages) {
    // One finding per distinct problem: Hygraph repeats the same error for each field.
    const seen = new Set<string>();
    return messages.map(explainGraphqlError).filter((item) => !seen.has(item.message) && Boolean(seen.add(item.message)));
  }
  const status = probe.status;
  if (status === 401 || status === 403) {
    return [
      finding(
        `content-http-${status}`,
        "error",
        "content",
        `The service at ${host} refused the request (HTTP ${status}): its content is not public, and the elements send no token.`,
        PUBLIC_READ_FIX,
      ),
    ];
  }
  if (status === 404) {
    return [finding("content-http-404", "error", "content", `There is no GraphQL API at this address on ${host} (HTTP 404).`, "Copy the whole endpoint from Hygraph (Project settings → Access → API Access → Endpoints), including the environment at its end, such as /master.")];
  }
  if (status === 405) {
    return [finding("content-http-405", "error", "content", `The service at ${host} does not take GraphQL POST requests at this address (HTTP 405): it is a web page, not an API.`, "Copy the Content API endpoint from Hygraph (Project settings → Access → API Access → Endpoints), not the address of the Hygraph app.")];
  }
  if (status === 429) {
    return [finding("content-http-429", "error", "content", `The service at ${host} is rate-limiting requests (HTTP 429), so visitors would see an error.`, CDN_FIX)];
  }
  if (status >= 500) {
    return [finding(`content-http-${status}`, "error", "content", `The service at ${host} failed with a server error (HTTP ${status}).`, "Try again in a minute; if it stays, check the service's status page (status.hygraph.com).")];
  }
  if (status < 200 || status >= 300) {
    return [finding(`content-http-${status}`, "error", "content", `The service at ${host} answered HTTP ${status} instead of the projects.`, "Check the endpoint against the one Hygraph shows under Project settings → Access → API Access → Endpoints.")];
  }
  if (json === undefined || typeof json !== "object" || json === null) {
    return [finding("content-not-graphql", "error", "content", `The service at ${host} answered with ${probe.contentType || "something"} that is not a GraphQL answer (JSON).`, "This address is a web page, not the API: copy the Content API endpoint from Project settings → Access → API Access → Endpoints.")];
  }
  const data = (json as Record<string, unknown>).data;
  const list = typeof data === "object" && data !== null ? (data as Record<string, unknown>).project : undefined;
  if (!Array.isArray(list)) {
    if (list === null || list === undefined) return [emptyList()];
    return [finding("content-not-list", "error", "content", "The answer's project field is one entry, not a list, so no cards show.", "In Hygraph, set the model's Plural API ID to Project (docs/content-service.md): the list field must be named project.")];
  }
  return diagnoseProjectList(list);
}

function emptyList(): Finding {
  return finding(
    "content-empty",
    "warning",
    "content",
    "The service answered with no projects, so the page says \"Could not find any projects.\".",
    "Add Project entries in Hygraph and press Publish on each: the public API reads only published entries.",
  );
}

/** The field a GraphQL error names in `Cannot query field "x" on type "Y"`. */
const UNKNOWN_FIELD = /Cannot query field ["'`](\w+)["'`] on type ["'`](\w+)["'`]/i;
const NEEDS_SUBFIELDS = /Field ["'`](\w+)["'`] of type ["'`]?([\w![\]]+)["'`]? must have a selection of subfields/i;
const REQUIRED_ARGUMENT = /Field ["'`]project["'`] argument ["'`](\w+)["'`].*is required/i;

/** One GraphQL error message, translated into what to change in the content service. */
export function explainGraphqlError(message: string): Finding {
  const unknown = UNKNOWN_FIELD.exec(message);
  if (unknown && unknown[1] === "project") {
    return finding(
      "content-no-project-list",
      "error",
      "content",
      `The service has no list field named project (it says: ${quote(message, 140)}).`,
      "In Hygraph, Schema → your model → Edit: set the Plural API ID to Project and the API ID to another name such as ProjectItem, so the list field is project.",
    );
  }
  if (REQUIRED_ARGUMENT.test(message)) {
    return finding(
      "content-project-is-single",
      "error",
      "content",
      "The field project is the model's single-entry query (it wants a where argument), not the list.",
      "In Hygraph, Schema → Project → Edit: set the API ID to ProjectItem and the Plural API ID to Project, so project becomes the list.",
    );
  }
  if (unknown) {
    const field = unknown[1]!;
    const known = (PROJECT_FIELDS as readonly string[]).includes(field);
    return finding(
      `content-no-field-${field}`,
      "error",
      "content",
      `The model ${unknown[2]} has no field with the API ID ${field}.`,
      known
        ? `In Hygraph, add a ${field === "description" ? "Multi line text" : "Single line text"} field whose API ID is exactly ${field} (or rename the existing field's API ID to it).`
        : "Check the model against the six fields in docs/content-service.md.",
    );
  }
  const subfields = NEEDS_SUBFIELDS.exec(message);
  if (subfields) {
    return finding(
      `content-field-type-${subfields[1]}`,
      "error",
      "content",
      `The field ${subfields[1]} is of type ${subfields[2]}, an object, where the elements expect text.`,
      `In Hygraph, replace it by a ${subfields[1] === "description" ? "Multi line text" : "Single line text"} field with the same API ID.`,
    );
  }
  if (/not allowed|unauthori[sz]ed|permission|forbidden|token/i.test(message)) {
    return finding(
      "content-permission",
      "error",
      "content",
      `The service refuses to show the projects publicly (it says: ${quote(message, 140)}).`,
      PUBLIC_READ_FIX,
    );
  }
  if (/rate limit|too many requests/i.test(message)) {
    return finding("content-rate-limited", "error", "content", `The service is rate-limiting requests (it says: ${quote(message, 140)}).`, CDN_FIX);
  }
  return finding("content-graphql-error", "error", "content", `The service answered with an error: ${quote(message, 140)}.`, "Compare the model with the six fields and the API IDs in docs/content-service.md.");
}

/** A project's name in a sentence: its title, or its place in the list. */
function projectName(entry: Record<string, unknown>, index: number): string {
  return typeof entry.title === "string" && entry.title.trim() ? `"${entry.title.trim().slice(0, 40)}"` : `Project ${index + 1}`;
}

/** The verdict on a list the service sent: its size, and each project's problems. */
export function diagnoseProjectList(list: readonly unknown[]): Finding[] {
  if (list.length === 0) return [emptyList()];
  const found: Finding[] = [];
  const ids = new Set<string>();
  let shown = 0;
  list.forEach((value, index) => {
    if (typeof value !== "object" || value === null) {
      found.push(finding("project-not-object", "error", "content", `Entry ${index + 1} of the list is ${quote(value)}, not a project, so it is skipped.`, "Check the service: every entry must be an object with the six fields."));
      return;
    }
    const entry = value as Record<string, unknown>;
    const name = projectName(entry, index);
    const id = typeof entry.id === "number" ? String(entry.id) : typeof entry.id === "string" ? entry.id.trim() : "";
    const title = typeof entry.title === "string" ? entry.title.trim() : "";
    let skipped = false;
    if (!id) {
      skipped = true;
      found.push(finding("project-no-id", "error", "content", `${name} has no id, so its card is skipped.`, "Query the model's system id field; a service of your own must give every entry an id."));
    } else if (ids.has(id)) {
      skipped = true;
      found.push(finding("project-duplicate-id", "warning", "content", `${name} repeats the id ${quote(id)}, so only the first of them shows.`, "Give every entry its own id."));
    }
    if (id) ids.add(id);
    if (!title) {
      skipped = true;
      found.push(finding("project-no-title", "error", "content", `Project ${index + 1} has no title, so its card is skipped.`, "Give the entry a title in Hygraph and publish it again."));
    }
    for (const field of ["githubUrl", "livedemoUrl"] as const) {
      const link = entry[field];
      if (link === null || link === undefined || (typeof link === "string" && !link.trim())) continue;
      if (!httpUrl(link)) {
        found.push(
          finding(
            `project-link-dropped`,
            "warning",
            "content",
            `${name}'s ${field} ${quote(link)} is dropped: only http: and https: links are shown.`,
            `Write the full address, starting with https://, in the entry's ${field}.`,
          ),
        );
      }
    }
    if (entry.techstack !== null && entry.techstack !== undefined && typeof entry.techstack !== "string") {
      found.push(finding("project-techstack-type", "warning", "content", `${name}'s techstack is not text, so it shows no tags.`, "Make techstack a Single line text field holding names separated by commas."));
    } else if (splitTechstack(entry.techstack).length === 0) {
      found.push(finding("project-no-techstack", "warning", "content", `${name} has an empty techstack, so its card shows no tags.`, "Fill techstack with names separated by commas, such as React, TypeScript, CSS."));
    }
    if (entry.description !== null && entry.description !== undefined && typeof entry.description !== "string") {
      found.push(finding("project-description-type", "warning", "content", `${name}'s description is not text, so it is not shown.`, "Make description a Multi line text field (not Rich text)."));
    }
    if (!skipped) shown++;
  });
  if (list.length === HYGRAPH_DEFAULT_PAGE) {
    found.push(
      finding(
        "content-ten",
        "warning",
        "content",
        `Exactly ${HYGRAPH_DEFAULT_PAGE} projects came back: Hygraph projects created after June 2022 return only the first ${HYGRAPH_DEFAULT_PAGE} entries of a list unless the query asks for more, and the elements' query does not.`,
        `If you have more than ${HYGRAPH_DEFAULT_PAGE}, only the first ${HYGRAPH_DEFAULT_PAGE} show: keep at most ${HYGRAPH_DEFAULT_PAGE} published (unpublish the others), see docs/content-service.md.`,
      ),
    );
  }
  found.unshift(
    finding("content-ok", shown > 0 ? "ok" : "error", "content", `The service answered GetProjects with ${list.length} project${list.length === 1 ? "" : "s"}; ${shown} show${shown === 1 ? "s" : ""} on the site.`, shown > 0 ? undefined : "Fix the problems below, then publish the entries again."),
  );
  return found;
}

/** How loading the portrait in an `<img>` ended. */
export function diagnosePortraitLoad(loaded: boolean, portrait: string, size?: { width: number; height: number }): Finding {
  if (!loaded) {
    return finding("portrait-failed", "error", "portrait", `The portrait ${quote(portrait)} did not load: the address is wrong, not an image, or not public.`, "Open the address in a new tab: it must show the image itself, not a page around it.");
  }
  if (size && Math.min(size.width, size.height) < 200) {
    return finding("portrait-small", "warning", "portrait", `The portrait loads, but is only ${size.width} × ${size.height} pixels, so it looks blurry on large screens.`, "Use an image of at least 400 × 400 pixels.");
  }
  return finding("portrait-ok", "ok", "portrait", "The portrait loads.");
}

/**
 * How loading the portrait from the published site ended, where the snippets for other pages (a blog) load it
 * from: a failure there is what a blog's visitors would see, whatever the studio's own address serves.
 */
export function diagnosePublishedPortrait(loaded: boolean, url: string, size?: { width: number; height: number }): Finding {
  if (!loaded) {
    return finding(
      "portrait-published-failed",
      "error",
      "portrait",
      `The portrait would not load on a blog: ${url}, where the snippet loads it from, does not answer with an image (a 404 until the site is published there).`,
      "Publish the site (npm run build:site) at the site address, or set the portrait to the full https:// address of the image.",
    );
  }
  const checked = diagnosePortraitLoad(true, url, size);
  return checked.id === "portrait-ok" ? finding("portrait-published-ok", "ok", "portrait", `The portrait loads from ${url}, where the snippet loads it from.`) : checked;
}

/** How a request for one of the published site's scripts ended: its status, an answer that hides it (no CORS), or none. */
export type ScriptProbe = { kind: "response"; status: number } | { kind: "opaque" } | { kind: "unreachable" };

/** The verdict on a script the snippets for other pages load from the published site. */
export function diagnosePublishedScript(probe: ScriptProbe, url: string): Finding {
  const fix = "Publish the site (npm run build:site, then upload dist/site/) at the site address, with its lib/ folder.";
  switch (probe.kind) {
    case "unreachable":
      return finding("script-unreachable", "error", "site", `Nothing answered at ${url}, so on a blog the snippet would load no elements and show nothing.`, fix);
    case "opaque":
      return finding("script-unchecked", "info", "site", `${url} answers, but without CORS headers, so the studio cannot tell whether it is the script or an error page.`, "Open the address in a new tab: it must show JavaScript, not a page.");
    case "response":
      if (probe.status >= 200 && probe.status < 300) return finding("script-ok", "ok", "site", `The script loads from ${url}, where the snippet loads it from.`);
      return finding(
        `script-http-${probe.status}`,
        "error",
        "site",
        `The script would not load on a blog: ${url} answers HTTP ${probe.status}${probe.status === 404 ? " (not found)" : ""}, so the snippet would show nothing.`,
        fix,
      );
  }
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

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2, ok: 3 };

/** Findings worst first, in their original order within one severity. */
export function bySeverity(findings: readonly Finding[]): Finding[] {
  return findings.map((item, index) => ({ item, index })).sort((a, b) => SEVERITY_ORDER[a.item.severity] - SEVERITY_ORDER[b.item.severity] || a.index - b.index).map(({ item }) => item);
}
