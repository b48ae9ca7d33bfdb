// Each route of the site is its own prerendered page (index.html, about.html, …), so a link to "#/about" shows
// About with the HTML, not Home first. Runs in the head, before anything paints: when the hash asks for a
// route this page was not prerendered for, it opens that route's page instead, keeping the hash. A page
// opened without a hash (a search result, the sitemap, a frame's canonical link) shows its own route: its hash
// is set in place, with no second request. The pages come from the script tag's data-pages (written by
// src/site/route-pages.js from the one route list, src/routes.js).
(function () {
  var script = document.currentScript;
  /** @type {Record<string, string>} */
  var pages = JSON.parse((script && script.getAttribute("data-pages")) || "{}");
  var current = location.pathname.split("/").pop() || "index.html";
  var own = "";
  for (var key in pages) if (pages[key] === current) own = key;
  var hash = location.hash.replace(/[?].*$/, "").replace(/\/+$/, "");
  if (!hash && own) {
    if (own !== "#/") history.replaceState(history.state, "", own);
    return;
  }
  var wanted = pages[hash || "#/"] || pages["#/"] || "index.html";
  if (wanted !== current) location.replace(wanted + location.hash);
})();
