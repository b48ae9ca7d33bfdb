// Each route of the site is its own prerendered page (index.html, about.html, …), so a link to "#/about" shows
// About with the HTML, not Home first. Runs in the head, before anything paints: when the hash asks for a
// route this page was not prerendered for, it opens that route's page instead, keeping the hash. The pages
// come from the script tag's data-pages (written by src/site/pages.js from the one route list, src/routes.js).
(function () {
  var script = document.currentScript;
  /** @type {Record<string, string>} */
  var pages = JSON.parse((script && script.getAttribute("data-pages")) || "{}");
  var hash = location.hash.replace(/[?].*$/, "").replace(/\/+$/, "") || "#/";
  var wanted = pages[hash] || pages["#/"] || "index.html";
  var current = location.pathname.split("/").pop() || "index.html";
  if (wanted !== current) location.replace(wanted + location.hash);
})();
