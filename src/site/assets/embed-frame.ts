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
  const root = document.documentElement;
  // The names (themes, the canvas attribute, the messages) come from the script tag's data-themes, written by
  // src/site/frames.ts from the one source, src/theme/names.ts.
  const script = document.currentScript;
  const names: { themes: string[]; system: string; scheme: string; message: string; height: string } | null = JSON.parse(
    script?.getAttribute("data-themes") || "null",
  );
  if (!names) return;
  /** the theme asked for, applied to the element as soon as it is parsed */
  let theme: string | null = null;

  /** The element: the body's first child, or its <main>'s (see frameBody in frames.ts). */
  const element = () => {
    const first = document.body?.firstElementChild;
    return first?.localName === "main" ? first.firstElementChild : first;
  };

  const applyTheme = () => {
    if (theme === null) return;
    if (theme === names.system) root.removeAttribute(names.scheme);
    else root.setAttribute(names.scheme, theme);
    const target = element();
    if (target && target.getAttribute("theme") !== theme) target.setAttribute("theme", theme);
  };

  const query = new URLSearchParams(location.search);
  const asked = query.get("theme");
  if (asked !== null && names.themes.indexOf(asked) >= 0) theme = asked;
  /** the layout and limit asked for */
  const wanted: Record<string, string> = {};
  const layout = query.get("layout");
  if (layout === "full" || layout === "compact") wanted.layout = layout;
  const limit = query.get("limit");
  if (limit !== null && /^[1-9][0-9]{0,2}$/.test(limit)) wanted.limit = limit;
  const shown: Record<string, string> = JSON.parse(script?.getAttribute("data-shown") || "{}");
  const relayout = Object.keys(wanted).some((name) => wanted[name] !== (shown[name] || (name === "layout" ? "full" : "")));

  const applyWanted = () => {
    const target = element();
    if (!target) return;
    Object.keys(wanted).forEach((name) => {
      if (target.getAttribute(name) !== wanted[name]) target.setAttribute(name, wanted[name]);
    });
  };

  if (relayout) {
    root.setAttribute("data-relayout", "");
    const started = Date.now();
    // Shown once the element has rendered what was asked (or after a while, whatever it shows then).
    const reveal = () => {
      const target = element();
      let rendered = false;
      try {
        rendered = Boolean(target && target.matches(":state(rendered)"));
      } catch {
        rendered = true;
      }
      if (rendered || Date.now() - started > 5000) root.removeAttribute("data-relayout");
      else requestAnimationFrame(reveal);
    };
    reveal();
  }
  if (theme !== null) applyTheme();
  if (theme !== null || Object.keys(wanted).length) {
    // Mutation records are delivered before the browser next renders: the element has its theme on first paint.
    const watch = new MutationObserver(() => {
      if (!element()) return;
      applyTheme();
      applyWanted();
      watch.disconnect();
    });
    watch.observe(root, { childList: true, subtree: true });
  }
  if (query.get("background") === "transparent") root.setAttribute("data-background", "transparent");

  if (window.parent === window) return;

  window.addEventListener("message", (event) => {
    if (event.source !== window.parent) return;
    const data: unknown = event.data;
    if (typeof data !== "object" || data === null || Object.getPrototypeOf(data) !== Object.prototype) return;
    const keys = Object.keys(data).sort();
    if (keys.length !== 2 || keys[0] !== "theme" || keys[1] !== "type") return;
    const { type, theme: asked } = data as { type: unknown; theme: unknown };
    if (type !== names.message || typeof asked !== "string" || names.themes.indexOf(asked) < 0) return;
    theme = asked;
    applyTheme();
  });

  let last = -1;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: names.height, height }, "*");
  };
  document.addEventListener("DOMContentLoaded", () => new ResizeObserver(report).observe(document.body));
})();
