import { useLayoutEffect, useRef, useState } from "react";
import { useSettings, useTexts } from "../../define/context.ts";
import { initials } from "../../text/initials.ts";
import type { TextId } from "../../i18n/en.ts";
import { useHashRoute } from "../../routing/router.ts";
import { ROUTES, type Route } from "../../routing/routes.ts";
import { Icon } from "../icons.tsx";
import { ThemeSwitch } from "./ThemeSwitch.tsx";

/** The header takes its "scrolled" style once the page is scrolled past this many pixels. */
/** The menu button's icon: three bars, or a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return <Icon size={24}>{open ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M4 6h16M4 12h16M4 18h16" />}</Icon>;
}

const SCROLLED_THRESHOLD = 10;

const NAV_LINKS: { route: Route; label: TextId }[] = [
  { route: "about", label: "header.about" },
  { route: "projects", label: "header.work" },
  { route: "contact", label: "header.contact" },
];

/**
 * True while the page is scrolled more than the threshold, from the first frames on. scrollY is read in animation
 * frames and scroll events, where the page is laid out anyway, never while rendering or committing: there it lays
 * out the page inside the render's own task (on a route change, the old screen just before the new one replaces
 * it; as the lite build starts, the whole page in the task that renders it).
 */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useLayoutEffect(() => {
    const check = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD);
    const frame = requestAnimationFrame(check);
    window.addEventListener("scroll", check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
    };
  }, []);
  return scrolled;
}

/**
 * Tab from the last link goes back to the toggle, Shift+Tab from the toggle to the last link; focus elsewhere (a
 * link of the host page, the logo) is left alone. Only while the toggle is shown: wide, the links are the bar's.
 */
function keepFocusInMenu(event: KeyboardEvent, toggle: HTMLButtonElement | null, nav: HTMLElement | null): void {
  if (!toggle || !nav || !toggle.checkVisibility()) return;
  const links = [...nav.querySelectorAll("a")];
  const focused = (toggle.getRootNode() as ShadowRoot | Document).activeElement;
  const [from, to] = event.shiftKey ? [toggle, links.at(-1)] : [links.at(-1), toggle];
  if (focused !== from || !to) return;
  event.preventDefault();
  to.focus();
}

export function Header() {
  const { name = "", theme, themeSwitch } = useSettings();
  const { text } = useTexts();
  const route = useHashRoute();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // The open menu is a panel over the page: Escape or a press outside it closes it, and Tab cycles between the
  // toggle and the links (our own few lines: a focus-trap library would weigh more than the menu). Listening from
  // the commit on: Preact runs a plain effect only after the next frame, and a press before it would be missed.
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggle.current?.focus();
      } else if (event.key === "Tab") {
        keepFocusInMenu(event, toggle.current, nav.current);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (![nav.current, toggle.current].some((node) => node && path.includes(node))) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={scrolled ? "header scrolled" : "header"} part="header">
      <div className="header-bar">
        <a className="logo" href={ROUTES.home} onClick={closeMenu} part="logo">
          {/* One item of the flex row, isolated: the dot follows the initials in their own direction ("AR.", never ".AR"). */}
          <bdi>
            <span aria-hidden="true">{initials(name) || text("header.home")}</span>
            <span className="logo-dot" aria-hidden="true">.</span>
          </bdi>
          <span className="visually-hidden">{name ? text("header.homeOf", { name }) : text("header.home")}</span>
        </a>
        {themeSwitch !== "off" && <ThemeSwitch ownerTheme={theme} />}
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={text(menuOpen ? "header.closeMenu" : "header.openMenu")}
          onClick={() => setMenuOpen(!menuOpen)}
          part="menu-toggle"
        >
          <MenuIcon open={menuOpen} />
        </button>
        <nav ref={nav} id="site-nav" className={menuOpen ? "nav open" : "nav"} aria-label={text("header.nav")} part="nav">
          <ul>
            {NAV_LINKS.map(({ route: target, label }) => (
              <li key={target}>
                <a href={ROUTES[target]} onClick={closeMenu} aria-current={route === target ? "page" : undefined} part="nav-link">
                  {text(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
