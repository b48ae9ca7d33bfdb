/**
 * Where React 19 and preact/compat (the lite build) could differ unseen: React batches the updates of one task
 * and renders later, Preact renders synchronously, once per attribute; their event systems differ (compat maps
 * `onChange` to `input`, `onFocus` to `focusin`) and Preact runs effects only after the next frame.
 * `npm test` runs this file, like every other, once per runtime; each test checks what a visitor sees.
 */
import { executeServerCommand, sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import { version } from "react";
import { demoUrl, find, mount, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";

/** Counts the nodes matching `selector` that get inserted into an element's shadow root from now on. */
function countInsertions(root: ShadowRoot, selector: string) {
  let inserted = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) inserted += (node.matches(selector) ? 1 : 0) + node.querySelectorAll(selector).length;
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return {
    get count() {
      for (const record of observer.takeRecords()) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) inserted += (node.matches(selector) ? 1 : 0) + node.querySelectorAll(selector).length;
        }
      }
      return inserted;
    },
    stop: () => observer.disconnect(),
  };
}

/** Resolves after the next animation frame and a task queued from it: after Preact's deferred effects too. */
function afterFrames(frames = 2): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => requestAnimationFrame(() => setTimeout(() => (left > 1 ? step(left - 1) : resolve())));
    step(frames);
  });
}

/** A contact form with no draft, sending to a mailbox of its own on the scripted provider. */
async function mountContactWithMailbox() {
  sessionStorage.clear();
  const { origin, box } = (await executeServerCommand("mail-fault-url")) as { origin: string; box: string };
  const contact = await mount("portfolio-contact", {
    "emailjs-service-id": "service_test",
    "emailjs-template-id": "template_test",
    "emailjs-public-key": "public_test",
    "emailjs-origin": origin,
  });
  const field = (name: string) => find<HTMLInputElement | HTMLTextAreaElement>(contact, `[name="${name}"]`);
  return { contact, box, field };
}

describe("the same behaviour on React and on preact/compat", () => {
  afterEach(unmountAll);

  it("runs on the runtime this run is for", async () => {
    const runtime = await executeServerCommand("runtime");
    // preact/compat 10 reports the React version it mirrors (18.x); React itself is 19.
    expect(version.split(".")[0]).to.equal(runtime === "lite" ? "18" : "19");
  });

  it("several attributes set while an element is set up end in one root with one heading, showing them all", async () => {
    // A portrait that loads (the demo's own): one that fails gives way to the placeholder, another render.
    const first = `${await demoUrl()}/assets/portrait.svg?first`;
    const hero = document.createElement("portfolio-hero");
    const headings = countInsertions(shadow(hero), "h2");
    const roots = countInsertions(shadow(hero), ".root");
    hero.setAttribute("name", "First Name");
    hero.setAttribute("portrait", first);
    hero.setAttribute("theme", "dark");
    hero.setAttribute("name", "Ada Lovelace");
    document.body.append(hero);
    try {
      await waitFor(() => textOf(hero.shadowRoot?.querySelector("h2")) === "Hello, I'm Ada Lovelace", "the last name");
      await afterFrames();
      expect(shadow(hero).querySelectorAll(".root")).to.have.length(1);
      expect(shadow(hero).querySelectorAll("h2")).to.have.length(1);
      // The root is the element's own render container, made with the element: React never inserts one.
      expect(roots.count, "roots inserted").to.equal(0);
      expect(headings.count, "headings inserted").to.equal(1);
      expect(find<HTMLImageElement>(hero, "img.portrait").src).to.equal(first);
      expect(hero.matches(":state(dark)")).to.equal(true);
    } finally {
      headings.stop();
      roots.stop();
      hero.remove();
    }
  });

  it("attribute changes made in one task re-render in place, and repeating a value changes nothing", async () => {
    const grace = `${await demoUrl()}/assets/portrait.svg?grace`;
    const hero = await mount("portfolio-hero", { name: "Ada", theme: "light" });
    const heading = find(hero, "h2");
    const headings = countInsertions(shadow(hero), "h2");
    hero.setAttribute("name", "Grace");
    hero.setAttribute("portrait", grace);
    hero.setAttribute("name", "Grace Hopper");
    hero.setAttribute("theme", "dark");
    await waitFor(() => textOf(heading) === "Hello, I'm Grace Hopper", "the new name in the same heading");
    await waitFor(() => hero.matches(":state(dark)"), "the dark theme");
    const img = find<HTMLImageElement>(hero, "img.portrait");
    expect(img.src).to.equal(grace);
    await waitFor(() => img.complete && img.naturalWidth > 0, "the portrait to load");
    expect(find(hero, "h2")).to.equal(heading);
    expect(headings.count).to.equal(0);
    headings.stop();

    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(shadow(hero), { childList: true, subtree: true, attributes: true, characterData: true });
    hero.setAttribute("name", "Grace Hopper");
    hero.setAttribute("theme", "dark");
    await afterFrames();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes, "DOM changes for repeated values").to.have.length(0);
  });

  it("each key press lands in a controlled field, typing in the middle keeps the caret, and the send gets it all", async () => {
    const { contact, box, field } = await mountContactWithMailbox();

    field("name").focus();
    await sendKeys({ type: "Ada Lovelace" });
    expect(field("name").value).to.equal("Ada Lovelace");
    await sendKeys({ press: "Home" });
    await sendKeys({ type: "Lady " });
    expect(field("name").value).to.equal("Lady Ada Lovelace");
    expect(field("name").selectionStart, "caret after the inserted text").to.equal("Lady ".length);
    await sendKeys({ press: "Backspace" });
    expect(field("name").value).to.equal("LadyAda Lovelace");
    await sendKeys({ type: " " });

    field("email").focus();
    await sendKeys({ type: "ada@example" });
    // Submitting with Enter from a field: the browser's own submit, handled by the form's onSubmit.
    await sendKeys({ press: "Enter" });
    await waitFor(() => textOf(shadow(contact).getElementById(field("email").getAttribute("aria-describedby") ?? "")) === "Email is not valid.", "the e-mail error");
    await waitFor(() => shadow(contact).activeElement === field("email"), "focus on the wrong field");
    await sendKeys({ type: ".com" });
    await waitFor(() => field("email").getAttribute("aria-invalid") === null, "the edited field to drop its error");

    field("message").focus();
    await sendKeys({ type: "Hi!" });
    await sendKeys({ press: "Enter" });
    await sendKeys({ type: "Two lines." });
    expect(field("message").value).to.equal("Hi!\nTwo lines.");

    find<HTMLButtonElement>(contact, 'button[type="submit"]').click();
    await waitFor(() => textOf(find(contact, '[role="status"]')) === "Message sent successfully!", "the sent message");
    expect([field("name").value, field("email").value, field("message").value]).to.deep.equal(["", "", ""]);
    const received = (await executeServerCommand("mail-received", { box })) as Record<string, string>[];
    expect(received.map(({ name, email, message }) => ({ name, email, message }))).to.deep.equal([
      // Form data carries line breaks as CRLF (HTML's form encoding), whichever runtime rendered the form.
      { name: "Lady Ada Lovelace", email: "ada@example.com", message: "Hi!\r\nTwo lines." },
    ]);
  });

  it("fields filled and submitted in one task, as a script or autofill can, are checked and sent as filled", async () => {
    const { contact, box, field } = await mountContactWithMailbox();
    const filled = { name: "Ada Lovelace", email: "ada@example.com", message: "Filled in one go." };
    // What autofill does: each field's value set and its input event fired, all in one task.
    for (const [name, value] of Object.entries(filled)) {
      const input = field(name);
      const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    }
    // ...and a script submits in the same task, before any re-render.
    find<HTMLButtonElement>(contact, 'button[type="submit"]').click();
    await waitFor(() => textOf(find(contact, '[role="status"]')) === "Message sent successfully!", "the sent message");
    const received = (await executeServerCommand("mail-received", { box })) as Record<string, string>[];
    expect(received.map(({ name, email, message }) => ({ name, email, message }))).to.deep.equal([filled]);
    expect([field("name").value, field("email").value, field("message").value]).to.deep.equal(["", "", ""]);
  });

  it("an element taken out of the page unmounts, and put back renders again with its state restored from the draft", async () => {
    sessionStorage.clear();
    const contact = await mount("portfolio-contact");
    const name = () => find<HTMLInputElement>(contact, '[name="name"]');
    name().focus();
    await sendKeys({ type: "Ada" });
    const parent = contact.parentNode!;
    contact.remove();
    await waitFor(() => shadow(contact).querySelector(".root")?.childElementCount === 0, "the root to be unmounted");
    parent.append(contact);
    await waitFor(() => shadow(contact).querySelector('[name="name"]'), "the form to render again");
    expect(name().value).to.equal("Ada");
    expect(shadow(contact).querySelectorAll(".root")).to.have.length(1);
    name().focus();
    await sendKeys({ type: " Lovelace" });
    expect(name().value).to.equal("Ada Lovelace");
  });

  it("an element moved in one task (out and back in) shows one copy of its content, and keeps updating", async () => {
    const footer = await mount("portfolio-footer", { name: "Ada" });
    const box = document.createElement("div");
    document.body.append(box);
    try {
      box.append(footer);
      await afterFrames();
      expect(shadow(footer).querySelectorAll(".root")).to.have.length(1);
      expect(shadow(footer).querySelectorAll("footer")).to.have.length(1);
      footer.setAttribute("name", "Grace");
      await waitFor(() => textOf(find(footer, ".footer-name")) === "Grace", "the moved element to update");
    } finally {
      box.remove();
    }
  });

  it("a route change in <portfolio-app> scrolls and focuses before a later scroll, and a prefetched screen shows no loading frame", async () => {
    history.replaceState(null, "", "#/");
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    const app = await mount("portfolio-app", { name: "Ada Lovelace" });
    document.body.append(spacer);
    try {
      const heading = () => textOf(shadow(app).querySelector("main h1"));
      await waitFor(() => heading() === "Hello, I'm Ada Lovelace", "Home");
      const about = [...shadow(app).querySelectorAll<HTMLAnchorElement>("header nav a")].find((a) => textOf(a) === "About")!;
      // Intent (a pointer over the link) prefetches the screen's code.
      about.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, composed: true }));
      await import("../../src/elements/about/index.ts");
      await afterFrames(1);
      const fallbacks = countInsertions(shadow(app), ".screen-loading");
      window.scrollTo(0, 500);
      about.click();
      await waitFor(() => heading() === "About Me", "About");
      expect(fallbacks.count, "loading frames").to.equal(0);
      fallbacks.stop();
      expect(window.scrollY).to.equal(0);
      expect(textOf(shadow(app).activeElement)).to.equal("About Me");
      // A scroll right after the route change stays: nothing deferred scrolls back up.
      window.scrollTo(0, 400);
      await afterFrames();
      expect(window.scrollY).to.equal(400);
    } finally {
      spacer.remove();
      history.replaceState(null, "", "#/");
    }
  });
});
