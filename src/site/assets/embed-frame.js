// An element's iframe page (/embed/<name>.html). A classic script in the head, so that what it sets applies
// before the first paint:
//  - `?theme=light|dark|auto` sets the element's `theme` attribute and the page's canvas colour
//    (`<html data-theme>`), and `?background=transparent` makes the page transparent (`<html data-background>`).
//    The demo server writes them into the page already; a static host cannot;
//  - `?layout=full|compact` and `?limit=N` (how many projects) set the element's attributes of those names. When
//    they ask for other than the page was prerendered with (its script tag's data-shown), the element renders
//    afresh once its script runs: the page stays hidden until then (`<html data-relayout>`), never showing one
//    layout and then another;
//  - the parent may set the theme live: `frame.contentWindow.postMessage({ type: "portfolio-embed-theme",
//    theme: "dark" }, "*")`. Only that exact shape, from the frame's own parent, is heard: anything else
//    (another key, another value, another window) is ignored. Nothing but the theme can be set this way;
//  - it tells the parent how tall its content is, and again whenever that changes, so the parent can size the
//    frame: `{ type: "portfolio-embed-height", height }` in CSS pixels. Not personal data: any parent may read it.
(function () {
  var root = document.documentElement;
  // The names (themes, the canvas attribute, the messages) come from the script tag's data-themes, written by
  // src/site/frames.ts from the one source, src/theme/names.ts.
  var script = document.currentScript;
  /** @type {{ themes: string[], system: string, scheme: string, message: string, height: string }} */
  var names = JSON.parse((script && script.getAttribute("data-themes")) || "null");
  if (!names) return;
  /** @type {string | null} the theme asked for, applied to the element as soon as it is parsed */
  var theme = null;

  /** The element: the body's first child, or its <main>'s (see frameBody in frames.ts). */
  function element() {
    var first = document.body && document.body.firstElementChild;
    return first && first.localName === "main" ? first.firstElementChild : first;
  }

  function applyTheme() {
    if (theme === null) return;
    if (theme === names.system) root.removeAttribute(names.scheme);
    else root.setAttribute(names.scheme, theme);
    var target = element();
    if (target && target.getAttribute("theme") !== theme) target.setAttribute("theme", theme);
  }

  var query = new URLSearchParams(location.search);
  var asked = query.get("theme");
  if (asked !== null && names.themes.indexOf(asked) >= 0) theme = asked;
  /** @type {Record<string, string>} the layout and limit asked for */
  var wanted = {};
  var layout = query.get("layout");
  if (layout === "full" || layout === "compact") wanted.layout = layout;
  var limit = query.get("limit");
  if (limit !== null && /^[1-9][0-9]{0,2}$/.test(limit)) wanted.limit = limit;
  /** @type {Record<string, string>} */
  var shown = JSON.parse((script && script.getAttribute("data-shown")) || "{}");
  var relayout = Object.keys(wanted).some(function (name) {
    return wanted[name] !== (shown[name] || (name === "layout" ? "full" : ""));
  });

  function applyWanted() {
    var found = element();
    if (!found) return;
    var target = found;
    Object.keys(wanted).forEach(function (name) {
      if (target.getAttribute(name) !== wanted[name]) target.setAttribute(name, wanted[name]);
    });
  }

  if (relayout) {
    root.setAttribute("data-relayout", "");
    var started = Date.now();
    // Shown once the element has rendered what was asked (or after a while, whatever it shows then).
    (function reveal() {
      var target = element();
      var rendered = false;
      try {
        rendered = Boolean(target && target.matches(":state(rendered)"));
      } catch (error) {
        rendered = true;
      }
      if (rendered || Date.now() - started > 5000) root.removeAttribute("data-relayout");
      else requestAnimationFrame(reveal);
    })();
  }
  if (theme !== null) applyTheme();
  if (theme !== null || Object.keys(wanted).length) {
    // Mutation records are delivered before the browser next renders: the element has its theme on first paint.
    var watch = new MutationObserver(function () {
      if (!element()) return;
      applyTheme();
      applyWanted();
      watch.disconnect();
    });
    watch.observe(root, { childList: true, subtree: true });
  }
  if (query.get("background") === "transparent") root.setAttribute("data-background", "transparent");

  if (window.parent === window) return;

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent) return;
    var data = event.data;
    if (typeof data !== "object" || data === null || Object.getPrototypeOf(data) !== Object.prototype) return;
    var keys = Object.keys(data).sort();
    if (keys.length !== 2 || keys[0] !== "theme" || keys[1] !== "type") return;
    if (data.type !== names.message || typeof data.theme !== "string" || names.themes.indexOf(data.theme) < 0) return;
    theme = data.theme;
    applyTheme();
  });

  var last = -1;
  function report() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: names.height, height: height }, "*");
  }
  document.addEventListener("DOMContentLoaded", function () {
    new ResizeObserver(report).observe(document.body);
  });
})();
