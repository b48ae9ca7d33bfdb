/**
 * The `about` setting's check (src/settings/about.ts) is code of its own, fetched only when the setting is set:
 * before the first render (or hydration) of an About that shows the owner's words, so that render is already theirs.
 */
import { useEffect, useState } from "react";
import { loadOnce } from "../../define/load-once.ts";
import type { AboutWords } from "../../settings/about.ts";
import type { Settings } from "../../settings/page-config.ts";

const check = loadOnce(() => import("../../settings/about.ts"));

const isSet = (about: string | undefined) => Boolean(about?.trim());

/**
 * Before a start: the check's code when `about` is set and it is not here yet, else undefined. A failure does not
 * hold the start: the About shows the spec's words.
 */
export function aboutNeeds(settings: Settings): Promise<readonly string[]> | undefined {
  return isSet(settings.about) && !check.value ? check.load().then(() => [], () => []) : undefined;
}

/** The owner's words from `about` (the setting's JSON), or undefined for the spec's; a setting set later shows once its code is here. */
export function useAboutWords(about: string | undefined): AboutWords | undefined {
  const [here, setHere] = useState(Boolean(check.value));
  const wanted = isSet(about);
  useEffect(() => {
    if (wanted && !here) check.load().then(() => setHere(true), () => undefined);
  }, [wanted, here]);
  return wanted ? check.value?.parseAbout(about) : undefined;
}
