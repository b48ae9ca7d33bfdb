import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { PREACT_ALIASES } from "../../scripts/lite-runtime.mjs";

const require = createRequire(import.meta.url);

describe("the lite build's runtime", () => {
  it("maps every React entry point the source imports, exactly, to one that preact exports", () => {
    const mapped = (id: string) => PREACT_ALIASES.find(({ find }) => find.test(id))?.replacement;
    expect(mapped("react")).toBe("preact/compat");
    expect(mapped("react-dom")).toBe("preact/compat");
    expect(mapped("react-dom/client")).toBe("preact/compat/client");
    expect(mapped("react/jsx-runtime")).toBe("preact/compat/jsx-runtime");
    expect(mapped("react/jsx-dev-runtime")).toBe("preact/compat/jsx-dev-runtime");
    expect(mapped("react-dom/server")).toBeUndefined();
    const exported = Object.keys((require("preact/package.json") as { exports: Record<string, unknown> }).exports);
    for (const { replacement } of PREACT_ALIASES) expect(exported).toContain(`./${replacement.slice("preact/".length)}`);
  });
});
