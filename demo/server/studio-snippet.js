// @ts-check
/**
 * `POST /studio/blog-snippet`: the studio's "Script tag, for a blog", prerendered on this machine as
 * `npm run build:site` writes `lib/snippets/blog.html` (src/site/snippets.ts): the browser cannot prerender. The
 * body is `{ "settings": <the settings file the studio writes>, "theme": "light|dark|auto", "projects": <GetProjects
 * data the studio fetched, or null> }`; nothing is fetched from an address it names.
 */
import { studioBlogSnippet } from "#site";
import { BodyTooLarge, readBody, send, sendText } from "./http.js";

export const STUDIO_SNIPPET_PATH = "/studio/blog-snippet";

/** The settings and a list of up to 100 projects with their case studies. */
const MAX_BODY_BYTES = 2_000_000;

/**
 * @param {{ distDir: string, settingsFile: string, publicDir: string, portraitCacheDir: string }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>}
 */
export function studioSnippetRoute(options) {
  return async (req, res) => {
    if (req.method !== "POST") return sendText(req, res, 405, "Method not allowed: POST the studio's settings.", { allow: "POST" });
    if (!/^application\/json(;|$)/i.test(req.headers["content-type"] ?? "")) {
      return sendText(req, res, 415, "The body must be JSON (content-type: application/json).");
    }
    let body;
    try {
      body = JSON.parse((await readBody(req, MAX_BODY_BYTES)).toString("utf8"));
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendText(req, res, 413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`, { connection: "close" });
      return sendText(req, res, 400, "The body is not valid JSON.");
    }
    if (typeof body !== "object" || body === null || typeof body.settings !== "object" || body.settings === null) {
      return sendText(req, res, 400, 'The body must be { "settings": { … }, "theme": "auto", "projects": null }.');
    }
    const theme = typeof body.theme === "string" ? body.theme : undefined;
    const made = await studioBlogSnippet({ ...options, raw: body.settings, theme, projects: body.projects ?? null });
    if ("problems" in made) return sendText(req, res, 422, made.problems.join("\n"));
    return send(req, res, 200, made.snippet, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  };
}
