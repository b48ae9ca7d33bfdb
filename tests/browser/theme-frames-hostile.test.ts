/**
 * The visitor's theme choice goes only to the page's frames of ours: a window that asks the way an embed page
 * does (`portfolio-embed-height`) but is no frame of ours gets no answer.
 */
import { expect } from "chai";
import { find, mount, unmountAll, waitFor } from "./helpers.ts";

const KEY = "portfolio-theme";

/**
 * A frame of the page that is not ours: it asks as an embed page does, then pings the page; the page answers
 * the ping with a marker, which arrives after any answer to the ask. Resolves with what the frame received.
 */
async function askFromStrangeFrame(): Promise<unknown[]> {
  const frame = document.createElement("iframe");
  frame.srcdoc = `<script>
    const received = [];
    addEventListener("message", (event) => {
      received.push(event.data);
      if (event.data === "marker") parent.postMessage({ report: received }, "*");
    });
    parent.postMessage({ type: "portfolio-embed-height", height: 120 }, "*");
    parent.postMessage("ping", "*");
  </script>`;
  const report = new Promise<unknown[]>((resolve) => {
    addEventListener("message", function onMessage(event: MessageEvent) {
      if (event.source !== frame.contentWindow) return;
      if (event.data === "ping") frame.contentWindow!.postMessage("marker", "*");
      if (event.data?.report) {
        removeEventListener("message", onMessage);
        resolve(event.data.report);
      }
    });
  });
  document.body.append(frame);
  try {
    return await report;
  } finally {
    frame.remove();
  }
}

describe("the theme switch's answer to frames", () => {
  afterEach(() => {
    unmountAll();
    localStorage.removeItem(KEY);
  });

  it("goes to no frame that is not ours, even one that asks as ours do", async () => {
    const header = await mount("portfolio-header");
    const button = find<HTMLButtonElement>(header, '[part="theme-switch"]');
    for (let presses = 0; presses < 3 && button.getAttribute("aria-label") !== "Theme: Dark"; presses++) {
      const before = button.getAttribute("aria-label");
      button.click();
      await waitFor(() => button.getAttribute("aria-label") !== before, "the switch to change");
    }
    expect(button.getAttribute("aria-label")).to.equal("Theme: Dark");
    expect(await askFromStrangeFrame()).to.deep.equal(["marker"]);
  });
});
