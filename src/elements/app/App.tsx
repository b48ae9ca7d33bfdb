import { Component, Suspense, useCallback, useContext, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { lazyElement, loadElement } from "../../define/code.ts";
import { InApp, ShadowRootContext, useHostEvent, useSettings, useTexts } from "../../define/context.ts";
import { adoptStyles } from "../../define/styles.ts";
import { parseRoute, useHashRoute } from "../../routing/router.ts";
import type { Route } from "../../routing/routes.ts";
import type { Settings } from "../../settings/page-config.ts";
import { Footer } from "../footer/Footer.tsx";
import { Header } from "../header/Header.tsx";
import { featuredNeeds, prepareFeatured } from "../hero/featured-code.ts";
import { Hero } from "../hero/Hero.tsx";
import { prepareDetails } from "../projects/use-details.ts";

/** Home comes with the app; the other screens are the standalone elements' code, loaded on first visit. */
const LATER_SCREENS = {
  about: () => import("../about/index.ts"),
  projects: () => import("../projects/index.ts"),
  contact: () => import("../contact/index.ts"),
};

const SCREENS: Record<Route, ComponentType> = {
  home: Hero,
  about: lazyElement(LATER_SCREENS.about),
  projects: lazyElement(LATER_SCREENS.projects),
  contact: lazyElement(LATER_SCREENS.contact),
};

/**
 * Loads the route's screen (for a prerender, a hydration or ahead of a visit), with the code its settings add to its
 * first render (the owner's About words), and gives their CSS.
 */
async function prepareScreen(route: Route, settings: Settings): Promise<readonly string[]> {
  if (route === "home") return [];
  const module = await loadElement(LATER_SCREENS[route]);
  return [...module.styles, ...((await module.needs?.(route, settings)) ?? [])];
}

/**
 * Before a prerendered app starts: its route's screen, and the project details' code where that screen shows them.
 * A screen whose code cannot be fetched does not hold the start: the header and footer work, the screen's boundary
 * says so.
 */
export async function prepareApp(route: Route, settings: Settings): Promise<readonly string[]> {
  const screen = prepareScreen(route, settings).catch((): readonly string[] => []);
  // Another screen first: Home's featured work is fetched meanwhile, so that Home shows it at once.
  if (route !== "home") void featuredNeeds(settings);
  const details = route === "home" ? prepareFeatured(settings) : route === "projects" ? prepareDetails(settings) : [];
  const [styles, detailStyles] = await Promise.all([screen, details]);
  return [...styles, ...detailStyles];
}

/**
 * Before a start that was not prerendered: Home's featured work when Home is the first screen; on another, its code
 * is fetched meanwhile, so that Home shows it at once.
 */
export function appNeeds(route: Route, settings: Settings): Promise<readonly string[]> | undefined {
  const needs = featuredNeeds(settings);
  return route === "home" ? needs : undefined;
}

/** Starts fetching every later screen's code, as the app starts; a failure is tried again on the screen's first visit. */
export function fetchScreensAhead(): void {
  Object.values(LATER_SCREENS).forEach((load) => loadElement(load).catch(() => undefined));
}

/** The route a link under the event's target goes to, or undefined. */
function linkRoute(target: EventTarget | null): Route | undefined {
  const href = target instanceof Element ? target.closest("a")?.getAttribute("href") : undefined;
  return href?.startsWith("#/") ? parseRoute(href) : undefined;
}

/**
 * The routes whose screen can render at once, and a way to fetch one's code. The current screen stays until the
 * next one's code is there (no empty page between routes). Every screen's code is fetched as the app starts
 * (fetchScreensAhead), not when the browser is idle: a tap right after the start would wait for it; each screen is
 * ready, its CSS adopted, once the app has rendered. A visitor's intent (pointer over, focus or touch on a link)
 * moves its screen first.
 */
function useReadyScreens(route: Route) {
  const root = useContext(ShadowRootContext);
  const settings = useSettings();
  const [ready, setReady] = useState<ReadonlySet<Route>>(() => new Set(["home", route]));
  const fetchScreen = useCallback(
    (wanted: Route | undefined) => {
      if (!wanted) return;
      // A failure counts as ready too: rendering the screen then shows the boundary's message.
      const done = () => setReady((known) => (known.has(wanted) ? known : new Set(known).add(wanted)));
      // The screen's CSS is adopted as its code arrives: new sheets restyle the whole app, better now than on the click.
      prepareScreen(wanted, settings).then((styles) => root && adoptStyles(root, styles)).then(done, done);
    },
    [root, settings],
  );
  // Layout effects: Preact runs a plain effect only after the next frame, and a tap meanwhile would wait for it.
  useLayoutEffect(() => fetchScreen(route), [route, fetchScreen]);
  useLayoutEffect(() => {
    (Object.keys(LATER_SCREENS) as Route[]).forEach(fetchScreen);
  }, [fetchScreen]);
  return { ready, fetchScreen };
}

/** The boundary's message: a class component cannot call hooks. */
function ScreenFailed() {
  const { text } = useTexts();
  return (
    <section className="screen" role="alert">
      <div className="container">
        <h1 className="screen-title" tabIndex={-1}>{text("app.screenFailed")}</h1>
        <p className="screen-lead">{text("app.screenFailedHelp")}</p>
      </div>
    </section>
  );
}

/** Keeps the header and footer usable when a screen's code cannot be fetched (offline, a new deployment). */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

/** The whole site: header, the screen of the current hash route, footer. */
export function App() {
  const route = useHashRoute(useSettings().projectDetails === "on");
  const { ready, fetchScreen } = useReadyScreens(route);
  const [shown, setShown] = useState(route);
  // Screens make their entrance only after a route change: the first screen paints at once (and hydrates as is).
  const [navigated, setNavigated] = useState(false);
  const screen = ready.has(route) ? route : shown;
  // The last screen shown, kept while the next one's code loads. State adjusted while rendering, not in an effect:
  // a second commit would delay the new screen's first frame.
  if (screen !== shown) {
    setShown(screen);
    setNavigated(true);
  }
  const main = useRef<HTMLElement>(null);
  const emit = useHostEvent();

  // Before paint, in both runtimes: Preact runs a plain effect only after the next frame, so a visitor would
  // see the new screen at the old scroll position for a frame, and a scroll made meanwhile would be undone.
  useLayoutEffect(() => {
    if (!navigated) return;
    // A route change acts like a page change: back to the top, and focus on the new screen's heading.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    main.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
    // Not for the first route, like the scroll: an owner reads that one from location.hash.
    emit("portfolio-route-change", { route: screen, hash: window.location.hash });
  }, [screen, emit, navigated]);

  const Screen = SCREENS[screen];
  const intent = (event: { target: EventTarget | null }) => fetchScreen(linkRoute(event.target));
  return (
    <div className="app" onPointerOver={intent} onFocus={intent} onTouchStart={intent}>
      <Header />
      <main ref={main} className={navigated ? "app-main navigated" : "app-main"} part="main">
        <ScreenBoundary key={screen}>
          <Suspense fallback={<div className="screen-loading" />}>
            <InApp.Provider value={true}>
              <Screen />
            </InApp.Provider>
          </Suspense>
        </ScreenBoundary>
      </main>
      <Footer />
    </div>
  );
}
