// Each route of the site is its own prerendered page (index.html, about.html, …), so a link to "#/about" shows
// About with the HTML, not Home first. Runs in the head, before anything paints: when the hash asks for a
// route this page was not prerendered for, it opens that route's page instead, keeping the hash.
(function () {
  /** @type {Record<string, string>} */
  var pages = { "#/about": "about.html", "#/projects": "projects.html", "#/contact": "contact.html" };
  var hash = location.hash.replace(/[?].*$/, "").replace(/\/+$/, "");
  var wanted = pages[hash] || "index.html";
  var current = location.pathname.split("/").pop() || "index.html";
  if (wanted !== current) location.replace(wanted + location.hash);
})();
