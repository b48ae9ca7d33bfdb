/**
 * Strict Content-Security-Policy: all seven elements on a page sent with `default-src 'self'; script-src 'self';
 * style-src 'self'` (the demo server, on another origin, in connect-src), loading the projects from its
 * GraphQL service and sending a message to its e-mail provider, with no securitypolicyviolation at all.
 */
import { expect } from "chai";
import { closeFrames, frameDocument, frameWindow, openFrame, rendered, watchOf } from "./frames.ts";
import { nextFrame, textOf, waitFor } from "./helpers.ts";
import { TAGS } from "../../src/define/tags.ts";

/** Sets a form field's value the way typing does, so React's change handler sees it. */
function typeInto(frame: HTMLIFrameElement, field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const view = frameWindow(frame) as Window & typeof globalThis;
  const prototype = field instanceof view.HTMLTextAreaElement ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, text);
  field.dispatchEvent(new view.Event("input", { bubbles: true }));
}

describe("strict CSP", () => {
  after(closeFrames);

  it("every element works with no securitypolicyviolation", async () => {
    const frame = await openFrame("/embedding/csp.html", 1024, 900);
    const policy = (await fetch("/embedding/csp.html")).headers.get("content-security-policy") ?? "";
    expect(policy).to.contain("script-src 'self'").and.contain("style-src 'self'").and.contain("default-src 'self'");
    expect(policy).not.to.contain("unsafe");

    const elements = await Promise.all(TAGS.map((tag) => rendered(frame, tag)));
    const [app, , hero, , projects, contact] = elements;
    expect(textOf(app.shadowRoot!.querySelector("main h1"))).to.equal("Hello, I'm Alex Rivera");
    expect(textOf(hero.shadowRoot!.querySelector("h2"))).to.equal("Hello, I'm Alex Rivera");
    // Styles are there (adopted sheets, not <style>): the hero's primary button is filled with the accent.
    const button = hero.shadowRoot!.querySelector(".button-primary")!;
    expect(frameWindow(frame).getComputedStyle(button).backgroundColor).not.to.equal("rgba(0, 0, 0, 0)");

    // The projects from the demo server's /graphql, on another origin.
    await waitFor(() => projects.shadowRoot!.querySelectorAll("[part~=project-card]").length > 0, "project cards", 8000);
    expect(textOf(projects.shadowRoot!.querySelector(".project-title"))).to.equal("Budget Buddy");

    // A message to the demo server's e-mail provider.
    const root = contact.shadowRoot!;
    const field = (name: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
    await waitFor(() => field("name"), "the contact form");
    field("name").focus();
    // One field per frame, as a visitor types: each change is rendered before the next.
    typeInto(frame, field("name"), "Ada Lovelace");
    await nextFrame();
    typeInto(frame, field("email"), "ada@example.com");
    await nextFrame();
    typeInto(frame, field("message"), "Sent under a strict policy.");
    await nextFrame();
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => textOf(root.querySelector('[part~="status"]')) === "Message sent successfully!", "the message to be sent", 8000).catch(
      (error: Error) => {
        throw new Error(`${error.message}; the form shows "${textOf(root.querySelector("form"))}"`);
      },
    );

    const watch = watchOf(frame);
    expect(watch.violations, "CSP violations").to.deep.equal([]);
    expect(watch.errors, "page errors").to.deep.equal([]);
  });

  it("the watch does see a violation when there is one", async () => {
    const frame = await openFrame("/embedding/csp.html", 400, 300);
    await rendered(frame, "portfolio-hero");
    const doc = frameDocument(frame);
    const style = doc.createElement("style");
    style.textContent = "body { color: red }";
    doc.head.append(style);
    await waitFor(() => watchOf(frame).violations.length, "the inline style to be reported");
    expect(watchOf(frame).violations[0]).to.match(/^style-src/);
  });
});
