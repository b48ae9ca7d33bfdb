// An element's iframe page (/embed/<name>.html):
//  - `?theme=light|dark|auto` sets the element's theme (the demo server writes it into the page already; a
//    static host cannot, so this applies it there);
//  - it tells a cooperating parent how tall its content is, and again whenever that changes, so the parent can
//    size the frame: `{ type: "portfolio-embed-height", height }` in CSS pixels. Not personal data: any parent
//    may read it.
const theme = new URLSearchParams(location.search).get("theme");
const element = document.body.firstElementChild;
if (element && (theme === "light" || theme === "dark" || theme === "auto")) element.setAttribute("theme", theme);

if (window.parent !== window) {
  let last = -1;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "portfolio-embed-height", height }, "*");
  };
  new ResizeObserver(report).observe(document.body);
}
