/** The demo's local e-mail provider with reCAPTCHA on or off in the demo's settings, over real HTTP. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECAPTCHA_TEST_SITE_KEY } from "../../demo/server/mail.js";
import { startDemoServer } from "../../demo/server/server.js";

let server: Server;
let base: string;
let dir: string;
let settingsFile: string;

const SETTINGS = { name: "Test Owner", emailjsServiceId: "service_t", emailjsTemplateId: "template_t", emailjsPublicKey: "key_t", emailjsOrigin: "/" };

/** The demo's settings, read by the server on every request. */
const useSettings = (more: Record<string, string>) => writeFile(settingsFile, JSON.stringify({ ...SETTINGS, ...more }));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portfolio-captcha-"));
  settingsFile = join(dir, "settings.json");
  await useSettings({});
  const started = await startDemoServer({ port: 0, settingsFile, outboxFile: join(dir, "messages.jsonl") });
  server = started.server;
  base = started.url;
}, 30_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function send(token?: string): Promise<{ status: number; text: string }> {
  const form = new FormData();
  const fields = { name: "Ada", email: "ada@example.com", message: "Hi", lib_version: "4.4.1", service_id: "service_t", template_id: "template_t", user_id: "key_t" };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (token !== undefined) form.append("g-recaptcha-response", token);
  const response = await fetch(`${base}/api/v1.0/email/send-form`, { method: "POST", body: form });
  return { status: response.status, text: await response.text() };
}

describe("the demo's e-mail provider and reCAPTCHA", () => {
  it("with the captcha off, ignores a g-recaptcha-response", async () => {
    await useSettings({});
    expect(await send("anything")).toEqual({ status: 200, text: "OK" });
    expect(await send()).toEqual({ status: 200, text: "OK" });
  });

  it("with the captcha on, refuses a send without a token and says why", async () => {
    await useSettings({ recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY });
    for (const token of [undefined, ""]) {
      const answer = await send(token);
      expect(answer.status).toBe(400);
      expect(answer.text).toMatch(/reCAPTCHA is on .* no g-recaptcha-response/);
    }
  });

  it("accepts any token of Google's test key, as Google's siteverify does", async () => {
    await useSettings({ recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY });
    expect(await send("token-from-the-test-checkbox")).toEqual({ status: 200, text: "OK" });
  });

  it("refuses a token it cannot verify (a real key: it holds no secret), and says why", async () => {
    await useSettings({ recaptchaSiteKey: "6Lc_real_site_key_0123456789abcdefghijklmn" });
    const answer = await send("a-real-token");
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("cannot verify the g-recaptcha-response");
    expect(answer.text).toContain(RECAPTCHA_TEST_SITE_KEY);
  });

  it("allows Google's reCAPTCHA hosts in the site's policy only with the captcha on", async () => {
    await useSettings({});
    expect((await fetch(`${base}/`)).headers.get("content-security-policy")).not.toContain("google.com");
    await useSettings({ recaptchaSiteKey: RECAPTCHA_TEST_SITE_KEY });
    const policy = (await fetch(`${base}/`)).headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });
});
