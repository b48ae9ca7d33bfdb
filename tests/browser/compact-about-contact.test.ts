/**
 * `<portfolio-about layout="compact">` and `<portfolio-contact layout="compact">` in a blog post (serif on beige, a
 * 720 px column, its own `<h1>`): About Me as its intro and a tight list of skills, the contact form with the
 * owner's links in one row and no lead. Both shorter than the full screens, their text below the post's `<h1>`,
 * every behaviour of the full ones kept (the `about` setting, `heading-level`; the form's validation, draft,
 * honeypot, guards and events, and its send through a real local provider), on the embed pages with `?layout=compact`.
 */
import { expect } from "chai";
import { emulateMedia, sendKeys, setViewport } from "@web/test-runner-commands";
import axe from "axe-core";
import { DRAFT_KEY } from "../../src/elements/contact/draft.ts";
import { closeFrames, openFrame, rendered } from "./frames.ts";
import { captureConsoleErrors, demoUrl, find, mount, settled, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";
import { newMailbox, PROVIDER_IDS, received, SUCCESS, type Mailbox } from "./mail-provider.ts";

const PROFILE = {
  name: "Alex Rivera",
  email: "alex@example.com",
  github: "https://github.com/alex-rivera-dev",
  linkedin: "https://www.linkedin.com/in/alex-rivera-dev",
};

const ADA = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello from your blog" };

/** Where the form keeps the time of the browser's last send (src/elements/contact/guards/). */
const LAST_SEND_KEY = "portfolio-elements:last-send";

/** A blog post: serif text on beige, a 720 px column, its own `<h1>`; the elements go into `article`. */
function blogPost(): { article: HTMLElement; title: HTMLElement; remove: () => void } {
  const style = document.createElement("style");
  style.textContent = `
    body { margin: 0; background: #f5ecdc; color: #2b2118; font: 19px/1.7 Georgia, "Times New Roman", serif; }
    .post { max-width: 720px; margin: 0 auto; }
    .post h1 { font-size: 2.4em; line-height: 1.2; margin: 0.6em 0; }`;
  const article = document.createElement("article");
  article.className = "post";
  const title = document.createElement("h1");
  title.textContent = "What a bootcamp didn't teach me about shipping";
  article.append(title);
  document.head.append(style);
  document.body.append(article);
  return {
    article,
    title,
    remove: () => {
      style.remove();
      article.remove();
    },
  };
}

/** The largest computed font size of any text in the element's shadow root, in pixels. */
function largestText(element: Element): number {
  const sizes = [...shadow(element).querySelectorAll<HTMLElement>(".root *")]
    .filter((node) => !node.closest("svg"))
    .filter((node) => [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim()))
    .map((node) => parseFloat(getComputedStyle(node).fontSize));
  return Math.max(...sizes);
}

/** Every `type` event that reaches the document, with its detail. */
function heard(type: string): unknown[] {
  const details: unknown[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent).detail);
  document.addEventListener(type, listener);
  stopListening.push(() => document.removeEventListener(type, listener));
  return details;
}

const stopListening: (() => void)[] = [];

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" > ")}: ${node.failureSummary ?? ""}`).join(", ")}`);
}

/** The compact contact form pointed at `mailbox`, in `parent`, and its parts. */
async function mountCompactForm(mailbox: Mailbox, parent: HTMLElement, attributes: Record<string, string> = {}) {
  const element = await mount("portfolio-contact", { ...PROFILE, ...PROVIDER_IDS, "emailjs-origin": mailbox.origin, layout: "compact", ...attributes }, parent);
  await waitFor(() => shadow(element).querySelector(".compact-contact form"), "the compact form");
  const field = (name: string) => find<HTMLInputElement | HTMLTextAreaElement>(element, `form [name="${name}"]`);
  return {
    element,
    field,
    button: () => find<HTMLButtonElement>(element, 'button[type="submit"]'),
    status: () => textOf(find(element, '[role="status"]')),
    errorOf: (name: string) => {
      const describedBy = field(name).getAttribute("aria-describedby");
      return describedBy ? textOf(shadow(element).getElementById(describedBy)) : "";
    },
  };
}

type CompactForm = Awaited<ReturnType<typeof mountCompactForm>>;

async function fillIn(form: CompactForm, values: Record<string, string> = ADA) {
  for (const [name, text] of Object.entries(values)) {
    form.field(name).focus();
    await sendKeys({ type: text });
  }
}

describe("compact About Me and contact form on a blog post", () => {
  let post: ReturnType<typeof blogPost>;
  let consoleErrors: ReturnType<typeof captureConsoleErrors>;

  before(() => {
    document.documentElement.lang = "en";
    document.title = "What a bootcamp didn't teach me about shipping";
  });

  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    sessionStorage.removeItem(DRAFT_KEY);
    localStorage.removeItem(LAST_SEND_KEY);
    consoleErrors = captureConsoleErrors();
    post = blogPost();
  });

  afterEach(async () => {
    consoleErrors.restore();
    for (const stop of stopListening.splice(0)) stop();
    unmountAll();
    closeFrames();
    post.remove();
    sessionStorage.removeItem(DRAFT_KEY);
    localStorage.removeItem(LAST_SEND_KEY);
    await emulateMedia({ colorScheme: "light" });
  });

  it("About Me: the intro and a row per skill card, shorter than the full screen, its text below the post's <h1>", async () => {
    const full = await mount("portfolio-about", PROFILE, post.article);
    const about = await mount("portfolio-about", { ...PROFILE, layout: "compact" }, post.article);
    const section = await waitFor(() => shadow(about).querySelector(".compact-about"), "the compact About");
    await settled();
    expect(about.getBoundingClientRect().width).to.equal(720);
    expect(textOf(section.querySelector("h2"))).to.equal("About Me");
    expect(textOf(find(about, ".compact-intro"))).to.match(/^I'm a junior software engineer/);
    const rows = [...shadow(about).querySelectorAll(".compact-skill")];
    expect(rows.map((row) => textOf(row.querySelector("h3")))).to.deep.equal(["Frontend Development", "Backend Development", "Mobile Development"]);
    expect([...rows[0]!.querySelectorAll(".tags li")].map(textOf)).to.deep.equal(["React", "Vue.js", "Next.js", "TypeScript", "CSS"]);
    // A row each: the skills beside their title in the 720 px column.
    for (const row of rows) expect(row.querySelector(".tags")!.getBoundingClientRect().left).to.be.above(row.querySelector("h3")!.getBoundingClientRect().right);
    expect(shadow(about).querySelector(".screen-title, .about-card")).to.equal(null);
    const [compactHeight, fullHeight] = [about, full].map((element) => element.getBoundingClientRect().height);
    expect(compactHeight, `${compactHeight} px against ${fullHeight} px`).to.be.below(fullHeight * 0.6);
    expect(largestText(about)).to.be.below(parseFloat(getComputedStyle(post.title).fontSize));
  });

  it("About Me keeps the about setting's words and heading-level, and its skills stack under the title at 320 px", async () => {
    post.article.style.maxWidth = "320px";
    const words = { intro: "I turn messy data into charts people trust.", cards: [{ title: "Visualisation", skills: ["D3", "Observable"] }] };
    const about = await mount("portfolio-about", { ...PROFILE, layout: "compact", about: JSON.stringify(words), "heading-level": "3" }, post.article);
    await waitFor(() => shadow(about).querySelector(".compact-about"), "the compact About");
    await settled();
    expect(textOf(find(about, "h3#about-title"))).to.equal("About Me");
    expect(textOf(find(about, ".compact-intro"))).to.equal(words.intro);
    expect([...shadow(about).querySelectorAll(".compact-skill h4")].map(textOf)).to.deep.equal(["Visualisation"]);
    expect([...shadow(about).querySelectorAll(".compact-skill .tags li")].map(textOf)).to.deep.equal(["D3", "Observable"]);
    const row = find(about, ".compact-skill");
    expect(row.querySelector(".tags")!.getBoundingClientRect().top).to.be.at.least(row.querySelector("h4")!.getBoundingClientRect().bottom - 1);
    const box = about.getBoundingClientRect();
    for (const node of shadow(about).querySelectorAll(".compact-about *")) {
      const { left, right } = node.getBoundingClientRect();
      if (right - left) expect([left, right], node.className.toString()).to.satisfy(([l, r]: number[]) => l >= box.left - 0.5 && r <= box.right + 0.5);
    }
  });

  it("the contact form: the owner's links in one row, no lead, shorter than the full screen, its text below the post's <h1>", async () => {
    const mailbox = await newMailbox();
    const full = await mount("portfolio-contact", { ...PROFILE, ...PROVIDER_IDS, "emailjs-origin": mailbox.origin }, post.article);
    const form = await mountCompactForm(mailbox, post.article);
    await settled();
    const root = shadow(form.element);
    expect(textOf(root.querySelector("h2"))).to.equal("Let's Work Together");
    expect(root.querySelector(".screen-lead, .link-card, .section-title")).to.equal(null);
    const links = [...root.querySelectorAll<HTMLAnchorElement>(".compact-contact-links a")];
    expect(links.map((link) => link.href)).to.deep.equal(["mailto:alex@example.com", PROFILE.linkedin, PROFILE.github]);
    expect(links.map((link) => link.target)).to.deep.equal(["", "_blank", "_blank"]);
    expect(new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size, "one row").to.equal(1);
    // The form is named by the section's heading; the name and e-mail side by side.
    expect(root.getElementById(find(form.element, "form").getAttribute("aria-labelledby")!)).to.equal(root.querySelector("h2"));
    expect(form.field("email").getBoundingClientRect().top).to.equal(form.field("name").getBoundingClientRect().top);
    expect((form.field("message") as HTMLTextAreaElement).rows).to.equal(4);
    const [compactHeight, fullHeight] = [form.element, full].map((element) => element.getBoundingClientRect().height);
    expect(compactHeight, `${compactHeight} px against ${fullHeight} px`).to.be.below(fullHeight * 0.6);
    expect(largestText(form.element)).to.be.below(parseFloat(getComputedStyle(post.title).fontSize));
  });

  it("leaves out a link the owner has not set", async () => {
    const mailbox = await newMailbox();
    const form = await mountCompactForm(mailbox, post.article, { linkedin: "", github: "" });
    expect([...shadow(form.element).querySelectorAll<HTMLAnchorElement>(".compact-contact-links a")].map((link) => link.href)).to.deep.equal(["mailto:alex@example.com"]);
    form.element.setAttribute("email", "");
    await waitFor(() => !shadow(form.element).querySelector(".compact-contact-links"), "no row of links");
  });

  it("checks on submit like the full form: every error under its field, the first focused, nothing sent", async () => {
    const mailbox = await newMailbox();
    const form = await mountCompactForm(mailbox, post.article);
    form.button().click();
    await waitFor(() => form.errorOf("name"), "the name error");
    expect([form.errorOf("name"), form.errorOf("email"), form.errorOf("message")]).to.deep.equal(["Name is required.", "Email is required.", "Message is required."]);
    expect(shadow(form.element).activeElement).to.equal(form.field("name"));
    await fillIn(form, { ...ADA, email: "ada@example" });
    form.button().click();
    await waitFor(() => form.errorOf("email") === "Email is not valid.", "the e-mail error");
    expect(await seriousViolations()).to.deep.equal([]);
    expect(await received(mailbox)).to.deep.equal([]);
  });

  it("sends a message through the local provider, clears the form and fires portfolio-message-sent", async function () {
    this.timeout(20_000);
    const mailbox = await newMailbox();
    const sent = heard("portfolio-message-sent");
    const form = await mountCompactForm(mailbox, post.article);
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the success message");
    expect(await received(mailbox)).to.deep.equal([
      { ...ADA, lib_version: "4.4.1", service_id: "service_test", template_id: "template_test", user_id: "public_test" },
    ]);
    expect(sent).to.deep.equal([{}]);
    expect(["name", "email", "message"].map((name) => form.field(name).value)).to.deep.equal(["", "", ""]);
    expect(consoleErrors.lines).to.deep.equal([]);
  });

  it("sends end to end through the demo server's provider", async function () {
    this.timeout(20_000);
    const element = await mount(
      "portfolio-contact",
      { layout: "compact", "emailjs-service-id": "service_demo", "emailjs-template-id": "template_demo", "emailjs-public-key": "demo-public-key", "emailjs-origin": await demoUrl() },
      post.article,
    );
    const form = { element, field: (name: string) => find<HTMLInputElement>(element, `form [name="${name}"]`) } as unknown as CompactForm;
    await waitFor(() => shadow(element).querySelector(".compact-contact form"), "the compact form");
    const name = `Grace ${Date.now()}`;
    await fillIn(form, { ...ADA, name });
    find<HTMLButtonElement>(element, 'button[type="submit"]').click();
    await waitFor(() => textOf(shadow(element).querySelector('[role="status"]')) === SUCCESS, "the success message");
  });

  it("keeps the honeypot, the draft and the guards of the full form", async function () {
    this.timeout(20_000);
    const mailbox = await newMailbox();
    const blocked = heard("portfolio-message-blocked");
    let form = await mountCompactForm(mailbox, post.article, { "emailjs-limit-rate": "30" });
    // The draft: what was typed stays when the element is removed and added again.
    form.field("message").focus();
    await sendKeys({ type: "Half a thought" });
    unmountAll();
    form = await mountCompactForm(mailbox, post.article, { "emailjs-limit-rate": "30" });
    await waitFor(() => form.field("message").value === "Half a thought", "the draft");
    // The honeypot: a bot's send reads as the usual success and sends nothing.
    await fillIn(form, { name: "Bot", email: "bot@example.com" });
    find<HTMLInputElement>(form.element, ".honeypot input").value = "https://spam.example";
    form.button().click();
    await waitFor(() => blocked.length === 1, "portfolio-message-blocked");
    expect(blocked[0]).to.deep.equal({ reason: "honeypot" });
    expect(form.status()).to.equal(SUCCESS);
    expect(await received(mailbox)).to.deep.equal([]);
    // The rate guard: a person's send goes, a second inside the interval is refused.
    unmountAll();
    form = await mountCompactForm(mailbox, post.article, { "emailjs-limit-rate": "30" });
    await fillIn(form);
    form.button().click();
    await waitFor(() => form.status() === SUCCESS, "the first send's success");
    await fillIn(form, { ...ADA, message: "And again" });
    form.button().click();
    await waitFor(() => blocked.length === 2, "the second portfolio-message-blocked");
    expect(blocked[1]).to.deep.equal({ reason: "rate" });
    expect(form.status()).to.match(/^You can send another message in \d+ seconds\.$/);
    expect(await received(mailbox)).to.have.length(1);
  });

  it("with surface=\"none\" both take the post's font and paint no box of their own", async () => {
    const mailbox = await newMailbox();
    const about = await mount("portfolio-about", { ...PROFILE, layout: "compact", surface: "none" }, post.article);
    const form = await mountCompactForm(mailbox, post.article, { surface: "none" });
    await waitFor(() => shadow(about).querySelector(".compact-about"), "the compact About");
    await settled();
    const postFont = getComputedStyle(post.article).fontFamily;
    for (const [element, selector] of [[about, ".compact-about"], [form.element, ".compact-contact"]] as const) {
      const section = find(element, selector);
      expect(getComputedStyle(find(element, ".compact-heading")).fontFamily).to.equal(postFont);
      expect(getComputedStyle(section).backgroundColor).to.equal("rgba(0, 0, 0, 0)");
      expect(getComputedStyle(section).borderTopWidth).to.equal("0px");
      expect(largestText(element)).to.be.below(parseFloat(getComputedStyle(post.title).fontSize));
    }
  });

  it("portfolio-elements.css reserves their space before any script, within 3 rem of what they paint", async function () {
    this.timeout(30_000);
    const mailbox = await newMailbox();
    for (const width of [320, 375, 720]) {
      const frame = document.createElement("iframe");
      frame.style.cssText = `width: ${width}px; height: 1400px; border: 0`;
      frame.srcdoc = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/src/portfolio-elements.css"></head>
        <body style="margin: 0"><portfolio-about layout="compact"></portfolio-about><portfolio-contact layout="compact"></portfolio-contact></body></html>`;
      document.body.append(frame);
      await waitFor(() => frame.contentWindow!.getComputedStyle(frame.contentDocument!.querySelector("portfolio-about")!, "::before").paddingTop !== "0px", "the stylesheet");
      const reserved = (tag: string) => frame.contentDocument!.querySelector(tag)!.getBoundingClientRect().height;
      const column = document.createElement("div");
      column.style.width = `${width}px`;
      document.body.append(column);
      const about = await mount("portfolio-about", { ...PROFILE, layout: "compact" }, column);
      const form = await mountCompactForm(mailbox, column);
      await waitFor(() => shadow(about).querySelector(".compact-about"), "the compact About");
      await settled();
      for (const [tag, element] of [["portfolio-about", about], ["portfolio-contact", form.element]] as const) {
        const painted = element.getBoundingClientRect().height;
        expect(Math.abs(reserved(tag) - painted), `${tag} at ${width} px: ${reserved(tag)} reserved, ${painted} painted`).to.be.at.most(48);
      }
      frame.remove();
      column.remove();
    }
  });

  it("axe finds nothing serious on the post with both, in either theme and surface", async () => {
    const mailbox = await newMailbox();
    await emulateMedia({ reducedMotion: "reduce" });
    for (const surface of ["card", "none"]) {
      await mount("portfolio-about", { ...PROFILE, layout: "compact", surface }, post.article);
      await mountCompactForm(mailbox, post.article, { surface });
    }
    for (const scheme of ["light", "dark"] as const) {
      await emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await settled();
      expect(await seriousViolations(), scheme).to.deep.equal([]);
    }
  });

  it("the embed pages take ?layout=compact: prerendered in that form and hydrated in place", async function () {
    this.timeout(30_000);
    for (const [name, selector] of [["about", ".compact-about"], ["contact", ".compact-contact form"]] as const) {
      const frame = await openFrame(`/embed/${name}.html?theme=light&layout=compact`, 720, 520);
      const element = await rendered(frame, `portfolio-${name}`);
      await waitFor(() => element.shadowRoot!.querySelector(selector), `${name}: ${selector}`, 8000);
      expect(element.getAttribute("layout")).to.equal("compact");
      expect(element.shadowRoot!.querySelector(".root")!.hasAttribute("data-prerender"), "hydrated in place").to.equal(true);
      expect(element.shadowRoot!.querySelector(".screen-lead")).to.equal(null);
    }
  });
});
