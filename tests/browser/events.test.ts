/**
 * The events an owner listens to: bubbling, composed CustomEvents on the element, heard on `document`, from
 * real elements talking to the scripted local services (tests/servers/*.mjs), with no personal data in them.
 */
import { sendKeys } from "@web/test-runner-commands";
import { expect } from "chai";
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { contentEndpoint } from "./content-service.ts";
import { captureConsoleErrors, mount, nextFrame, shadow, textOf, unmountAll, waitFor } from "./helpers.ts";
import { answerNext, newMailbox, PROVIDER_IDS, received, type ScriptedAnswer } from "./mail-provider.ts";

const removeListeners: (() => void)[] = [];

/** An event as the listener saw it: once dispatch ends, the browser clears a shadow-tree target and the path. */
interface Heard {
  custom: boolean;
  bubbles: boolean;
  composed: boolean;
  target: EventTarget | null;
  origin: EventTarget | undefined;
  detail: unknown;
}

/** Every event of this type that reaches the document, in order. */
function heard(type: string): Heard[] {
  const events: Heard[] = [];
  const listener = (event: Event) =>
    events.push({
      custom: event instanceof CustomEvent,
      bubbles: event.bubbles,
      composed: event.composed,
      target: event.target,
      origin: event.composedPath()[0],
      detail: (event as CustomEvent).detail,
    });
  document.addEventListener(type, listener);
  removeListeners.push(() => document.removeEventListener(type, listener));
  return events;
}

/**
 * Waits for the `count`th event, then for React to commit and the page to paint once more, so that a duplicate
 * dispatched by the same update is heard too. Events the next step causes arrive after it, in order, so each test's
 * next expectation (or its closing one) is the sentinel for anything later.
 */
async function heardAll(events: Heard[], count = 1): Promise<void> {
  await waitFor(() => events.length >= count, `${count} event(s)`);
  await nextFrame();
}

function expectOwnerEvent(event: Heard | undefined, host: Element): void {
  expect(event?.custom, "a CustomEvent").to.equal(true);
  expect(event!.bubbles, "bubbles").to.equal(true);
  expect(event!.composed, "composed").to.equal(true);
  expect(event!.target === host, "dispatched on the element").to.equal(true);
}

async function go(hash: string): Promise<void> {
  const changed = new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
  window.location.hash = hash;
  await changed;
}

afterEach(() => {
  for (const remove of removeListeners.splice(0)) remove();
  unmountAll();
});

describe("events: <portfolio-app>", () => {
  after(() => history.replaceState(null, "", "#/"));

  it("portfolio-route-change on each route change, not for the first route, with {route, hash}", async () => {
    history.replaceState(null, "", "#/");
    const changes = heard("portfolio-route-change");
    const app = await mount("portfolio-app", { name: "Alex Rivera" });
    await waitFor(() => textOf(shadow(app).querySelector("main h1")), "Home");

    // The first event heard is the first change's: none came for the first route.
    await go("#/about");
    await heardAll(changes);
    expect(changes, "no event for the first route").to.have.length(1);
    expectOwnerEvent(changes[0], app);
    expect(changes[0]!.detail).to.deep.equal({ route: "about", hash: "#/about" });

    await go("#/no-such-page");
    await heardAll(changes, 2);
    expect(changes[1]!.detail).to.deep.equal({ route: "home", hash: "#/no-such-page" });

    // Another hash for the route already shown is no change of route: the next event heard is the next change's.
    await go("#/");
    await go("#/contact");
    await heardAll(changes, 3);
    expect(changes).to.have.length(3);
    expect(changes[2]!.detail).to.deep.equal({ route: "contact", hash: "#/contact" });
  });

  it("the screens' events come from the app element: projects loaded, inside the app", async function () {
    // The app fetches My Work's code and the GraphQL client on the way, served from source: seconds on a busy machine.
    this.timeout(45_000);
    history.replaceState(null, "", "#/");
    const loaded = heard("portfolio-projects-loaded");
    const app = await mount("portfolio-app", { endpoint: await contentEndpoint("ok") });
    await go("#/projects");
    await heardAll(loaded);
    expect(loaded).to.have.length(1);
    expectOwnerEvent(loaded[0], app);
    expect(loaded[0]!.detail).to.deep.equal({ count: 3 });
  });
});

describe("events: <portfolio-projects>", () => {
  it("portfolio-projects-loaded with {count} once the cards show, and again for the page's cached list", async () => {
    const endpoint = await contentEndpoint("ok");
    const loaded = heard("portfolio-projects-loaded");
    const errors = heard("portfolio-projects-error");
    const first = await mount("portfolio-projects", { endpoint });
    await heardAll(loaded);
    expect(loaded).to.have.length(1);
    expectOwnerEvent(loaded[0], first);
    expect(loaded[0]!.detail).to.deep.equal({ count: 3 });
    expect(shadow(first).querySelectorAll(".project-card:not(.project-skeleton)")).to.have.length(3);

    const second = await mount("portfolio-projects", { endpoint });
    await heardAll(loaded, 2);
    expect(loaded).to.have.length(2);
    expectOwnerEvent(loaded[1], second);
    expect(loaded[1]!.detail).to.deep.equal({ count: 3 });
    expect(errors).to.have.length(0);
  });

  it("portfolio-projects-error with the message the visitor sees, out of a shadow root the element sits in", async () => {
    const wrapper = document.createElement("div");
    document.body.append(wrapper);
    const outerRoot = wrapper.attachShadow({ mode: "open" });
    const errors = heard("portfolio-projects-error");
    try {
      const element = await mount("portfolio-projects", { endpoint: await contentEndpoint("status-500") }, outerRoot);
      await heardAll(errors);
      expect(errors).to.have.length(1);
      expect(errors[0]!.composed).to.equal(true);
      expect(errors[0]!.bubbles).to.equal(true);
      // Heard on the document, the event is retargeted to the shadow root's host.
      expect(errors[0]!.target === wrapper, "retargeted to the outer host").to.equal(true);
      expect(errors[0]!.origin === element, "dispatched on the element").to.equal(true);
      const shown = textOf(shadow(element).querySelector('[role="alert"]'));
      expect(shown).to.match(/^Error: ./);
      expect(errors[0]!.detail).to.deep.equal({ message: shown.slice("Error: ".length) });
    } finally {
      wrapper.remove();
    }
  });

  it("portfolio-projects-error when no endpoint is set", async () => {
    const errors = heard("portfolio-projects-error");
    const element = await mount("portfolio-projects");
    await heardAll(errors);
    expectOwnerEvent(errors[0], element);
    expect((errors[0]!.detail as { message: string }).message).to.contain("endpoint");
  });
});

describe("events: <portfolio-contact>", () => {
  const ADA = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello there, a private note" };

  async function sendWith(answer: ScriptedAnswer | undefined) {
    const mailbox = await newMailbox();
    if (answer) await answerNext(mailbox, answer);
    const element = await mount("portfolio-contact", { ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    const field = (name: string) => waitFor(() => shadow(element).querySelector<HTMLInputElement>(`[name="${name}"]`), name);
    for (const [name, value] of Object.entries(ADA)) {
      (await field(name)).focus();
      await sendKeys({ type: value });
    }
    shadow(element).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    return element;
  }

  /** Nothing the visitor typed, in any form, is in the event. */
  function expectNoPersonalData(event: Heard): void {
    const serialised = JSON.stringify(event.detail).toLowerCase();
    for (const value of [...Object.values(ADA), "ada", "lovelace", "example.com", "private"]) {
      expect(serialised).to.not.contain(value.toLowerCase());
    }
  }

  // A failed send is reported on the console: held here, so the test asserts it and the output stays quiet.
  let consoleErrors: ReturnType<typeof captureConsoleErrors>;
  beforeEach(() => {
    sessionStorage.clear();
    consoleErrors = captureConsoleErrors();
  });
  afterEach(() => consoleErrors.restore());

  it("portfolio-message-sent with an empty detail", async () => {
    const sent = heard("portfolio-message-sent");
    const failed = heard("portfolio-message-failed");
    const element = await sendWith(undefined);
    await heardAll(sent);
    expect(sent).to.have.length(1);
    expectOwnerEvent(sent[0], element);
    expect(sent[0]!.detail).to.deep.equal({});
    expectNoPersonalData(sent[0]!);
    expect(failed).to.have.length(0);
    expect(consoleErrors.lines).to.deep.equal([]);
  });

  it("portfolio-message-failed with the provider's {status}, and 0 for a dropped connection", async () => {
    const failed = heard("portfolio-message-failed");
    const sent = heard("portfolio-message-sent");
    const element = await sendWith({ status: 500 });
    await heardAll(failed);
    expectOwnerEvent(failed[0], element);
    expect(failed[0]!.detail).to.deep.equal({ status: 500 });
    expectNoPersonalData(failed[0]!);
    unmountAll();
    sessionStorage.clear();

    await sendWith({ drop: true });
    await heardAll(failed, 2);
    expect(failed[1]!.detail).to.deep.equal({ status: 0 });
    expect(sent).to.have.length(0);
    expect(consoleErrors.lines).to.have.length(2);
    expect(consoleErrors.lines[0]).to.match(/^portfolio-elements: the message was not sent \(500\):/);
    expect(consoleErrors.lines[1]).to.match(/^portfolio-elements: the message was not sent \(0\):/);
  });

  it("no event for a submit that fails validation", async () => {
    const sent = heard("portfolio-message-sent");
    const failed = heard("portfolio-message-failed");
    const mailbox = await newMailbox();
    const element = await mount("portfolio-contact", { ...PROVIDER_IDS, "emailjs-origin": mailbox.origin });
    const button = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('button[type="submit"]'), "the button");
    button.click();
    await waitFor(() => shadow(element).querySelector(".field-error"), "the errors");

    // Then a valid send: its event is the first one heard, and it is the provider's only message.
    for (const [name, value] of Object.entries(ADA)) {
      shadow(element).querySelector<HTMLInputElement>(`[name="${name}"]`)!.focus();
      await sendKeys({ type: value });
    }
    button.click();
    await heardAll(sent);
    expect(sent).to.have.length(1);
    expect(failed).to.have.length(0);
    expect(await received(mailbox)).to.have.length(1);
    expect(consoleErrors.lines).to.deep.equal([]);
  });
});

describe("events: in a React 19 page", () => {
  let root: Root | undefined;
  afterEach(() => root?.unmount());

  it("an on<event> prop listens, and kebab-case attributes reach the element", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const counts: number[] = [];
    root = createRoot(container);
    root.render(
      createElement("portfolio-projects", {
        endpoint: await contentEndpoint("ok"),
        "emailjs-origin": "https://mail.example.com",
        "onportfolio-projects-loaded": (event: CustomEvent<{ count: number }>) => counts.push(event.detail.count),
      }),
    );
    await waitFor(() => counts.length, "the loaded event through React");
    expect(counts).to.deep.equal([3]);
    const element = container.querySelector("portfolio-projects")!;
    expect(element.getAttribute("emailjs-origin")).to.equal("https://mail.example.com");
    root.unmount();
    root = undefined;
    container.remove();
  });
});
