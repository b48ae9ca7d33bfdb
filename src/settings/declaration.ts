/**
 * The owner settings, each declared once; everything else is derived from here. Each entry's JSDoc is its
 * description, read by the manifest, the docs table and the JSON Schema (scripts/setting-docs.mjs).
 * A table of our own rather than valibot, which adds kilobytes to every element bundle and rejects a whole object
 * where we fall back key by key.
 */
import { DEFAULT_EMAILJS_ORIGIN } from "../services/mail-defaults.ts";
import { SYSTEM_THEME, THEMES } from "../theme/names.ts";
import type { SettingName } from "./element-rules.ts";

export { SETTING_NAMES } from "./element-rules.ts";
export { parseCount, settingText } from "./page-config.ts";

export type Rule =
  | { kind: "text" }
  | { kind: "url"; paths?: boolean }
  | { kind: "email" }
  | { kind: "choice"; choices: readonly string[] }
  | { kind: "count"; min: number; max?: number }
  | { kind: "lang" }
  | { kind: "about" }
  | { kind: "texts" }
  | { kind: "emails" };

const text = { kind: "text" } as const;
const webUrl = { kind: "url" } as const;
const urlOrPath = { kind: "url", paths: true } as const;
const onOff = ["on", "off"] as const;

/** No element writes these, so none takes them as attributes (and `role` is an element's ARIA role). */
export const PAGE_SETTING_NAMES = ["role"] as const;

export type AnySettingName = SettingName | (typeof PAGE_SETTING_NAMES)[number];

export const SETTINGS = {
  /** The owner's name, shown in the hero, the logo and the footer; empty when unset. */
  name: text,
  /** URL of the portrait image (`http:` or `https:`); a neutral built-in placeholder when unset. */
  portrait: urlOrPath,
  /** The address of the Email card's mailto link. */
  email: { kind: "email" },
  /** LinkedIn profile URL (`http:` or `https:`). */
  linkedin: webUrl,
  /** GitHub profile URL (`http:` or `https:`). */
  github: webUrl,
  /** URL of the GraphQL content service the projects are read from. */
  endpoint: urlOrPath,
  /** The e-mail provider's (EmailJS) service id, for the contact form. */
  emailjsServiceId: text,
  /** The e-mail provider's (EmailJS) template id, for the contact form. */
  emailjsTemplateId: text,
  /** The e-mail provider's (EmailJS) public key, for the contact form. */
  emailjsPublicKey: text,
  /** The e-mail provider's origin, where `/api/v1.0/email/send-form` is appended. */
  emailjsOrigin: { ...urlOrPath, default: DEFAULT_EMAILJS_ORIGIN },
  /** `light`, `dark` or `auto` (follows `prefers-color-scheme`). */
  theme: { kind: "choice", choices: THEMES, default: SYSTEM_THEME },
  /** Replaces the spec's subheading on Home ("A junior software engineer crafting digital experiences.", in `lang`). */
  subheading: text,
  /** One line on what the owner does, shown under the subheading on Home; not shown when unset. */
  tagline: text,
  /** A short availability line on Home, e.g. "Open to junior roles · Remote"; not shown when unset. */
  availability: text,
  /** URL of the owner's résumé (`http:` or `https:`): a "Résumé" button on Home beside the two; none when unset. */
  resume: webUrl,
  /** How many projects Home shows under the hero, the first ones of the list (0: none; at most 6). */
  featured: { kind: "count", min: 0, default: "0" },
  /**
   * `on` or `off`: the visitor's light/dark/system switch in the header, remembered across visits. Off, the
   * switch is hidden and the element keeps the owner's `theme`.
   */
  themeSwitch: { kind: "choice", choices: onOff, default: "on" },
  /**
   * The owner's job title, for page titles, descriptions, `og:` tags and the schema.org `Person`'s `jobTitle`
   * ("Junior Software Engineer", in `lang`, when unset).
   */
  role: text,
  /**
   * The About screen's words: `{ "intro": "…", "cards": [{ "title": "…", "skills": ["…", "…"] }] }`, 1 to 6 cards;
   * an object in the page config or the settings file, its JSON as the attribute. The spec's intro and three cards
   * stand in for a part left out.
   */
  about: { kind: "about" },
  /**
   * The URL of the owner's published site (`http:` or `https:`). An element outside `<portfolio-app>` links its route
   * buttons there (`{site-url}#/projects` …), and a relative `portrait` resolves against it.
   */
  siteUrl: webUrl,
  /**
   * Outside `<portfolio-app>`, the level (1–6) of the element's top heading; the headings under it follow. Inside
   * the app each screen keeps its `<h1>`.
   */
  headingLevel: { kind: "count", min: 1, max: 6, default: "2" },
  /**
   * The language of every text the elements write (BCP 47: `de`, `pt-BR`, `ar` …). Built in: `en`, `de`, `fr`, `es`,
   * `pt-BR`, `ar`; another tag falls back to its base language, then to `en`. A right-to-left language (`ar`, `he`,
   * `fa`, `ur`) lays the elements out right to left.
   */
  lang: { kind: "lang", default: "en" },
  /**
   * Any text the elements write, by its id, over the `lang` catalog: a JSON object (`{ "hero.viewWork": "…" }`) as
   * the attribute, or an object as the property or in the page config. The README lists the ids.
   */
  texts: { kind: "texts" },
  /**
   * `on`: GetProjects also asks for each project's picture, its text alternative, the owner's role, the year, a
   * one-line outcome and the case study; the cards show them, and `<portfolio-app>` gives each project a page of its
   * own (`#/projects/<id>`), which My Work's cards link to.
   */
  projectDetails: { kind: "choice", choices: onOff, default: "off" },
  /**
   * Outside `<portfolio-app>`: `full` (the screen as in the app) or `compact`, a shorter form for a page that is not
   * the portfolio: the hero as a profile card, My Work as one row per project with no lead, About Me's skills as a
   * tight list, the contact form with the links in one row and no lead.
   */
  layout: { kind: "choice", choices: ["full", "compact"], default: "full" },
  /** `<portfolio-projects>`: show the first N projects, then a link to all of them; all when unset. */
  limit: { kind: "count", min: 1 },
  /**
   * `card`: the element's own background, border and shadow; `none`: no background of its own, the host page's font
   * family and text colour, headings sized from the host's text.
   */
  surface: { kind: "choice", choices: ["card", "none"], default: "card" },
  /** Seconds a visitor's browser waits between two sends; a send inside it is refused with how long to wait. Off when unset. */
  emailjsLimitRate: { kind: "count", min: 1, max: 86400 },
  /** `on`: refuse sends from headless browsers. */
  emailjsBlockHeadless: { kind: "choice", choices: onOff, default: "off" },
  /** Comma-separated sender addresses whose sends show the usual success and send nothing. */
  emailjsBlockList: { kind: "emails" },
  /** A reCAPTCHA v2 site key: the checkbox loads when the visitor first focuses the form; nothing loads without it. */
  recaptchaSiteKey: text,
} as const satisfies { [Name in AnySettingName]: Rule & { default?: string } };

export function settingDefault(name: AnySettingName): string | undefined {
  const rule = SETTINGS[name];
  return "default" in rule ? rule.default : undefined;
}
