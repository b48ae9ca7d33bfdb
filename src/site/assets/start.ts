// The script of a prerendered page, started once the page has painted. The page paints from its HTML alone;
// its script only hydrates what is already on screen, so nothing of it goes before the paint: no request of it
// shares the connection with the HTML, and on a later visit its cached chunks are not evaluated and hydrated
// (a long task on a phone) before the first frame. Once started, every chunk the page needs is asked for at
// once (data-modules: the entry first, then its chunks as modulepreloads), instead of one import at a time
// (entry, runtime, element, shell, screen: a round trip each). The list comes from src/site/chunks.ts.
(function () {
  const script = document.currentScript;
  const files: string[] = JSON.parse(script?.getAttribute("data-modules") || "[]");
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (let i = files.length - 1; i >= 0; i--) {
      const tag = document.createElement(i ? "link" : "script");
      if (i) {
        tag.setAttribute("rel", "modulepreload");
        tag.setAttribute("href", files[i]);
      } else {
        tag.setAttribute("type", "module");
        tag.setAttribute("src", files[i]);
      }
      document.head.appendChild(tag);
    }
  }
  // The paint entry comes once the first frame is on screen; without paint timing, a task queued from the
  // first frame's animation callback runs once that frame is drawn.
  const types: readonly string[] = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") >= 0)
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(start, 0));
  // A page that draws nothing (opened in a background tab, a frame far off its parent's screen) starts anyway.
  if (document.visibilityState === "hidden") start();
  setTimeout(start, 1000);
})();
