import { expect } from "chai";
import { find, mount, textOf, unmountAll } from "./helpers.ts";

describe("smoke", () => {
  afterEach(unmountAll);
  it("renders the hero", async () => {
    const el = await mount("portfolio-hero", { name: "Ada" });
    expect(textOf(find(el, "h1"))).to.equal("Hello, I'm Ada");
  });
});
