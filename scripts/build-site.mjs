// @ts-check
/**
 * `npm run build:site`: writes dist/site/, the deployable static site, from dist/ and demo/settings.json:
 *
 *   index.html            the standalone site (one <portfolio-app>)
 *   embed/<name>.html     one iframe page per element, prerendered (`?theme=light|dark|auto` and
 *                         `?background=transparent` applied by its inline script, src/site/assets/embed-frame.ts)
 *   embed/<name>.oembed.json  its oEmbed answer, when `site.url` is set
 *   _headers              `frame-ancestors` for the site's pages, for Netlify and Cloudflare Pages
 *   lib/                  the ES bundle, its chunks, the classic script and the stylesheet that reserves the
 *                         elements' space on a blog's page, as built
 *   lib/snippets/         with `site.url`: a blog's snippets, each element prerendered (`<name>.html`, `blog.html`),
 *                         and the stylesheets they link (src/site/snippets.ts)
 *   assets/               src/site/assets/ (favicon, page styles; the scripts are inline), the portrait
 *
 * With `site.url`: robots.txt, sitemap.xml (the route pages) and a canonical link on each route page; each iframe
 * page names the route page that shows its element as canonical.
 *
 * Every path is relative, so the folder works from any sub-path (GitHub Pages' /user/repo/). Nothing points at
 * the local demo server: service addresses in the settings file that are paths ("/graphql", "/") are the demo
 * server's, so the static site takes its services from the optional `site` section instead
 * (`"site": { "url": "https://…/", "endpoint": "https://…", "emailjsOrigin": "https://api.emailjs.com" }`),
 * and leaves out, with a warning, any that is still a path. `"site": { "projectsFile": "projects.json" }` bakes a
 * JSON file's projects into the pages instead (src/site/projects-file.ts): no content service at all.
 *
 * Options: --no-build (use dist/ as it is), --settings=FILE, --out=DIR (new, empty, or written by an earlier run:
 * see src/site/output-folder.ts). The work is src/site/build.ts's; this is its command.
 */
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
if (!args.includes("--no-build")) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const built = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
try {
  // After the build: the site's code is part of it (dist/server/site.js).
  const { buildSite } = await import("#site");
  const settingsFile = option("settings");
  const outDir = option("out");
  const result = await buildSite({
    settingsFile: settingsFile && resolve(settingsFile),
    outDir: outDir && resolve(outDir),
  });
  console.log(`static site written to ${result.outDir}:\n  ${result.files.join("\n  ")}`);
  console.log(`  and ${result.precompressed.length} precompressed copies (.br, .gz) beside its text files`);
  console.log("Serve the folder from any path; the embed pages are embed/<name>.html?theme=light|dark|auto.");
} catch (error) {
  console.error(`build:site: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
