/**
 * The static site's pages in real Chromium, built (`npm run build:site`) from settings and content that look like
 * markup, like the page template's own slots, or break lines in a script: every route page and every iframe page
 * keeps its one CSP meta in its head and its text as text, and each of its inline blocks runs (their hashes match
 * what the browser checks): the route script sets the hash, the frame script the theme, the page's and the
 * element's inline CSS apply, and the start script hydrates the element.
 */
import { executeServerCommand } from "@web/test-runner-commands";
import { expect } from "chai";
import { closeFrames, frameDocument, openFrame, rendered } from "./frames.ts";
import { textOf, waitFor } from "./helpers.ts";

const NAME = "Ann </script><!--<script> {{csp}} {{title}}\u2028\u202Eis RTL\u202C \u05E2\u05D1\u05E8\u05D9\u05EA";
const TITLE = `${NAME} | Junior Software Engineer`;

/** What a browser shows of the page: its head's markup and the text outside its element. */
function pageShape(doc: Document) {
  return {
    metas: doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]').length,
    metaInHead: doc.head.querySelector('meta[http-equiv="Content-Security-Policy"]') !== null,
    // A text node in the head ends it early: everything after it would be in the body. (The page's own data blocks and
    // start script follow the element on purpose, src/site/page.html: what must come before it is counted here.)
    headInBody: doc.body.querySelectorAll(":scope > :is(style, link, meta, #portfolio-config, script[data-pages], script[data-themes])").length,
    strayText: [...doc.body.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!.trim()).join(""),
  };
}

describe("static site pages built from hostile settings and content", () => {
  let site = "";

  before(async function () {
    // Prerendering uses react-dom/server; the lite build renders on the client only (see README).
    if ((await executeServerCommand("runtime")) === "lite") this.skip();
    this.timeout(60_000);
    const { origin } = (await executeServerCommand("studio-faults")) as { origin: string };
    const settings = JSON.stringify({ name: NAME, theme: "dark", endpoint: `${origin}/hostile-text/graphql`, github: "https://github.com/ann?</script>" });
    ({ path: site } = (await executeServerCommand("studio-build-site", { settings })) as { path: string });
  });
  afterEach(closeFrames);

  it("every route page: one policy in its head, its text as text, and every inline block runs", async () => {
    for (const [file, hash, screen] of [
      ["index.html", "", ""],
      ["about.html", "#/about", "About | "],
      ["projects.html", "#/projects", "My Work | "],
      ["contact.html", "#/contact", "Contact | "],
    ] as const) {
      const frame = await openFrame(`${site}${file}`, 1024, 700);
      const doc = frameDocument(frame);
      // Each route page has its own title, the owner's name and role after the screen's.
      expect(doc.title, file).to.equal(screen + TITLE);
      expect(pageShape(doc), file).to.deep.equal({ metas: 1, metaInHead: true, headInBody: 0, strayText: "" });
      // The route script (inline, by its hash) set the page's own hash.
      expect(frame.contentWindow!.location.hash, file).to.equal(hash);
      // The start script (inline, by its hash) loaded the element's code, which hydrated the markup.
      const app = await rendered(frame, "portfolio-app");
      // The element's inline CSS (Declarative Shadow DOM, by its hash) applies: the footer is laid out as a block.
      const footer = app.shadowRoot!.querySelector("footer")!;
      expect(frame.contentWindow!.getComputedStyle(footer).display, file).not.to.equal("inline");
      if (file === "index.html") expect(textOf(app.shadowRoot!.querySelector("h1"))).to.contain("Ann </script><!--<script> {{csp}}");
      if (file === "projects.html") {
        await waitFor(() => app.shadowRoot!.querySelector(".project-title"), "the project card");
        expect(textOf(app.shadowRoot!.querySelector(".project-title"))).to.equal("</script><!--<script> {{csp}}");
      }
      // A route change in the page gives the tab that route's title (the route script, by its data-titles).
      frame.contentWindow!.location.hash = file === "contact.html" ? "#/about" : "#/contact";
      const next = file === "contact.html" ? `About | ${TITLE}` : `Contact | ${TITLE}`;
      await waitFor(() => doc.title === next, `${file}: the title after a route change`);
    }
  });

  it("every iframe page, opaque and transparent, in the theme asked for", async () => {
    for (const name of ["hero", "about", "projects", "contact", "header", "footer"]) {
      for (const query of ["", "?theme=light", "?theme=dark&background=transparent"]) {
        const path = `${site}embed/${name}.html${query}`;
        const frame = await openFrame(path, 800, 600);
        const doc = frameDocument(frame);
        expect(doc.title, path).to.match(/^[A-Z][\w ]+ \| Ann <\/script><!--<script> \{\{csp\}\}/);
        expect(pageShape(doc), path).to.deep.equal({ metas: 1, metaInHead: true, headInBody: 0, strayText: "" });
        // The frame script (inline, by its hash) applied ?theme= (the settings' theme, dark, otherwise).
        expect(doc.documentElement.dataset["theme"], path).to.equal(query.includes("light") ? "light" : "dark");
        // The page's CSS (inline, by its hash) paints its canvas unless it is asked to be transparent.
        const background = frame.contentWindow!.getComputedStyle(doc.documentElement).backgroundColor;
        if (query.includes("transparent")) expect(background, path).to.equal("rgba(0, 0, 0, 0)");
        else expect(background, path).not.to.equal("rgba(0, 0, 0, 0)");
        await rendered(frame, `portfolio-${name}`);
        closeFrames();
      }
    }
  });
});
