/**
 * The scripted content service (tests/servers/content-faults.mjs) as the projects tests drive it: a fresh endpoint
 * per test that answers as its scenario says, what it received; and the cards <portfolio-projects> shows.
 */
import { executeServerCommand } from "@web/test-runner-commands";
import { shadow, waitFor } from "./helpers.ts";

/** How the endpoint answers: the keys of content-faults.mjs's SCENARIOS. */
export type Scenario =
  | "ok"
  | "status-500"
  | "status-503-json"
  | "errors"
  | "drop"
  | "null"
  | "empty"
  | "hostile"
  | "many"
  | "tagged"
  | "four"
  | "five"
  | "seven"
  | "details"
  | "picture-hosts"
  | "huge-description"
  | "thousands"
  | "not-graphql"
  | "flaky";

/** A fresh endpoint of the scripted content service: its own request log, and an empty page-wide cache. */
export function contentEndpoint(scenario: Scenario, delayMs = 0): Promise<string> {
  return executeServerCommand("content-fault-url", { scenario, delayMs }) as Promise<string>;
}

/** Lets the endpoint's delayed answers go now: each held one of the browser's six connections to the service. */
export async function releaseEndpoint(endpoint: string): Promise<void> {
  await executeServerCommand("content-fault-release", { endpoint });
}

/** A request the endpoint received, as it was sent. */
export interface ReceivedRequest {
  headers: { "content-type"?: string; accept?: string };
  body: Record<string, unknown>;
}

/** Every request `endpoint` has received, oldest first. */
export function requestsTo(endpoint: string): Promise<ReceivedRequest[]> {
  return executeServerCommand("content-fault-requests", { endpoint }) as Promise<ReceivedRequest[]>;
}

/** The paths of the pictures the page asked of `endpoint`'s folder, by any host name. */
export function picturesAskedOf(endpoint: string): Promise<string[]> {
  return executeServerCommand("content-fault-pictures", { endpoint }) as Promise<string[]>;
}

/** The project cards on show (not the loading placeholders). */
export const cards = (element: Element) => [...shadow(element).querySelectorAll<HTMLElement>(".project-card:not(.project-skeleton)")];

/** Waits for the cards: `count` of them, or any number once there are some. */
export function cardsOf(element: Element, count?: number): Promise<HTMLElement[]> {
  return waitFor(() => {
    const found = cards(element);
    return found.length > 0 && (count === undefined || found.length === count) ? found : undefined;
  }, count === undefined ? "project cards" : `${count} project cards`);
}
