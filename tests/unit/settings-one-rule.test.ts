/**
 * One rule per setting: a contract-shaped example of every setting, and hostile values, get the same answer (used
 * as given, or left out) from (a) what the elements use of it (the parser each element imports: kinds.ts,
 * heading-level.ts, site-url.ts, about.ts, owner-texts.ts …; tests/browser/settings-one-rule.test.ts watches the
 * elements themselves take a sample), (b) the settings file (ajv on demo/settings.schema.json, and the settings
 * file's check) and (c) the studio (its doctor, and its form's validity, which is the settings' own problem).
 */
import { readdirSync, readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkSettings as studioDoctor, type Finding } from "../../demo/studio/doctor.ts";
import { SETTINGS_SCHEMA_FILE } from "../../scripts/settings-schema.mjs";
import { imageUrl } from "../../src/elements/hero/images.ts";
import { chooseLanguage } from "../../src/i18n/languages.ts";
import { parseTexts } from "../../src/i18n/owner-texts.ts";
import { mailConfig } from "../../src/services/mail.ts";
import { endpointUrl } from "../../src/services/content.ts";
import { parseAbout } from "../../src/settings/about.ts";
import { PAGE_SETTING_NAMES, SETTINGS, SETTING_NAMES, parseCount, settingText, type AnySettingName } from "../../src/settings/declaration.ts";
import { parseFeatured } from "../../src/settings/counts.ts";
import { parseHeadingLevel } from "../../src/settings/heading-level.ts";
import { emailList, httpUrl, parseChoice, plainEmail } from "../../src/settings/kinds.ts";
import { pickSettings } from "../../src/settings/page-config.ts";
import { settingProblem } from "../../src/settings/problems.ts";
import { parseSiteUrl } from "../../src/settings/site-url.ts";
import { checkSettings as checkSettingsFile } from "../../src/site/settings.ts";
import { parseTheme } from "../../src/theme/names.ts";

const validate = new Ajv({ allErrors: true, validateFormats: false }).compile(JSON.parse(readFileSync(SETTINGS_SCHEMA_FILE, "utf8")));

const ABOUT = { intro: "I build fast, accessible web apps.", cards: [{ title: "Frontend", skills: ["React", "TypeScript"] }] };

/** The contract's settings (CONTRACT.md "Owner settings"), each with a value an owner would write. */
const EXAMPLES: Record<AnySettingName, unknown> = {
  name: "Alex Rivera",
  portrait: "https://alex.example/me.jpg",
  email: "alex@example.com",
  linkedin: "https://www.linkedin.com/in/alex",
  github: "https://github.com/alex",
  endpoint: "https://eu-west-2.cdn.hygraph.com/content/abc123/master",
  emailjsServiceId: "service_ab12cd3",
  emailjsTemplateId: "template_x9y8z7w",
  emailjsPublicKey: "AbCdEf123456789",
  emailjsOrigin: "https://api.emailjs.com",
  theme: "dark",
  subheading: "I make data readable.",
  tagline: "I build fast, accessible web apps with React.",
  availability: "Open to junior roles · Remote",
  resume: "https://alex.example/cv.pdf",
  featured: 3,
  themeSwitch: "off",
  about: ABOUT,
  siteUrl: "https://alex.example/portfolio/",
  headingLevel: 3,
  lang: "pt-BR",
  texts: { "hero.viewWork": "See my projects" },
  projectDetails: "on",
  layout: "compact",
  limit: 4,
  surface: "none",
  emailjsLimitRate: 30,
  emailjsBlockHeadless: "on",
  emailjsBlockList: "spam@example.com, bot@example.org",
  recaptchaSiteKey: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
  role: "Frontend Developer",
};

const URLS = ["javascript:alert(1)", "data:text/html,<b>x</b>", "https://user:secret@alex.example/", "https://user@alex.example/", "http://[::1", "ftp://alex.example/", "mailto:a@b.example", "https://", "alex.example"];
const TEXTS_HOSTILE = ["{__proto__}", "{constructor}", "<img src=x onerror=alert(1)>", "Hello, {name}", 42, true, null, ["a"], { a: 1 }];
const COUNTS = ["9", "-1", "2.5", "1e0", "0x3", "three", 2.5, -1, 1e21, true, "99999999999999999999"];
const CHOICES = ["blue", "ON", " on", "Dark", 1, null];

/** Hostile (and borderline) values by kind, besides the examples; a value empty or blank is unset, and left out here. */
const HOSTILE: Record<string, unknown[]> = {
  text: TEXTS_HOSTILE,
  url: URLS,
  urlOrPath: [...URLS.filter((url) => url !== "alex.example"), "/assets/me.jpg", "assets/me.jpg", "//user:pw@evil.example/me.jpg", "//cdn.example/me.jpg", "x:y"],
  email: ["owner@x.com?bcc=spy@evil.example", "a@b", "<a@b.example>", "a b@c.example", "owner@x.com\r\nBcc: spy@evil.example", "a@b.example", 7],
  emails: ["a@b.example, nope", "a@b.example;c@d.example", "a@b.example,", " a@b.example ,c@d.example ", ["a@b.example"]],
  choice: CHOICES,
  count: COUNTS,
  lang: [
    "en-u-nu-arab",
    "de-CH-1996",
    "zh-Hant-TW",
    "en-Latn-US-valencia-u-ca-gregory-t-ja-x-foo",
    "x-private",
    "en_US",
    "de-DE-1996-1996",
    "en-a-foo-a-bar",
    "i-klingon",
    "<script>",
    "en-",
    `en-${"abcdefgh-".repeat(6)}x-y`,
    `en-x-${"abcdefgh-".repeat(6)}abcde`,
    `en-x-${"abcdefgh-".repeat(6)}abcdef`,
    `en-${"a1b2c-".repeat(5000)}x`,
    42,
  ],
  about: [{}, { intro: "" }, { cards: [] }, { cards: Array.from({ length: 7 }, () => ABOUT.cards[0]) }, { intro: "x", extra: 1 }, { cards: [{ title: "t" }] }, { cards: [{ title: "t", skills: ["", "x"] }] }, "{bad", [], 3, { intro: "{__proto__}" }],
  texts: [{ nope: "x" }, { "hero.viewWork": 3 }, JSON.parse('{ "__proto__": "x" }'), { "hero.greeting": "Hi {__proto__}" }, [], "{bad", 3],
};

function kindOf(name: AnySettingName): string {
  const rule = SETTINGS[name];
  if (rule.kind === "url" && "paths" in rule && rule.paths) return "urlOrPath";
  return rule.kind;
}

/** The settings file's form of a value is the value; an element's is its text (settingText), when it has one. */
const held = (name: AnySettingName, value: unknown) => settingText(name, value);

/** (a) Whether the elements use the value as given, by the parser each one imports. */
const ELEMENT: Record<AnySettingName, (value: string) => boolean> = {
  name: () => true,
  subheading: () => true,
  tagline: () => true,
  availability: () => true,
  emailjsServiceId: () => true,
  emailjsTemplateId: () => true,
  emailjsPublicKey: () => true,
  recaptchaSiteKey: () => true,
  role: () => true,
  portrait: (value) => imageUrl(value) !== undefined,
  email: (value) => plainEmail(value) !== undefined,
  linkedin: (value) => httpUrl(value) !== undefined,
  github: (value) => httpUrl(value) !== undefined,
  resume: (value) => httpUrl(value) !== undefined,
  siteUrl: (value) => parseSiteUrl(value) !== undefined,
  endpoint: (value) => {
    try {
      return Boolean(endpointUrl(value, "https://page.example/blog/"));
    } catch {
      return false;
    }
  },
  emailjsOrigin: (value) => "config" in mailConfig({ emailjsServiceId: "s", emailjsTemplateId: "t", emailjsPublicKey: "k", emailjsOrigin: value }),
  theme: (value) => parseTheme(value) === value,
  // The header and the projects compare with the value the setting changes from its default.
  themeSwitch: (value) => (value === "off" ? "off" : "on") === value,
  projectDetails: (value) => (value === "on" ? "on" : "off") === value,
  layout: (value) => parseChoice(value, SETTINGS.layout.choices) !== undefined,
  surface: (value) => parseChoice(value, SETTINGS.surface.choices) !== undefined,
  emailjsBlockHeadless: (value) => parseChoice(value, SETTINGS.emailjsBlockHeadless.choices) !== undefined,
  featured: (value) => parseCount(value, SETTINGS.featured) !== undefined && parseFeatured(value) === Math.min(Number(value), 6),
  headingLevel: (value) => String(parseHeadingLevel(value)) === value.trim().replace(/^0+(?=\d)/, ""),
  limit: (value) => parseCount(value, SETTINGS.limit) !== undefined,
  emailjsLimitRate: (value) => parseCount(value, SETTINGS.emailjsLimitRate) !== undefined,
  emailjsBlockList: (value) => emailList(value) !== undefined,
  lang: (value) => !chooseLanguage(value).warning?.includes("is not a language tag"),
  about: (value) => parseAbout(value) !== undefined,
  texts: (value) => {
    let entries: number;
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return false;
      entries = Object.keys(parsed).length;
    } catch {
      return false;
    }
    return Object.keys(parseTexts(value)).length === entries;
  },
};

/** (a) through the page config (an attribute is always text; the page config may hold other JSON). */
function elementAnswer(name: AnySettingName, value: unknown): boolean {
  if (PAGE_SETTING_NAMES.includes(name as (typeof PAGE_SETTING_NAMES)[number])) return held(name, value) !== undefined && ELEMENT[name](held(name, value)!);
  const picked = pickSettings({ [name]: value })[name as keyof ReturnType<typeof pickSettings>];
  return picked !== undefined && ELEMENT[name](picked);
}

/** (b) The settings file: its JSON Schema, and its check (which keeps a value or leaves it out with a warning). */
function fileAnswers(name: AnySettingName, value: unknown): { schema: boolean; check: boolean } {
  const { settings, warnings } = checkSettingsFile({ [name]: value });
  return { schema: validate({ [name]: value }), check: warnings.length === 0 && name in settings };
}

/**
 * The doctor's findings that a value breaks its setting's rule (the others are advice on the services: an id
 * that does not look like EmailJS's, a content service on this computer).
 */
const RULE_FINDINGS = new Set(["portrait-scheme", "email-invalid", "site-url-invalid", ...[...SETTING_NAMES, ...PAGE_SETTING_NAMES].map((name) => `${name}-invalid`)]);

/** (c) The studio: the doctor finds no break of the rule, and the form's field is valid. */
function studioAnswers(name: AnySettingName, value: unknown): { doctor: boolean; form: boolean } {
  const text = held(name, value);
  // The form holds text: a value with none cannot be typed.
  if (text === undefined) return { doctor: false, form: false };
  const broken = studioDoctor({ [name]: text }).filter((finding: Finding) => RULE_FINDINGS.has(finding.id));
  return { doctor: broken.length === 0, form: settingProblem(name, text) === undefined };
}

describe("one rule per setting", () => {
  // A path resolves against the page, as in a browser.
  beforeAll(() => void vi.stubGlobal("location", new URL("https://page.example/blog/")));
  afterAll(() => void vi.unstubAllGlobals());

  for (const name of [...SETTING_NAMES, ...PAGE_SETTING_NAMES]) {
    it(`${name}: the elements, the settings file and the studio give the same answer`, () => {
      const values = [EXAMPLES[name], ...HOSTILE[kindOf(name)]!];
      for (const value of values) {
        const element = elementAnswer(name, value);
        const answers = { element, ...fileAnswers(name, value), ...studioAnswers(name, value) };
        // The studio's form holds text: a value of another type is one the settings file and the elements refuse.
        expect(answers, `${name} = ${JSON.stringify(value)?.slice(0, 80)}`).toEqual({ element, schema: element, check: element, doctor: element, form: element });
      }
      expect(elementAnswer(name, EXAMPLES[name]), `${name}'s example`).toBe(true);
    });
  }

  it("takes every well-formed language tag up to 64 characters, extensions included, and no longer one", () => {
    expect(elementAnswer("lang", "en-u-nu-arab")).toBe(true);
    expect(fileAnswers("lang", "en-u-nu-arab")).toEqual({ schema: true, check: true });
    const long = `en-${"a1b2c-".repeat(5000)}x`;
    const started = performance.now();
    expect(elementAnswer("lang", long)).toBe(false);
    expect(fileAnswers("lang", long)).toEqual({ schema: false, check: false });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("about and texts are objects in the settings file; their JSON text is an attribute's form", () => {
    for (const [name, value] of [["about", ABOUT], ["texts", EXAMPLES.texts]] as const) {
      const json = JSON.stringify(value);
      expect(elementAnswer(name, json)).toBe(true);
      expect(studioAnswers(name, json)).toEqual({ doctor: true, form: true });
      expect(fileAnswers(name, json)).toEqual({ schema: false, check: false });
    }
  });

  it("refuses a heading level the elements refuse, in the schema too", () => {
    expect(validate({ headingLevel: "9" })).toBe(false);
    expect(validate({ headingLevel: 9 })).toBe(false);
    expect(validate({ headingLevel: " 6 " })).toBe(true);
  });
});

describe("the settings file's schema", () => {
  /** The settings examples of the README and the contract: JSON blocks, and the page config's script. */
  function examples(file: string): unknown[] {
    const text = readFileSync(file, "utf8");
    const blocks = [...text.matchAll(/```json\n([\s\S]*?)```/g), ...text.matchAll(/id="portfolio-config">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    return blocks.flatMap((block) => {
      try {
        return [JSON.parse(block)];
      } catch {
        return [];
      }
    });
  }

  /** The contract's own examples (its "Owner settings"): the page config, `about` and `texts`. */
  const CONTRACT = [
    { name: "…", endpoint: "…" },
    { about: { intro: "…", cards: [{ title: "…", skills: ["…", "…"] }] } },
    { texts: { "hero.viewWork": "…" } },
    { availability: "Open to junior roles · Remote", lang: "pt-BR", featured: 3, headingLevel: 1, layout: "compact", surface: "none", limit: 3, emailjsLimitRate: 60 },
  ];

  it("validates every settings example of the README, the docs and the contract", () => {
    const docs = readdirSync("docs").filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`);
    const found = [...["README.md", ...docs].flatMap(examples), ...CONTRACT].filter(
      (example) => typeof example === "object" && example !== null && !Array.isArray(example) && Object.keys(example).some((key) => key in SETTINGS || key === "site" || key === "look"),
    );
    expect(found.length).toBeGreaterThan(1);
    for (const example of found) expect(validate(example), `${JSON.stringify(example)}: ${JSON.stringify(validate.errors)}`).toBe(true);
  });

  it("takes the contract's about object, which it once refused", () => {
    expect(validate({ about: { intro: "…", cards: [{ title: "…", skills: ["…", "…"] }] } })).toBe(true);
  });
});
