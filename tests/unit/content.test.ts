// The real graphql, by subpath: a bare `graphql` import is the browser's here as in the bundle.
import { print } from "graphql/language/printer";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { DETAILS_QUERY } from "../../src/elements/details/query.ts";
import { SPEC_QUERY, TIMEOUT_MS, cachedProjects, loadProjects } from "../../src/services/content.ts";

const PROJECTS = [
  { id: "p1", title: "Budget Buddy", description: "Money.", techstack: "React, Vite", livedemoUrl: null, githubUrl: "https://github.com/a/b" },
  { id: "p2", title: "Trailhead", description: null, techstack: null, livedemoUrl: "javascript:alert(1)", githubUrl: null },
];

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" }, ...init });
}

let fetchMock: Mock<typeof fetch>;
let endpointCount = 0;
/** A fresh endpoint per test: the cache is page-wide module state, keyed by endpoint. */
let endpoint: string;

beforeAll(async () => {
  // Load the client chunk once, so a test's first request does not wait on module loading.
  await import("graphql-request");
});

beforeEach(() => {
  endpoint = `https://content.example.com/${++endpointCount}/graphql`;
  fetchMock = vi.fn<typeof fetch>(async () => json({ data: { project: PROJECTS } }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the GetProjects request", () => {
  it("is the contract's POST: JSON body with operationName, the query and no variables", async () => {
    await loadProjects(endpoint);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(endpoint);
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("*/*");
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    // The operation name comes from the document parsed at build time: a string would go out without it.
    expect(body).toEqual({ operationName: "GetProjects", query: print(SPEC_QUERY.document) });
    expect(print(SPEC_QUERY.document).replace(/\s+/g, " ")).toBe("query GetProjects { project { id title description techstack livedemoUrl githubUrl } }");
  });

  it("with project details, is the same POST asking for the optional fields too, cached apart", async () => {
    await loadProjects(endpoint);
    await loadProjects(endpoint, DETAILS_QUERY);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse(String(fetchMock.mock.calls[1]![1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({ operationName: "GetProjects", query: print(DETAILS_QUERY.document) });
    expect(cachedProjects(endpoint, undefined, DETAILS_QUERY)).toEqual(cachedProjects(endpoint));
    expect(cachedProjects(endpoint, undefined, DETAILS_QUERY)).not.toBe(cachedProjects(endpoint));
  });

  it("resolves with the checked projects", async () => {
    const projects = await loadProjects(endpoint);
    expect(projects).toEqual([
      { id: "p1", title: "Budget Buddy", description: "Money.", tags: ["React", "Vite"], githubUrl: "https://github.com/a/b" },
      { id: "p2", title: "Trailhead", tags: [] },
    ]);
  });

  it("gives no projects for project: null", async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { project: null } }));
    expect(await loadProjects(endpoint)).toEqual([]);
  });
});

describe("the cache", () => {
  it("shares one in-flight request between callers", async () => {
    const [first, second, third] = await Promise.all([loadProjects(endpoint), loadProjects(endpoint), loadProjects(endpoint)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it("is cache-first: a later call is answered without a request, and synchronously readable", async () => {
    expect(cachedProjects(endpoint)).toBeUndefined();
    const first = await loadProjects(endpoint);
    expect(cachedProjects(endpoint)).toBe(first);
    expect(await loadProjects(endpoint)).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps one entry per endpoint", async () => {
    await loadProjects(endpoint);
    await loadProjects(`${endpoint}?other`);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not cache a failure: the next call retries", async () => {
    fetchMock.mockResolvedValueOnce(new Response("down", { status: 500, statusText: "Internal Server Error" }));
    await expect(loadProjects(endpoint)).rejects.toThrow("500 Internal Server Error");
    expect(cachedProjects(endpoint)).toBeUndefined();
    expect(await loadProjects(endpoint)).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("failures, worded for the visitor", () => {
  it("a GraphQL errors answer: the first error's message only", async () => {
    fetchMock.mockResolvedValueOnce(json({ errors: [{ message: "Not allowed" }, { message: "Second" }], data: null }));
    const error = await loadProjects(endpoint).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("Not allowed");
  });

  it("an HTTP error: the status and its text, not the body", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<h1>stack trace</h1>", { status: 502, statusText: "Bad Gateway" }));
    await expect(loadProjects(endpoint)).rejects.toThrow(/^502 Bad Gateway$/);
  });

  it("an HTTP error without status text: the status", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 503 }));
    await expect(loadProjects(endpoint)).rejects.toThrow(/^HTTP 503$/);
  });

  it("an HTTP error with GraphQL errors: the first error's message", async () => {
    fetchMock.mockResolvedValueOnce(json({ errors: [{ message: "Syntax Error: Unexpected Name" }] }, { status: 400, statusText: "Bad Request" }));
    await expect(loadProjects(endpoint)).rejects.toThrow(/^Syntax Error: Unexpected Name$/);
  });

  it("a network failure: the browser's own message", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(loadProjects(endpoint)).rejects.toThrow(/^Failed to fetch$/);
  });

  it("a 200 that is not GraphQL: a short explanation, not the page", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<!doctype html><p>nginx</p>", { headers: { "content-type": "text/html" } }));
    await expect(loadProjects(endpoint)).rejects.toThrow(/^The content service did not answer with GraphQL\.$/);
    fetchMock.mockResolvedValueOnce(new Response("{broken", { headers: { "content-type": "application/json" } }));
    await expect(loadProjects(`${endpoint}?2`)).rejects.toThrow(/^The content service did not answer with GraphQL\.$/);
  });

  it("a missing endpoint tells the owner which setting to set, without a request", async () => {
    for (const missing of [undefined, "", "  "]) {
      await expect(loadProjects(missing)).rejects.toThrow(/endpoint attribute/);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an endpoint that is not http(s) is refused without a request", async () => {
    await expect(loadProjects("javascript:alert(1)")).rejects.toThrow(/must be an http: or https: URL/);
    // No page to resolve a path against in Node.
    await expect(loadProjects("/graphql")).rejects.toThrow(/must be an http: or https: URL/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the timeout", () => {
  it(`aborts a request unanswered after ${TIMEOUT_MS / 1000} s, shows it as an error and does not cache it`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
        }),
    );
    let settled: unknown;
    const pending = loadProjects(endpoint).then(
      () => (settled = "resolved"),
      (error: unknown) => (settled = error),
    );
    // setImmediate is real: let the client start its request.
    while (!signal) await new Promise((resolve) => setImmediate(resolve));

    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(signal.aborted).toBe(false);
    expect(settled).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(signal.aborted).toBe(true);
    expect((settled as Error).message).toBe("The content service did not answer within 15 seconds.");

    vi.useRealTimers();
    expect(await loadProjects(endpoint)).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("leaves no timer behind once answered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await loadProjects(endpoint);
    expect(vi.getTimerCount()).toBe(0);
  });
});
