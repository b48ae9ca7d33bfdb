/**
 * The studio's doctor with project details on, against a real GraphQL server (graphql-js, tests/servers/studio.mjs)
 * whose model lacks some of the optional fields: it names them, with how to add each; with details off, the same
 * service is fine.
 */
import { executeServerCommand } from "@web/test-runner-commands";
import { expect } from "chai";
import { closeFrames, frameDocument, frameWindow, openFrame } from "./frames.ts";
import { textOf, waitFor } from "./helpers.ts";

const DRAFT_KEY = "portfolio-studio-draft";

interface Studio {
  frame: HTMLIFrameElement;
  doc: Document;
}

async function openStudio(): Promise<Studio> {
  const frame = await openFrame("/studio.html", 1280, 900);
  const doc = frameDocument(frame);
  await waitFor(() => doc.documentElement.dataset.studioReady === "true", "the studio's script", 8000);
  return { frame, doc };
}

/** Sets a settings field as a person would: the value, then an input event. */
function set({ frame, doc }: Studio, name: string, value: string): void {
  const input = doc.querySelector<HTMLInputElement | HTMLSelectElement>(`#settings [name="${name}"]`);
  if (!input) throw new Error(`no settings field ${name}`);
  input.value = value;
  input.dispatchEvent(new (frameWindow(frame) as typeof window).Event("input", { bubbles: true }));
}

async function finding({ doc }: Studio, id: string): Promise<{ message: string; fix: string; severity: string }> {
  const shown = () => [...doc.querySelectorAll<HTMLElement>(".finding")].map((item) => item.dataset.finding).join(", ");
  const item = await waitFor(() => doc.querySelector<HTMLElement>(`.finding[data-finding="${id}"]`), `finding ${id} (shown: ${shown()})`, 10_000);
  return { message: textOf(item.querySelector(".message")), fix: textOf(item.querySelector(".fix")).replace(/^Fix: /, ""), severity: item.dataset.severity ?? "" };
}

describe("the studio's doctor on project details", () => {
  let endpoint = "";
  before(async () => {
    const { origin } = (await executeServerCommand("studio-faults")) as { origin: string };
    endpoint = `${origin}/lacking-details/graphql`;
  });
  // The studio keeps a draft of what was typed: each test starts from the demo's settings and leaves none.
  beforeEach(() => localStorage.removeItem(DRAFT_KEY));
  afterEach(() => {
    closeFrames();
    localStorage.removeItem(DRAFT_KEY);
  });

  it("names the optional fields the owner's model lacks, and how to add each", async () => {
    const studio = await openStudio();
    set(studio, "endpoint", endpoint);
    await finding(studio, "content-ok");
    set(studio, "projectDetails", "on");
    const missing = await finding(studio, "content-details-missing");
    expect(missing.severity).to.equal("error");
    expect(missing.message).to.equal(
      "The model Project has no imageAlt, role, year or body fields, which project details ask for, so My Work would show an error instead of the projects.",
    );
    expect(missing.fix).to.equal(
      'In Hygraph, Schema → Project → add imageAlt (Single line text), role (Single line text), year (Single line text), body (Multi line text), each with exactly that API ID (see "Pictures and case studies" in docs/content-service.md), or set Project details to off.',
    );
    expect(studio.doc.querySelector('.finding[data-finding="content-ok"]'), "no list came back").to.equal(null);
    set(studio, "projectDetails", "off");
    await finding(studio, "content-ok");
    expect(studio.doc.querySelector('.finding[data-finding="content-details-missing"]')).to.equal(null);
  });
});
