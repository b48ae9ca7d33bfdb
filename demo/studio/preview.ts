/** The studio's preview: the real elements, in both themes, taking the typed settings and tokens. */
import { attributeName } from "../../src/define/attribute-name.ts";
import { SETTING_NAMES } from "../../src/settings/declaration.ts";
import type { StudioSettings } from "./doctor.ts";
import { tokenProperties, type Tokens } from "./outputs.ts";

/** Every custom property a token may set, so a token back at its default is removed from the preview. */
const TOKEN_PROPERTIES = ["--pe-color-accent", "--pe-color-accent-hover", "--pe-color-focus", "--pe-color-tag-bg", "--pe-color-tag-text", "--pe-radius", "--pe-font-family", "--pe-font-heading", "--pe-font-size", "--pe-space"];

/** The dark preview column: the light column's elements again, in the other theme. */
export function fillDarkColumn(light: Element, dark: Element): void {
  for (const element of light.querySelectorAll("[data-preview]")) {
    const copy = element.cloneNode() as Element;
    copy.setAttribute("theme", "dark");
    dark.append(copy);
  }
}

/** The real elements take the settings as attributes and the tokens as custom properties (CSSOM, allowed by the CSP). */
export function updatePreview(settings: StudioSettings, tokens: Tokens): void {
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

/** Shows one element of the preview, or `all`. */
export function showInPreview(which: string): void {
  for (const element of document.querySelectorAll<HTMLElement>(".preview [data-preview]")) {
    element.hidden = which !== "all" && element.dataset.preview !== which;
  }
}
