/** Helpers for the embedding tests: pages loaded in same-origin iframes, looked at from the test page. */
import { executeServerCommand } from "@web/test-runner-commands";
import { waitFor } from "./helpers.ts";

/** What tests/browser/fixtures/page-watch.js records inside a test page. */
export interface PageWatch {
  errors: string[];
  violations: string[];
  defined: Record<string, number>;
}

export interface FrameWindow extends Window {
  pageWatch?: PageWatch;
}

/**
 * The demo server's own URL (another origin), the blog host pages' origin (another still), and why the static
 * site could not be built, if it could not.
 */
export function embeddingInfo(): Promise<{ demoUrl: string; hostUrl: string; siteError?: string }> {
  return executeServerCommand("embedding") as Promise<{ demoUrl: string; hostUrl: string; siteError?: string }>;
}

const frames: HTMLIFrameElement[] = [];

/** Loads `src` in an iframe of the given size and resolves once its document has loaded. */
export async function openFrame(src: string, width = 1024, height = 700): Promise<HTMLIFrameElement> {
  const frame = document.createElement("iframe");
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  frame.style.border = "0";
  document.body.append(frame);
  frames.push(frame);
  await new Promise((resolve, reject) => {
    frame.addEventListener("load", resolve, { once: true });
    frame.addEventListener("error", reject, { once: true });
    frame.src = src;
  });
  return frame;
}

/** Removes every frame opened by the current test (call from afterEach). */
export function closeFrames(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

export function frameWindow(frame: HTMLIFrameElement): FrameWindow {
  if (!frame.contentWindow) throw new Error("the frame has no window");
  return frame.contentWindow as FrameWindow;
}

export function frameDocument(frame: HTMLIFrameElement): Document {
  if (!frame.contentDocument) throw new Error("the frame's document is not readable (another origin?)");
  return frame.contentDocument;
}

/** Waits until the element `selector` in the frame has rendered (or hydrated) its content (by default as long as the test may), and returns it. */
export function rendered(frame: HTMLIFrameElement, selector: string, timeout?: number): Promise<HTMLElement> {
  return waitFor(
    () => {
      const element = frameDocument(frame).querySelector<HTMLElement>(selector);
      // Prerendered markup is there with the HTML: rendered means the element's script has taken it over (it
      // sets its theme state then), so its handlers are attached.
      const live = element?.matches(":state(light), :state(dark)");
      return live && element?.shadowRoot?.querySelector(".root")?.childElementCount ? element : undefined;
    },
    `${selector} to render in ${frame.src}`,
    timeout,
  );
}

/** Every URL the frame's page fetched (scripts, styles, images, calls), in order. */
export function requestsOf(frame: HTMLIFrameElement): string[] {
  return frameWindow(frame)
    .performance.getEntriesByType("resource")
    .map((entry) => entry.name);
}

/** The recording of page-watch.js in the frame. */
export function watchOf(frame: HTMLIFrameElement): PageWatch {
  const watch = frameWindow(frame).pageWatch;
  if (!watch) throw new Error(`${frame.src} did not load page-watch.js`);
  return watch;
}
