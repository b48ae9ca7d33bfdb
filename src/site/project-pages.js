// @ts-check
/**
 * The static site's page per project (`project-details="on"`): `projects/<id>.html`, the projects route prerendered
 * for `#/projects/<id>`, with its own title, description and link preview. Only an id that can name a file gets a
 * page (src/site/projects-file.js); the app still shows the others at their hash.
 */
import { cutAtWord } from "../short-text.ts";
import { isPageId } from "./projects-file.js";

/** Characters of a description search engines and link previews show. */
const DESCRIPTION_CHARS = 200;

/**
 * @typedef {{ id: string, title: string, description?: string, summary?: string, image?: { url: string } }} PageProject
 */

/**
 * The page's file in the site, or undefined when the id cannot name one.
 * @param {string} id
 */
export function projectPageFile(id) {
  return isPageId(id) ? `projects/${id}.html` : undefined;
}

/**
 * The page's title ("Budget Buddy | Alex Rivera | Junior Software Engineer"), description (the summary, else the
 * description, cut between words) and picture for link previews (the project's own `https:` picture, if any).
 * @param {{ title: string, description: string }} site the site's words (its Home's, wordsForPage)
 * @param {PageProject} project
 */
export function projectPage(site, project) {
  const cut = cutAtWord(project.summary ?? project.description ?? site.description, DESCRIPTION_CHARS);
  const image = project.image?.url.startsWith("https:") ? { url: project.image.url } : undefined;
  return {
    hash: `#/projects/${encodeURIComponent(project.id)}`,
    text: { title: `${project.title} | ${site.title}`, description: cut },
    image,
  };
}
