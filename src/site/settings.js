// @ts-check
/**
 * The owner settings file, checked where it enters the demo server and the site builder (scripts/build-site.mjs): a value the elements
 * could not use (an e-mail that is not a plain address, a URL that does not parse, an unknown theme) is left
 * out with a warning, as if unset, so one slip in the file never breaks a page.
 */

import { THEMES } from "../themes.js";

/** A plain e-mail address, as `plainEmail` in src/url.ts (the elements) reads it from here. */
export const PLAIN_EMAIL =
  /^[A-Za-z0-9.!$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Settings that are URLs; those that may be a path on the demo server ("/graphql") are resolved against it. */
const URL_SETTINGS = /** @type {const} */ ({
  portrait: "path",
  endpoint: "path",
  emailjsOrigin: "path",
  linkedin: "absolute",
  github: "absolute",
  resume: "absolute",
});

/**
 * @param {string} value
 * @param {"path" | "absolute"} kind
 */
function usableUrl(value, kind) {
  try {
    const url = kind === "path" ? new URL(value, "http://settings.invalid/") : new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The string settings of a parsed settings file, each checked; the others (the `site` section) are not settings.
 * @param {unknown} raw
 * @returns {{ settings: Record<string, string>, warnings: string[] }}
 */
export function checkSettings(raw) {
  /** @type {Record<string, string>} */
  const settings = {};
  /** @type {string[]} */
  const warnings = [];
  const record = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? /** @type {Record<string, unknown>} */ (raw) : {};
  for (const [key, entry] of Object.entries(record)) {
    // `featured` is a count: written as a number in the file, a string like every setting in the page.
    // `texts` is an object in the file, its JSON in the page (as its attribute holds it).
    const value =
      key === "featured" && typeof entry === "number"
        ? String(entry)
        : key === "texts" && typeof entry === "object" && entry !== null
          ? JSON.stringify(entry)
          : entry;
    if (typeof value !== "string") continue;
    const kind = Object.hasOwn(URL_SETTINGS, key) ? URL_SETTINGS[/** @type {keyof typeof URL_SETTINGS} */ (key)] : undefined;
    if (key === "email" && value.trim() && !PLAIN_EMAIL.test(value.trim())) {
      warnings.push(`email ${JSON.stringify(value)} is not a plain e-mail address: left out (the Email card shows "Not set").`);
    } else if (kind && value.trim() && !usableUrl(value.trim(), kind)) {
      warnings.push(`${key} ${JSON.stringify(value)} is not a usable ${kind === "path" ? "http(s) URL or path" : "http(s) URL"}: left out, as if unset.`);
    } else if (key === "featured" && value.trim() && !/^\s*\d+\s*$/.test(value)) {
      warnings.push(`featured ${JSON.stringify(value)} is not a whole number of projects: left out (none shown).`);
    } else if (key === "theme" && value && !(/** @type {readonly string[]} */ (THEMES)).includes(value)) {
      warnings.push(`theme ${JSON.stringify(value)} is not light, dark or auto: left out (auto).`);
    } else {
      settings[key] = value;
    }
  }
  return { settings, warnings };
}
