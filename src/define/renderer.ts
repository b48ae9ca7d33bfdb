import type { R2WCRenderer } from "@r2wc/core";
import { createElement, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { textsFor, type Texts } from "../i18n/texts.ts";
import type { PageData } from "../page/page-data.ts";
import { parseRoute } from "../routing/router.ts";
import { mergeSettings, readPageConfig, type Settings } from "../settings/page-config.ts";
import baseStyles from "../styles/base.css?inline";
import { notConnectedYet, watchSkippedAttributes } from "./adapters.ts";
import { ownSettings } from "./attributes.ts";
import { codeOf, loadElement, loadedElement } from "./code.ts";
import { PortfolioHost, type HostProps } from "./host.ts";
import { prerenderKey } from "./prerender-key.ts";
import { adoptStyles } from "./styles.ts";
import { settingCode, settingStyles } from "./variants.ts";

/** False in the lite build, whose runtime does not prerender, so its bundle leaves the hydration code out. */
export const HYDRATE = import.meta.env.PORTFOLIO_HYDRATE;

export function containerOf(host: Element): HTMLElement | null {
  return host.shadowRoot!.querySelector(".root");
}

export function isPrerendered(container: HTMLElement): boolean {
  return container.dataset["prerender"] !== undefined && container.hasChildNodes();
}

/** From r2wc's mount to its unmount. */
interface Mounted {
  host: HTMLElement & Settings;
  root?: Root;
  /** read once when it starts */
  page?: PageData;
  hydrated?: boolean;
  /** so an update that changes no setting renders nothing */
  rendered?: string;
  waiting?: boolean;
  words?: { key: string; texts: Texts };
  /** the CSS of what `prepare` or `needs` loaded */
  prepared?: readonly string[];
  unmounted?: boolean;
  watcher: MutationObserver;
}

/** Fetched with the element's code, so its first render is in its language: no flash of English. */
function ownTexts(mounted: Mounted, own: Settings): Texts | Promise<void> | undefined {
  const { lang, texts } = mergeSettings(readPageConfig(), own);
  const key = JSON.stringify([lang, texts]);
  if (mounted.words?.key === key) return mounted.words.texts;
  return textsFor(lang, texts)?.then((loaded) => void (mounted.words = { key, texts: loaded }));
}

/** Hydrates only markup prerendered from the same settings and route. */
function start(mounted: Mounted): void {
  const { host } = mounted;
  if (mounted.unmounted || mounted.root || mounted.waiting) return;
  const load = codeOf(host);
  const module = loadedElement(load);
  // Before waiting: the next screens' code downloads meanwhile.
  module?.fetchAhead?.();
  const container = containerOf(host)!;
  const prerendered = HYDRATE && isPrerendered(container);
  const settings = ownSettings(host);
  const merged = mergeSettings(readPageConfig(), settings);
  const route = parseRoute(window.location.hash, merged.projectDetails === "on");
  const words = ownTexts(mounted, settings);
  const waiting = !module
    ? Promise.all([loadElement(load), words])
    : words instanceof Promise
      ? words
      : ((mounted.prepared ? undefined : prerendered ? module.prepare?.(route, merged) : module.needs?.(route, merged))?.then((styles) => {
          mounted.prepared = styles;
        }) ?? settingCode(module, merged));
  if (waiting) {
    mounted.waiting = true;
    waiting.then(
      () => {
        mounted.waiting = false;
        // In a task of its own: the code that just arrived was evaluated in this one, and both together would
        // make one long task where the visitor's tap waits.
        setTimeout(() => start(mounted));
      },
      (error: unknown) => {
        // The next update tries again.
        mounted.waiting = false;
        console.error(`portfolio-elements: could not load the code of <${host.localName}>:`, error);
      },
    );
    return;
  }
  if (notConnectedYet(host) || words instanceof Promise) return;
  const texts = words ?? module!.english;
  // The screen's sheet too: adopted sheets come after the prerendered markup's stylesheet, so the base rules
  // alone would override the screen's own until its component commits (a shift, and back, while hydrating).
  adoptStyles(host.shadowRoot!, [baseStyles, ...module!.styles, ...(mounted.prepared ?? []), ...settingStyles(module!, merged)]);
  mounted.rendered = JSON.stringify(settings);
  const page = (mounted.page = { route, images: {}, projects: {}, ...module!.pageData?.() });
  if (HYDRATE && prerendered) {
    if (container.dataset["prerender"] === prerenderKey(merged, route)) {
      // A markup difference React cannot reconcile ends in a client render of the root: one copy, no noise.
      // In a transition, so React hydrates in slices that yield to the visitor (a tap, a scroll) instead of one
      // long task; a tap on markup not hydrated yet hydrates that part first (React's selective hydration).
      mounted.hydrated = true;
      const tree = createElement(PortfolioHost, { ...settings, container, page, words: texts, hydrated: true });
      startTransition(() => {
        mounted.root = hydrateRoot(container, tree, { onRecoverableError: () => undefined });
      });
      return;
    }
    // Prerendered from other settings or another route: start from a clean root.
    container.replaceChildren();
    delete container.dataset["prerender"];
  }
  mounted.root = createRoot(container);
  mounted.root.render(createElement(PortfolioHost, { ...settings, container, page, words: texts }));
}

/** An update that changes no setting would only re-render, and cut a hydration short. */
function update(mounted: Mounted): void {
  if (!mounted.root) return start(mounted);
  const settings = ownSettings(mounted.host);
  const rendered = JSON.stringify(settings);
  if (rendered === mounted.rendered) return;
  // A new language renders once its texts are here.
  const words = ownTexts(mounted, settings);
  if (words instanceof Promise) return void words.then(() => update(mounted));
  mounted.rendered = rendered;
  const { host, page, hydrated } = mounted;
  const texts = words ?? loadedElement(codeOf(host))!.english;
  mounted.root.render(createElement(PortfolioHost, { ...settings, container: containerOf(host)!, page: page!, words: texts, hydrated }));
}

/** Kept until the deferred unmount runs, so a moved element keeps its root. */
const leaving = new WeakMap<Element, Pick<Mounted, "root" | "page" | "words" | "hydrated">>();

/** On r2wc's public renderer API; no `shadow` option: the shadow root is the element's own (PortfolioElement). */
export const renderer: R2WCRenderer<HostProps, Mounted> = {
  mount(element) {
    const host = element as HTMLElement & Settings;
    const watcher = watchSkippedAttributes(host, () => update(mounted));
    // Moved within the page: it keeps its React root and state.
    const mounted: Mounted = { host, watcher, ...leaving.get(host) };
    leaving.delete(host);
    update(mounted);
    return mounted;
  },
  update,
  unmount(mounted) {
    mounted.unmounted = true;
    mounted.watcher.disconnect();
    const { host, root, page, words, hydrated } = mounted;
    if (!root) return;
    // Not at once: the element may be leaving during a React render of the page's own (a React app unmounting
    // it), where React refuses to unmount another root; and if it is only moving, its root stays.
    const left = { root, page, words, hydrated };
    leaving.set(host, left);
    queueMicrotask(() => {
      if (leaving.get(host) !== left) return;
      leaving.delete(host);
      root.unmount();
    });
  },
};
