/**
 * Our elements inside other frameworks' pages, in the spirit of Custom Elements Everywhere: a Vue 3, a Svelte 5 and
 * a Lit app (tests/interop/, built with Vite in this run by tests/servers/interop.mjs against the build of this
 * run's runtime). Each binds settings by attribute and by property, listens to an event, and removes and re-adds
 * an element; the app's state is set through its `window.interop.update`. React is the tarball test's owner app.
 */
import { expect } from "chai";
import { executeServerCommand } from "@web/test-runner-commands";
import { closeFrames, frameDocument, frameWindow, openFrame, watchOf } from "./frames.ts";
import { textOf, waitFor } from "./helpers.ts";

interface InteropWindow extends Window {
  interop?: { update(patch: { name?: string; theme?: string; shown?: boolean }): void };
}

const NAMES = { vue: "Ada Vue", svelte: "Ada Svelte", lit: "Ada Lit" };

for (const app of ["vue", "svelte", "lit"] as const) {
  describe(`interop: ${app}`, () => {
    let frame: HTMLIFrameElement;
    const doc = () => frameDocument(frame);
    const update = (patch: Parameters<NonNullable<InteropWindow["interop"]>["update"]>[0]) => {
      const { interop } = frameWindow(frame) as InteropWindow;
      if (!interop) throw new Error(`the ${app} app set no window.interop`);
      interop.update(patch);
    };
    /** The hero's rendered name, once it shows `name`. */
    const heroShows = (selector: string, name: string) =>
      waitFor(() => textOf(doc().querySelector(selector)?.shadowRoot?.querySelector(".hero-name")) === name, `${selector} to show ${name}`, 8000);

    before(async function () {
      this.timeout(120_000);
      const path = (await executeServerCommand("interop-build", { app })) as string;
      frame = await openFrame(path, 1024, 900);
    });
    after(closeFrames);

    it("passes settings the framework's way (property or attribute) and renders them", async () => {
      const hero = await waitFor(() => doc().querySelector<HTMLElement>("portfolio-hero#a"), "the app to render");
      await heroShows("#a", NAMES[app]);
      expect(hero.matches(":state(light)")).to.equal(true);
      if (app === "lit") expect(hero.getAttribute("name")).to.equal(NAMES[app]);
      const byAttribute = doc().querySelector("portfolio-hero#b");
      if (byAttribute) {
        expect(byAttribute.getAttribute("name")).to.equal(NAMES[app]);
        await heroShows("#b", NAMES[app]);
      }
    });

    it("renders again when the app changes them", async () => {
      update({ name: "Grace", theme: "dark" });
      await heroShows("#a", "Grace");
      await waitFor(() => doc().querySelector("#a")?.matches(":state(dark)"), "the dark theme set as a property");
      if (doc().querySelector("#b")) await heroShows("#b", "Grace");
    });

    it("hears the element's event", async () => {
      await waitFor(() => /^loaded \d+$/.test(textOf(doc().querySelector("#heard"))), "portfolio-projects-loaded to reach the app", 8000);
    });

    it("removes the element and adds it again, which renders and fires anew", async () => {
      const first = doc().querySelector("portfolio-projects");
      expect(first).to.not.equal(null);
      update({ shown: false });
      await waitFor(() => !doc().querySelector("portfolio-projects"), "the element to be removed");
      expect(first!.isConnected).to.equal(false);
      update({ shown: true });
      const again = await waitFor(() => doc().querySelector("portfolio-projects")?.shadowRoot?.querySelector(".project-card"), "the element to render again", 8000);
      expect(again).to.not.equal(null);
      await waitFor(() => /^loaded \d+, loaded \d+$/.test(textOf(doc().querySelector("#heard"))), "its event again", 8000);
    });

    it("throws nothing on the page", () => {
      expect(watchOf(frame).errors).to.deep.equal([]);
    });
  });
}
