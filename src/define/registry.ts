/**
 * Defines the element once: running the bundle twice, or two bundles, leaves the first definition in place.
 * Where there is no custom element registry (Node, a framework's server render) it defines nothing.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  customElements.define(tag, element);
}
