/**
 * The pages' inline scripts (src/site/assets/*.ts) as every page carries them: compiled from TypeScript and minified
 * into one classic script each, which the page's CSP allows by the hash of exactly this text (src/site/policy.ts).
 */
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineAsset, productTemplate } from "../../src/site/inline-assets.ts";

const SCRIPTS = ["assets/start.ts", "assets/route.ts", "assets/embed-frame.ts"] as const;

describe("the pages' inline scripts", () => {
  it("are each one classic script, minified, with no type or comment left", async () => {
    for (const name of SCRIPTS) {
      const text = await inlineAsset(name);
      // A classic script: `import`, `export` or a type annotation would not compile as one.
      expect(() => new Script(text, { filename: name }), name).not.toThrow();
      expect(text, name).not.toMatch(/\n|\/\/ |\/\*/);
      expect(text.length, name).toBeLessThan((await productTemplate(name)).length / 2);
      expect(await inlineAsset(name), name).toBe(text);
    }
  });
});
