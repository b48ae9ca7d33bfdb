import { describe, expect, it } from "vitest";
import {
  bySeverity,
  checkAccents,
  checkSettings,
  contrastRatio,
  diagnosePortraitLoad,
  diagnoseProjectList,
  diagnosePublishedPortrait,
  diagnosePublishedScript,
  diagnoseProjects,
  diagnoseTestSend,
  explainGraphqlError,
  hygraphEndpoint,
  type Finding,
  type StudioSettings,
} from "../../demo/studio/doctor.ts";
import { plainEmail } from "../../src/settings/kinds.ts";

const GOOD: StudioSettings = {
  name: "Alex Rivera",
  portrait: "https://example.com/me.jpg",
  email: "alex@example.com",
  linkedin: "https://www.linkedin.com/in/alex",
  github: "https://github.com/alex",
  endpoint: "https://eu-west-2.cdn.hygraph.com/content/abc123/master",
  emailjsServiceId: "service_ab12cd3",
  emailjsTemplateId: "template_x9y8z7w",
  emailjsPublicKey: "AbCdEf123456789",
  siteUrl: "https://alex.github.io/portfolio/",
};

const ids = (findings: Finding[]) => findings.map((item) => item.id);
const ENDPOINT = "https://eu-west-2.cdn.hygraph.com/content/abc123/master";
const answer = (json: unknown, status = 200) => diagnoseProjects({ kind: "response", status, contentType: "application/json", body: JSON.stringify(json) }, ENDPOINT);

describe("doctor: every finding is one sentence with its fix", () => {
  const everything: Finding[] = [
    ...checkSettings({}),
    ...checkSettings({ email: "a b@c", linkedin: "javascript:alert(1)", portrait: "ftp://x/y.png", endpoint: "not a url", emailjsServiceId: "template_1", emailjsTemplateId: "x", emailjsPublicKey: "has space", emailjsOrigin: "https://api.emailjs.com/api/v1.0", siteUrl: "nope" }),
    ...diagnoseProjects({ kind: "unreachable" }, ENDPOINT),
    ...diagnoseProjects({ kind: "cors" }, ENDPOINT),
    ...answer({}, 401),
    ...answer({ errors: [{ message: 'Cannot query field "project" on type "Query". Did you mean "projects"?' }] }, 400),
    ...diagnoseProjectList(Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, title: "", techstack: "", githubUrl: "javascript:x" }))),
    diagnoseTestSend({ ok: false, status: 403, text: "Forbidden" }, "https://api.emailjs.com"),
  ];
  it.each(everything.map((item) => [item.id, item] as const))("%s", (_id, item) => {
    expect(item.message).toMatch(/^[A-Z0-9"\d].*[.)]$/s);
    if (item.severity !== "ok") expect(item.fix, "a fix").toMatch(/\.$/);
  });
});

describe("doctor: settings", () => {
  it("finds nothing to fix in a complete, well-formed set", () => {
    expect(checkSettings(GOOD).filter((item) => item.severity === "error" || item.severity === "warning")).toEqual([]);
  });

  it("names what is missing", () => {
    expect(ids(checkSettings({}))).toEqual(
      expect.arrayContaining(["name-missing", "email-missing", "portrait-missing", "endpoint-missing", "mail-missing", "site-url-missing"]),
    );
  });

  it("a projects file takes the content service's place: the static site needs none", () => {
    const found = checkSettings({ ...GOOD, endpoint: "", projectsFile: "projects.json" });
    expect(ids(found)).not.toContain("endpoint-missing");
    expect(found.find((item) => item.id === "projects-file")).toMatchObject({ severity: "info", topic: "content" });
  });

  it("an e-mail address that is not plain, links that are not http(s)", () => {
    const found = ids(checkSettings({ ...GOOD, email: "Alex <alex@example.com>", github: "github.com/alex", linkedin: "javascript:alert(1)" }));
    expect(found).toEqual(expect.arrayContaining(["email-invalid", "github-invalid", "linkedin-invalid"]));
  });

  it("an e-mail address is plain by the elements' own rule: the doctor warns of exactly what the Email card drops", () => {
    for (const email of ["alex?bcc=boss@example.com", "alex%40@example.com", "alex#x@example.com", "alex@example..com", "alex@-example.com"]) {
      expect(plainEmail(email), email).toBeUndefined();
      expect(ids(checkSettings({ ...GOOD, email })), email).toContain("email-invalid");
    }
    for (const email of ["alex@example.com", "alex.o'neil+portfolio@mail.example.co.uk"]) {
      expect(plainEmail(email), email).toBe(email);
      expect(ids(checkSettings({ ...GOOD, email })), email).not.toContain("email-invalid");
    }
  });

  it("e-mail ids: present together, well formed, not swapped, not the private key", () => {
    expect(ids(checkSettings({ ...GOOD, emailjsTemplateId: undefined }))).toContain("emailjsTemplateId-missing");
    expect(ids(checkSettings({ ...GOOD, emailjsServiceId: "service_ab12 cd3" }))).toContain("emailjsServiceId-malformed");
    expect(ids(checkSettings({ ...GOOD, emailjsServiceId: '"service_ab12cd3"' }))).toContain("emailjsServiceId-malformed");
    expect(ids(checkSettings({ ...GOOD, emailjsServiceId: "template_x9y8z7w", emailjsTemplateId: "service_ab12cd3" }))).toEqual(
      expect.arrayContaining(["emailjsServiceId-swapped", "emailjsTemplateId-swapped"]),
    );
    expect(ids(checkSettings({ ...GOOD, emailjsPublicKey: "a".repeat(40) }))).toContain("emailjsPublicKey-private");
    expect(ids(checkSettings({ ...GOOD, emailjsServiceId: "default_service" }))).toContain("emailjsServiceId-custom");
  });

  it("the e-mail origin: a URL without a path", () => {
    expect(ids(checkSettings({ ...GOOD, emailjsOrigin: "https://api.emailjs.com/api/v1.0/email/send-form" }))).toContain("emailjsOrigin-path");
    expect(ids(checkSettings({ ...GOOD, emailjsOrigin: "javascript:alert(1)" }))).toContain("emailjsOrigin-invalid");
    // The elements take a path on the page's own server (the demo's provider is "/"), so a host without https:// is one.
    expect(checkSettings({ ...GOOD, emailjsOrigin: "api.emailjs.com" }).find((item) => item.id === "emailjsOrigin-page")?.severity).toBe("warning");
    expect(ids(checkSettings({ ...GOOD, emailjsOrigin: "https://api.emailjs.com" }))).not.toContain("emailjsOrigin-custom");
  });

  it("the endpoint: Hygraph's CDN preferred, never the Management API, never on this computer for a deployed site", () => {
    expect(hygraphEndpoint(new URL("https://api-eu-west-2.hygraph.com/v2/abc/master"))).toBe("api");
    expect(hygraphEndpoint(new URL("https://eu-west-2.cdn.hygraph.com/content/abc/master"))).toBe("cdn");
    expect(hygraphEndpoint(new URL("https://management-eu-west-2.hygraph.com/graphql"))).toBe("management");
    expect(hygraphEndpoint(new URL("https://example.com/graphql"))).toBeUndefined();
    expect(ids(checkSettings({ ...GOOD, endpoint: "https://api-eu-west-2.hygraph.com/v2/abc/master" }))).toContain("endpoint-not-cdn");
    expect(ids(checkSettings({ ...GOOD, endpoint: "https://management-eu-west-2.hygraph.com/graphql" }))).toContain("endpoint-management");
    expect(ids(checkSettings({ ...GOOD, endpoint: "http://127.0.0.1:4173/graphql" }))).toContain("endpoint-local");
    expect(ids(checkSettings({ ...GOOD, endpoint: "http://127.0.0.1:4173/graphql", siteUrl: undefined }))).not.toContain("endpoint-local");
    expect(ids(checkSettings({ ...GOOD, endpoint: "http://example.com/graphql" }))).toContain("endpoint-http");
  });

  it("plain http: to this computer is fine (a secure context in browsers); to any other, a warning", () => {
    const noSite = { ...GOOD, siteUrl: undefined };
    for (const host of ["127.0.0.2", "[::1]", "[::ffff:127.0.0.1]", "localhost.", "LOCALHOST", "app.localhost"]) {
      const found = ids(checkSettings({ ...noSite, endpoint: `http://${host}:4173/graphql`, emailjsOrigin: `http://${host}:4173`, portrait: `http://${host}:4173/me.jpg` }));
      expect(found, host).not.toContain("endpoint-http");
      expect(found, host).not.toContain("portrait-http");
      expect(found, host).not.toContain("emailjsOrigin-custom");
    }
    for (const host of ["10.0.0.1", "0.0.0.0", "printer.local"]) {
      const found = ids(checkSettings({ ...noSite, endpoint: `http://${host}:4173/graphql`, emailjsOrigin: `http://${host}:4173`, portrait: `http://${host}:4173/me.jpg` }));
      expect(found, host).toEqual(expect.arrayContaining(["endpoint-http", "portrait-http", "emailjsOrigin-custom"]));
    }
  });

  it("a public site naming services on this computer or a private network: an error for each, with its fix", () => {
    const local = checkSettings({ ...GOOD, endpoint: "http://127.0.0.1:4173/graphql", emailjsOrigin: "http://127.0.0.1:4173", portrait: "http://192.168.1.5/me.jpg" });
    const errors = local.filter((item) => item.severity === "error");
    expect(ids(errors)).toEqual(["portrait-local", "endpoint-local", "emailjsOrigin-local"]);
    for (const item of errors) expect(item.fix).toMatch(/^[A-Z].*\.$/);
    for (const origin of ["http://10.1.2.3", "http://localhost:8080", "http://[::1]:4173", "http://printer.local"]) {
      expect(ids(checkSettings({ ...GOOD, emailjsOrigin: origin })), origin).toContain("emailjsOrigin-local");
      expect(ids(checkSettings({ ...GOOD, endpoint: `${origin}/graphql` })), origin).toContain("endpoint-local");
    }
    // A site on this computer (or none yet) may call them: that is npm start.
    for (const siteUrl of [undefined, "http://127.0.0.1:8080/"]) {
      const findings = checkSettings({ ...GOOD, siteUrl, endpoint: "http://127.0.0.1:4173/graphql", emailjsOrigin: "http://127.0.0.1:4173" });
      expect(ids(findings), String(siteUrl)).not.toEqual(expect.arrayContaining(["endpoint-local"]));
      expect(ids(findings), String(siteUrl)).not.toContain("emailjsOrigin-local");
    }
  });

  it("the portrait and the site address", () => {
    expect(ids(checkSettings({ ...GOOD, portrait: "http://example.com/me.jpg" }))).toContain("portrait-http");
    expect(ids(checkSettings({ ...GOOD, portrait: "data:image/png;base64,xx" }))).toContain("portrait-scheme");
    expect(ids(checkSettings({ ...GOOD, portrait: "/assets/portrait.svg" }))).not.toContain("portrait-scheme");
    expect(ids(checkSettings({ ...GOOD, siteUrl: "alex.github.io" }))).toContain("site-url-invalid");
    expect(ids(checkSettings({ ...GOOD, siteUrl: "http://alex.example.com/" }))).toContain("site-url-http");
  });
});

describe("doctor: the content service's answer to GetProjects", () => {
  it("unreachable, CORS refused and timed out are told apart", () => {
    expect(ids(diagnoseProjects({ kind: "unreachable" }, ENDPOINT))).toEqual(["content-unreachable"]);
    const cors = diagnoseProjects({ kind: "cors" }, ENDPOINT)[0]!;
    expect(cors.id).toBe("content-cors");
    expect(cors.message).toContain("Access-Control-Allow-Origin");
    expect(ids(diagnoseProjects({ kind: "timeout", ms: 15_000 }, ENDPOINT))).toEqual(["content-timeout"]);
  });

  it("HTTP statuses, translated into what to change", () => {
    expect(answer({}, 401)[0]!.fix).toMatch(/Content API permissions.*Read.*Project.*Published/);
    expect(ids(answer({}, 403))).toEqual(["content-http-403"]);
    expect(answer("Not found", 404)[0]!.fix).toContain("/master");
    expect(answer({}, 429)[0]!.fix).toContain("cdn.hygraph.com");
    expect(ids(answer({}, 503))).toEqual(["content-http-503"]);
    expect(ids(diagnoseProjects({ kind: "response", status: 200, contentType: "text/html", body: "<!doctype html><p>Hi" }, ENDPOINT))).toEqual(["content-not-graphql"]);
  });

  it("GraphQL errors: the list field, the fields, their types, the permissions", () => {
    expect(explainGraphqlError('Cannot query field "project" on type "Query". Did you mean "projects"?')).toMatchObject({
      id: "content-no-project-list",
      fix: expect.stringContaining("Plural API ID to Project"),
    });
    expect(explainGraphqlError('Field "project" argument "where" of type "ProjectWhereUniqueInput!" is required, but it was not provided.').id).toBe("content-project-is-single");
    expect(explainGraphqlError('Cannot query field "techstack" on type "Project".')).toMatchObject({ id: "content-no-field-techstack", fix: expect.stringContaining("Single line text") });
    expect(explainGraphqlError('Field "description" of type "RichText!" must have a selection of subfields. Did you mean "description { ... }"?')).toMatchObject({
      id: "content-field-type-description",
      fix: expect.stringContaining("Multi line text"),
    });
    expect(explainGraphqlError("not allowed").id).toBe("content-permission");
    expect(explainGraphqlError("Something else broke").id).toBe("content-graphql-error");
  });

  it("the same error repeated is one finding; errors win over data", () => {
    const found = answer({ data: null, errors: [{ message: "not allowed" }, { message: "not allowed" }] });
    expect(ids(found)).toEqual(["content-permission"]);
  });

  it("an empty or missing list", () => {
    expect(ids(answer({ data: { project: [] } }))).toEqual(["content-empty"]);
    expect(ids(answer({ data: { project: null } }))).toEqual(["content-empty"]);
    expect(ids(answer({ data: { project: { id: "1" } } }))).toEqual(["content-not-list"]);
  });

  it("each project's problems: no title, links dropped for their scheme, an empty techstack", () => {
    const found = diagnoseProjectList([
      { id: "1", title: "Good", description: "d", techstack: "React, CSS", githubUrl: "https://github.com/a/b", livedemoUrl: null },
      { id: "2", title: " ", techstack: "Vue" },
      { id: "3", title: "Scripted", techstack: "Go", githubUrl: "javascript:alert(1)", livedemoUrl: "ftp://x" },
      { id: "4", title: "Bare", techstack: " , " },
      { id: "1", title: "Again", techstack: "x" },
    ]);
    expect(ids(found)).toEqual([
      "content-ok",
      "project-no-title",
      "project-link-dropped",
      "project-link-dropped",
      "project-no-techstack",
      "project-duplicate-id",
    ]);
    expect(found[0]!.message).toBe("The service answered GetProjects with 5 projects; 3 show on the site.");
    expect(found[2]!.message).toContain('"Scripted"\'s githubUrl "javascript:alert(1)" is dropped');
  });

  it("exactly ten projects: Hygraph's default page", () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, title: `P${index}`, techstack: "TS" }));
    expect(ids(diagnoseProjectList(ten))).toEqual(["content-ok", "content-ten"]);
    expect(ids(diagnoseProjectList(ten.slice(0, 9)))).toEqual(["content-ok"]);
    expect(diagnoseProjectList(ten)[1]!.message).toContain("after June 2022");
  });
});

describe("doctor: the portrait and the test message", () => {
  it("the portrait loads, or not, or is small", () => {
    expect(diagnosePortraitLoad(true, "x", { width: 800, height: 800 }).severity).toBe("ok");
    expect(diagnosePortraitLoad(true, "x", { width: 64, height: 64 }).id).toBe("portrait-small");
    expect(diagnosePortraitLoad(false, "x").id).toBe("portrait-failed");
  });

  it("the portrait and the script from the published site, where a blog's snippet loads them, and plainly when they would 404", () => {
    const portrait = "https://sam.github.io/portfolio/assets/me.jpg";
    const failed = diagnosePublishedPortrait(false, portrait);
    expect(failed).toMatchObject({ id: "portrait-published-failed", severity: "error" });
    expect(failed.message).toContain(portrait);
    expect(failed.message).toContain("404");
    expect(diagnosePublishedPortrait(true, portrait, { width: 800, height: 800 })).toMatchObject({ id: "portrait-published-ok", severity: "ok" });
    expect(diagnosePublishedPortrait(true, portrait, { width: 64, height: 64 }).id).toBe("portrait-small");
    const script = "https://sam.github.io/portfolio/lib/portfolio-elements.iife.js";
    const missing = diagnosePublishedScript({ kind: "response", status: 404 }, script);
    expect(missing).toMatchObject({ id: "script-http-404", severity: "error" });
    expect(missing.message).toContain(`${script} answers HTTP 404 (not found)`);
    expect(diagnosePublishedScript({ kind: "response", status: 200 }, script).severity).toBe("ok");
    expect(diagnosePublishedScript({ kind: "unreachable" }, script).severity).toBe("error");
    expect(diagnosePublishedScript({ kind: "opaque" }, script).severity).toBe("info");
  });

  it("the provider's answers, in EmailJS's words", () => {
    const origin = "https://api.emailjs.com";
    expect(diagnoseTestSend({ ok: true }, origin).severity).toBe("ok");
    expect(diagnoseTestSend({ ok: false, status: 0, text: "Network Error" }, origin).id).toBe("mail-unreachable");
    expect(diagnoseTestSend({ ok: false, status: 400, text: "The Public Key is invalid" }, origin).id).toBe("mail-bad-key");
    expect(diagnoseTestSend({ ok: false, status: 400, text: "The template ID not found" }, origin).id).toBe("mail-bad-template");
    expect(diagnoseTestSend({ ok: false, status: 400, text: "The service ID is invalid." }, origin).id).toBe("mail-bad-service");
    expect(diagnoseTestSend({ ok: false, status: 403, text: "API calls are disabled for non-browser applications" }, origin).fix).toContain("allowed origins");
    expect(diagnoseTestSend({ ok: false, status: 422, text: "The recipients address is empty" }, origin).fix).toContain("To Email");
    expect(diagnoseTestSend({ ok: false, status: 500, text: "" }, origin).id).toBe("mail-http-500");
  });
});

it("findings are shown worst first, stable within a severity", () => {
  const make = (id: string, severity: Finding["severity"]): Finding => ({ id, severity, topic: "content", message: "m." });
  expect(ids(bySeverity([make("a", "ok"), make("b", "error"), make("c", "info"), make("d", "error"), make("e", "warning")]))).toEqual(["b", "d", "e", "c", "a"]);
});

describe("doctor: the accent colours", () => {
  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("teal", "#ffffff")).toBeUndefined();
  });

  it("the defaults pass; an accent too pale for links or too dark for its button text is flagged", () => {
    expect(checkAccents({ accentLight: "#3b3fc4", accentDark: "#9ea7ff" })).toEqual([]);
    const pale = checkAccents({ accentLight: "#ffd166", accentDark: "#9ea7ff" });
    expect(ids(pale)).toEqual(["accent-light-contrast"]);
    expect(pale[0]!.message).toMatch(/^The light accent #ffd166 reaches only 1\.\d:1 against links on the light page/);
    expect(ids(checkAccents({ accentLight: "#3b3fc4", accentDark: "#1e2a78" }))).toEqual(["accent-dark-contrast"]);
  });
});
