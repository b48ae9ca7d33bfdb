// @ts-check
/**
 * The analyzer plugin for what the element classes do not say themselves (@custom-elements-manifest/analyzer
 * reads each class in src/elements/<name>/<name>-element.ts and its JSDoc: @tag, @summary, @fires, @csspart,
 * @cssprop, @cssstate). What every element shares is given to PortfolioElement (src/define/element.ts), and the
 * analyzer's inheritance hands it to each element:
 *   - the settings, as attributes and properties: the schema's entries and their JSDoc (src/settings/declaration.ts);
 *   - the text ids the `texts` setting takes, with their English, from src/i18n/en.ts (scripts/texts.mjs);
 *   - the design tokens: the `--pe-*` declarations in src/styles/base.css, each described by its comment
 *     (scripts/tokens.mjs reads them, for docs/theming.md's token table too).
 * Then, once the classes are linked:
 *   - each event's detail type, from PortfolioEventDetails in src/define/events.ts;
 *   - each element token's default, from its first declaration in the element's CSS;
 *   - `@composes <tag> …` (the app): what the composed elements have, the composing one has too;
 *   - the two files an owner can import (schema 2.x names those), in the order of ELEMENTS in src/elements.ts
 *     (the tag list): dist/elements.js, whose classes define nothing (`portfolio-elements/elements`), and
 *     dist/portfolio-elements.js, the bundle that defines each under its tag.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { attributeName } from "#site";
import { settingDocs } from "./setting-docs.mjs";
import { textCatalog } from "./texts.mjs";
import { designTokens } from "./tokens.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const BUNDLE = "dist/portfolio-elements.js";
const CLASSES = "dist/elements.js";
const BASE = "PortfolioElement";

/** @typedef {{ name: string, description?: string, default?: string, type?: { text: string } }} Item */
/** @typedef {{ kind: string, name: string, description?: string, tagName?: string, customElement?: boolean, attributes?: any[], members?: any[], events?: Item[], cssParts?: Item[], cssProperties?: Item[], cssStates?: Item[], superclass?: unknown, source?: { href: string } }} Declaration */

const read = (/** @type {string} */ file) => readFileSync(join(ROOT, file), "utf8");
const sourceFile = (/** @type {string} */ file) => ts.createSourceFile(file, read(file), ts.ScriptTarget.ES2022, true);

/** Strips `as` and `satisfies` wrappers: `[…] as const satisfies T` → `[…]`. */
function unwrap(/** @type {ts.Expression} */ node) {
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

function variable(/** @type {ts.SourceFile} */ file, /** @type {string} */ name) {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (found?.initializer) return unwrap(found.initializer);
  }
  throw new Error(`custom-elements manifest: ${file.fileName} declares no ${name}`);
}

/** The settings, with their descriptions and defaults, as the analyzer writes attributes and fields. */
function settings() {
  return settingDocs().map(({ name, description, rule }) => {
    const known = { description, ...(rule.default !== undefined ? { default: JSON.stringify(rule.default) } : {}) };
    const doc = name === "texts" ? textsDoc(known) : known;
    const attribute = attributeName(name);
    return {
      attribute: { name: attribute, fieldName: name, type: { text: "string" }, ...doc },
      member: { kind: "field", name, attribute, type: { text: "string | undefined" }, ...doc },
    };
  });
}

/**
 * The `texts` setting's description with every id and its English, as docs/languages.md lists them.
 * @param {{ description: string } | undefined} doc
 */
function textsDoc(doc) {
  const ids = textCatalog().map(([id, text]) => `- \`${id}\`: ${text.replace(/\s+/g, " ")}`);
  return { ...doc, description: [doc?.description ?? "", "", "The ids, with their English:", ...ids].join("\n") };
}

/** The first declaration of a custom property in the given CSS files: its default. */
function cssDefault(/** @type {string} */ name, /** @type {string[]} */ files) {
  const pattern = new RegExp(`${name}\\s*:\\s*([^;]+);`);
  for (const file of files) {
    const match = pattern.exec(read(file));
    if (match) return /** @type {string} */ (match[1]).replace(/\s+/g, " ").trim();
  }
  return undefined;
}

/**
 * A type as an owner reads it: unions and object literals spelled out, no source-only aliases.
 * @param {ts.TypeChecker} checker @param {ts.Type} type @returns {string}
 */
function typeText(checker, type) {
  if (type.isUnion()) return type.types.map((member) => typeText(checker, member)).join(" | ");
  if (type.flags & ts.TypeFlags.Object) {
    const properties = checker.getPropertiesOfType(type);
    if (properties.length === 0) return "Record<string, never>";
    return `{ ${properties.map((p) => `${p.name}: ${typeText(checker, checker.getTypeOfSymbol(p))}`).join("; ")} }`;
  }
  return checker.typeToString(type);
}

/** Each event's detail type, from PortfolioEventDetails. */
function eventDetails() {
  const program = ts.createProgram([join(ROOT, "src/define/events.ts")], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    allowJs: true,
    strict: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const file = /** @type {ts.SourceFile} */ (program.getSourceFile(join(ROOT, "src/define/events.ts")));
  const details = file.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === "PortfolioEventDetails");
  if (!details) throw new Error("custom-elements manifest: src/define/events.ts declares no PortfolioEventDetails");
  const type = checker.getTypeAtLocation(details);
  return new Map(checker.getPropertiesOfType(type).map((p) => [p.name, typeText(checker, checker.getTypeOfSymbol(p))]));
}

/** The tags in the order src/elements.ts defines them. */
function tagOrder() {
  const elements = variable(sourceFile("src/elements.ts"), "ELEMENTS");
  if (!ts.isObjectLiteralExpression(elements)) throw new Error("custom-elements manifest: ELEMENTS is not an object literal");
  return elements.properties.map((property) => {
    if (!property.name || !ts.isStringLiteral(property.name)) throw new Error("custom-elements manifest: ELEMENTS has a key that is not a tag string");
    return property.name.text;
  });
}

/** Unique by name, the first kept. */
function byName(/** @type {Item[]} */ items) {
  const seen = new Set();
  return items.filter((item) => !seen.has(item.name) && seen.add(item.name));
}

/** @returns {import("@custom-elements-manifest/analyzer").Plugin} */
export function portfolioManifest() {
  /** `@composes` of each class (a tag of ours the analyzer does not keep). @type {Map<string, string[]>} */
  const composes = new Map();
  return {
    name: "portfolio-elements",
    analyzePhase({ ts: analyzerTs, node }) {
      if (!analyzerTs.isClassDeclaration(node) || !node.name) return;
      const tags = analyzerTs.getJSDocTags(node).filter((tag) => tag.tagName.text === "composes");
      const text = tags.map((tag) => analyzerTs.getTextOfJSDocComment(tag.comment) ?? "").join(" ");
      if (text.trim()) composes.set(node.name.text, text.trim().split(/\s+/));
    },
    moduleLinkPhase({ moduleDoc }) {
      /** @type {Declaration | undefined} */
      const base = /** @type {any} */ (moduleDoc.declarations?.find((declaration) => declaration.name === BASE));
      if (!base) return;
      const shared = settings();
      base.attributes = [...(base.attributes ?? []), ...shared.map((setting) => setting.attribute)];
      base.members = [...(base.members ?? []), ...shared.map((setting) => setting.member)];
      base.cssProperties = [...(base.cssProperties ?? []), ...designTokens()];
    },
    packageLinkPhase({ customElementsManifest: manifest }) {
      const details = eventDetails();
      /** @type {Map<string, { declaration: Declaration, path: string }>} */
      const elements = new Map();
      for (const module of manifest.modules) {
        for (const declaration of /** @type {Declaration[]} */ (/** @type {unknown} */ (module.declarations ?? []))) {
          if (declaration.customElement && declaration.tagName) elements.set(declaration.tagName, { declaration, path: module.path });
        }
      }
      const order = tagOrder();
      const documented = [...elements.keys()].sort().join(" ");
      if ([...order].sort().join(" ") !== documented) {
        throw new Error(`custom-elements manifest: ELEMENTS (${order.join(" ")}) and the classes' @tag (${documented}) differ`);
      }

      for (const [tag, { declaration, path }] of elements) {
        const folder = dirname(path);
        const css = ["src/styles/base.css", ...readdirSync(join(ROOT, folder)).filter((f) => f.endsWith(".css")).map((f) => `${folder}/${f}`)];
        declaration.source = { href: path };
        declaration.description = declaration.description?.replace(/\s+/g, " ");
        declaration.events = (declaration.events ?? []).map((event) => {
          const detail = details.get(event.name);
          if (!detail) throw new Error(`custom-elements manifest: <${tag}> fires ${event.name}, which src/define/events.ts does not declare`);
          return { ...event, type: { text: `CustomEvent<${detail}>` } };
        });
        declaration.cssProperties = (declaration.cssProperties ?? []).map((property) => {
          const fallback = property.default ?? cssDefault(property.name, css);
          return fallback ? { ...property, default: fallback } : property;
        });
        // The loader of the element's code is ours, not the owner's.
        declaration.members = (declaration.members ?? []).filter((member) => !member.static);
      }
      for (const [className, tags] of composes) {
        const self = [...elements.values()].find(({ declaration }) => declaration.name === className)?.declaration;
        if (!self) continue;
        const composed = tags.map((tag) => {
          const found = elements.get(tag);
          if (!found) throw new Error(`custom-elements manifest: ${className} @composes ${tag}, which is not an element`);
          return found.declaration;
        });
        for (const kind of /** @type {const} */ (["events", "cssParts", "cssProperties"])) {
          self[kind] = byName([...(self[kind] ?? []), ...composed.flatMap((declaration) => declaration[kind] ?? [])]);
        }
      }

      // PortfolioElement is not in the bundle's manifest: what it gives each element is the element's own here.
      const own = (/** @type {any[] | undefined} */ items) => items?.map(({ inheritedFrom: _, ...item }) => item);
      const declarations = order.map((tag) => {
        const { superclass: _, ...declaration } = /** @type {{ declaration: Declaration }} */ (elements.get(tag)).declaration;
        for (const kind of /** @type {const} */ (["attributes", "members", "events", "cssParts", "cssProperties", "cssStates"])) {
          declaration[kind] = own(declaration[kind]);
        }
        return declaration;
      });
      manifest.schemaVersion = "2.1.0";
      manifest.readme = "README.md";
      manifest.modules = [
        {
          kind: "javascript-module",
          path: BUNDLE,
          declarations: [],
          // Importing the bundle defines every tag; it exports no value (its types: dist/portfolio-elements.d.ts).
          exports: declarations.map((d) => ({
            kind: /** @type {const} */ ("custom-element-definition"),
            name: /** @type {string} */ (d.tagName),
            declaration: { name: d.name, module: CLASSES },
          })),
        },
        {
          kind: "javascript-module",
          path: CLASSES,
          declarations: /** @type {any} */ (declarations),
          exports: declarations.map((d) => ({ kind: /** @type {const} */ ("js"), name: d.name, declaration: { name: d.name, module: CLASSES } })),
        },
      ];
    },
  };
}

/**
 * Writes dist/portfolio-elements.d.ts, the package's types: tsc's declarations of the classes, the tag map, the
 * settings and the events (dist/types/, from tsconfig.types.json), and the React 19 JSX typings of the tags,
 * read from the manifest: each tag's attributes and the `on<event-type>` listeners of the events it fires.
 * (@wc-toolkit/jsx-types writes typings for many JSX frameworks at once, but its `ref` takes no React ref
 * object, which an owner's `useRef` gives.)
 * @returns {import("@custom-elements-manifest/analyzer").Plugin}
 */
export function typesEntry(outdir = "dist") {
  return {
    name: "portfolio-elements-types",
    packageLinkPhase({ customElementsManifest: manifest }) {
      const declarations = /** @type {Declaration[]} */ (/** @type {unknown} */ (manifest.modules.flatMap((module) => module.declarations ?? [])));
      const [first] = declarations;
      if (!first) throw new Error("custom-elements manifest: no elements");
      const comment = (/** @type {string | undefined} */ text) => (text ? `  /** ${text.replace(/\s+/g, " ").replace(/\*\//g, "*\\/")} */\n` : "");
      const attributes = (first.attributes ?? []).map((a) => `${comment(a.description)}  ${JSON.stringify(a.name)}?: string | undefined;`);
      const tags = declarations.map((d) => {
        const events = (d.events ?? []).map((event) => JSON.stringify(event.name)).join(" | ") || "never";
        return `      ${JSON.stringify(d.tagName)}: PortfolioElementProps<${JSON.stringify(d.tagName)}, ${events}>;`;
      });
      const text = `// Written by \`npm run build\` (custom-elements-manifest.config.mjs). Do not edit.
import type { CSSProperties, Key, ReactNode, Ref } from "react";
import type { PortfolioElementTagNameMap, PortfolioEventMap } from "./types/index.js";

export * from "./types/index.js";

/** The settings as React 19 JSX attributes: kebab-case, plain strings. */
export interface PortfolioElementAttributes {
${attributes.join("\n")}
}

/** What an element takes in React 19 JSX; an \`on<event-type>\` prop listens to one of its events. */
export type PortfolioElementProps<Tag extends keyof PortfolioElementTagNameMap, Events extends keyof PortfolioEventMap = never> =
  PortfolioElementAttributes & {
    key?: Key | null | undefined;
    ref?: Ref<PortfolioElementTagNameMap[Tag]> | undefined;
    id?: string | undefined;
    class?: string | undefined;
    className?: string | undefined;
    style?: CSSProperties | undefined;
    slot?: string | undefined;
    hidden?: boolean | undefined;
    children?: ReactNode | undefined;
  } & { [Type in Events as \`on\${Type}\`]?: ((event: PortfolioEventMap[Type]) => void) | undefined };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
${tags.join("\n")}
    }
  }
}
`;
      mkdirSync(join(ROOT, outdir), { recursive: true });
      writeFileSync(join(ROOT, outdir, "portfolio-elements.d.ts"), text);
      // The classic scripts export nothing; running one defines every tag, so its types are the global tag map.
      writeFileSync(
        join(ROOT, outdir, "portfolio-elements.iife.d.ts"),
        `// Written by \`npm run build\`. Types of portfolio-elements/iife and /lite/iife: no exports, the global tag map.\nimport type {} from "./portfolio-elements.js";\nexport {};\n`,
      );
      // The page stylesheet exports nothing either (a bundler imports it for the rules it adds to the page).
      writeFileSync(join(ROOT, outdir, "portfolio-elements.css.d.ts"), `// Written by \`npm run build\`. The page stylesheet: no exports.\nexport {};\n`);
    },
  };
}
