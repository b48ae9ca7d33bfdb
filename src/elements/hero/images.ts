/**
 * The portrait's URL, and the page's light versions of it (portrait/light-versions.ts): their check is code of its
 * own, fetched before an element starts only where the `portrait` setting is set.
 */
import type { PageImages } from "../../page/page-data.ts";
import type { Settings } from "../../settings/page-config.ts";
import { httpUrlOn } from "../../settings/kinds.ts";

/** A relative URL, or an http(s) one: what an `<img>` may load (no `javascript:`, no `data:`). */
export function imageUrl(value: unknown): string | undefined {
  return httpUrlOn(value, "https://page.invalid/") && (value as string).trim();
}

let check: (() => Record<string, PageImages>) | undefined;

/** The page's light versions, checked: none until their check's code is here (withImages). */
export function readPageImages(): Record<string, PageImages> {
  return check?.() ?? {};
}

/**
 * What a start waits for (`wait`: the code and CSS of the element's first render, or undefined), with the light
 * versions' check where `portrait` is set. A failed fetch does not hold the start: the portrait shows as it is.
 */
export function withImages(settings: Settings, wait: Promise<readonly string[]>): Promise<readonly string[]>;
export function withImages(settings: Settings, wait: Promise<readonly string[]> | undefined): Promise<readonly string[]> | undefined;
export function withImages(settings: Settings, wait: Promise<readonly string[]> | undefined): Promise<readonly string[]> | undefined {
  if (check || typeof document === "undefined" || !settings.portrait?.trim()) return wait;
  const loading = import("./portrait/light-versions.ts").then(({ readPageImages }) => void (check = readPageImages), () => undefined);
  return Promise.all([wait, loading]).then(([styles]) => styles ?? []);
}
