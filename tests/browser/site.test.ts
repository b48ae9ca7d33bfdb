import { expect } from "chai";
import { find, mount, nextFrame, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** The heading of the screen the app shows now. */
function screenHeading(app: HTMLElement): string {
  return textOf(shadow(app).querySelector("main h1"));
}

async function go(hash: string): Promise<void> {
  window.location.hash = hash;
  await new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
}

describe("<portfolio-app>: the four-route site", () => {
  let app: HTMLElement;
  const spacer = document.createElement("div");

  before(async () => {
    history.replaceState(null, "", "#/");
    app = await mount("portfolio-app", { name: "Alex Rivera", github: "https://github.com/alex", linkedin: "https://www.linkedin.com/in/alex", email: "alex@example.com" });
    spacer.style.height = "3000px";
    document.body.append(spacer);
    await waitFor(() => screenHeading(app), "Home to render");
  });

  after(() => {
    unmountAll();
    spacer.remove();
  });

  it("shows header, Home and footer on #/", () => {
    expect(shadow(app).querySelector("header nav")).to.exist;
    expect(screenHeading(app)).to.equal("Hello, I'm Alex Rivera");
    expect(textOf(find(app, "footer"))).to.contain(`© ${new Date().getFullYear()}. All rights reserved.`);
    expect(textOf(find(app, "footer")).split("Alex Rivera")).to.have.length(2);
  });

  it("each route shows its screen", async () => {
    const expected: [string, string][] = [
      ["#/about", "About Me"],
      ["#/projects", "My Work"],
      ["#/contact", "Let's Work Together"],
      ["#/", "Hello, I'm Alex Rivera"],
    ];
    for (const [hash, heading] of expected) {
      await go(hash);
      await waitFor(() => screenHeading(app) === heading, `${hash} to show "${heading}"`);
    }
  });

  it("an unknown or empty hash shows Home", async () => {
    await go("#/about");
    await waitFor(() => screenHeading(app) === "About Me", "About");
    await go("#/no-such-page");
    await waitFor(() => screenHeading(app) === "Hello, I'm Alex Rivera", "Home for an unknown hash");
    await go("#/about");
    await waitFor(() => screenHeading(app) === "About Me", "About");
    await go("");
    await waitFor(() => screenHeading(app) === "Hello, I'm Alex Rivera", "Home for an empty hash");
  });

  it("the header's links and the hero's buttons lead to their routes", async () => {
    await go("#/");
    await waitFor(() => screenHeading(app) === "Hello, I'm Alex Rivera", "Home");
    const links = [...shadow(app).querySelectorAll<HTMLAnchorElement>("header a")].map((a) => [textOf(a), a.getAttribute("href")]);
    expect(links).to.deep.equal([
      ["AR.Alex Rivera, home", "#/"],
      ["About", "#/about"],
      ["Work", "#/projects"],
      ["Contact", "#/contact"],
    ]);
    find<HTMLAnchorElement>(app, "main a.button-primary").click();
    await waitFor(() => screenHeading(app) === "My Work", "View My Work to open My Work");
    await go("#/");
    await waitFor(() => screenHeading(app) === "Hello, I'm Alex Rivera", "Home");
    find<HTMLAnchorElement>(app, "main a.button-secondary").click();
    await waitFor(() => screenHeading(app) === "Let's Work Together", "Get In Touch to open Contact");
  });

  it("marks the current route in the header", async () => {
    await go("#/about");
    await waitFor(() => screenHeading(app) === "About Me", "About");
    const current = shadow(app).querySelectorAll('header a[aria-current="page"]');
    expect([...current].map(textOf)).to.deep.equal(["About"]);
  });

  it("every route change scrolls to the top and focuses the new screen's heading", async () => {
    await go("#/");
    await waitFor(() => screenHeading(app) === "Hello, I'm Alex Rivera", "Home");
    window.scrollTo(0, 800);
    await nextFrame();
    expect(window.scrollY).to.equal(800);
    const work = [...shadow(app).querySelectorAll<HTMLAnchorElement>("header nav a")].find((a) => textOf(a) === "Work")!;
    work.click();
    await waitFor(() => screenHeading(app) === "My Work", "My Work");
    await waitFor(() => window.scrollY === 0, "scroll to the top");
    await waitFor(() => textOf(shadow(app).activeElement) === "My Work", "focus on the heading");
    expect(document.activeElement).to.equal(app);
  });

  it("a screen keeps its styles when the app's settings change after it loaded", async () => {
    await go("#/about");
    await waitFor(() => screenHeading(app) === "About Me", "About");
    const cards = () => getComputedStyle(shadow(app).querySelector(".about-cards")!);
    await waitFor(() => cards().listStyleType === "none", "the About screen's own CSS");
    app.setAttribute("name", "Alex R.");
    await waitFor(() => textOf(shadow(app).querySelector("footer .footer-name")) === "Alex R.", "the new name");
    expect(cards().listStyleType).to.equal("none");
    app.setAttribute("name", "Alex Rivera");
    await go("#/");
  });

  it("Back and Forward move between routes", async () => {
    await go("#/about");
    await waitFor(() => screenHeading(app) === "About Me", "About");
    await go("#/contact");
    await waitFor(() => screenHeading(app) === "Let's Work Together", "Contact");
    window.scrollTo(0, 600);
    history.back();
    await waitFor(() => screenHeading(app) === "About Me", "Back to About");
    await waitFor(() => window.scrollY === 0, "Back to scroll to the top");
    history.forward();
    await waitFor(() => screenHeading(app) === "Let's Work Together", "Forward to Contact");
  });
});
