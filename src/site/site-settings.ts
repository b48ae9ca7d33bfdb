/** The settings file overlaid by its `site` section; a public site naming this computer's services is an error. */
import { DEFAULT_EMAILJS_ORIGIN } from "../services/mail-defaults.ts";
import { httpUrl } from "../settings/kinds.ts";
import { settingProblem } from "../settings/problems.ts";
import { isLocalUrl } from "./local-address.ts";
import { checkLook } from "./look.ts";
import { serviceOrigins } from "./policy.ts";
import { publicPortraitFile } from "./portrait.ts";
import { checkSettings } from "./settings.ts";

const LOCAL_SERVICE_FIXES = [
  ["endpoint", `set "site": { "endpoint": "https://…" } to your hosted content service's address.`],
  ["emailjsOrigin", `set "site": { "emailjsOrigin": "${DEFAULT_EMAILJS_ORIGIN}" } (EmailJS's own), with your EmailJS ids.`],
  ["portrait", `put the photo in demo/public/ and set "portrait": "/assets/<its file name>", or use its https:// address.`],
] as const;

/** The `site` section's others are settings, for the static site only. */
const SITE_ONLY = ["url", "projectsFile"];

const MAIL_SETTINGS = ["emailjsServiceId", "emailjsTemplateId", "emailjsPublicKey", "emailjsOrigin"];


interface SiteSettings {
  settings: Record<string, string>;
  siteUrl?: string;
  /** a file of demo/public/; settings.portrait is then relative to the site's root */
  portraitFile?: string;
  /** relative to the settings file */
  projectsFile?: string;
  connect: string[];
  look: string;
  accent?: string;
  warnings: string[];
  errors: string[];
}

/** Pure, for the unit tests. */
export function siteSettings(raw: unknown): SiteSettings {
  const warnings: string[] = [];
  const settings: Record<string, string> = {};
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const site = typeof record.site === "object" && record.site !== null ? (record.site as Record<string, unknown>) : {};
  for (const [source, section] of [[record, undefined], [site, "site"]] as const) {
    const checked = checkSettings(source, section ? { section, extra: SITE_ONLY } : {});
    warnings.push(...checked.warnings);
    Object.assign(settings, checked.settings);
  }

  let siteUrl;
  if (typeof site.url === "string" && site.url) {
    const url = site.url.trim();
    if (httpUrl(url)) siteUrl = url.endsWith("/") ? url : `${url}/`;
    else warnings.push(`site.${settingProblem("siteUrl", url)?.replace(/^siteUrl/, "url")}`);
  }

  // A public site's visitors would send their requests, and their messages, to their own machine or network.
  const errors: string[] = [];

  // No content service is asked, at build or at run time.
  let projectsFile;
  if (site.projectsFile !== undefined) {
    if (typeof site.projectsFile === "string" && site.projectsFile.trim()) {
      projectsFile = site.projectsFile.trim();
      delete settings.endpoint;
    } else {
      errors.push(`site.projectsFile ${JSON.stringify(site.projectsFile)} does not name a file: name the JSON file of projects (like demo/projects.json), or remove the key.`);
    }
  }
  for (const [key, fix] of LOCAL_SERVICE_FIXES) {
    const value = settings[key];
    if (!value || !isLocalUrl(value)) continue;
    if (siteUrl && !isLocalUrl(siteUrl)) {
      errors.push(`${key} "${value}" is on this computer or a private network, which visitors of ${siteUrl} cannot reach: ${fix}`);
    } else if (!siteUrl) {
      warnings.push(`${key} "${value}" is on this computer or a private network: the built site works only on this computer; before you publish, ${fix}`);
    }
  }

  if (settings.endpoint !== undefined && !httpUrl(settings.endpoint)) {
    warnings.push(
      `endpoint "${settings.endpoint}" is the local demo server's: left out, so <portfolio-projects> asks for one. ` +
        `Set "site": { "endpoint": "https://…" } to your GraphQL content service.`,
    );
    delete settings.endpoint;
  }
  if (settings.emailjsOrigin !== undefined && !httpUrl(settings.emailjsOrigin)) {
    // The ids beside a local origin are the demo provider's: sent to the real provider they would only fail.
    warnings.push(
      `emailjsOrigin "${settings.emailjsOrigin}" is the local demo provider's: the mail settings are left out, so the ` +
        `contact form asks for them. Set "site": { "emailjsOrigin": "${DEFAULT_EMAILJS_ORIGIN}", "emailjsServiceId": "…", ` +
        `"emailjsTemplateId": "…", "emailjsPublicKey": "…" }.`,
    );
    for (const key of MAIL_SETTINGS) delete settings[key];
  }

  let portraitFile;
  const portrait = settings.portrait;
  if (portrait !== undefined && !httpUrl(portrait)) {
    const asset = publicPortraitFile(portrait);
    if (asset) {
      portraitFile = asset;
      settings.portrait = `assets/${encodeURIComponent(asset)}`;
    } else {
      warnings.push(`portrait "${portrait}" is neither an http(s) URL nor a file of demo/public/: left out (the placeholder shows).`);
      delete settings.portrait;
    }
  }
  if (settings.portrait && !siteUrl) {
    warnings.push(`og:image is relative until "site": { "url": "https://…/" } names where the site is deployed.`);
  }

  const look = checkLook(record);
  warnings.push(...look.warnings);
  return { settings, siteUrl, portraitFile, projectsFile, connect: serviceOrigins(settings), look: look.css, accent: look.accent, warnings, errors };
}

/** A relative portrait is relative to the site's root, so a page one folder down needs "../" before it. */
export function forPage(settings: Record<string, string>, up: string) {
  return settings.portrait && !httpUrl(settings.portrait) ? { ...settings, portrait: up + settings.portrait } : settings;
}
