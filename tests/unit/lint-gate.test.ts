/**
 * The lint gate sees every hook: React's hook rules apply to every TypeScript module, not only to components, since
 * hooks live in .ts files as much as in .tsx ones (theme/choice.ts, hero/images.ts, the project list).
 */
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";

// Parses every source file (TypeScript's parser, ESLint): a minute on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const ROOT = join(import.meta.dirname, "../..");

describe("the lint gate", () => {
  const eslint = new ESLint({ cwd: ROOT });
  for (const file of ["src/theme/choice.ts", "src/elements/projects/project-list.ts", "src/elements/hero/Hero.tsx", "demo/studio/studio.ts"]) {
    it(`applies React's hook rules to ${file}`, async () => {
      const { rules } = await eslint.calculateConfigForFile(join(ROOT, file));
      for (const rule of ["react-hooks/rules-of-hooks", "react-hooks/set-state-in-effect", "react-hooks/globals"]) {
        expect(rules[rule]?.[0] ?? rules[rule], `${rule} in ${file}`).toBe(2);
      }
    });
  }
});
