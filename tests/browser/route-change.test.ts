/**
 * No blank screen between routes: <portfolio-app> keeps the current screen until the next one's code is there,
 * and fetches that code ahead (as the app starts, and a route a visitor points at first).
 */
import { expect } from "chai";
import { mount, nextFrame, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** Whether any sample of `main` (after each change to it, and each frame) showed no screen heading. */
function watchEmptyMain(app: Element): { emptySamples: () => number; stop: () => void } {
  const main = shadow(app).querySelector("main")!;
  let empty = 0;
  const sample = () => {
    if (!main.querySelector("h1")) empty++;
  };
  const observer = new MutationObserver(sample);
  observer.observe(main, { childList: true, subtree: true });
  let frame = requestAnimationFrame(function each() {
    sample();
    frame = requestAnimationFrame(each);
  });
  return {
    emptySamples: () => empty,
    stop: () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    },
  };
}

const heading = (app: Element) => textOf(shadow(app).querySelector("main h1"));
const loadedScreens = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name.match(/\/src\/elements\/(about|projects|contact)\/index\.ts/)?.[1])
    .filter(Boolean);

describe("<portfolio-app>: route changes", () => {
  afterEach(() => {
    unmountAll();
    history.replaceState(null, "", location.pathname);
  });

  it("keeps the current screen until the next one can paint, on a route's first visit", async () => {
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { name: "Alex Rivera" });
    await waitFor(() => heading(app) === "Hello, I'm Alex Rivera", "Home");
    // At once, before the browser is idle: About's code is not there yet.
    const watch = watchEmptyMain(app);
    location.hash = "#/about";
    await waitFor(() => heading(app) === "About Me", "About");
    location.hash = "#/contact";
    await waitFor(() => heading(app) === "Let's Work Together", "Contact");
    watch.stop();
    expect(watch.emptySamples(), "samples of an empty main").to.equal(0);
  });

  it("follows a route link like the browser does: the address, a history entry, a hashchange, and Back", async () => {
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { name: "Alex Rivera" });
    await waitFor(() => heading(app) === "Hello, I'm Alex Rivera", "Home");
    const link = (hash: string) => shadow(app).querySelector<HTMLAnchorElement>(`header a[href="${hash}"]`)!;
    const hashChange = () => new Promise<HashChangeEvent>((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
    const home = location.href;
    const changed = hashChange();
    link("#/about").click();
    const event = await changed;
    expect(location.hash).to.equal("#/about");
    expect([event.oldURL, event.newURL]).to.deep.equal([home, location.href]);
    await waitFor(() => heading(app) === "About Me", "About");
    // A click the page cancels stays cancelled, as for any link.
    const cancel = (click: Event) => click.preventDefault();
    document.addEventListener("click", cancel);
    link("#/contact").click();
    document.removeEventListener("click", cancel);
    expect(location.hash, "after a cancelled click").to.equal("#/about");
    // Back returns to Home: the click added a history entry (history.length says little: Chromium stops it at 50).
    const back = hashChange();
    history.back();
    await back;
    expect(location.hash).to.equal("#/");
    await waitFor(() => heading(app) === "Hello, I'm Alex Rivera", "Home again");
  });

  /** The app on Home, once About's code and stylesheet are in: a change to About then waits for nothing. */
  async function homeWithAboutReady(): Promise<HTMLElement> {
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { name: "Alex Rivera" });
    await waitFor(() => heading(app) === "Hello, I'm Alex Rivera", "Home");
    await waitFor(() => loadedScreens().includes("about"), "About's code", 8000);
    await waitFor(() => shadow(app).adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(".about-card"))), "About's stylesheet");
    return app;
  }

  it("updates the header and the screen in one commit when the hash changes", async () => {
    const app = await homeWithAboutReady();
    const main = shadow(app).querySelector("main")!;
    // Each batch of DOM changes the page could see at once: what changed in the header's links, what in main.
    const batches: { header: boolean; main: boolean }[] = [];
    const observer = new MutationObserver((records) =>
      batches.push({
        header: records.some((record) => record.attributeName === "aria-current"),
        main: records.some((record) => main.contains(record.target) && record.type === "childList"),
      }),
    );
    observer.observe(shadow(app), { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-current"] });
    location.hash = "#/about";
    await waitFor(() => heading(app) === "About Me", "About");
    observer.disconnect();
    const headerBatch = batches.findIndex((batch) => batch.header);
    expect(headerBatch, "the header's current link changed").to.be.at.least(0);
    expect(batches.findIndex((batch) => batch.main), "the batch that put in the screen").to.equal(headerBatch);
  });

  it("puts in a route link's screen during the click, not a task later with hashchange", async () => {
    const app = await homeWithAboutReady();
    let hashChanged = false;
    window.addEventListener("hashchange", () => (hashChanged = true), { once: true });
    shadow(app).querySelector<HTMLAnchorElement>('header a[href="#/about"]')!.click();
    // The microtasks the click queued (the render) run before this one; the hashchange event is a task away.
    await Promise.resolve();
    expect(hashChanged, "hashchange fired").to.equal(false);
    expect(heading(app)).to.equal("About Me");
  });

  // scrollY is the one layout read a render could make (the header's scrolled style): there it would lay out the old
  // screen just before the new one replaces it, a wasted layout of the whole page on every route change.
  it("reads no layout from the click to the commit of the next screen", async () => {
    const app = await homeWithAboutReady();
    // The header's first read, in the first frame after it mounted (where the page is laid out anyway), is behind us:
    // on a busy machine that frame can come after the click.
    await nextFrame();
    const main = shadow(app).querySelector("main")!;
    const scrollY = Object.getOwnPropertyDescriptor(window, "scrollY")!;
    let reads = 0;
    Object.defineProperty(window, "scrollY", { ...scrollY, get: () => (reads++, scrollY.get!.call(window)) });
    try {
      const committed = new Promise<void>((resolve) => new MutationObserver((_, observer) => (observer.disconnect(), resolve())).observe(main, { childList: true, subtree: true }));
      shadow(app).querySelector<HTMLAnchorElement>('header a[href="#/about"]')!.click();
      await committed;
    } finally {
      Object.defineProperty(window, "scrollY", scrollY);
    }
    expect(heading(app)).to.equal("About Me");
    expect(reads, "reads of scrollY").to.equal(0);
  });

  it("fetches every screen's code once the app has rendered, before any link is chosen", async () => {
    history.replaceState(null, "", "#/");
    await mount("portfolio-app", { name: "Alex Rivera" });
    await waitFor(() => loadedScreens().length === 3, "the three screens' code", 8000);
    expect(new Set(loadedScreens())).to.deep.equal(new Set(["about", "projects", "contact"]));
  });

  // A tap right after the start would otherwise wait for the code (a hydration gives it the whole hydration to arrive).
  // In a frame, a document of its own: this page's module map has the screens' code already.
  it("asks for every screen's code as the app starts, before its first render commits", async () => {
    const frame = document.createElement("iframe");
    // The app's first custom state is its theme's, set in its first commit.
    frame.srcdoc = `<!doctype html><script>
      const add = CustomStateSet.prototype.add;
      CustomStateSet.prototype.add = function (state) { window.firstCommit ??= performance.now(); return add.call(this, state); };
    </script><script type="module" src="/src/index.ts"></script><portfolio-app name="Alex Rivera"></portfolio-app>`;
    document.body.append(frame);
    try {
      const win = () => frame.contentWindow as Window & { firstCommit?: number };
      const screensIn = () =>
        win().performance.getEntriesByType("resource").filter((entry) => /\/src\/elements\/(about|projects|contact)\/index\.ts/.test(entry.name));
      await waitFor(() => screensIn().length === 3, "the three screens' code", 8000);
      await waitFor(() => win().firstCommit !== undefined, "the app's first commit");
      const asked = screensIn().map((entry) => Math.round(entry.startTime - win().firstCommit!));
      expect(asked.every((ms) => ms < 0), `asked at ${asked.join(", ")} ms from the first commit`).to.equal(true);
    } finally {
      frame.remove();
    }
  });

  // A visitor who taps a link right after the page started must not wait for the browser to go idle first. In a
  // frame: a document of its own fetches the screens' code afresh (this page's module map has them already).
  it("fetches the screens' code on a page that never goes idle", async () => {
    const frame = document.createElement("iframe");
    frame.srcdoc = `<!doctype html><script type="module" src="/src/index.ts"></script><portfolio-app name="Alex Rivera"></portfolio-app>`;
    let busy = true;
    // Back-to-back 40 ms tasks (the frame shares this page's event loop): no idle period, no requestIdleCallback.
    // (Through a message channel: nested timers are spaced 4 ms apart, idle time enough for an idle callback.)
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const end = performance.now() + 40;
      while (performance.now() < end);
      if (busy) channel.port2.postMessage(0);
    };
    document.body.append(frame);
    channel.port2.postMessage(0);
    try {
      const screensIn = () =>
        frame.contentWindow!.performance.getEntriesByType("resource").filter((entry) => /\/src\/elements\/(about|projects|contact)\/index\.ts/.test(entry.name));
      await waitFor(() => frame.contentDocument?.querySelector("portfolio-app")?.matches(":state(rendered)"), "the app to render", 8000);
      await waitFor(() => screensIn().length === 3, "the three screens' code", 4000);
    } finally {
      busy = false;
      channel.port1.close();
      frame.remove();
    }
  });

  it("adopts a prefetched screen's stylesheets before its link is chosen, so the click restyles nothing", async () => {
    history.replaceState(null, "", "#/");
    const app = await mount("portfolio-app", { name: "Alex Rivera" });
    await waitFor(() => loadedScreens().length === 3, "the three screens' code", 8000);
    const sheets = () => shadow(app).adoptedStyleSheets;
    const aboutSheet = () => sheets().some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(".about-card")));
    await waitFor(aboutSheet, "About's stylesheet");
    const before = [...sheets()];
    location.hash = "#/about";
    await waitFor(() => heading(app) === "About Me", "About");
    expect(sheets()).to.deep.equal(before);
  });
});
