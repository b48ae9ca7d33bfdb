/** Running the bundle twice, or two bundles, leaves the first definition in place. */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  customElements.define(tag, element);
}
