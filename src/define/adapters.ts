/*
 * What r2wc lacks (@r2wc/core 1.3.1, for string props), filled here and only here; each has a browser test in
 * tests/browser/elements.test.ts that fails without it:
 * - its attributeChangedCallback skips an attribute that is removed or set empty: no update, and the property
 *   keeps its old value (watchSkippedAttributes);
 * - a property set on the element before it was defined shadows r2wc's accessor (replayEarlyProperties);
 * - its "connected" flag starts true, so an attribute set on an element that is not in a document yet mounts
 *   it: the renderer starts React only once the element is connected (notConnectedYet);
 * - its string props write an object set as a property as "[object Object]": a setting that is an object (`about`,
 *   `texts`) is written to its attribute as JSON (objectProperties).
 */
import { SETTING_NAMES, settingText, type Settings } from "../settings/page-config.ts";
import { SETTING_ATTRIBUTES } from "./attributes.ts";

/** Through r2wc's property setter, so the property never keeps an old value. */
export function watchSkippedAttributes(host: Element & Settings, changed: () => void): MutationObserver {
  const watcher = new MutationObserver((records) => {
    for (const { attributeName } of records) {
      const value = host.getAttribute(attributeName!);
      if (!value) host[SETTING_ATTRIBUTES.get(attributeName!)!] = value ?? undefined;
    }
    changed();
  });
  watcher.observe(host, { attributes: true, attributeFilter: [...SETTING_ATTRIBUTES.keys()] });
  return watcher;
}

export function replayEarlyProperties(element: Element & Settings): void {
  for (const name of SETTING_NAMES) {
    if (!Object.hasOwn(element, name)) continue;
    const value = element[name];
    Reflect.deleteProperty(element, name);
    element[name] = value;
  }
}

export function objectProperties(element: CustomElementConstructor): CustomElementConstructor {
  for (const name of SETTING_NAMES) {
    const accessor = Object.getOwnPropertyDescriptor(element.prototype, name);
    if (!accessor?.set) continue;
    const { set } = accessor;
    Object.defineProperty(element.prototype, name, {
      ...accessor,
      set(value: unknown) {
        set.call(this, settingText(name, value) ?? value);
      },
    });
  }
  return element;
}

/** Its connection updates it, and starts it then. */
export function notConnectedYet(host: Element): boolean {
  return !host.isConnected;
}
