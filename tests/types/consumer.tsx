/**
 * An owner's React 19 page using the elements, as it would be written against the published package:
 * tests/unit/types.test.ts compiles it against the built types and expects no error.
 */
import "portfolio-elements";
import type { PortfolioEventDetails, PortfolioProjectsElement } from "portfolio-elements";
import { useEffect, useRef } from "react";

export function PortfolioSection({ endpoint }: { endpoint: string }) {
  const projects = useRef<PortfolioProjectsElement>(null);
  useEffect(() => {
    const element = projects.current;
    if (!element) return;
    element.theme = "dark";
    const onLoaded = (event: CustomEvent<PortfolioEventDetails["portfolio-projects-loaded"]>) => console.log(event.detail.count);
    element.addEventListener("portfolio-projects-loaded", onLoaded);
    return () => element.removeEventListener("portfolio-projects-loaded", onLoaded);
  }, []);

  return (
    <>
      <portfolio-app name="Alex Rivera" theme="auto" onportfolio-route-change={(event) => console.log(event.detail.route, event.detail.hash)} />
      <portfolio-header name="Alex Rivera" class="site-header" />
      <portfolio-hero name="Alex Rivera" portrait="/me.jpg" style={{ marginBlock: 16 }} />
      <portfolio-about key="about" id="about" />
      <portfolio-projects
        ref={projects}
        endpoint={endpoint}
        onportfolio-projects-error={(event) => console.warn(event.detail.message)}
      />
      <portfolio-contact
        email="alex@example.com"
        linkedin="https://www.linkedin.com/in/alex"
        github="https://github.com/alex"
        emailjs-service-id="service_x"
        emailjs-template-id="template_x"
        emailjs-public-key="public_x"
        emailjs-origin="https://api.emailjs.com"
        onportfolio-message-failed={(event) => console.warn(event.detail.status)}
      />
      <portfolio-footer className="footer" name="Alex Rivera" />
    </>
  );
}

// Plain DOM: the tag map, the settings as properties, the events on document with their details.
const hero: HTMLElementTagNameMap["portfolio-hero"] = document.createElement("portfolio-hero");
hero.name = "Alex Rivera";
hero.emailjsOrigin = undefined;
const endpoint: string | undefined = document.querySelector("portfolio-projects")?.endpoint;
document.addEventListener("portfolio-route-change", (event) => {
  const route: "home" | "about" | "projects" | "contact" = event.detail.route;
  console.log(route, endpoint);
});
document.addEventListener("portfolio-message-sent", (event) => console.log(Object.keys(event.detail).length));
document.addEventListener("portfolio-message-blocked", (event) => {
  const reason: "honeypot" | "block-list" | "headless" | "rate" = event.detail.reason;
  console.log(reason);
});
