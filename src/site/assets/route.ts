// Each route of the site is its own prerendered page (index.html, about.html, …), so a link to "#/about" shows
// About with the HTML, not Home first. Runs in the head, before anything paints: when the hash asks for a
// route this page was not prerendered for, it opens that route's page instead, keeping the hash. A page
// opened without a hash (a search result, the sitemap, a frame's canonical link) shows its own route: its hash
// is set in place, with no second request. The pages come from the script tag's data-pages (written by
// src/site/route-pages.ts from the one route list, src/routing/routes.ts). A route change in the page (the app's own
// links) gives the tab, the history and a bookmark that route's title, from the script tag's data-titles.
(function () {
  const script = document.currentScript;
  const pages: Record<string, string> = JSON.parse(script?.getAttribute("data-pages") || "{}");
  const titles: Record<string, string> = JSON.parse(script?.getAttribute("data-titles") || "{}");
  window.addEventListener("hashchange", () => {
    const title = titles[location.hash.replace(/[?].*$/, "").replace(/\/+$/, "") || "#/"];
    if (title) document.title = title;
  });
  // A project's page (projects/<id>.html) names its own hash and the way up to the route pages.
  let own = script?.getAttribute("data-own") || "";
  const up = script?.getAttribute("data-up") || "";
  const current = location.pathname.split("/").pop() || "index.html";
  if (!own) for (const key in pages) if (pages[key] === current) own = key;
  const hash = location.hash.replace(/[?].*$/, "").replace(/\/+$/, "");
  if (!hash && own) {
    if (own !== "#/") history.replaceState(history.state, "", own);
    return;
  }
  if (up && hash === own) return;
  const wanted = pages[hash || "#/"] || pages["#/"] || "index.html";
  if (up || wanted !== current) location.replace(up + wanted + location.hash);
})();

// The visitor's theme choice (the header's switch), applied before the first paint, which a stored choice would
// otherwise follow by a flash of the owner's theme: the page's canvas (`<html data-theme>`, see site.css), the
// prerendered app's root (`.root[data-theme]`, which the element's own states replace when it starts) and its
// switch's icon (`<html data-theme-choice>`). Later choices reach the canvas through the switch's event. The
// names (themes, storage key, event, attributes) come from the script tag's data-themes, written by
// src/site/site-page.ts from the one source, src/theme/names.ts.
(function () {
  const root = document.documentElement;
  const script = document.currentScript;
  const names: { themes: string[]; system: string; key: string; event: string; scheme: string; choice: string } | null = JSON.parse(
    script?.getAttribute("data-themes") || "null",
  );
  if (!names) return;
  const paintCanvas = (choice: unknown) => {
    if (choice === names.system) root.removeAttribute(names.scheme);
    else if (names.themes.indexOf(choice as string) >= 0) root.setAttribute(names.scheme, String(choice));
  };
  window.addEventListener(names.event, (event) => paintCanvas((event as CustomEvent).detail));
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(names.key);
  } catch {
    // Storage refused (private mode, blocked): the owner's theme stands.
  }
  if (stored === null || names.themes.indexOf(stored) < 0) return;
  const choice = stored;
  /** The owner's `theme-switch`, on the app or in the page config: off, a stored choice no longer counts. */
  const switchOff = (app: Element) => {
    if (app.getAttribute("theme-switch") === "off") return true;
    try {
      const config = document.getElementById("portfolio-config");
      return JSON.parse(config?.textContent || "{}").themeSwitch === "off";
    } catch {
      return false;
    }
  };
  const applyToApp = () => {
    const app = document.querySelector("portfolio-app");
    const inner = app?.shadowRoot?.querySelector(".root");
    if (!app || !inner) return false;
    watch.disconnect();
    if (switchOff(app)) return true;
    paintCanvas(choice);
    // The prerendered switch shows the owner's theme until the app starts: site.css draws the choice over it.
    root.setAttribute(names.choice, choice);
    if (choice === names.system) inner.removeAttribute(names.scheme);
    else inner.setAttribute(names.scheme, choice);
    return true;
  };
  // Mutation records are delivered before the browser next renders (and the page's render waits for its
  // links after the app, `blocking="render"`): the app's root has the choice on first paint.
  const watch = new MutationObserver(applyToApp);
  watch.observe(root, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", () => {
    applyToApp();
    watch.disconnect();
  });
})();
