// Each route of the site is its own prerendered page (index.html, about.html, …), so a link to "#/about" shows
// About with the HTML, not Home first. Runs in the head, before anything paints: when the hash asks for a
// route this page was not prerendered for, it opens that route's page instead, keeping the hash. A page
// opened without a hash (a search result, the sitemap, a frame's canonical link) shows its own route: its hash
// is set in place, with no second request. The pages come from the script tag's data-pages (written by
// src/site/route-pages.ts from the one route list, src/routing/routes.ts). A route change in the page (the app's own
// links) gives the tab, the history and a bookmark that route's title, from the script tag's data-titles.
(function () {
  var script = document.currentScript;
  /** @type {Record<string, string>} */
  var pages = JSON.parse((script && script.getAttribute("data-pages")) || "{}");
  /** @type {Record<string, string>} */
  var titles = JSON.parse((script && script.getAttribute("data-titles")) || "{}");
  window.addEventListener("hashchange", function () {
    var title = titles[location.hash.replace(/[?].*$/, "").replace(/\/+$/, "") || "#/"];
    if (title) document.title = title;
  });
  // A project's page (projects/<id>.html) names its own hash and the way up to the route pages.
  var own = (script && script.getAttribute("data-own")) || "";
  var up = (script && script.getAttribute("data-up")) || "";
  var current = location.pathname.split("/").pop() || "index.html";
  if (!own) for (var key in pages) if (pages[key] === current) own = key;
  var hash = location.hash.replace(/[?].*$/, "").replace(/\/+$/, "");
  if (!hash && own) {
    if (own !== "#/") history.replaceState(history.state, "", own);
    return;
  }
  if (up && hash === own) return;
  var wanted = pages[hash || "#/"] || pages["#/"] || "index.html";
  if (up || wanted !== current) location.replace(up + wanted + location.hash);
})();

// The visitor's theme choice (the header's switch), applied before the first paint, which a stored choice would
// otherwise follow by a flash of the owner's theme: the page's canvas (`<html data-theme>`, see site.css), the
// prerendered app's root (`.root[data-theme]`, which the element's own states replace when it starts) and its
// switch's icon (`<html data-theme-choice>`). Later choices reach the canvas through the switch's event. The
// names (themes, storage key, event, attributes) come from the script tag's data-themes, written by
// src/site/site-page.ts from the one source, src/theme/names.ts.
(function () {
  var root = document.documentElement;
  var script = document.currentScript;
  /** @type {{ themes: string[], system: string, key: string, event: string, scheme: string, choice: string }} */
  var names = JSON.parse((script && script.getAttribute("data-themes")) || "null");
  if (!names) return;
  /** @param {unknown} choice */
  function paintCanvas(choice) {
    if (choice === names.system) root.removeAttribute(names.scheme);
    else if (names.themes.indexOf(/** @type {string} */ (choice)) >= 0) root.setAttribute(names.scheme, String(choice));
  }
  window.addEventListener(names.event, function (event) {
    paintCanvas(/** @type {CustomEvent} */ (event).detail);
  });
  /** @type {string | null} */
  var choice = null;
  try {
    choice = localStorage.getItem(names.key);
  } catch (_error) {
    // Storage refused (private mode, blocked): the owner's theme stands.
  }
  if (choice === null || names.themes.indexOf(choice) < 0) return;
  /** The owner's `theme-switch`, on the app or in the page config: off, a stored choice no longer counts. */
  function switchOff(/** @type {Element} */ app) {
    if (app.getAttribute("theme-switch") === "off") return true;
    try {
      var config = document.getElementById("portfolio-config");
      return JSON.parse((config && config.textContent) || "{}").themeSwitch === "off";
    } catch (_error) {
      return false;
    }
  }
  function applyToApp() {
    var app = document.querySelector("portfolio-app");
    var inner = app && app.shadowRoot && app.shadowRoot.querySelector(".root");
    if (!app || !inner) return false;
    watch.disconnect();
    if (switchOff(app)) return true;
    paintCanvas(choice);
    // The prerendered switch shows the owner's theme until the app starts: site.css draws the choice over it.
    root.setAttribute(names.choice, String(choice));
    if (choice === names.system) inner.removeAttribute(names.scheme);
    else inner.setAttribute(names.scheme, String(choice));
    return true;
  }
  // Mutation records are delivered before the browser next renders (and the page's render waits for its
  // links after the app, `blocking="render"`): the app's root has the choice on first paint.
  var watch = new MutationObserver(applyToApp);
  watch.observe(root, { childList: true, subtree: true });
  document.addEventListener("DOMContentLoaded", function () {
    applyToApp();
    watch.disconnect();
  });
})();
