import { describe, expect, it } from "vitest";
import { DEFAULT_EMAILJS_ORIGIN, mailConfig } from "../../src/services/mail.ts";

const IDS = { emailjsServiceId: "service_x", emailjsTemplateId: "template_x", emailjsPublicKey: "key_x" };

describe("mailConfig", () => {
  it("uses the library's public API host when no origin is set", () => {
    expect(DEFAULT_EMAILJS_ORIGIN).toBe("https://api.emailjs.com");
    expect(mailConfig(IDS)).toEqual({
      config: { serviceId: "service_x", templateId: "template_x", publicKey: "key_x", origin: "https://api.emailjs.com" },
    });
  });

  it("takes the origin from the settings, without a trailing slash", () => {
    expect(mailConfig({ ...IDS, emailjsOrigin: "http://127.0.0.1:4173/" })).toMatchObject({ config: { origin: "http://127.0.0.1:4173" } });
    expect(mailConfig({ ...IDS, emailjsOrigin: "https://mail.example.com/relay/" })).toMatchObject({
      config: { origin: "https://mail.example.com/relay" },
    });
  });

  it("names each attribute the owner has to set", () => {
    expect(mailConfig({})).toEqual({
      problem: "set the emailjs-service-id, emailjs-template-id, emailjs-public-key attributes of the element.",
    });
    expect(mailConfig({ ...IDS, emailjsServiceId: " " })).toEqual({ problem: "set the emailjs-service-id attribute of the element." });
    expect(mailConfig({ ...IDS, emailjsPublicKey: undefined })).toEqual({ problem: "set the emailjs-public-key attribute of the element." });
  });

  it("refuses an origin that is not http: or https:", () => {
    for (const emailjsOrigin of ["javascript:alert(1)", "ftp://example.com", "not a url"]) {
      expect(mailConfig({ ...IDS, emailjsOrigin })).toEqual({ problem: "set the emailjs-origin attribute to an http: or https: URL." });
    }
  });
});
