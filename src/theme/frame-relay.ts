import { FRAME_HEIGHT_MESSAGE, FRAME_THEME_MESSAGE } from "./frame-messages.ts";
import type { Theme } from "./names.ts";

/** An iframe page of ours (`/embed/<name>.html`), which takes its theme from its parent's message. */
const FRAME_PAGE = /\/embed\/[\w-]+\.html/;

/** The page's frames of ours: iframes showing one of our embed pages. */
const framesOfOurs = () => [...document.querySelectorAll("iframe")].filter((frame) => FRAME_PAGE.test(frame.src));

/**
 * Tells the frames of ours on the page the visitor's choice; a frame that loads later hears it when it reports its
 * height, until the returned function stops it. Only they: any window can send that report, and only one from a
 * frame of ours is answered.
 */
export function relayChoice(choice: Theme): () => void {
  const message = { type: FRAME_THEME_MESSAGE, theme: choice };
  for (const frame of framesOfOurs()) frame.contentWindow?.postMessage(message, "*");
  const onMessage = (event: MessageEvent) => {
    if (
      (event.data as { type?: unknown } | null)?.type === FRAME_HEIGHT_MESSAGE &&
      framesOfOurs().some((frame) => frame.contentWindow === event.source)
    ) {
      (event.source as Window).postMessage(message, "*");
    }
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
