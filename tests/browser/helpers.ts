/** Shared helpers for the browser tests: mount real elements and wait for what a visitor would see. */
import { executeServerCommand } from "@web/test-runner-commands";
import "../../src/index.ts";

const mounted: Element[] = [];

/** Creates an element with the given attributes, adds it to the page and waits for its first render. */
export async function mount<K extends keyof HTMLElementTagNameMap | string>(
  tag: K,
  attributes: Record<string, string> = {},
  parent: ParentNode = document.body,
): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  mounted.push(element);
  // The root appears at once; the element's own content once its code has loaded.
  await waitFor(() => element.shadowRoot?.querySelector(".root")?.childElementCount, `${tag} to render`);
  return element;
}

/** Removes every element mounted by the current test (call from afterEach). */
export function unmountAll(): void {
  for (const element of mounted.splice(0)) element.remove();
}

/** The element's shadow root, which every portfolio element has. */
export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`${element.localName} has no open shadow root`);
  return element.shadowRoot;
}

/** Finds one node inside an element's shadow root, failing clearly when it is not there. */
export function find<E extends Element = HTMLElement>(element: Element, selector: string): E {
  const found = shadow(element).querySelector<E>(selector);
  if (!found) throw new Error(`${element.localName}: nothing matches ${selector}`);
  return found;
}

/** Visible text, with runs of whitespace collapsed. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Polls until `check` returns a truthy value (or throws after `timeout` ms), and returns that value. */
export async function waitFor<T>(check: () => T, what = "condition", timeout = 5000): Promise<NonNullable<T>> {
  const start = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - start > timeout) {
      throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits for two animation frames: long enough for React to commit and the browser to paint. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Base URL of the demo server the test runner started (its own settings, content and outbox). */
export function demoUrl(): Promise<string> {
  return executeServerCommand("demo-url") as Promise<string>;
}
