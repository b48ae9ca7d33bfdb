/**
 * The Custom Elements Manifest the build wrote (dist/custom-elements.json, by @custom-elements-manifest/analyzer:
 * `npm test` builds first) against what the elements really are: the tags the bundle registers, the attributes
 * r2wc observes and the properties the element classes have (read from the real classes, with a stand-in
 * registry), the parts in the markup, the tokens in the CSS, the events dispatched.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_EMAILJS_ORIGIN } from "../../src/services/mail.ts";
import { parseTheme } from "../../src/theme/names.ts";

const ROOT = join(import.meta.dirname, "../..");
const MANIFEST = join(ROOT, "dist/custom-elements.json");
if (!existsSync(MANIFEST)) throw new Error("dist/custom-elements.json is missing: run `npm run build` first");

interface Named { name: string; description?: string; default?: string; type?: { text: string } }
interface Declaration {
  name: string;
  tagName: string;
  summary?: string;
  description?: string;
  attributes: (Named & { fieldName: string })[];
  members: (Named & { attribute: string })[];
  events: (Named & { type: { text: string } })[];
  cssParts: Named[];
  cssProperties: Named[];
  source: { href: string };
}
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as {
  schemaVersion: string;
  modules: { path: string; declarations: Declaration[]; exports: { kind: string; name: string; declaration: { name: string; module: string } }[] }[];
};
const declarations = manifest.modules.flatMap((module) => module.declarations);
const declarationOf = (tag: string) => declarations.find((declaration) => declaration.tagName === tag)!;

/** The element classes the bundle defines, caught by a stand-in registry (Node has no DOM). */
const registry = new Map<string, CustomElementConstructor & { observedAttributes: string[] }>();

beforeAll(async () => {
  vi.stubGlobal("HTMLElement", class {});
  vi.stubGlobal("customElements", {
    get: (tag: string) => registry.get(tag),
    define: (tag: string, constructor: CustomElementConstructor & { observedAttributes: string[] }) => registry.set(tag, constructor),
  });
  await import("../../src/index.ts");
});

afterAll(() => vi.unstubAllGlobals());

/** The files of src/elements/ a source file imports, at once or when needed (`import("../details/index.ts")`). */
function elementImportsOf(file: string): string[] {
  const specifiers = [...readFileSync(file, "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+\.tsx?)["']/g)];
  return specifiers.map(([, specifier]) => join(dirname(file), specifier!)).filter((path) => path.startsWith(join(ROOT, "src/elements/")) && existsSync(path));
}

/** The element whose folder holds a file of src/elements/ (`src/elements/projects/…`); none for `featured/`, `details/`. */
function elementFolderOf(file: string): string | undefined {
  const name = relative(join(ROOT, "src/elements"), file).split(sep)[0]!;
  const folder = join(ROOT, "src/elements", name);
  return statSync(folder).isDirectory() && readdirSync(folder).some((entry) => entry.endsWith("-element.ts")) ? folder : undefined;
}

/**
 * The source files of an element: its folder (its compact layout's too), the code of src/elements/ it imports, at once
 * or when needed, the shared element helpers, src/define/ (the root part). `own`: only the imported code no other
 * element owns (the featured work, the project details it loads itself), all of which it renders; `all`: any it
 * reaches, through other elements' modules too (Home's featured cards show the details projects/use-details.ts loads),
 * some of which it may not render.
 */
function sourcesOf(tag: string, reach: "own" | "all"): string[] {
  const folder = join(ROOT, dirname(declarationOf(tag).source.href));
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => /\.\w+$/.test(file)).map((file) => join(folder, file));
  for (let index = 0; index < files.length; index++) {
    if (!/\.tsx?$/.test(files[index]!)) continue;
    for (const file of elementImportsOf(files[index]!)) {
      const owner = elementFolderOf(file);
      if (!files.includes(file) && (reach === "all" || owner === undefined || owner === folder)) files.push(file);
    }
  }
  const shared = readdirSync(join(ROOT, "src/elements")).filter((file) => file.endsWith(".tsx")).map((file) => join(ROOT, "src/elements", file));
  const define = readdirSync(join(ROOT, "src/define")).map((file) => join(ROOT, "src/define", file));
  return [...files, ...shared, ...define];
}

/** An element's sources and those of the elements it composes (`@composes`, e.g. the app's screens). */
function allSourcesOf(tag: string, reach: "own" | "all" = "own"): string[] {
  const composed = readFileSync(join(ROOT, declarationOf(tag).source.href), "utf8").match(/@composes ([^\n]+)/)?.[1]?.trim().split(/\s+/) ?? [];
  return [...new Set([tag, ...composed].flatMap((name) => sourcesOf(name, reach)))];
}

const read = (files: string[], extension: RegExp) => files.filter((file) => extension.test(file)).map((file) => readFileSync(file, "utf8")).join("\n");

/** The get/set properties an element's instances have, from its class and the classes it extends. */
function accessorsOf(prototype: object): string[] {
  const found = new Set<string>();
  for (let proto: object | null = prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (descriptor.get && descriptor.set) found.add(name);
    }
  }
  return [...found];
}

describe("custom-elements.json", () => {
  it("lists every tag the bundle registers, in order", async () => {
    const { ELEMENTS } = await import("../../src/elements.ts");
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(Object.keys(ELEMENTS));
    expect([...registry.keys()]).toEqual(Object.keys(ELEMENTS));
    const definitions = manifest.modules.flatMap((module) => module.exports).filter((entry) => entry.kind === "custom-element-definition");
    expect(definitions.map((entry) => entry.name)).toEqual(Object.keys(ELEMENTS));
  });

  it("lists, for each element, exactly the attributes r2wc observes", () => {
    for (const [tag, constructor] of registry) {
      expect(declarationOf(tag).attributes.map((attribute) => attribute.name), tag).toEqual(constructor.observedAttributes);
    }
    expect(registry.get("portfolio-contact")!.observedAttributes).toContain("emailjs-service-id");
  });

  it("lists, for each element, exactly the properties its class has, each tied to its attribute", () => {
    for (const [tag, constructor] of registry) {
      const accessors = accessorsOf(constructor.prototype);
      const members = declarationOf(tag).members;
      expect(members.map((member) => member.name), tag).toEqual(accessors);
      for (const member of members) {
        expect(declarationOf(tag).attributes.find((attribute) => attribute.fieldName === member.name)?.name).toBe(member.attribute);
      }
    }
  });

  it("gives the settings' defaults as the code has them, and every setting a description", () => {
    const attributes = declarationOf("portfolio-contact").attributes;
    expect(attributes.find((attribute) => attribute.name === "emailjs-origin")?.default).toBe(JSON.stringify(DEFAULT_EMAILJS_ORIGIN));
    expect(attributes.find((attribute) => attribute.name === "theme")?.default).toBe(JSON.stringify(parseTheme(undefined)));
    for (const attribute of attributes) expect(attribute.description, attribute.name).not.toBe("");
  });

  it("lists the part names each element's markup has, and only those", () => {
    for (const { tagName } of declarations) {
      const partsIn = (markup: string) => new Set([...markup.matchAll(/\bpart(?:="|: "|",\s*")([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
      const rendered = partsIn(read(allSourcesOf(tagName, "own"), /\.tsx?$/));
      const reachable = partsIn(read(allSourcesOf(tagName, "all"), /\.tsx?$/));
      const listed = declarationOf(tagName).cssParts.map((part) => part.name);
      expect([...rendered].filter((part) => !listed.includes(part)), `${tagName}: parts its markup has`).toEqual([]);
      expect(listed.filter((part) => !reachable.has(part)), `${tagName}: parts no markup it reaches has`).toEqual([]);
      expect(listed.length, `${tagName}: each part once`).toBe(new Set(listed).size);
    }
    expect(declarationOf("portfolio-hero").cssParts.map((part) => part.name)).toContain("button-primary");
  });

  it("lists the custom properties each element's CSS declares, with their defaults", () => {
    for (const { tagName } of declarations) {
      const css = read([join(ROOT, "src/styles/base.css"), ...allSourcesOf(tagName)], /\.css$/);
      const declared = new Set([...css.matchAll(/(--pe-[a-z-]+)\s*:/g)].map((match) => match[1]!));
      const listed = declarationOf(tagName).cssProperties;
      expect(new Set(listed.map((property) => property.name)), tagName).toEqual(declared);
      for (const property of listed) expect(property.default, `${tagName} ${property.name}`).toBeTruthy();
    }
    const contact = declarationOf("portfolio-contact").cssProperties;
    // A colour token's default is its light and dark pair.
    expect(contact.find((property) => property.name === "--pe-color-error")?.default).toBe("light-dark(#b42318, #fda29b)");
  });

  it("lists the events each element's code dispatches, and only those, with their detail types", () => {
    for (const { tagName } of declarations) {
      const code = read(allSourcesOf(tagName), /\.tsx?$/);
      const dispatched = new Set([...code.matchAll(/\bemit\(\s*"([a-z-]+)"/g)].map((match) => match[1]!));
      expect(new Set(declarationOf(tagName).events.map((event) => event.name)), tagName).toEqual(dispatched);
    }
    const app = declarationOf("portfolio-app").events;
    expect(app.find((event) => event.name === "portfolio-route-change")?.type.text).toBe(
      'CustomEvent<{ route: "home" | "about" | "projects" | "contact"; hash: string }>',
    );
    expect(declarationOf("portfolio-contact").events.map((event) => event.type.text)).toEqual([
      "CustomEvent<Record<string, never>>",
      "CustomEvent<{ status: number }>",
      'CustomEvent<{ reason: "honeypot" | "block-list" | "headless" | "rate" }>',
    ]);
  });

  it("gives every element a summary and a description", () => {
    for (const declaration of declarations) {
      expect(declaration.summary, declaration.tagName).toBeTruthy();
      expect(declaration.description, declaration.tagName).toBeTruthy();
    }
  });

  it("names each class where an owner imports it, and the bundle's definitions point at them", async () => {
    const classes = await import("../../src/classes.ts");
    const [bundle, module] = manifest.modules;
    expect(bundle!.exports.map((entry) => entry.declaration)).toEqual(declarations.map((d) => ({ name: d.name, module: "dist/elements.js" })));
    expect(module!.exports.map((entry) => [entry.kind, entry.name])).toEqual(declarations.map((d) => ["js", d.name]));
    for (const { name, tagName } of declarations) {
      expect(classes[name as keyof typeof classes], name).toBe(registry.get(tagName));
    }
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(pkg.exports["./elements"]).toEqual({ types: "./dist/types/classes.d.ts", default: "./dist/elements.js" });
  });

  it("is written as schema 2.x JSON beside the types, as package.json says", () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    // Its modules are the files an owner imports: the bundle defines the tags, dist/elements.js exports the classes.
    expect(manifest.modules.map((module) => module.path)).toEqual(["dist/portfolio-elements.js", "dist/elements.js"]);
    expect(readFileSync(join(ROOT, "dist/portfolio-elements.d.ts"), "utf8")).toContain('declare module "react"');
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(pkg.customElements).toBe("dist/custom-elements.json");
    expect(pkg.types).toBe("dist/portfolio-elements.d.ts");
    expect(pkg.exports["."].types).toBe("./dist/portfolio-elements.d.ts");
    expect(pkg.scripts.build).toContain("cem analyze");
  });
});
