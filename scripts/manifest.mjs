// @ts-check
/**
 * The Custom Elements Manifest (dist/custom-elements.json) and the published types (dist/portfolio-elements.d.ts),
 * read from the code with the TypeScript compiler API, Shoelace-style:
 * - the tags: ELEMENTS in src/elements.ts; what every element shares: the JSDoc of ELEMENTS;
 * - attributes and properties: SETTING_NAMES and the JSDoc of the Settings fields in src/settings.ts;
 * - each element's summary, description, events, CSS parts and CSS custom properties: the JSDoc on its module's
 *   default export (src/elements/<name>/index.ts); `@composes <tag> …` adds what the composed elements have;
 * - each event's detail type: PortfolioEventDetails in src/events.ts;
 * - each CSS custom property's default: its first declaration in base.css or the element's own CSS.
 * The types are rendered from the manifest, so both say the same.
 *
 * `node scripts/manifest.mjs [outDir]` writes both files (default dist/); `npm run build` runs it.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SCHEMA_VERSION = "2.1.0";
const BUNDLE = "dist/portfolio-elements.js";

/**
 * @typedef {{ text: string }} TypeText
 * @typedef {{ name: string, description: string, default?: string }} Named
 * @typedef {{ name: string, fieldName: string, type: TypeText, description: string, default?: string }} Attribute
 * @typedef {{ kind: "field", name: string, attribute: string, type: TypeText, description: string, default?: string }} Member
 * @typedef {{ name: string, type: TypeText, description: string }} EventDoc
 * @typedef {{
 *   kind: "class", name: string, tagName: string, customElement: true, summary: string, description: string,
 *   attributes: Attribute[], members: Member[], events: EventDoc[], cssParts: Named[], cssProperties: Named[],
 *   source: { href: string }
 * }} ElementDeclaration
 * @typedef {{
 *   schemaVersion: string, readme: string,
 *   modules: { kind: "javascript-module", path: string, declarations: ElementDeclaration[],
 *     exports: { kind: "custom-element-definition", name: string, declaration: { name: string, module: string } }[] }[]
 * }} Manifest
 */

/** The attribute r2wc observes for a camelCase prop (its own rule: `emailjsServiceId` → `emailjs-service-id`). */
export function attributeName(/** @type {string} */ property) {
  return property.replace(/([a-z0-9])([A-Z])/g, (_, /** @type {string} */ before, /** @type {string} */ letter) => `${before}-${letter.toLowerCase()}`);
}

/** `portfolio-app` → `PortfolioAppElement`, the name of its interface in the types. */
export function interfaceName(/** @type {string} */ tag) {
  return `${tag.replace(/(^|-)([a-z])/g, (_, /** @type {string} */ __, /** @type {string} */ letter) => letter.toUpperCase())}Element`;
}

/** Strips `satisfies` and `as` wrappers: `{…} as const satisfies T` → `{…}`. */
function unwrap(/** @type {ts.Expression} */ node) {
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

/** The JSDoc text and tags on a node. */
function jsDocOf(/** @type {ts.Node} */ node) {
  const docs = /** @type {ts.JSDoc[]} */ (ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc));
  const doc = docs.at(-1);
  return {
    text: (ts.getTextOfJSDocComment(doc?.comment) ?? "").trim(),
    tags: (doc?.tags ?? []).map((tag) => ({ name: tag.tagName.text, text: (ts.getTextOfJSDocComment(tag.comment) ?? "").trim() })),
  };
}

/** `name - description` (the Shoelace form of `@event`, `@csspart`, `@cssproperty`). */
function namedTag(/** @type {string} */ tag, /** @type {string} */ text) {
  const match = /^(\S+)\s+-\s+([\s\S]+)$/.exec(text);
  if (!match) throw new Error(`manifest: @${tag} needs "name - description", got "${text}"`);
  return { name: /** @type {string} */ (match[1]), description: /** @type {string} */ (match[2]).replace(/\s+/g, " ") };
}

function findVariable(/** @type {ts.SourceFile} */ file, /** @type {string} */ name) {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
        return { statement, initializer: unwrap(declaration.initializer) };
      }
    }
  }
  throw new Error(`manifest: ${file.fileName} declares no ${name}`);
}

function findInterface(/** @type {ts.SourceFile} */ file, /** @type {string} */ name) {
  const found = file.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === name);
  if (!found) throw new Error(`manifest: ${file.fileName} declares no interface ${name}`);
  return /** @type {ts.InterfaceDeclaration} */ (found);
}

/** The first declaration of a custom property in the given CSS files: its default. */
function cssDefault(/** @type {string} */ name, /** @type {string[]} */ cssFiles) {
  const pattern = new RegExp(`${name.replace(/[-]/g, "\\-")}\\s*:\\s*([^;]+);`);
  for (const file of cssFiles) {
    const match = pattern.exec(readFileSync(file, "utf8"));
    if (match) return /** @type {string} */ (match[1]).replace(/\s+/g, " ").trim();
  }
  return undefined;
}

/**
 * A type as the published types write it: unions and object literals spelled out, no source-only aliases.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @returns {string}
 */
function typeText(checker, type) {
  if (type.isUnion()) return type.types.map((member) => typeText(checker, member)).join(" | ");
  if (type.flags & ts.TypeFlags.Object) {
    const properties = checker.getPropertiesOfType(type);
    if (properties.length === 0) return "Record<string, never>";
    const fields = properties.map((property) => `${property.name}: ${typeText(checker, checker.getTypeOfSymbol(property))}`);
    return `{ ${fields.join("; ")} }`;
  }
  return checker.typeToString(type);
}

/** Unique by name, the first one kept. */
function byName(/** @type {Named[]} */ list) {
  const seen = new Set();
  return list.filter((item) => !seen.has(item.name) && seen.add(item.name));
}

/** Reads the sources under `root` and returns the manifest. */
export function buildManifest(root = ROOT) {
  const path = (/** @type {string} */ file) => join(root, file);
  const program = ts.createProgram([path("src/elements.ts"), path("src/settings.ts"), path("src/events.ts")], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    // The route list is plain JavaScript (src/routes.js), shared with the page renderer.
    allowJs: true,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = (/** @type {string} */ file) => {
    const found = program.getSourceFile(path(file));
    if (!found) throw new Error(`manifest: cannot read ${file}`);
    return found;
  };

  // Attributes and properties: every element observes every setting.
  const settingNames = findVariable(source("src/settings.ts"), "SETTING_NAMES").initializer;
  if (!ts.isArrayLiteralExpression(settingNames)) throw new Error("manifest: SETTING_NAMES is not an array literal");
  const settingsDoc = new Map(
    findInterface(source("src/settings.ts"), "Settings").members.map((member) => [member.name?.getText(), jsDocOf(member)]),
  );
  const settings = settingNames.elements.map((element) => {
    if (!ts.isStringLiteral(element)) throw new Error("manifest: SETTING_NAMES holds a non-string");
    const doc = settingsDoc.get(element.text);
    const fallback = doc?.tags.find((tag) => tag.name === "default")?.text;
    return { name: element.text, description: doc?.text ?? "", ...(fallback ? { default: fallback } : {}) };
  });

  // Event detail types.
  const eventsFile = source("src/events.ts");
  const details = checker.getTypeAtLocation(findInterface(eventsFile, "PortfolioEventDetails"));
  /** @type {Map<string, string>} */
  const detailTypes = new Map(
    checker.getPropertiesOfType(details).map((property) => [property.name, typeText(checker, checker.getTypeOfSymbol(property))]),
  );

  // Tags, their modules, and what they all share.
  const { statement, initializer: elements } = findVariable(source("src/elements.ts"), "ELEMENTS");
  if (!ts.isObjectLiteralExpression(elements)) throw new Error("manifest: ELEMENTS is not an object literal");
  const shared = jsDocOf(statement);
  const baseCss = path("src/styles/base.css");

  /** @type {Map<string, { module: string, doc: ReturnType<typeof jsDocOf> }>} */
  const modules = new Map();
  for (const property of elements.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) throw new Error("manifest: ELEMENTS has a key that is not a tag string");
    const className = property.initializer.getText();
    const imported = source("src/elements.ts").statements.find(
      (statement) => ts.isImportDeclaration(statement) && statement.importClause?.getText().includes(className),
    );
    if (!imported || !ts.isImportDeclaration(imported) || !ts.isStringLiteral(imported.moduleSpecifier)) throw new Error(`manifest: ${className} is not imported`);
    const module = relative(root, resolve(dirname(path("src/elements.ts")), imported.moduleSpecifier.text)).split("\\").join("/");
    const file = program.getSourceFile(path(module));
    const exported = file?.statements.find(ts.isClassDeclaration);
    if (!exported) throw new Error(`manifest: ${module} has no class`);
    modules.set(property.name.text, { module, doc: jsDocOf(exported) });
  }

  /** What one element's own JSDoc declares, with the defaults of its custom properties. */
  const own = (/** @type {string} */ tag) => {
    const entry = modules.get(tag);
    if (!entry) throw new Error(`manifest: @composes names ${tag}, which is not in ELEMENTS`);
    const tags = (/** @type {string} */ name) => entry.doc.tags.filter((t) => t.name === name).map((t) => namedTag(name, t.text));
    const folder = dirname(path(entry.module));
    const cssFiles = [baseCss, ...readdirSync(folder).filter((f) => f.endsWith(".css")).map((f) => join(folder, f))];
    const withDefault = (/** @type {Named} */ item) => {
      const fallback = cssDefault(item.name, cssFiles);
      return fallback ? { ...item, default: fallback } : item;
    };
    return {
      entry,
      events: tags("fires").map((event) => {
        const detail = detailTypes.get(event.name);
        if (!detail) throw new Error(`manifest: ${tag} documents ${event.name}, which src/events.ts does not declare`);
        return { name: event.name, type: { text: `CustomEvent<${detail}>` }, description: event.description };
      }),
      cssParts: tags("csspart"),
      cssProperties: tags("cssproperty").map(withDefault),
      composes: entry.doc.tags.filter((t) => t.name === "composes").flatMap((t) => t.text.split(/\s+/).filter(Boolean)),
    };
  };

  const sharedTags = (/** @type {string} */ name) => shared.tags.filter((t) => t.name === name).map((t) => namedTag(name, t.text));
  const sharedParts = sharedTags("csspart");
  const sharedProperties = sharedTags("cssproperty").map((item) => {
    const fallback = cssDefault(item.name, [baseCss]);
    return fallback ? { ...item, default: fallback } : item;
  });

  /** @type {ElementDeclaration[]} */
  const declarations = [...modules.keys()].map((tag) => {
    const self = own(tag);
    const composed = self.composes.map(own);
    const summary = self.entry.doc.tags.find((t) => t.name === "summary")?.text ?? "";
    return {
      kind: "class",
      name: interfaceName(tag),
      tagName: tag,
      customElement: true,
      summary,
      description: self.entry.doc.text.replace(/\s+/g, " "),
      attributes: settings.map((setting) => ({
        name: attributeName(setting.name),
        fieldName: setting.name,
        type: { text: "string" },
        description: setting.description,
        ...(setting.default ? { default: setting.default } : {}),
      })),
      members: settings.map((setting) => ({
        kind: "field",
        name: setting.name,
        attribute: attributeName(setting.name),
        type: { text: "string | undefined" },
        description: setting.description,
        ...(setting.default ? { default: setting.default } : {}),
      })),
      events: /** @type {EventDoc[]} */ (byName([...self.events, ...composed.flatMap((c) => c.events)])),
      cssParts: byName([...sharedParts, ...self.cssParts, ...composed.flatMap((c) => c.cssParts)]),
      cssProperties: byName([...sharedProperties, ...self.cssProperties, ...composed.flatMap((c) => c.cssProperties)]),
      source: { href: self.entry.module },
    };
  });

  /** @type {Manifest} */
  const manifest = {
    schemaVersion: SCHEMA_VERSION,
    readme: "README.md",
    modules: [
      {
        kind: "javascript-module",
        path: BUNDLE,
        declarations,
        exports: declarations.map((declaration) => ({
          kind: "custom-element-definition",
          name: declaration.tagName,
          declaration: { name: declaration.name, module: BUNDLE },
        })),
      },
    ],
  };
  return manifest;
}

/** A JSDoc block, indented. */
function comment(/** @type {string} */ text, indent = "") {
  if (!text) return "";
  return `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n`;
}

/** The published types, rendered from the manifest. */
export function renderTypes(/** @type {Manifest} */ manifest) {
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const [first] = declarations;
  if (!first) throw new Error("manifest: no elements");
  /** @type {Map<string, EventDoc>} */
  const events = new Map();
  for (const declaration of declarations) for (const event of declaration.events) if (!events.has(event.name)) events.set(event.name, event);
  const detailOf = (/** @type {EventDoc} */ event) => /^CustomEvent<([\s\S]*)>$/.exec(event.type.text)?.[1] ?? "unknown";

  const lines = [
    "// Generated by scripts/manifest.mjs from the same sources as custom-elements.json. Do not edit.",
    'import type { CSSProperties, Key, ReactNode, Ref } from "react";',
    "",
    "/** The owner settings every element takes, as camelCase properties; each reflects its kebab-case attribute. */",
    "export interface PortfolioSettings {",
    ...first.members.flatMap((member) => [
      comment(`${member.description}${member.default ? ` Default: ${member.default}.` : ""} Attribute: \`${member.attribute}\`.`, "  ").trimEnd(),
      `  ${member.name}: ${member.type.text};`,
    ]),
    "}",
    "",
    "/** Any element of portfolio-elements. */",
    "export interface PortfolioElement extends HTMLElement, PortfolioSettings {}",
    "",
    ...declarations.flatMap((declaration) => [
      comment(`\`<${declaration.tagName}>\`: ${declaration.summary}`).trimEnd(),
      `export interface ${declaration.name} extends PortfolioElement {}`,
      "",
    ]),
    "/** The `detail` of each event the elements dispatch (bubbling, composed CustomEvents on the element). */",
    "export interface PortfolioEventDetails {",
    ...[...events.values()].flatMap((event) => [comment(event.description, "  ").trimEnd(), `  ${JSON.stringify(event.name)}: ${detailOf(event)};`]),
    "}",
    "",
    "/** Each event type with its event object, for `addEventListener`. */",
    "export type PortfolioEventMap = { [K in keyof PortfolioEventDetails]: CustomEvent<PortfolioEventDetails[K]> };",
    "",
    "/** The settings as React 19 JSX attributes: kebab-case, plain strings. */",
    "export interface PortfolioElementAttributes {",
    ...first.attributes.flatMap((attribute) => [comment(attribute.description, "  ").trimEnd(), `  ${JSON.stringify(attribute.name)}?: string;`]),
    "}",
    "",
    "/** What a portfolio element takes in React 19 JSX; `on<event-type>` props listen to its events. */",
    "export type PortfolioElementProps<E extends PortfolioElement, Events extends keyof PortfolioEventMap = never> = PortfolioElementAttributes & {",
    "  key?: Key | null;",
    "  ref?: Ref<E>;",
    "  id?: string;",
    "  class?: string;",
    "  className?: string;",
    "  style?: CSSProperties;",
    "  slot?: string;",
    "  hidden?: boolean;",
    "  children?: ReactNode;",
    "} & { [K in Events as `on${K}`]?: (event: PortfolioEventMap[K]) => void };",
    "",
    "declare global {",
    "  interface HTMLElementTagNameMap {",
    ...declarations.map((declaration) => `    ${JSON.stringify(declaration.tagName)}: ${declaration.name};`),
    "  }",
    "  // The events bubble and are composed: typed on every element, on document and on window.",
    "  interface GlobalEventHandlersEventMap {",
    ...[...events.keys()].map((name) => `    ${JSON.stringify(name)}: PortfolioEventMap[${JSON.stringify(name)}];`),
    "  }",
    "}",
    "",
    'declare module "react" {',
    "  namespace JSX {",
    "    interface IntrinsicElements {",
    ...declarations.map((declaration) => {
      const names = declaration.events.map((event) => JSON.stringify(event.name)).join(" | ") || "never";
      return `      ${JSON.stringify(declaration.tagName)}: PortfolioElementProps<${declaration.name}, ${names}>;`;
    }),
    "    }",
    "  }",
    "}",
    "",
  ];
  return lines.filter((line, index) => line !== "" || lines[index - 1] !== "").join("\n");
}

/** Writes custom-elements.json and portfolio-elements.d.ts into `outDir`; returns the manifest. */
export function writeManifestAndTypes(outDir = join(ROOT, "dist"), root = ROOT) {
  const manifest = buildManifest(root);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(outDir, "portfolio-elements.d.ts"), renderTypes(manifest));
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(ROOT, "dist"));
  const manifest = writeManifestAndTypes(outDir);
  const count = manifest.modules.reduce((sum, module) => sum + module.declarations.length, 0);
  console.log(`manifest: ${count} elements → ${relative(process.cwd(), join(outDir, "custom-elements.json"))}, portfolio-elements.d.ts`);
}
