import { useEffect } from "react";
import type { Theme } from "./names.ts";

/**
 * Starts relaying `choice` to the page's frames of ours once the relay has loaded, and returns what stops it, even
 * before then. A failed load leaves the frames as they are; the next choice loads it again.
 */
export function followChoice(choice: Theme, load = () => import("./frame-relay.ts")): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then(
    ({ relayChoice }) => {
      if (!stopped) stop = relayChoice(choice);
    },
    () => {},
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * The page's frames of ours follow the visitor's choice. The relay (frame-relay.ts) is code of its own, fetched
 * only once there is a choice: a visitor who never chose downloads none of it.
 */
export function useFramesFollow(choice: Theme | undefined): void {
  useEffect(() => (choice ? followChoice(choice) : undefined), [choice]);
}
