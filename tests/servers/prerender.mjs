// @ts-check
/**
 * Prerendered test pages for the browser tests, rendered on each request by src/prerender.ts through the
 * tests' Vite server (the same source the browser loads):
 *   /prerendered/page.html?tag=portfolio-hero&route=home[&script=1][&stale=1][&portrait=URL[&light=1]][&featured=N][&details=1][&lang=de][&about=1]
 * `light=1` declares a light version of the portrait (a WebP source), as a generated page does.
 * The page sets its settings in #portfolio-config; `stale=1` prerenders from an older name than the page's
 * config, as a page built before the owner changed a setting. The markup's CSS is served from
 * /prerendered/css/<n>.css. The page sends the static site's strict CSP.
 */
import { createHash } from "node:crypto";
import { contentSecurityPolicy, policyText, ROUTES, scriptJson, TAGS } from "#site";

/**
 * @param {{ vite: import("vite").ViteDevServer, demo: { url: string } }} options
 * @returns {Promise<(ctx: any, next: () => Promise<unknown>) => Promise<unknown>>}
 */
export async function prerenderMiddleware({ vite, demo }) {
  // React's development build calls console.createTask as it loads; the test runner's wrapped console
  // forwards that call to a console that lacks it. Without createTask, React uses its own fallback.
  const consoleWithTasks = /** @type {Console & { createTask?: unknown }} */ (console);
  const createTask = consoleWithTasks.createTask;
  consoleWithTasks.createTask = undefined;
  /** @type {Record<string, any>} */
  let prerender;
  try {
    prerender = await vite.ssrLoadModule("/src/prerender.ts");
    await prerender.prerenderElement("portfolio-app", {}, "home", () => "");
  } finally {
    consoleWithTasks.createTask = createTask;
  }
  /** @type {Map<string, string>} */
  const stylesheets = new Map();

  return async (ctx, next) => {
    if (!ctx.path.startsWith("/prerendered/")) return next();
    if (ctx.path.startsWith("/prerendered/css/")) {
      const css = stylesheets.get(ctx.path);
      if (css === undefined) return next();
      ctx.type = "text/css";
      ctx.body = css;
      return;
    }
    if (ctx.path !== "/prerendered/page.html") return next();
    const tag = String(ctx.query.tag ?? "");
    const route = String(ctx.query.route ?? "home");
    if (!(/** @type {readonly string[]} */ (TAGS)).includes(tag) || !Object.hasOwn(ROUTES, route)) {
      ctx.status = 400;
      ctx.body = "Unknown tag or route.";
      return;
    }
    const settings = {
      name: "Alex Rivera",
      github: "https://github.com/alex-rivera-dev",
      linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
      email: "alex@example.com",
      endpoint: `${demo.url}/graphql`,
      theme: ctx.query.theme === "auto" ? "auto" : "light",
      ...(ctx.query.portrait ? { portrait: String(ctx.query.portrait) } : {}),
      // Home's identity settings, with `featured` projects under the hero.
      ...(ctx.query.featured ? { featured: String(ctx.query.featured), tagline: "Frontend, mostly.", resume: "https://alex.example/cv.pdf" } : {}),
      // `details=1`: project details on (pictures, role, year and outcome on the cards).
      ...(ctx.query.details ? { projectDetails: "on" } : {}),
      ...(ctx.query.lang ? { lang: String(ctx.query.lang) } : {}),
      // `about=1`: the owner's own About words.
      ...(ctx.query.about ? { about: JSON.stringify({ intro: "I build calm, fast web apps.", cards: [{ title: "Craft", skills: ["Rust", "SQL"] }] }) } : {}),
    };
    const rendered = { ...settings, ...(ctx.query.stale ? { name: "Old Name" } : {}) };
    const portrait = String(ctx.query.portrait ?? "");
    const images = ctx.query.light ? { [portrait]: { src: portrait, sizes: "320px", sources: [{ type: "image/webp", srcset: `${portrait}?light 320w` }] } } : {};
    const { template, seed } = await prerender.prerenderElement(tag, rendered, route, (/** @type {string} */ css) => {
      const path = `/prerendered/css/${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
      stylesheets.set(path, css);
      return path;
    }, images);
    const imagesBlock = ctx.query.light ? `<script type="application/json" id="portfolio-images">${scriptJson(images, 0)}</script>` : "";
    const script = ctx.query.script ? '<script type="module" src="/src/index.ts"></script>' : "";
    ctx.type = "text/html";
    ctx.set("content-security-policy", policyText(contentSecurityPolicy([demo.url])));
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>prerendered ${tag}</title>
<script type="application/json" id="portfolio-config">${scriptJson(settings, 0)}</script>
${seed}${imagesBlock}${script}</head>
<body><${tag}>${template}</${tag}></body></html>`;
  };
}
