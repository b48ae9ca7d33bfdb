// @ts-check
/**
 * An owner's blog on a host of its own, for the blog snippets' tests and screenshots: a post in a serif on a beige
 * page (dark when the visitor prefers it), a 720 px column with its own `<h1>`, the snippet pasted between two
 * paragraphs. Sent with a strict Content-Security-Policy that allows scripts and styles from the blog itself and
 * the owner's site only (`scripts: false`: no script at all, as a reader mode or a strict blog has it).
 */
import { createServer } from "node:http";

/** The blog's own stylesheet, a file of its own (the policy allows no inline style). */
const BLOG_CSS = `
:root { color-scheme: light dark; background: #f5ecdc; color: #2b2118; font: 19px/1.6 Georgia, "Times New Roman", serif }
@media (prefers-color-scheme: dark) { :root { background: #1d1a16; color: #eadfcd } a { color: #f0c27b } }
body { margin: 0 }
header.masthead { padding: 1rem; text-align: center; border-bottom: 1px solid #d8ccb6; font-variant: small-caps; letter-spacing: 0.04em }
main { max-width: 720px; margin: 0 auto; padding: 1.5rem 1rem 4rem }
h1 { font-size: 2.4rem; line-height: 1.2; margin: 1rem 0 0.5rem }
.byline { font-style: italic; opacity: 0.8 }
`;

/**
 * The post around `snippet`.
 * @param {string} snippet
 */
function blogPostHtml(snippet) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>What a bootcamp didn't teach me about shipping</title>
<link rel="stylesheet" href="/blog.css"></head>
<body><header class="masthead">The Workshop · essays on building small things</header>
<main><article>
<h1>What a bootcamp didn't teach me about shipping</h1>
<p class="byline">12 March 2025 · 6 min read</p>
<p>Six months after my capstone, I finally understand why my mentor kept asking "who is going to use this on Tuesday?" This post is the long answer, and a little bit of an introduction.</p>
${snippet}
<p id="closing">Thanks for reading. The comments are open below.</p>
</article></main></body></html>`;
}

/**
 * The policy of a strict blog: its own files, the owner's site for scripts, styles, images and calls, nothing inline.
 * @param {string} siteOrigin
 * @param {{ scripts?: boolean }} [options]
 */
function blogPolicy(siteOrigin, { scripts = true } = {}) {
  return [
    "default-src 'none'",
    `script-src ${scripts ? `'self' ${siteOrigin}` : "'none'"}`,
    `style-src 'self' ${siteOrigin}`,
    `img-src 'self' ${siteOrigin}`,
    `connect-src 'self' ${siteOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * The blog's server on `host` (another origin than the site's): `/post.html` with the script allowed,
 * `/post-no-script.html` with none, each holding `snippet()` as it is when asked.
 * @param {{ host: string, siteOrigin: string, snippet: () => string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startBlog({ host, siteOrigin, snippet }) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/favicon.ico") return void res.writeHead(204).end();
    if (path === "/blog.css") return void res.writeHead(200, { "content-type": "text/css; charset=utf-8" }).end(BLOG_CSS);
    if (path !== "/post.html" && path !== "/post-no-script.html") return void res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": blogPolicy(siteOrigin, { scripts: path === "/post.html" }),
    });
    res.end(blogPostHtml(snippet()));
  });
  await new Promise((resolve) => server.listen(0, host, () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
