/** Shared helpers for the browser tests: mount real elements and wait for what a visitor would see. */
import { executeServerCommand } from "@web/test-runner-commands";
import "../../src/index.ts";

/**
 * What a failed assertion's `actual` or `expected` becomes in the report: the same value with every DOM node as its
 * markup. The runner sends a failure to the terminal as JSON, walking every own property, and a node React
 * rendered carries React's fiber, a web of the whole tree: a test that failed on an element (say
 * `expect(button).to.equal(undefined)`) would never report, and its file would stall until the runner gave up.
 */
export function reportable(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const describe = (node: Node) =>
    node instanceof Element ? node.outerHTML.slice(0, 300) : `${node.nodeName} ${String(node.textContent).slice(0, 300)}`;
  try {
    return JSON.parse(JSON.stringify(value, (_key, item: unknown) => (item instanceof Node ? describe(item) : item)));
  } catch {
    return value instanceof Node ? describe(value) : Object.prototype.toString.call(value);
  }
}

// A root hook (this module loads before any suite is declared): every failure reports, whatever it failed on.
afterEach(function () {
  const error = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  if (!error) return;
  if ("actual" in error) error.actual = reportable(error.actual);
  if ("expected" in error) error.expected = reportable(error.expected);
});

/** The running test and when it started: a wait may take what is left of the test's own time limit. */
let running: { test: Mocha.Runnable; started: number } | undefined;

// A root hook too: each test starts with the page focused, as a visitor's is. A test that tabbed out of the page
// (past the last control) left the browser's focus outside it, where focus() shows no ring and fires no focus event.
beforeEach(async function () {
  running = this.currentTest ? { test: this.currentTest, started: performance.now() } : undefined;
  if (!document.hasFocus()) await executeServerCommand("focus-page");
});

/**
 * How long a wait with no limit of its own may take: what is left of the running test's limit (which a test that does
 * more raises with `this.timeout`), less a second so that the wait, not the runner, says what never came; at least 5 s.
 */
function timeLeft(): number {
  const limit = running?.test.timeout();
  if (!running || !limit) return 5000;
  return Math.max(5000, running.started + limit - performance.now() - 1000);
}

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

/**
 * Keeps what the code under test reports on `console.error` (a failed send, say) out of the test output, for the
 * test to assert on instead: each call, its arguments as text, is a line of `lines`. Start it in beforeEach (or
 * in the test) and call `restore()` in afterEach.
 */
export function captureConsoleErrors(): { lines: string[]; restore: () => void } {
  return captureConsole("error");
}

/** The same for `console.warn`: the warnings an element gives an owner (a setting it ignored, say). */
export function captureConsoleWarnings(): { lines: string[]; restore: () => void } {
  return captureConsole("warn");
}

function captureConsole(level: "error" | "warn"): { lines: string[]; restore: () => void } {
  const original = console[level];
  const lines: string[] = [];
  console[level] = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  return {
    lines,
    restore: () => {
      console[level] = original;
    },
  };
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

/**
 * Watches `root` from now on and says whether `check` held after any change to it: for a state that may last
 * less than one of waitFor's polls (a loading state a fast local answer ends within milliseconds).
 */
export function watchFor(root: Node, check: () => boolean): { seen: () => boolean } {
  let seen = check();
  const observer = new MutationObserver(() => {
    if (!seen && check()) {
      seen = true;
      observer.disconnect();
    }
  });
  if (!seen) observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  return { seen: () => seen };
}

/**
 * Polls until `check` returns a truthy value (or throws after `timeout` ms: by default, what is left of the running
 * test's time limit), and returns that value.
 */
export async function waitFor<T>(check: () => T, what = "condition", timeout = timeLeft()): Promise<NonNullable<T>> {
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

/**
 * Waits until nothing moves or fades in the page or in a mounted element (transitions, the cards' entrance), or
 * in another page (a frame's document) and its elements' shadow roots, so
 * boxes and colours are the final ones; endless animations (the loading pulse) and scroll-driven ones are left running. On a busy
 * machine a fixed pause alone can end mid-transition.
 */
export async function settled(page: Document = document): Promise<void> {
  await nextFrame();
  const elements = page === document ? mounted : [...page.querySelectorAll("*")];
  const roots = [page, ...elements.flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []))];
  // A scroll-driven animation (a frame's edge fade, `source`: its scroller) ends only when scrolled to the end.
  const running = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity && !(animation.timeline && "source" in animation.timeline));
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

/** Waits for two animation frames: long enough for React to commit and the browser to paint. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Waits until `win` has nothing left to run: an idle period, a painted frame, and another idle period. Whatever a
 * page starts on its own after its first render (a lazy import, a refresh, a re-render) has started by then.
 */
export async function idle(win: Window = window): Promise<void> {
  const idlePeriod = () => new Promise<void>((resolve) => win.requestIdleCallback(() => resolve(), { timeout: 5000 }));
  await idlePeriod();
  await new Promise<void>((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve())));
  await idlePeriod();
}

/** Base URL of the demo server the test runner started (its own settings, content and outbox). */
export function demoUrl(): Promise<string> {
  return executeServerCommand("demo-url") as Promise<string>;
}
