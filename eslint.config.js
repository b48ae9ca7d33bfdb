// @ts-check
/** The lint gate of `npm test`: JavaScript and TypeScript rules, React's hook rules and JSX accessibility. */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", ".outbox/", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Unused names fail the type check already (noUnusedLocals); `_`-prefixed ones are deliberate.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // `interface GlobalEventHandlersEventMap extends PortfolioEventMap {}` is how TypeScript augments a global map.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "demo/studio/**/*.ts", "demo/public/**/*.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["**/*.{mjs,js}", "demo/server/**", "scripts/**", "tests/unit/**", "tests/servers/**", "tests/package/**", "*.config.*"],
    ignores: ["demo/public/**"],
    languageOptions: { globals: globals.node },
  },
  {
    // Node scripts and tests that hand functions to a browser (page.evaluate), and pages loaded in one.
    files: ["scripts/**", "tests/package/**", "tests/interop/**", "tests/browser/fixtures/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["tests/browser/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
    rules: {
      // chai's property assertions (`expect(x).to.exist`) are expressions by design.
      "@typescript-eslint/no-unused-expressions": "off",
    },
  },
  {
    // Every module that may hold a hook: hooks live in .ts files as much as in components.
    files: ["**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // JSX only: the .ts modules build their few elements with createElement, which these rules do not read.
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
);
