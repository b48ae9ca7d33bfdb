/**
 * The doctor's requests from the studio page: GetProjects to the endpoint, the portrait, the published scripts. Each
 * ends in an outcome the doctor (doctor.ts) words; only these ask the network.
 */
import { TIMEOUT_MS } from "../../src/services/content.ts";
import { diagnosePortraitLoad, diagnosePublishedPortrait, type Finding, type ProjectsProbe, type ScriptProbe } from "./doctor.ts";

/**
 * The doctor's GetProjects: the elements' own request (`query`: the contract's, or with project details the one that
 * asks for the optional fields), then, if it fails, a no-cors request to tell CORS from silence.
 */
export async function probeProjects(endpoint: string, query: string): Promise<ProjectsProbe> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "*/*" },
      body: JSON.stringify({ operationName: "GetProjects", query, variables: {} }),
      credentials: "omit",
      cache: "no-store",
      signal: controller.signal,
    });
    return { kind: "response", status: response.status, contentType: response.headers.get("content-type") ?? "", body: await response.text() };
  } catch (error) {
    if (controller.signal.aborted) return { kind: "timeout", ms: TIMEOUT_MS };
    try {
      // An opaque answer means the server is there and only the browser's CORS check failed.
      await fetch(endpoint, { mode: "no-cors", credentials: "omit", cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { kind: "cors" };
    } catch {
      return { kind: "unreachable", detail: error instanceof Error ? error.message : String(error) };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Loads the portrait as the hero would; `published`: from the site's address, where a blog's snippet loads it. */
export function loadPortrait(src: string, published: boolean): Promise<Finding> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => done(false), TIMEOUT_MS);
    const done = (loaded: boolean) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      const size = loaded ? { width: image.naturalWidth, height: image.naturalHeight } : undefined;
      resolve(published ? diagnosePublishedPortrait(loaded, src, size) : diagnosePortraitLoad(loaded, src, size));
    };
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = src;
  });
}

/** Asks for one of the published site's scripts; a host without CORS headers answers only opaquely. */
export async function probeScript(url: string): Promise<ScriptProbe> {
  try {
    const response = await fetch(url, { credentials: "omit", cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { kind: "response", status: response.status };
  } catch {
    try {
      await fetch(url, { mode: "no-cors", credentials: "omit", cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { kind: "opaque" };
    } catch {
      return { kind: "unreachable" };
    }
  }
}
