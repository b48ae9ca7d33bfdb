/**
 * The studio (`/studio.html`, served by the demo server under its strict CSP) in a same-origin frame: the doctor
 * against the demo's own services and against services that fail the way owners' do, each finding with its fix;
 * the live previews in both themes; the test message, sent only when asked; the draft; and the round trip of its
 * settings.json through `npm run build:site`.
 */
import { executeServerCommand } from "@web/test-runner-commands";
import { expect } from "chai";
import { closeFrames, frameDocument, frameWindow, openFrame } from "./frames.ts";
import { demoUrl, settled, textOf, waitFor } from "./helpers.ts";

const DRAFT_KEY = "portfolio-studio-draft";

interface Studio {
  frame: HTMLIFrameElement;
  doc: Document;
}

async function openStudio(width = 1280): Promise<Studio> {
  const frame = await openFrame("/studio.html", width, 900);
  const doc = frameDocument(frame);
  await waitFor(() => doc.documentElement.dataset.studioReady === "true", "the studio's script", 8000);
  return { frame, doc };
}

/** Types into a settings field as a person would: the value, then an input event. */
function type({ frame, doc }: Studio, name: string, value: string): void {
  const input = doc.querySelector<HTMLInputElement>(`#settings [name="${name}"]`);
  if (!input) throw new Error(`no settings field ${name}`);
  input.value = value;
  input.dispatchEvent(new (frameWindow(frame) as typeof window).Event("input", { bubbles: true }));
}

function findingIn(doc: Document, id: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`.finding[data-finding="${id}"]`);
}

/** Waits for the doctor's finding `id` and checks it reads as one sentence with its fix. */
async function finding({ doc }: Studio, id: string, timeout = 10_000): Promise<{ message: string; fix: string; severity: string }> {
  const item = await waitFor(() => findingIn(doc, id), `finding ${id} (shown: ${[...doc.querySelectorAll<HTMLElement>(".finding")].map((f) => f.dataset.finding).join(", ")})`, timeout);
  return {
    message: textOf(item.querySelector(".message")),
    fix: textOf(item.querySelector(".fix")).replace(/^Fix: /, ""),
    severity: item.dataset.severity ?? "",
  };
}

/** Opens "Send a test message" and presses its button, as the owner would. */
function sendTestMessage({ doc }: Studio): void {
  doc.querySelector<HTMLElement>("details.test-message summary")!.click();
  const button = doc.querySelector<HTMLButtonElement>("#test-message button[type=submit]")!;
  expect(button.checkVisibility(), "the button shows once opened").to.equal(true);
  button.click();
}

function output({ doc }: Studio, id: string): string {
  return doc.getElementById(`output-${id}`)?.textContent ?? "";
}

/** The hero of the light or dark preview column, once it shows `text`. */
function heroHeading({ doc }: Studio, column: "light" | "dark"): string {
  const hero = doc.querySelector(`.preview${column === "dark" ? ".dark" : ":not(.dark)"} portfolio-hero`);
  return textOf(hero?.shadowRoot?.querySelector(".hero-title"));
}

describe("studio: /studio.html", () => {
  beforeEach(() => localStorage.removeItem(DRAFT_KEY));
  afterEach(() => {
    closeFrames();
    localStorage.removeItem(DRAFT_KEY);
  });

  it("is served under the strict policy: no inline scripts or styles, no eval", async () => {
    const response = await fetch("/studio.html");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).to.contain("script-src 'self'");
    expect(policy).to.contain("style-src 'self'");
    expect(policy).not.to.contain("unsafe-inline");
    expect(policy).not.to.contain("unsafe-eval");
    const html = await response.text();
    expect(html).not.to.match(/<script(?![^>]*(\ssrc=|\stype="application\/json"))[^>]*>/);
    expect(html).not.to.match(/<style|\sstyle="/);
    expect(html).to.contain("What leaves this browser");
  });

  it("against the demo's own services: the projects, the portrait, the previews in both themes", async () => {
    const studio = await openStudio();
    const content = await finding(studio, "content-ok");
    expect(content.message).to.equal("The service answered GetProjects with 7 projects; 7 show on the site.");
    expect((await finding(studio, "portrait-ok")).severity).to.equal("ok");
    expect(studio.doc.querySelectorAll('.finding[data-severity="error"]').length, "no errors").to.equal(0);

    await waitFor(() => heroHeading(studio, "light") === "Hello, I'm Alex Rivera" && heroHeading(studio, "dark") === "Hello, I'm Alex Rivera", "both heroes");
    const dark = studio.doc.querySelector(".preview.dark portfolio-hero")!;
    expect(dark.matches(":state(dark)")).to.equal(true);
    expect(studio.doc.querySelector(".preview:not(.dark) portfolio-hero")!.matches(":state(dark)")).to.equal(false);

    // Every element of the preview is the real one, set live from the form.
    type(studio, "name", "Sam Okafor");
    await waitFor(() => heroHeading(studio, "light") === "Hello, I'm Sam Okafor" && heroHeading(studio, "dark") === "Hello, I'm Sam Okafor", "both heroes renamed");
    const footer = studio.doc.querySelector(".preview.dark portfolio-footer")!;
    await waitFor(() => textOf(footer.shadowRoot).includes("Sam Okafor"), "the footer renamed");
    expect(JSON.parse(output(studio, "settings-json")).name).to.equal("Sam Okafor");
    expect(output(studio, "config")).to.contain('"name": "Sam Okafor"');
    expect(output(studio, "react")).to.contain('name="Sam Okafor"');
  });

  it("asks the blog's background and writes that theme on the snippet's elements, in its iframe too", async () => {
    const studio = await openStudio();
    expect(output(studio, "script-tag-reserved")).to.contain('<portfolio-hero theme="auto">');
    type(studio, "blogTheme", "dark");
    await waitFor(() => output(studio, "script-tag-reserved").includes('<portfolio-contact theme="dark">'), "the dark blog's snippet");
    expect(output(studio, "script-tag-reserved").match(/ theme="dark"/g)).to.have.length(3);
    expect(output(studio, "iframe")).to.contain("?theme=dark");
    expect(output(studio, "script-tag-reserved")).to.contain('<link rel="stylesheet" href="https://YOUR-SITE/lib/portfolio-elements.css">');
  });

  it("offers the blog snippet prerendered by the demo server, with the projects the doctor read, and the frame's layout", async () => {
    const studio = await openStudio();
    expect(output(studio, "script-tag")).to.match(/site's address/);
    type(studio, "siteUrl", "http://127.0.0.1:9/portfolio/");
    type(studio, "layout", "compact");
    type(studio, "limit", "3");
    const snippet = await waitFor(() => (output(studio, "script-tag").includes("Budget Buddy") ? output(studio, "script-tag") : undefined), "the prerendered snippet", 20_000);
    expect(snippet).to.contain('<script src="http://127.0.0.1:9/portfolio/lib/portfolio-elements.iife.js" defer></script>');
    expect(snippet.match(/<template shadowrootmode="open">/g)).to.have.length(3);
    expect(snippet).to.contain('layout="compact" limit="3"');
    expect(output(studio, "iframe")).to.contain("embed/projects.html?theme=auto&#38;layout=compact&#38;limit=3");
  });

  it("design tokens restyle the previews and land in the outputs", async () => {
    const studio = await openStudio();
    type(studio, "radius", "4");
    type(studio, "accentLight", "#0f766e");
    const hero = studio.doc.querySelector<HTMLElement>(".preview portfolio-hero")!;
    const view = frameWindow(studio.frame);
    await waitFor(() => view.getComputedStyle(hero).getPropertyValue("--pe-radius").trim() === "4px", "the radius token");
    expect(view.getComputedStyle(hero).getPropertyValue("--pe-color-accent")).to.contain("#0f766e");
    expect(output(studio, "tokens")).to.contain("--pe-radius: 4px;");
    expect(output(studio, "script-tag-reserved")).to.contain("light-dark(#0f766e, #9ea7ff)");
    type(studio, "accentLight", "#ffd166");
    const pale = await finding(studio, "accent-light-contrast");
    expect(pale.message).to.match(/^The light accent #ffd166 reaches only 1\.\d:1/);
    expect(pale.fix).to.equal("Pick a darker light accent.");
    type(studio, "radius", "12");
    await waitFor(() => hero.style.getPropertyValue("--pe-radius") === "", "back to the default radius");
    expect(view.getComputedStyle(hero).getPropertyValue("--pe-radius").trim()).not.to.equal("4px");
  });

  describe("the doctor against failing content services", () => {
    let origin = "";
    let unreachable = "";
    before(async () => {
      ({ origin, unreachable } = (await executeServerCommand("studio-faults")) as { origin: string; unreachable: string });
    });

    const cases: [scenario: string, id: string, message: RegExp, fix: RegExp][] = [
      ["unreachable", "content-unreachable", /^Nothing answered at 127\.0\.0\.1:\d+/, /Copy the endpoint again from Hygraph/],
      ["no-cors", "content-cors", /without the CORS header \(Access-Control-Allow-Origin\)/, /Access-Control-Allow-Origin/],
      ["status-401", "content-http-401", /refused the request \(HTTP 401\)/, /Content API permissions, add Read for the Project model in the Published stage/],
      ["unknown-list", "content-no-project-list", /no list field named project/, /Plural API ID to Project/],
      ["ten", "content-ten", /^Exactly 10 projects came back: Hygraph projects created after June 2022/, /keep at most 10 published/],
      ["bad-links", "project-no-title", /^Project 2 has no title, so its card is skipped\.$/, /Give the entry a title/],
      ["bad-links", "project-link-dropped", /"Sneaky"'s githubUrl "javascript:alert\(1\)" is dropped/, /starting with https:\/\//],
      ["bad-links", "project-no-techstack", /"Untagged" has an empty techstack/, /names separated by commas/],
    ];
    for (const [scenario, id, message, fix] of cases) {
      it(`${scenario}: ${id}, with its fix`, async () => {
        const studio = await openStudio();
        type(studio, "endpoint", scenario === "unreachable" ? unreachable : `${origin}/${scenario}/graphql`);
        const shown = await finding(studio, id);
        expect(shown.message).to.match(message);
        expect(shown.fix).to.match(fix);
        expect(shown.message.endsWith(".") || shown.message.endsWith(")"), shown.message).to.equal(true);
        expect(shown.fix.endsWith("."), shown.fix).to.equal(true);
      });
    }

    it("an empty list, a portrait that does not load, ids that are malformed: all at once, worst first", async () => {
      const studio = await openStudio();
      type(studio, "portrait", `${origin}/no-such-portrait.png`);
      type(studio, "emailjsPublicKey", "abc def");
      type(studio, "email", "alex at example");
      await finding(studio, "portrait-failed");
      await finding(studio, "emailjsPublicKey-malformed");
      await finding(studio, "email-invalid");
      await waitFor(() => /^3 errors, /.test(textOf(studio.doc.getElementById("doctor-summary"))), "the summary");
      const mail = studio.doc.querySelector('.finding-group[data-topic="mail"] .finding')!;
      expect(mail.getAttribute("data-severity")).to.equal("error");
    });
  });

  describe("the test message", () => {
    let consoleError: typeof console.error | undefined;
    afterEach(() => consoleError && (consoleError = undefined));

    it("goes through the demo's provider only when the button is pressed", async () => {
      const before = ((await executeServerCommand("demo-outbox")) as unknown[]).length;
      const studio = await openStudio();
      await finding(studio, "content-ok");
      expect(((await executeServerCommand("demo-outbox")) as unknown[]).length, "nothing sent by opening the studio").to.equal(before);
      sendTestMessage(studio);
      const sent = await finding(studio, "mail-sent");
      expect(sent.message).to.equal("The provider accepted the test message.");
      const outbox = (await executeServerCommand("demo-outbox")) as { name: string; message: string }[];
      expect(outbox.length).to.equal(before + 1);
      expect(outbox.at(-1)).to.include({ name: "Portfolio studio", message: "A test message from the portfolio studio." });
    });

    it("translates the provider's refusal into what to change", async () => {
      const { origin, box } = (await executeServerCommand("mail-fault-url")) as { origin: string; box: string };
      await executeServerCommand("mail-set-next", { box, status: 400, text: "The Public Key is invalid" });
      const studio = await openStudio();
      type(studio, "emailjsOrigin", origin);
      type(studio, "emailjsPublicKey", "not-my-key");
      expect(await executeServerCommand("mail-received", { box })).to.deep.equal([]);
      // The mail service reports a failed send on the console, for the owner: kept out of the test output here.
      (frameWindow(studio.frame) as Window & typeof globalThis).console.error = () => {};
      sendTestMessage(studio);
      const refused = await finding(studio, "mail-bad-key");
      expect(refused.message).to.equal('EmailJS does not know this Public Key (it says: "The Public Key is invalid").');
      expect(refused.fix).to.equal("Copy the Public Key from EmailJS: Account → General → API keys.");
      const received = (await executeServerCommand("mail-received", { box })) as Record<string, string>[];
      expect(received).to.have.length(1);
      expect(received[0]).to.include({ user_id: "not-my-key", service_id: "service_demo", template_id: "template_demo", name: "Portfolio studio" });
    });
  });

  it("keeps a draft in this browser and starts again from the demo's settings on request", async () => {
    let studio = await openStudio();
    type(studio, "name", "Draft Person");
    closeFrames();
    studio = await openStudio();
    expect(studio.doc.querySelector<HTMLInputElement>('#settings [name="name"]')!.value).to.equal("Draft Person");
    studio.doc.getElementById("start-again")!.click();
    expect(studio.doc.querySelector<HTMLInputElement>('#settings [name="name"]')!.value).to.equal("Alex Rivera");
    expect(localStorage.getItem(DRAFT_KEY)).to.equal(null);
  });

  it("has no serious or critical accessibility violation (axe-core, both previews included)", async () => {
    const studio = await openStudio();
    await finding(studio, "content-ok");
    await waitFor(() => heroHeading(studio, "dark") === "Hello, I'm Alex Rivera", "the previews");
    // Contrast is measured on the final colours: past the previews' project cards fading in one after another.
    await waitFor(
      () => [...studio.doc.querySelectorAll("portfolio-projects")].every((element) => element.shadowRoot?.querySelector(".project-card:not(.project-skeleton)")),
      "the previews' project cards",
    );
    await settled(studio.doc);
    // axe runs inside the studio's own page, loaded as a same-origin file: the page's CSP allows nothing else.
    const script = studio.doc.createElement("script");
    script.src = "/node_modules/axe-core/axe.min.js";
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      studio.doc.head.append(script);
    });
    const frameAxe = (frameWindow(studio.frame) as unknown as { axe: typeof import("axe-core") }).axe;
    const results = await frameAxe.run(studio.doc, { resultTypes: ["violations"] });
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" > ")).join(", ")}`);
    expect(serious).to.deep.equal([]);
  });

  it("at 1280 px the settings column shows the owner's texts whole, beside the previews", async () => {
    const studio = await openStudio(1280);
    for (const name of ["name", "tagline", "availability", "email"]) {
      const control = studio.doc.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#settings [name="${name}"]`)!;
      expect(control.value, name).not.to.equal("");
      expect(control.scrollWidth, `${name}: "${control.value}"`).to.be.at.most(control.clientWidth);
      expect(control.scrollHeight, `${name}: "${control.value}"`).to.be.at.most(control.clientHeight);
    }
    const settings = studio.doc.querySelector("#settings")!.getBoundingClientRect();
    const [light, dark] = [".preview:not(.dark)", ".preview.dark"].map((selector) => studio.doc.querySelector(selector)!.getBoundingClientRect());
    expect(light!.left, "the previews beside the settings").to.be.greaterThan(settings.right);
    expect(dark!.top, "both themes side by side").to.equal(light!.top);
  });

  it("at a phone's width: one column, nothing wider than the screen", async () => {
    const studio = await openStudio(375);
    await finding(studio, "content-ok");
    const root = studio.doc.documentElement;
    expect(root.scrollWidth).to.be.at.most(root.clientWidth);
  });

  it("calls a working http: portrait on this computer working (the studio's policy allows it)", async () => {
    const studio = await openStudio();
    const demo = await demoUrl();
    // First one that fails, so the verdict awaited next is the doctor's on the working one, not on the default.
    type(studio, "portrait", `${demo}/assets/no-such-portrait.png`);
    await finding(studio, "portrait-failed");
    type(studio, "portrait", `${demo}/assets/portrait.svg`);
    await waitFor(
      () => !findingIn(studio.doc, "portrait-failed") && (findingIn(studio.doc, "portrait-ok") ?? findingIn(studio.doc, "portrait-small")),
      "the doctor to find the http: portrait on this computer working",
      10_000,
    );
  });

  it("round trip: the settings.json it writes builds a site whose pages show the settings typed in", async function () {
    // A whole static site is built in Node meanwhile: on a loaded 2-core machine that alone can take 15 s.
    this.timeout(60_000);
    const studio = await openStudio();
    type(studio, "name", "Sam Okafor");
    type(studio, "email", "sam@example.com");
    type(studio, "github", "https://github.com/sam-okafor");
    type(studio, "siteUrl", "https://sam.example.com/portfolio/");
    // The demo's services are on this computer: a public site may not name them, and the doctor says so.
    for (const id of ["endpoint-local", "emailjsOrigin-local"]) expect((await finding(studio, id)).severity, id).to.equal("error");
    type(studio, "endpoint", "");
    type(studio, "emailjsOrigin", "");
    const settings = output(studio, "settings-json");
    expect(JSON.parse(settings).site).to.deep.equal({ url: "https://sam.example.com/portfolio/" });

    const built = (await executeServerCommand("studio-build-site", { settings })) as {
      path: string;
      warnings: string[];
      files: Record<string, string | null>;
    };
    // With no content service named, the build has no projects to put in the HTML, and says so: nothing else.
    const others = built.warnings.filter((line) => !line.startsWith("warning: projects not prerendered: No content service is set."));
    expect(others, built.warnings.join("\n")).to.deep.equal([]);
    expect(built.files["robots.txt"]).to.contain("Sitemap: https://sam.example.com/portfolio/sitemap.xml");
    expect(built.files["sitemap.xml"]).to.contain("<loc>https://sam.example.com/portfolio/contact.html</loc>");
    const home = await openFrame(`${built.path}index.html`, 1024, 700);
    const app = await waitFor(() => frameDocument(home).querySelector("portfolio-app")?.shadowRoot?.querySelector("h1"), "the built home page");
    expect(textOf(app)).to.equal("Hello, I'm Sam Okafor");
    const contact = await openFrame(`${built.path}contact.html#/contact`, 1024, 700);
    await waitFor(() => textOf(frameDocument(contact).querySelector("portfolio-app")?.shadowRoot).includes("sam@example.com"), "the built contact page");
    const github = frameDocument(contact).querySelector("portfolio-app")!.shadowRoot!.querySelector<HTMLAnchorElement>('a[href="https://github.com/sam-okafor"]');
    expect(github, "the GitHub link").not.to.equal(null);
  });
});
