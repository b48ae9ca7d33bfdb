import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { PREACT_ALIASES } from "../../scripts/lite-runtime.mjs";

const require = createRequire(import.meta.url);

describe("the lite build's runtime", () => {
  it("r2wc reads nothing but createElement from its default import of React (what the lite build hands it)", () => {
    const packageDir = dirname(require.resolve("@r2wc/react-to-web-component/package.json"));
    const code = readFileSync(join(packageDir, "dist", "react-to-web-component.js"), "utf8");
    const [, name] = /import\s+(\w+)\s+from\s*["']react["']/.exec(code) ?? [];
    expect(name, "r2wc's default import of react").toBeTruthy();
    const uses = [...code.matchAll(new RegExp(`\\b${name}\\b(\\.\\w+)?`, "g"))].map(([, member]) => member ?? "");
    // The import itself, then only `.createElement`.
    expect(uses.slice(1).length).toBeGreaterThan(0);
    expect(new Set(uses.slice(1))).toEqual(new Set([".createElement"]));
  });

  it("maps every React entry point the source and r2wc import, exactly, to one that preact exports", () => {
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
