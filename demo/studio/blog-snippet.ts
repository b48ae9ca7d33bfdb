/**
 * The studio's "Script tag, for a blog": the elements prerendered as `npm run build:site` writes them
 * (`lib/snippets/blog.html`), which only Node can do, so the demo server makes it (demo/server/studio-snippet.js)
 * from the settings file the studio writes, and the list the doctor's GetProjects fetched. Only this machine's
 * server is asked.
 */
import { parseTheme, type Theme } from "../../src/theme/names.ts";

/** What the demo server answers: the snippet, or why there is none, in a sentence to show in its place. */
export async function requestBlogSnippet(settingsFile: string, theme: Theme, projects: unknown, signal?: AbortSignal): Promise<string> {
  try {
    const response = await fetch("/studio/blog-snippet", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ settings: JSON.parse(settingsFile) as unknown, theme: parseTheme(theme), projects: projects ?? null }),
      cache: "no-store",
      signal,
    });
    const text = await response.text();
    return response.ok ? text : `<!-- ${text.replaceAll("--", "–")} -->\n`;
  } catch (error) {
    if (signal?.aborted) throw error;
    return `<!-- The demo server did not answer (${error instanceof Error ? error.message : String(error)}): is npm start still running? -->\n`;
  }
}

/** GetProjects `data` in a probe's answer body, if it is one. */
export function projectsData(body: string): unknown {
  try {
    const parsed = JSON.parse(body) as { data?: { project?: unknown } };
    return Array.isArray(parsed?.data?.project) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
