import { useEffect, useRef, type ComponentType } from "react";
import { useHashRoute, type Route } from "../../router.ts";
import { About } from "../about/About.tsx";
import { Contact } from "../contact/Contact.tsx";
import { Footer } from "../footer/Footer.tsx";
import { Header } from "../header/Header.tsx";
import { Hero } from "../hero/Hero.tsx";
import { Projects } from "../projects/Projects.tsx";

const SCREENS: Record<Route, ComponentType> = {
  home: Hero,
  about: About,
  projects: Projects,
  contact: Contact,
};

/** The whole site: header, the screen of the current hash route, footer. */
export function App() {
  const route = useHashRoute();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A route change acts like a page change: back to the top, and focus on the new screen's heading.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    main.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
  }, [route]);

  const Screen = SCREENS[route];
  return (
    <div className="app">
      <Header />
      <main ref={main} className="app-main" part="main">
        <Screen />
      </main>
      <Footer />
    </div>
  );
}
