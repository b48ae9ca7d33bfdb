import { describe, expect, it } from "vitest";
import { siteSettings } from "../../src/site/site-settings.ts";
import type { StudioSettings } from "../../demo/studio/doctor.ts";
import {
  allOutputs,
  configScript,
  DEFAULT_TOKENS,
  iframeSnippet,
  MAX_FRAME_HEIGHT,
  publishedUrls,
  reactSnippet,
  scriptTagSnippet,
  settingsJson,
  tokenProperties,
  tokensCss,
} from "../../demo/studio/outputs.ts";
import { parsePageConfig } from "../../src/settings/page-config.ts";

const SETTINGS: StudioSettings = {
  name: "Sam O'Neil",
  portrait: "https://example.com/sam.jpg",
  email: "sam@example.com",
  github: "https://github.com/sam",
  endpoint: "https://eu-west-2.cdn.hygraph.com/content/abc/master",
  emailjsServiceId: "service_1",
  emailjsTemplateId: "template_1",
  emailjsPublicKey: "pk_123",
  emailjsOrigin: "https://api.emailjs.com",
  theme: "dark",
  siteUrl: "https://sam.github.io/portfolio",
};

describe("studio outputs", () => {
  it("settings.json is what build:site reads: every setting (EmailJS's own origin left out), and site.url", () => {
    const file: unknown = JSON.parse(settingsJson(SETTINGS));
    const { emailjsOrigin: _default, siteUrl: _site, ...settingsOfFile } = SETTINGS;
    expect(file).toEqual({ ...settingsOfFile, site: { url: "https://sam.github.io/portfolio/" } });
    const { settings, siteUrl, warnings } = siteSettings(file);
    expect(warnings).toEqual([]);
    expect(siteUrl).toBe("https://sam.github.io/portfolio/");
    expect(settings.name).toBe("Sam O'Neil");
    expect(settings.endpoint).toBe(SETTINGS.endpoint);
  });

  it("the page config is a JSON block the elements read, safe against a closing tag", () => {
    const text = configScript({ name: "</script><b>x" });
    expect(text).not.toContain("</script><b>");
    const json = text.slice(text.indexOf(">") + 1, text.lastIndexOf("</script>"));
    expect(parsePageConfig(json).settings).toEqual({ name: "</script><b>x" });
  });

  it("the script tag snippet loads the classic script from the site, with the config and the tokens", () => {
    const snippet = scriptTagSnippet(SETTINGS, { ...DEFAULT_TOKENS, radius: "4px" });
    expect(snippet).toContain('<script src="https://sam.github.io/portfolio/lib/portfolio-elements.iife.js" defer></script>');
    expect(snippet).toContain('id="portfolio-config"');
    expect(snippet).toContain("--pe-radius: 4px;");
    expect(snippet).toContain('<portfolio-projects theme="dark"></portfolio-projects>');
    expect(scriptTagSnippet({}, DEFAULT_TOKENS)).toContain("https://YOUR-SITE/lib/");
    expect(scriptTagSnippet({}, DEFAULT_TOKENS)).not.toContain("<style>");
  });

  it("the snippet for a blog sets site-url and loads the portrait from the published site, never from the blog's host", () => {
    const config = (snippet: string) =>
      parsePageConfig(/id="portfolio-config">([\s\S]*?)<\/script>/.exec(snippet)?.[1]).settings;
    const local = { ...SETTINGS, portrait: "/assets/me.jpg", featured: "3" };
    const settings = config(scriptTagSnippet(local, DEFAULT_TOKENS));
    expect(settings.siteUrl).toBe("https://sam.github.io/portfolio/");
    // build:site publishes demo/public/assets/me.jpg as assets/me.jpg under the site's address (an SVG as a PNG).
    expect(settings.portrait).toBe("https://sam.github.io/portfolio/assets/me.jpg");
    expect(publishedUrls({ ...local, portrait: "/assets/me.svg" }).portrait).toBe("https://sam.github.io/portfolio/assets/me.png");
    expect(publishedUrls(SETTINGS).portrait).toBe("https://example.com/sam.jpg");
    expect(publishedUrls(local).scripts).toEqual(["https://sam.github.io/portfolio/lib/portfolio-elements.iife.js"]);
    // The snippet has the projects grid: its hero shows no featured work, the same projects twice.
    expect(settings.featured).toBeUndefined();
    expect(config(configScript(local)).featured).toBe("3");
    // Without the site's address nothing can be made absolute: the doctor says so (site-url-missing).
    expect(config(scriptTagSnippet({ portrait: "/assets/me.jpg" }, DEFAULT_TOKENS))).toEqual({ portrait: "/assets/me.jpg" });
    expect(publishedUrls({ portrait: "/assets/me.jpg" })).toEqual({ scripts: [] });
  });

  it("the script tag snippet links the stylesheet that reserves the elements' space, before the script", () => {
    const snippet = scriptTagSnippet(SETTINGS, DEFAULT_TOKENS);
    const link = '<link rel="stylesheet" href="https://sam.github.io/portfolio/lib/portfolio-elements.css">';
    expect(snippet).toContain(link);
    expect(snippet.indexOf(link)).toBeLessThan(snippet.indexOf("<script src="));
  });

  it("the snippets write the blog's theme, as the owner answers, on every element (else the site's own)", () => {
    for (const theme of ["light", "dark", "auto"] as const) {
      const tags = scriptTagSnippet(SETTINGS, DEFAULT_TOKENS, theme).match(/<portfolio-[a-z]+[^>]*>/g) ?? [];
      expect(tags).toHaveLength(3);
      for (const tag of tags) expect(tag).toContain(` theme="${theme}"`);
      expect(iframeSnippet(SETTINGS, "projects", theme)).toContain(`?theme=${theme}`);
      expect(allOutputs(SETTINGS, DEFAULT_TOKENS, theme)["script-tag-reserved"]).toBe(scriptTagSnippet(SETTINGS, DEFAULT_TOKENS, theme));
    }
    expect(scriptTagSnippet({ ...SETTINGS, theme: undefined }, DEFAULT_TOKENS)).toContain('<portfolio-hero theme="auto"');
  });

  it("the script tag snippet shows no project twice: with the grid on the page, the hero features none", () => {
    const snippet = scriptTagSnippet({ ...SETTINGS, featured: "3" }, DEFAULT_TOKENS);
    expect(snippet).toContain("<portfolio-projects");
    const config = /id="portfolio-config">([\s\S]*?)<\/script>/.exec(snippet)?.[1] ?? "";
    expect(parsePageConfig(config).settings).not.toHaveProperty("featured");
    expect(snippet).not.toMatch(/featured=/);
    // The settings file keeps it: the site's own Home still features the work.
    expect(JSON.parse(settingsJson({ ...SETTINGS, featured: "3" })).featured).toBe("3");
  });

  it("the iframe snippet points at the embed page in the owner's theme and sizes the frame from its messages", () => {
    const snippet = iframeSnippet(SETTINGS);
    expect(snippet).toContain('src="https://sam.github.io/portfolio/embed/projects.html?theme=dark"');
    expect(snippet).toContain("portfolio-embed-height");
    expect(iframeSnippet({})).toContain("?theme=auto");
  });

  it("the iframe snippet asks the embed page for the owner's layout and limit", () => {
    expect(iframeSnippet({ ...SETTINGS, layout: "compact", limit: "3" })).toContain('embed/projects.html?theme=dark&#38;layout=compact&#38;limit=3"');
    // The default layout and a limit that is no count are not asked.
    expect(iframeSnippet({ ...SETTINGS, layout: "full", limit: "three" })).toContain('embed/projects.html?theme=dark"');
  });

  it("the iframe snippet's script sizes only its own frame, from the embed page's origin, within bounds", () => {
    const snippet = iframeSnippet(SETTINGS);
    const script = /<script>([\s\S]*)<\/script>/.exec(snippet)?.[1] ?? "";
    // The script as a page runs it: one listener, the page's frames, a frame's style.
    const frame = { contentWindow: { name: "the frame" }, style: { height: "" } };
    const other = { contentWindow: { name: "an ad's frame" }, style: { height: "" } };
    let listener: ((event: unknown) => void) | undefined;
    new Function("addEventListener", "document", script)(
      (type: string, handler: (event: unknown) => void) => type === "message" && (listener = handler),
      { querySelectorAll: () => [other, frame] },
    );
    const post = (data: unknown, source: unknown = frame.contentWindow, origin = "https://sam.github.io") => listener?.({ data, source, origin });
    post({ type: "portfolio-embed-height", height: 812.4 });
    expect(frame.style.height).toBe("813px");
    const refused: [unknown, unknown?, string?][] = [
      [{ type: "portfolio-embed-height", height: 900 }, { name: "a window that is no frame" }],
      [{ type: "portfolio-embed-height", height: 900 }, frame.contentWindow, "https://stranger.example"],
      [{ type: "portfolio-embed-height", height: 900 }, frame.contentWindow, "null"],
      [{ type: "portfolio-embed-height", height: 33_554_432 }],
      [{ type: "portfolio-embed-height", height: MAX_FRAME_HEIGHT + 1 }],
      [{ type: "portfolio-embed-height", height: 0 }],
      [{ type: "portfolio-embed-height", height: -40 }],
      [{ type: "portfolio-embed-height", height: Number.NaN }],
      [{ type: "portfolio-embed-height", height: Number.POSITIVE_INFINITY }],
      [{ type: "portfolio-embed-height", height: "900" }],
      [{ type: "another", height: 900 }],
      [null],
    ];
    for (const [data, source, origin] of refused) post(data, source, origin);
    expect(frame.style.height).toBe("813px");
    expect(other.style.height).toBe("");
    post({ type: "portfolio-embed-height", height: MAX_FRAME_HEIGHT });
    expect(frame.style.height).toBe(`${MAX_FRAME_HEIGHT}px`);
  });

  it("React usage: a value with & (which JSX decodes in a string) or a line break goes in braces", () => {
    const snippet = reactSnippet({ name: "Tom &amp; Jerry", github: "https://github.com/a?x=1&y=2", email: "a\nb@c.d" }, DEFAULT_TOKENS);
    expect(snippet).toContain('name={"Tom &amp; Jerry"}');
    expect(snippet).toContain('github={"https://github.com/a?x=1&y=2"}');
    expect(snippet).toContain('email={"a\\nb@c.d"}');
  });

  it("a token value that would leave its declaration or the <style> element is left out of every output", () => {
    const tokens = { ...DEFAULT_TOKENS, fontFamily: "x; } </style><script>alert(1)</script>", radius: "4px", accentLight: "red}</style>", accentDark: "#00ff00" };
    for (const output of [tokensCss(tokens), scriptTagSnippet(SETTINGS, tokens), reactSnippet(SETTINGS, tokens)]) {
      expect(output).not.toMatch(/<\/style><script|alert|red\}/);
      expect(output).toContain("4px");
    }
    expect(tokensCss(tokens)).toContain("light-dark(#3b3fc4, #00ff00)");
  });

  it("React usage: kebab-case attributes; values JSX cannot quote go in braces", () => {
    const snippet = reactSnippet({ ...SETTINGS, name: 'Sam "The Dev"' }, { ...DEFAULT_TOKENS, accentLight: "#ff0000" });
    expect(snippet).toContain('import "portfolio-elements";');
    expect(snippet).toContain('emailjs-service-id="service_1"');
    expect(snippet).toContain('name={"Sam \\"The Dev\\""}');
    expect(snippet).toContain('"--pe-color-accent": "light-dark(#ff0000, #9ea7ff)"');
  });

  it("tokens: only what differs from the defaults; accents as a light-dark() pair", () => {
    expect(tokenProperties(DEFAULT_TOKENS)).toEqual([]);
    expect(tokensCss(DEFAULT_TOKENS)).toBe("");
    const properties = Object.fromEntries(tokenProperties({ ...DEFAULT_TOKENS, accentDark: "#00ff00", fontSize: "18px" }));
    expect(properties["--pe-color-accent"]).toBe("light-dark(#3b3fc4, #00ff00)");
    expect(properties["--pe-font-size"]).toBe("18px");
    expect(properties["--pe-radius"]).toBeUndefined();
    expect(tokensCss({ ...DEFAULT_TOKENS, radius: "0" })).toMatch(/^portfolio-app,\n[\s\S]*\{\n {2}--pe-radius: 0;\n\}\n$/);
  });

  it("every output is there, and the default e-mail origin and theme are left out", () => {
    const outputs = allOutputs(SETTINGS, DEFAULT_TOKENS);
    expect(Object.keys(outputs)).toEqual(["settings-json", "script-tag-reserved", "iframe", "react", "config", "tokens"]);
    expect(outputs.config).not.toContain("emailjsOrigin");
    expect(settingsJson({ theme: "auto" })).toBe("{}\n");
    // The projects file is the static site's, beside its address.
    expect(JSON.parse(settingsJson({ projectsFile: " projects.json " })).site).toEqual({ projectsFile: "projects.json" });
    expect(JSON.parse(settingsJson({ siteUrl: "https://alex.dev", projectsFile: "work.json" })).site).toEqual({ url: "https://alex.dev/", projectsFile: "work.json" });
  });

  it("settings.json carries the identity settings and the look the static site and npm start read", () => {
    const identity = { ...SETTINGS, tagline: "Frontend, mostly.", availability: "Open to junior roles", resume: "https://sam.dev/cv.pdf", featured: "3" };
    const tokens = { ...DEFAULT_TOKENS, accentLight: "#0f766e", headingFont: 'Georgia, "Times New Roman", serif', radius: "8px", fontSize: "18px", space: "20px" };
    const file = JSON.parse(settingsJson(identity, tokens));
    expect(file).toMatchObject({ tagline: "Frontend, mostly.", availability: "Open to junior roles", resume: "https://sam.dev/cv.pdf", featured: "3" });
    expect(file.look).toEqual({ accent: "#0f766e", accentDark: "#9ea7ff", headingFont: 'Georgia, "Times New Roman", serif', radius: "8px", fontSize: "18px", space: "20px" });
    // What the site builder makes of it: the same tokens, checked.
    expect(siteSettings(file).look).toBe(
      "--pe-color-accent:light-dark(#0f766e,#9ea7ff);" +
        "--pe-color-accent-hover:light-dark(color-mix(in oklab,#0f766e 80%,black),color-mix(in oklab,#9ea7ff 75%,white));" +
        "--pe-color-focus:light-dark(#0f766e,#9ea7ff);" +
        "--pe-color-tag-bg:light-dark(color-mix(in oklab,#0f766e 9%,white),color-mix(in oklab,#9ea7ff 20%,#0d1120));" +
        "--pe-color-tag-text:light-dark(color-mix(in oklab,#0f766e 70%,black),color-mix(in oklab,#9ea7ff 60%,white));" +
        '--pe-font-heading:"Georgia", "Times New Roman", serif;--pe-radius:8px;' +
        "--pe-font-size:18px;--pe-space:20px",
    );
    // Nothing the studio sets is dropped on the way: every token it writes for a page reaches the site too.
    expect(siteSettings(file).warnings.filter((warning) => warning.startsWith("look."))).toEqual([]);
    expect(JSON.parse(settingsJson(SETTINGS, DEFAULT_TOKENS)).look).toBeUndefined();
    expect(tokenProperties(tokens)).toContainEqual(["--pe-font-heading", 'Georgia, "Times New Roman", serif']);
  });
});
