/** The client builds write each text id as its index in the catalog; the owner's `texts` still name ids in full. */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { shortTextIds } from "../../scripts/text-ids.mjs";
import { en } from "../../src/i18n/en.ts";

const plugin = shortTextIds();
const source = fileURLToPath(new URL("../../src/elements/x.tsx", import.meta.url));
const transform = (code: string, id = source) =>
  (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id)?.code ?? code;
const ids = Object.keys(en);

describe("short text ids", () => {
  it("write an id of the catalog as its index in the catalog, and leave other strings alone", () => {
    const index = ids.indexOf("hero.viewWork");
    expect(transform(`text("hero.viewWork"); text('common.newTab'); x("hero.nope", "a.b", "View My Work")`)).toBe(
      `text("${index}"); text('0'); x("hero.nope", "a.b", "View My Work")`,
    );
  });

  it("write every id of the catalog short, whatever its characters", () => {
    ids.forEach((id, index) => expect(transform(`t("${id}")`), id).toBe(`t("${index}")`));
  });

  it("change only our source", () => {
    expect(transform(`"hero.viewWork"`, "/elsewhere/node_modules/x.js")).toBe(`"hero.viewWork"`);
  });

  it("define the ids in full, in the catalog's order, for the owner's texts", () => {
    const config = (plugin.config as () => { define: Record<string, string> })();
    expect(JSON.parse(config.define["import.meta.env.PORTFOLIO_TEXT_IDS"]!)).toEqual(ids);
  });
});
