/**
 * The `about` setting's check (src/settings/about.ts) is code of its own, fetched only when the setting is set:
 * before the first render (or hydration) of an About that shows the owner's words, so that render is already theirs.
 */
import { useEffect, useState } from "react";
import type { AboutWords } from "../../settings/about.ts";
import type { Settings } from "../../settings/page-config.ts";

type Parse = (typeof import("../../settings/about.ts"))["parseAbout"];

let parse: Parse | undefined;
let loading: Promise<Parse> | undefined;

const isSet = (about: string | undefined) => Boolean(about?.trim());

function loadParser(): Promise<Parse> {
  loading ??= import("../../settings/about.ts").then((code) => (parse = code.parseAbout));
  // A failed fetch may be tried again by the next render that needs it.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Before a start: the check's code when `about` is set and it is not here yet, else undefined. A failure does not
 * hold the start: the About shows the spec's words.
 */
export function aboutNeeds(settings: Settings): Promise<readonly string[]> | undefined {
  return isSet(settings.about) && !parse ? loadParser().then(() => [], () => []) : undefined;
}

/** The owner's words from `about` (the setting's JSON), or undefined for the spec's; a setting set later shows once its code is here. */
export function useAboutWords(about: string | undefined): AboutWords | undefined {
  const [here, setHere] = useState(Boolean(parse));
  const wanted = isSet(about);
  useEffect(() => {
    if (wanted && !here) loadParser().then(() => setHere(true), () => undefined);
  }, [wanted, here]);
  return wanted && parse ? parse(about) : undefined;
}
