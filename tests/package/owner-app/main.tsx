/**
 * An owner's React 19 page with two of the elements, built by Vite from the installed tarball
 * (tests/package/tarball.test.mjs): strict TypeScript, no skipLibCheck.
 */
import "portfolio-elements";
import type { PortfolioProjectsElement } from "portfolio-elements";
import { PortfolioFooterElement } from "portfolio-elements/elements";
import { useRef, useState } from "react";
import { createRoot } from "react-dom/client";

function Page() {
  const projects = useRef<PortfolioProjectsElement>(null);
  // Read from the typed ref in the handler (refs are not read during render).
  const [loaded, setLoaded] = useState<string>();
  return (
    <main>
      <portfolio-hero name="Alex Rivera" theme="light" site-url="https://alex.example/" />
      <portfolio-projects
        ref={projects}
        endpoint="/graphql"
        theme="light"
        onportfolio-projects-loaded={(event) => setLoaded(`${event.detail.count} projects, endpoint ${projects.current?.endpoint}`)}
      />
      <p id="loaded">{loaded ?? ""}</p>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<Page />);

// One class under the owner's own tag, extended.
class OwnerFooter extends PortfolioFooterElement {
  get year(): string {
    return this.shadowRoot?.textContent?.match(/\d{4}/)?.[0] ?? "";
  }
}
customElements.define("owner-footer", OwnerFooter);
const footer = new OwnerFooter();
footer.name = "Alex Rivera";
document.body.append(footer);
